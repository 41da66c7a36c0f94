import type { EditorAction } from './types';

export const undoAction: EditorAction = {
  id: 'undo',
  label: 'Undo',
  shortcut: ['Mod+Z'],
  isEnabled: (state) => state.history.past.length > 0,
  perform: ({ store }) => store.getState().undo(),
};
