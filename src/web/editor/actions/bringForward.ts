import { layerOrderAction } from './layerOrder';

export const bringForwardAction = layerOrderAction('forward', 'bring-forward', 'Bring forward', 'Mod+]');
