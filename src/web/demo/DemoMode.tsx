import { createContext, type ReactNode, useContext } from 'react';

const DemoModeContext = createContext(false);

/**
 * Demo mode (spec 02 §6): a visitor may arrange and style a sample board, but not change its
 * content. The demo editor wraps itself in this; everywhere else the answer is false.
 */
export function DemoModeProvider({ children }: { children: ReactNode }) {
  return <DemoModeContext.Provider value={true}>{children}</DemoModeContext.Provider>;
}

export function useDemoMode(): boolean {
  return useContext(DemoModeContext);
}

export const DEMO_IMAGE_SEARCH_MESSAGE = 'Image searching is disabled in demo mode.';
export const DEMO_CLEAR_IMAGE_MESSAGE = 'Clearing images disabled in demo mode.';
