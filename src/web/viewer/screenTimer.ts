/** The screen timer of spec 02 §4: when a viewer moves on to the family's next screen. */

import { nextScreenIndex } from '../../common/layout';

interface TimedScreen {
  id: number | string;
  timer: { enabled: boolean; durationSeconds: number };
}

export interface TimerStep {
  nextId: number | string;
  delayMs: number;
}

/**
 * The next screen and when to show it, or null when the timer does not run: it needs to be enabled
 * with a duration above 0, more than one screen, and the viewer full screen: in fullscreen, or a
 * paired display.
 */
export function screenTimerStep(
  current: TimedScreen,
  screens: readonly { id: number | string }[],
  fullScreen: boolean,
): TimerStep | null {
  const { enabled, durationSeconds } = current.timer;
  if (!enabled || durationSeconds <= 0 || screens.length <= 1 || !fullScreen) return null;
  const index = screens.findIndex((screen) => String(screen.id) === String(current.id));
  const next = screens[nextScreenIndex(index, screens.length)];
  if (!next || String(next.id) === String(current.id)) return null;
  return { nextId: next.id, delayMs: durationSeconds * 1000 };
}
