import type { EditorAction } from './types';

export const redoAction: EditorAction = {
  id: 'redo',
  label: 'Redo',
  shortcut: ['Mod+Shift+Z', 'Ctrl+Y'],
  isEnabled: (state) => state.history.future.length > 0,
  perform: ({ store }) => store.getState().redo(),
};
