import { layerOrderAction } from './layerOrder';

export const bringToFrontAction = layerOrderAction(
  'front',
  'bring-to-front',
  'Bring to front',
  'Mod+Shift+]',
);
