import { describe, expect, it } from 'vitest';
import { screenTimerStep } from './screenTimer';

const timed = (id: number, durationSeconds = 30, enabled = true) => ({
  id,
  timer: { enabled, durationSeconds },
});
const family = [{ id: 4 }, { id: 9 }, { id: 12 }];

describe('screenTimerStep', () => {
  it('moves to the next screen in the family’s order after the duration', () => {
    expect(screenTimerStep(timed(4), family, true)).toEqual({ nextId: 9, delayMs: 30_000 });
    expect(screenTimerStep(timed(9, 90), family, true)).toEqual({ nextId: 12, delayMs: 90_000 });
  });

  it('wraps from the last screen to the first', () => {
    expect(screenTimerStep(timed(12), family, true)).toEqual({ nextId: 4, delayMs: 30_000 });
  });

  it('does not run outside fullscreen', () => {
    expect(screenTimerStep(timed(4), family, false)).toBeNull();
  });

  it('does not run when disabled or without a duration', () => {
    expect(screenTimerStep(timed(4, 30, false), family, true)).toBeNull();
    expect(screenTimerStep(timed(4, 0), family, true)).toBeNull();
  });

  it('does not run with a single screen', () => {
    expect(screenTimerStep(timed(4), [{ id: 4 }], true)).toBeNull();
  });

  it('starts the family’s order again when the shown screen is not in the list', () => {
    expect(screenTimerStep(timed(77), family, true)).toEqual({ nextId: 4, delayMs: 30_000 });
  });
});
