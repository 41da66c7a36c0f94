/**
 * Where the visitor's arrangement of the sample board is kept in this browser, and forgetting it
 * ("Start over"). Apart from demoStorage.ts, which reads the board back with the screen schemas:
 * the demo's dialogs come with the welcome prompt, before anything of the editor is needed.
 */
import { removeStorage } from '../api/storage';

export const DEMO_BOARD_KEY = 'demoBoard';

export function forgetDemoBoard(): void {
  removeStorage('local', DEMO_BOARD_KEY);
}
