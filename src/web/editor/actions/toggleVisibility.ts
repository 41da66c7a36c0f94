import { effectiveLayout } from '../../../common/layout';
import { targetLayer } from './layerTarget';
import type { LayerAction } from './types';

export const toggleVisibilityAction: LayerAction = {
  id: 'toggle-visibility',
  label: 'Show or hide layer',
  shortcut: ['Mod+Shift+H'],
  isEnabled: (state, id) => targetLayer(state, id) !== undefined,
  perform: ({ store }, id) => {
    const state = store.getState();
    const layer = targetLayer(state, id);
    if (!layer) return;
    state.setVisibility(layer.id, !effectiveLayout(layer, state.preset).isVisible);
  },
};
