import type { Component } from '../../../common/schemas/component';
import type { EditorState } from '../store/editorStore';
import type { LayerOrderMove } from '../store/screenContent';
import { targetLayer } from './layerTarget';
import type { LayerAction } from './types';

function isTop(components: readonly Component[], layer: Component): boolean {
  return components.every((other) => other === layer || other.zIndex < layer.zIndex);
}

function isBottom(components: readonly Component[], layer: Component): boolean {
  return components.every((other) => other === layer || other.zIndex > layer.zIndex);
}

/** Whether `move` would change anything for the layer: the top layer cannot come further forward. */
function canMove(state: EditorState, move: LayerOrderMove, id?: string): boolean {
  const layer = targetLayer(state, id);
  const components = state.content?.components ?? [];
  if (!layer) return false;
  return move === 'front' || move === 'forward' ? !isTop(components, layer) : !isBottom(components, layer);
}

/** The four layer-order intents share their rule and differ in direction only. */
export function layerOrderAction(
  move: LayerOrderMove,
  id: string,
  label: string,
  shortcut: string,
): LayerAction {
  return {
    id,
    label,
    shortcut: [shortcut],
    isEnabled: (state, target) => canMove(state, move, target),
    perform: ({ store }, target) => {
      const layer = targetLayer(store.getState(), target);
      if (layer && canMove(store.getState(), move, layer.id)) store.getState().moveLayer(layer.id, move);
    },
  };
}
