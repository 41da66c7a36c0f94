import { describe, expect, it } from 'vitest';
import { burnInOffset, isClockTime, isInNightWindow, SHIFT_PERIOD_MS } from './screen-care';

const at = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

describe('night dimming', () => {
  it('covers a window that crosses midnight, start included and end excluded', () => {
    const night = (time: string) => isInNightWindow(at(time), '22:00', '06:30');
    expect(['22:00', '23:59', '00:00', '03:15', '06:29'].map(night)).toEqual([true, true, true, true, true]);
    expect(['21:59', '06:30', '12:00'].map(night)).toEqual([false, false, false]);
  });

  it('covers a window within one day, and none when both ends are equal', () => {
    expect(isInNightWindow(at('13:30'), '13:00', '15:00')).toBe(true);
    expect(isInNightWindow(at('15:00'), '13:00', '15:00')).toBe(false);
    expect(isInNightWindow(at('12:59'), '13:00', '15:00')).toBe(false);
    expect(isInNightWindow(at('08:00'), '08:00', '08:00')).toBe(false);
  });

  it('reads only 24-hour HH:MM times', () => {
    expect(['00:00', '23:59', '07:05'].every(isClockTime)).toBe(true);
    expect(['24:00', '7:05', '07:60', '', 'noon', 700].some(isClockTime)).toBe(false);
  });
});

describe('the burn-in shift', () => {
  it('moves by at most 4 pixels, one step each period, and comes back round', () => {
    const steps = Array.from({ length: 16 }, (_, i) => burnInOffset(i * SHIFT_PERIOD_MS + 1000));
    for (const { x, y } of steps) {
      expect(Math.abs(x)).toBeLessThanOrEqual(4);
      expect(Math.abs(y)).toBeLessThanOrEqual(4);
    }
    expect(new Set(steps.map(({ x, y }) => `${x},${y}`)).size).toBe(8);
    expect(steps[8]).toEqual(steps[0]);
    expect(burnInOffset(SHIFT_PERIOD_MS - 1)).toEqual(burnInOffset(0));
    expect(burnInOffset(SHIFT_PERIOD_MS)).not.toEqual(burnInOffset(0));
  });
});
