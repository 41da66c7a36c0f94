import { targetLayer } from './layerTarget';
import type { LayerAction } from './types';

export const REMOVE_COMPONENT_MESSAGE = 'Remove this component?';

export const deleteLayerAction: LayerAction = {
  id: 'delete-layer',
  label: 'Delete layer',
  shortcut: ['Delete', 'Backspace'],
  isEnabled: (state, id) => targetLayer(state, id) !== undefined,
  perform: async ({ store, confirm }, id) => {
    const layer = targetLayer(store.getState(), id);
    if (!layer) return;
    const confirmed = await confirm({
      title: 'Remove component',
      message: REMOVE_COMPONENT_MESSAGE,
      confirmLabel: 'Remove',
    });
    if (confirmed) store.getState().deleteComponent(layer.id);
  },
};
