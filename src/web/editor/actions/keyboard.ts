import type { EditorState } from '../store/editorStore';
import { KEYBOARD_ACTIONS } from './index';
import { type KeyPress, matchesShortcut } from './shortcuts';
import type { EditorAction, LayerAction } from './types';

/** The enabled action a key press asks for, if any. A disabled match leaves the key to the browser. */
export function actionForKey(
  press: KeyPress,
  state: EditorState,
  apple: boolean,
): EditorAction | LayerAction | undefined {
  return KEYBOARD_ACTIONS.find(
    (action) =>
      action.shortcut?.some((shortcut) => matchesShortcut(shortcut, press, apple)) && action.isEnabled(state),
  );
}

const TYPING_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'slider',
  'spinbutton',
  'menu',
  'menuitem',
  'radiogroup',
  'radio',
]);

/**
 * Keys typed into a field, a slider or an open dialog or popover belong to that control: arrow keys
 * move a slider there, Backspace deletes a character, Escape closes the popover.
 */
export function isKeyForAControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"], [role="menu"]'))
    return true;
  const role = target.getAttribute('role');
  return role !== null && TYPING_ROLES.has(role);
}
