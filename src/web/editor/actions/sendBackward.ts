import { layerOrderAction } from './layerOrder';

export const sendBackwardAction = layerOrderAction('backward', 'send-backward', 'Send backward', 'Mod+[');
