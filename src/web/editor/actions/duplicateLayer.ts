import { targetLayer } from './layerTarget';
import type { LayerAction } from './types';

export const duplicateLayerAction: LayerAction = {
  id: 'duplicate-layer',
  label: 'Duplicate',
  shortcut: ['Mod+D'],
  isEnabled: (state, id) => targetLayer(state, id) !== undefined,
  perform: ({ store }, id) => {
    const layer = targetLayer(store.getState(), id);
    if (layer) store.getState().duplicateComponent(layer.id);
  },
};
