import { targetLayer } from './layerTarget';
import type { LayerAction } from './types';

export const toggleLockAction: LayerAction = {
  id: 'toggle-lock',
  label: 'Lock or unlock layer',
  shortcut: ['Mod+Shift+L'],
  isEnabled: (state, id) => targetLayer(state, id) !== undefined,
  perform: ({ store }, id) => {
    const layer = targetLayer(store.getState(), id);
    if (layer) store.getState().setLocked(layer.id, !layer.isLocked);
  },
};
