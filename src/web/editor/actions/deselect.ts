import type { EditorAction } from './types';

export const deselectAction: EditorAction = {
  id: 'deselect',
  label: 'Deselect',
  shortcut: ['Escape'],
  isEnabled: (state) => state.selection !== null,
  perform: ({ store }) => store.getState().select(null),
};
