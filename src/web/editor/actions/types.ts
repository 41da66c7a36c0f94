import type { EditorState, EditorStore } from '../store/editorStore';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
}

/** What an action may use: the store, and a way to ask the user before destroying something. */
export interface ActionContext {
  store: EditorStore;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
}

/**
 * One user intent, shared by the toolbar, the sidebar and the keyboard (DESIGN §4). `Arg` is what a
 * caller passes; the keyboard passes nothing, so keyboard actions treat a missing argument as "the
 * selected layer".
 */
export interface EditorAction<Arg = undefined> {
  id: string;
  label: string;
  /** Key combinations such as 'Mod+Z' (Mod is ⌘ on Apple devices, Ctrl elsewhere); see ./shortcuts. */
  shortcut?: readonly string[];
  isEnabled: (state: EditorState, arg?: Arg) => boolean;
  perform: (context: ActionContext, arg?: Arg) => void | Promise<void>;
}

/** An action on one layer: the one passed, else the selected one. */
export type LayerAction = EditorAction<string>;
