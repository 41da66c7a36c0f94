import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dayName,
  dayToUtcDate,
  isValidDay,
  startOfWeekMonday,
  todayIn,
  utcDateToDay,
  weekDays,
} from './calendar-days';

describe('isValidDay', () => {
  it('accepts real days', () => {
    for (const day of ['2026-02-28', '2024-02-29', '2026-12-31', '2026-04-30', '0099-01-01']) {
      expect(isValidDay(day), day).toBe(true);
    }
  });

  it('rejects impossible days and other shapes', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00']) {
      expect(isValidDay(day), day).toBe(false);
    }
    for (const value of ['2026-1-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '', 20260101, null, undefined]) {
      expect(isValidDay(value), String(value)).toBe(false);
    }
  });
});

describe('day arithmetic', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('adds days across months, years and DST changes in any machine time zone', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(addDays('2026-03-07', 1), zone).toBe('2026-03-08');
      expect(addDays('2026-03-08', 1), zone).toBe('2026-03-09');
      expect(addDays('2026-03-29', 1), zone).toBe('2026-03-30');
      expect(addDays('2026-10-31', 2), zone).toBe('2026-11-02');
    }
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-10', 0)).toBe('2026-01-10');
  });

  it('rejects a bad day or a fraction of a day', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 0.5)).toThrow(RangeError);
  });

  it('converts between days and UTC midnights', () => {
    expect(dayToUtcDate('2026-03-08').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(utcDateToDay(new Date('2026-03-08T23:59:59.999Z'))).toBe('2026-03-08');
    expect(dayToUtcDate('0099-01-01').getUTCFullYear()).toBe(99);
  });
});

describe('weeks start on Monday', () => {
  it('finds the Monday of a week', () => {
    expect(startOfWeekMonday('2026-03-02')).toBe('2026-03-02');
    expect(startOfWeekMonday('2026-03-04')).toBe('2026-03-02');
    // A Sunday ends the week that began six days earlier.
    expect(startOfWeekMonday('2026-03-08')).toBe('2026-03-02');
    expect(startOfWeekMonday('2026-01-01')).toBe('2025-12-29');
  });

  it('lists the seven days Monday to Sunday', () => {
    const week = [
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ];
    expect(weekDays('2026-03-02')).toEqual(week);
    expect(weekDays('2026-03-08')).toEqual(week);
    expect(weekDays('2026-03-02').map(dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('names the day', () => {
    expect(dayName('2026-03-08')).toBe('Sunday');
    expect(dayName('2024-02-29')).toBe('Thursday');
  });
});

describe('todayIn', () => {
  const instant = new Date('2026-03-08T03:30:00Z');

  it('reads the day on the wall clocks of a zone', () => {
    expect(todayIn('America/New_York', instant)).toBe('2026-03-07');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-03-08');
    expect(todayIn('UTC', instant)).toBe('2026-03-08');
  });

  it('answers a valid day for the machine zone and rejects an unknown zone', () => {
    expect(isValidDay(todayIn())).toBe(true);
    expect(() => todayIn('Mars/Olympus_Mons', instant)).toThrow(RangeError);
  });
});
