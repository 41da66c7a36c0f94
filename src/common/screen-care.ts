/**
 * Screen care for displays that run all day (issue 9): a board shifted a few pixels now and then,
 * so no line burns into an OLED or plasma panel, and an optional dimming at night.
 */

/** How often the board moves, and the positions it visits in turn (pixels, never more than 4). */
export const SHIFT_PERIOD_MS = 3 * 60_000;
const SHIFT_PATH: readonly (readonly [number, number])[] = [
  [0, 0],
  [2, 1],
  [4, 0],
  [3, 3],
  [1, 4],
  [-1, 3],
  [-2, 1],
  [-1, -1],
];

/** Where the board sits at `now`: each display walks the same small path, one step per period. */
export function burnInOffset(now: number): { x: number; y: number } {
  const step = Math.floor(now / SHIFT_PERIOD_MS) % SHIFT_PATH.length;
  const [x, y] = SHIFT_PATH[step]!;
  return { x, y };
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Minutes since midnight of a "HH:MM" time. */
export function minutesOf(time: string): number {
  const [, hours, minutes] = CLOCK_TIME.exec(time) ?? [];
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Whether a wall-clock minute of the day (0–1439) falls in the night window from `from` to `to`.
 * A window may cross midnight (22:00–06:30); equal ends mean no window at all.
 */
export function isInNightWindow(minuteOfDay: number, from: string, to: string): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}
