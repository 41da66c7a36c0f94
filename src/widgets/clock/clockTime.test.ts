import { describe, expect, it } from 'vitest';
import { formatClockTime, msUntilNextTick } from './clockTime';

const at = new Date('2026-03-01T15:04:05Z');

describe('formatClockTime', () => {
  it('shows the time in the chosen zone, 12-hour without seconds by default', () => {
    const text = formatClockTime(at, { timezone: 'America/New_York', hour12: true, showSeconds: false });
    expect(text).toMatch(/^10:04\sAM$/);
  });

  it('shows 24-hour time with seconds when asked', () => {
    expect(formatClockTime(at, { timezone: 'Asia/Tokyo', hour12: false, showSeconds: true })).toBe(
      '00:04:05',
    );
    expect(formatClockTime(at, { timezone: 'Europe/London', hour12: false, showSeconds: true })).toBe(
      '15:04:05',
    );
  });

  it("says 'Invalid Time' for a zone the browser does not know", () => {
    expect(formatClockTime(at, { timezone: 'Mars/Olympus_Mons', hour12: true, showSeconds: false })).toBe(
      'Invalid Time',
    );
  });

  it("says 'Error' when the time itself cannot be written", () => {
    expect(
      formatClockTime(new Date(Number.NaN), { timezone: 'Europe/Paris', hour12: true, showSeconds: false }),
    ).toBe('Error');
  });
});

describe('msUntilNextTick', () => {
  it('waits for the next whole second when seconds are shown', () => {
    expect(msUntilNextTick(Date.parse('2026-03-01T15:04:05.250Z'), true)).toBe(750);
  });

  it('waits for the next whole minute otherwise, so the minute changes on time', () => {
    expect(msUntilNextTick(Date.parse('2026-03-01T15:04:05.250Z'), false)).toBe(54_750);
    expect(msUntilNextTick(Date.parse('2026-03-01T15:04:00.000Z'), false)).toBe(60_000);
  });
});
