import { createContext, type ReactNode, useContext } from 'react';

/** What the demo does instead of an action it does not allow. */
export interface DemoActions {
  /** Tells the visitor, with one of DEMO_MESSAGES, that this is not part of the demo. */
  refuse: (message: string) => void;
  /** A task was tapped: the demo offers the free trial instead of completing it (spec 02 §4). */
  offerTrial: () => void;
}

const QUIET: DemoActions = { refuse: () => undefined, offerTrial: () => undefined };

const DemoModeContext = createContext<DemoActions | null>(null);

/**
 * Demo mode (spec 02 §6): a visitor may arrange and style a sample board, but not change its
 * content. The demo editor wraps itself in this; everywhere else the answer is false.
 */
export function DemoModeProvider({
  children,
  actions = QUIET,
}: {
  children: ReactNode;
  actions?: DemoActions;
}) {
  return <DemoModeContext.Provider value={actions}>{children}</DemoModeContext.Provider>;
}

export function useDemoMode(): boolean {
  return useContext(DemoModeContext) !== null;
}

/** The demo's own answers to what it does not allow; null outside the demo. */
export function useDemoActions(): DemoActions | null {
  return useContext(DemoModeContext);
}

export const DEMO_IMAGE_SEARCH_MESSAGE = 'Image searching is disabled in demo mode.';
export const DEMO_CLEAR_IMAGE_MESSAGE = 'Clearing images disabled in demo mode.';

/**
 * What the demo says where an action is off (spec 02 §6). Only layout and styling edits work; the
 * first sentence is the spec's own, the others follow its pattern.
 */
export const DEMO_MESSAGES = {
  addScreen: 'Adding screens disabled in demo.',
  deleteScreen: 'Deleting screens disabled in demo.',
  renameScreen: 'Renaming screens disabled in demo.',
  duplicateScreen: 'Duplicating screens disabled in demo.',
  reorderScreens: 'Reordering screens disabled in demo.',
  loadTemplate: 'Loading templates disabled in demo.',
  saveTemplate: 'Saving templates disabled in demo.',
  deleteTemplate: 'Deleting templates disabled in demo.',
  timer: 'Screen timers disabled in demo.',
  login: 'Login unavailable in demo.',
  viewer: 'Opening the viewer disabled in demo.',
  showOnTv: 'Sending screens to TVs disabled in demo.',
  text: 'Editing text disabled in demo.',
  calendars: 'Choosing calendar sources disabled in demo.',
  lists: 'Choosing lists disabled in demo.',
  shopping: 'Choosing shopping lists disabled in demo.',
  piggyBank: 'Choosing piggy banks disabled in demo.',
  music: 'Connecting music disabled in demo.',
  album: 'Album linking disabled in demo.',
  photoLibrary: 'Photo uploads disabled in demo.',
} as const;
