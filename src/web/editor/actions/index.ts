import { bringForwardAction } from './bringForward';
import { bringToFrontAction } from './bringToFront';
import { deleteLayerAction } from './deleteLayer';
import { deselectAction } from './deselect';
import { duplicateLayerAction } from './duplicateLayer';
import { nudgeActions } from './nudge';
import { redoAction } from './redo';
import { selectNextLayerAction, selectPreviousLayerAction } from './selectLayer';
import { sendBackwardAction } from './sendBackward';
import { sendToBackAction } from './sendToBack';
import { toggleLockAction } from './toggleLock';
import { toggleVisibilityAction } from './toggleVisibility';
import type { EditorAction, LayerAction } from './types';
import { undoAction } from './undo';

/** Every action with a keyboard shortcut; the one keyboard handler looks shortcuts up here. */
export const KEYBOARD_ACTIONS: readonly (EditorAction | LayerAction)[] = [
  undoAction,
  redoAction,
  deleteLayerAction,
  duplicateLayerAction,
  bringForwardAction,
  sendBackwardAction,
  bringToFrontAction,
  sendToBackAction,
  toggleVisibilityAction,
  toggleLockAction,
  ...nudgeActions,
  selectNextLayerAction,
  selectPreviousLayerAction,
  deselectAction,
];
