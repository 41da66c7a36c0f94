import { layerOrderAction } from './layerOrder';

export const sendToBackAction = layerOrderAction('back', 'send-to-back', 'Send to back', 'Mod+Shift+[');
