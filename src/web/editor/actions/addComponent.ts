import { isWidgetType, type WidgetType, widgetFor } from '../../../widgets/registry';
import type { EditorAction } from './types';

export const addComponentAction: EditorAction<WidgetType> = {
  id: 'add-component',
  label: 'Add component',
  isEnabled: (state, type) =>
    state.content !== null && (type === undefined || (isWidgetType(type) && widgetFor(type).available)),
  perform: ({ store }, type) => {
    if (type === undefined || !addComponentAction.isEnabled(store.getState(), type)) return;
    store.getState().addComponent(type);
  },
};
