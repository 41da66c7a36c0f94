import { targetLayer } from './layerTarget';
import type { LayerAction } from './types';

/** Shift moves this many grid steps at once. */
export const LARGE_NUDGE_STEPS = 5;

const DIRECTIONS = [
  { key: 'ArrowLeft', word: 'left', dx: -1, dy: 0 },
  { key: 'ArrowRight', word: 'right', dx: 1, dy: 0 },
  { key: 'ArrowUp', word: 'up', dx: 0, dy: -1 },
  { key: 'ArrowDown', word: 'down', dx: 0, dy: 1 },
] as const;

function nudgeAction(direction: (typeof DIRECTIONS)[number], steps: number): LayerAction {
  const large = steps > 1;
  return {
    id: `nudge-${direction.word}${large ? '-large' : ''}`,
    label: `Move ${direction.word} ${steps} grid step${large ? 's' : ''}`,
    shortcut: [large ? `Shift+${direction.key}` : direction.key],
    isEnabled: (state, id) => {
      const layer = targetLayer(state, id);
      return layer !== undefined && !layer.isLocked;
    },
    perform: ({ store }, id) => {
      const layer = targetLayer(store.getState(), id);
      if (layer) store.getState().nudge(layer.id, direction.dx * steps, direction.dy * steps);
    },
  };
}

/** Arrow keys move the selected layer one grid step; with Shift, five. */
export const nudgeActions: LayerAction[] = DIRECTIONS.flatMap((direction) => [
  nudgeAction(direction, 1),
  nudgeAction(direction, LARGE_NUDGE_STEPS),
]);
