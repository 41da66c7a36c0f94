import type { EditorState } from '../store/editorStore';
import { layersTopDown } from '../store/screenContent';
import type { EditorAction } from './types';

/** Walks the layers list (top layer first, the background last) one row down or up, wrapping. */
function stepSelection(state: EditorState, step: 1 | -1): void {
  if (!state.content) return;
  const rows = [
    ...layersTopDown(state.content.components).map((layer) => ({ kind: 'component' as const, id: layer.id })),
    { kind: 'background' as const },
  ];
  const selection = state.selection;
  const current = rows.findIndex((row) =>
    row.kind === 'background'
      ? selection?.kind === 'background'
      : selection?.kind === 'component' && selection.id === row.id,
  );
  const next =
    current === -1 ? (step === 1 ? 0 : rows.length - 1) : (current + step + rows.length) % rows.length;
  state.select(rows[next] ?? null);
}

export const selectNextLayerAction: EditorAction = {
  id: 'select-next-layer',
  label: 'Select next layer',
  shortcut: ['Alt+ArrowDown'],
  isEnabled: (state) => state.content !== null,
  perform: ({ store }) => stepSelection(store.getState(), 1),
};

export const selectPreviousLayerAction: EditorAction = {
  id: 'select-previous-layer',
  label: 'Select previous layer',
  shortcut: ['Alt+ArrowUp'],
  isEnabled: (state) => state.content !== null,
  perform: ({ store }) => stepSelection(store.getState(), -1),
};
