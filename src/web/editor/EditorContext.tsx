import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ActionContext, EditorAction } from './actions/types';
import type { EditorState, EditorStore } from './store/editorStore';

const EditorContext = createContext<ActionContext | null>(null);

export function EditorProvider({ value, children }: { value: ActionContext; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

/** The store and the confirm prompt, as every action receives them. */
export function useActionContext(): ActionContext {
  const context = useContext(EditorContext);
  if (!context) throw new Error('useActionContext must be used inside <EditorProvider>');
  return context;
}

export function useEditorStoreApi(): EditorStore {
  return useActionContext().store;
}

/** Reads part of the editor state; re-renders only when that part changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

/** An action bound for a button: whether it may run now, and a handler that runs it. */
export function useAction<Arg>(action: EditorAction<Arg>, arg?: Arg) {
  const context = useActionContext();
  const enabled = useEditor((state) => action.isEnabled(state, arg));
  return {
    enabled,
    label: action.label,
    run: () => {
      void action.perform(context, arg);
    },
  };
}
