import { describe, expect, it } from 'vitest';
import { dayAt, instantOfWallTime, startOfDayIn, wallTimeAt } from './zoned-time';

const wall = (text: string) => {
  const [date, time] = text.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second };
};

describe('wall time in a named zone', () => {
  it('reads the same wall time before and after a daylight-saving change', () => {
    // 09:00 in New York is 14:00Z in winter and 13:00Z in summer.
    expect(instantOfWallTime(wall('2026-03-02T09:00'), 'America/New_York').toISOString()).toBe(
      '2026-03-02T14:00:00.000Z',
    );
    expect(instantOfWallTime(wall('2026-03-09T09:00'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
  });

  it('moves a time skipped in spring forward by the gap, and takes the first of a repeated hour', () => {
    expect(instantOfWallTime(wall('2026-03-08T02:30'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(instantOfWallTime(wall('2026-11-01T01:30'), 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('finds the day and the start of a day in zones far from UTC', () => {
    const instant = new Date('2026-11-24T10:30:00Z');
    expect(dayAt(instant, 'Pacific/Kiritimati')).toBe('2026-11-25');
    expect(dayAt(instant, 'Pacific/Pago_Pago')).toBe('2026-11-23');
    expect(startOfDayIn('2026-11-24', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(wallTimeAt(new Date('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toMatchObject({ day: 1, hour: 2 });
  });

  it('starts a day whose midnight is skipped at the first minute that exists', () => {
    // Santiago moved clocks from 00:00 to 01:00 on 2026-09-06.
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
