import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_REPEAT_CONFIG,
  describeRecurrence,
  nextOccurrence,
  type RepeatConfig,
  repeatConfigSchema,
  resetForFrequency,
  toRRule,
  toRRuleString,
} from './recurrence';

function config(fields: Partial<RepeatConfig>): RepeatConfig {
  return { ...DEFAULT_REPEAT_CONFIG, ...fields };
}

const daily = config({ freq: 'DAILY' });
const everyOtherMonWed = config({ freq: 'WEEKLY', interval: 2, byweekday: ['MO', 'WE'] });
const monthlyOn31 = config({ freq: 'MONTHLY', bymonthday: 31 });
const secondTuesday = config({ freq: 'MONTHLY', bysetpos: 2, byweekdayForMonthlyNth: 'TU' });
const lastFriday = config({ freq: 'MONTHLY', bysetpos: -1, byweekdayForMonthlyNth: 'FR' });
const leapDay = config({ freq: 'YEARLY', bymonth: 2, bymonthday: 29 });

/** The first `count` due days after `after`, each found from the one before. */
function series(rule: RepeatConfig, after: string, count: number, anchor?: string): string[] {
  const days: string[] = [];
  let day = after;
  for (let i = 0; i < count; i++) {
    const next = nextOccurrence(rule, day, anchor);
    if (next === null) throw new Error('series ended');
    days.push(next);
    day = next;
  }
  return days;
}

describe('nextOccurrence', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('moves a daily task to the next calendar day, across a DST change', () => {
    expect(nextOccurrence(daily, '2026-03-07')).toBe('2026-03-08');
    expect(nextOccurrence(daily, '2026-03-08')).toBe('2026-03-09');
    expect(nextOccurrence(daily, '2026-12-31')).toBe('2027-01-01');
    expect(series(config({ freq: 'DAILY', interval: 3 }), '2026-01-01', 3, '2026-01-01')).toEqual([
      '2026-01-04',
      '2026-01-07',
      '2026-01-10',
    ]);
  });

  it('gives the same day whatever the time zone of the machine', () => {
    for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      process.env.TZ = zone;
      expect(nextOccurrence(daily, '2026-03-07'), zone).toBe('2026-03-08');
      expect(nextOccurrence(daily, '2026-11-01'), zone).toBe('2026-11-02');
      expect(nextOccurrence(lastFriday, '2026-03-01'), zone).toBe('2026-03-27');
    }
  });

  it('reads a Date as its UTC calendar day', () => {
    expect(nextOccurrence(daily, new Date('2026-03-07T23:59:59.999Z'))).toBe('2026-03-08');
    expect(nextOccurrence(daily, new Date('2026-03-08T00:00:00.000Z'))).toBe('2026-03-09');
  });

  it('lands every 2 weeks on Monday and Wednesday, skipping the weeks between', () => {
    // 2026-01-05 is a Monday.
    expect(nextOccurrence(everyOtherMonWed, '2026-01-05', '2026-01-05')).toBe('2026-01-07');
    expect(nextOccurrence(everyOtherMonWed, '2026-01-07', '2026-01-05')).toBe('2026-01-19');
    expect(nextOccurrence(everyOtherMonWed, '2026-01-12', '2026-01-05')).toBe('2026-01-19');
    expect(series(everyOtherMonWed, '2026-01-19', 3, '2026-01-05')).toEqual([
      '2026-01-21',
      '2026-02-02',
      '2026-02-04',
    ]);
  });

  it('repeats a weekly task without weekdays on the weekday of its anchor', () => {
    // 2026-01-07 is a Wednesday.
    expect(nextOccurrence(config({ freq: 'WEEKLY' }), '2026-01-08', '2026-01-07')).toBe('2026-01-14');
  });

  it('skips months without day 31 (RFC 5545)', () => {
    expect(nextOccurrence(monthlyOn31, '2026-01-31')).toBe('2026-03-31');
    expect(series(monthlyOn31, '2026-03-31', 3)).toEqual(['2026-05-31', '2026-07-31', '2026-08-31']);
    expect(nextOccurrence(monthlyOn31, '2026-04-15')).toBe('2026-05-31');
  });

  it('finds the 2nd Tuesday of the month', () => {
    expect(series(secondTuesday, '2026-01-01', 3)).toEqual(['2026-01-13', '2026-02-10', '2026-03-10']);
  });

  it('finds the last Friday of the month (bysetpos -1)', () => {
    expect(series(lastFriday, '2026-01-01', 4)).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
    ]);
  });

  it('repeats Feb 29 only in leap years', () => {
    expect(nextOccurrence(leapDay, '2024-02-29')).toBe('2028-02-29');
    expect(nextOccurrence(leapDay, '2025-03-01')).toBe('2028-02-29');
    expect(nextOccurrence(leapDay, '2028-02-28')).toBe('2028-02-29');
  });

  it('treats an interval below 1 as 1', () => {
    expect(nextOccurrence(config({ freq: 'DAILY', interval: 0 }), '2026-05-01')).toBe('2026-05-02');
    expect(nextOccurrence(config({ freq: 'WEEKLY', interval: -2, byweekday: ['FR'] }), '2026-05-01')).toBe(
      '2026-05-08',
    );
  });

  it('answers null for a config that does not repeat', () => {
    expect(nextOccurrence(DEFAULT_REPEAT_CONFIG, '2026-05-01')).toBeNull();
    expect(toRRule(DEFAULT_REPEAT_CONFIG, '2026-05-01')).toBeNull();
    expect(toRRuleString(DEFAULT_REPEAT_CONFIG)).toBeNull();
  });
});

describe('toRRuleString', () => {
  it('writes RFC 5545 rules', () => {
    expect(toRRuleString(daily)).toBe('RRULE:FREQ=DAILY');
    expect(toRRuleString(everyOtherMonWed)).toBe('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE');
    expect(toRRuleString(monthlyOn31)).toBe('RRULE:FREQ=MONTHLY;BYMONTHDAY=31');
    expect(toRRuleString(lastFriday)).toBe('RRULE:FREQ=MONTHLY;BYDAY=-1FR');
    expect(toRRuleString(secondTuesday)).toBe('RRULE:FREQ=MONTHLY;BYDAY=+2TU');
    expect(toRRuleString(leapDay)).toBe('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29');
  });

  it('ignores fields that do not belong to the frequency', () => {
    expect(toRRuleString(config({ freq: 'DAILY', byweekday: ['MO'], bymonthday: 3, bymonth: 4 }))).toBe(
      'RRULE:FREQ=DAILY',
    );
  });

  it('starts the rrule object on the given day', () => {
    const rule = toRRule(daily, '2026-05-01');
    expect(rule?.all((_, index) => index < 2).map((date) => date.toISOString())).toEqual([
      '2026-05-01T00:00:00.000Z',
      '2026-05-02T00:00:00.000Z',
    ]);
  });
});

describe('repeatConfigSchema', () => {
  it('fills the missing fields and normalizes weekdays', () => {
    expect(repeatConfigSchema.parse({ freq: 'WEEKLY', byweekday: ['WE', 'MO', 'WE'] })).toEqual({
      freq: 'WEEKLY',
      interval: 1,
      byweekday: ['MO', 'WE'],
      bymonthday: null,
      bysetpos: null,
      byweekdayForMonthlyNth: null,
      bymonth: null,
    });
  });

  it('falls back to an interval of 1 below 1 or when not a number', () => {
    for (const interval of [0, -3, 0.5, '', '0', 'abc', null, undefined]) {
      expect(repeatConfigSchema.parse({ freq: 'DAILY', interval }).interval, String(interval)).toBe(1);
    }
    expect(repeatConfigSchema.parse({ freq: 'DAILY', interval: '3' }).interval).toBe(3);
    expect(repeatConfigSchema.parse({ freq: 'DAILY', interval: 2.7 }).interval).toBe(2);
  });

  it('accepts numbers from form fields as strings', () => {
    const parsed = repeatConfigSchema.parse({
      freq: 'MONTHLY',
      bysetpos: '-1',
      byweekdayForMonthlyNth: 'FR',
    });
    expect(parsed.bysetpos).toBe(-1);
    expect(repeatConfigSchema.parse({ freq: 'YEARLY', bymonth: '2', bymonthday: '29' })).toMatchObject({
      bymonth: 2,
      bymonthday: 29,
    });
  });

  it.each([
    [{ freq: 'HOURLY' }, 'Repeat must be one of NONE, DAILY, WEEKLY, MONTHLY or YEARLY.'],
    [{ freq: 'DAILY', interval: 1000 }, 'Repeat interval must be at most 999.'],
    [{ freq: 'WEEKLY', byweekday: ['XX'] }, 'Weekdays must be MO, TU, WE, TH, FR, SA or SU.'],
    [{ freq: 'MONTHLY', bymonthday: 32 }, 'Day of the month must be a whole number from 1 to 31.'],
    [{ freq: 'MONTHLY', bymonthday: 0 }, 'Day of the month must be a whole number from 1 to 31.'],
    [
      { freq: 'MONTHLY', bysetpos: 5, byweekdayForMonthlyNth: 'MO' },
      'Week of the month must be 1, 2, 3, 4 or -1 (last).',
    ],
    [
      { freq: 'MONTHLY', bysetpos: 2 },
      'A monthly nth-weekday rule needs both the week of the month and the weekday.',
    ],
    [{ freq: 'YEARLY', bymonth: 13, bymonthday: 1 }, 'Month must be a whole number from 1 to 12.'],
    [{ freq: 'YEARLY', bymonth: 2, bymonthday: 30 }, 'That day does not occur in the chosen month.'],
    [{ freq: 'YEARLY', bymonth: 4, bymonthday: 31 }, 'That day does not occur in the chosen month.'],
  ])('rejects %j', (input, message) => {
    const result = repeatConfigSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('resetForFrequency', () => {
  const busy = config({
    freq: 'MONTHLY',
    interval: 3,
    byweekday: ['MO'],
    bymonthday: 15,
    bysetpos: 2,
    byweekdayForMonthlyNth: 'TU',
    bymonth: 6,
  });

  it('gives weekly an empty weekday list', () => {
    expect(resetForFrequency(busy, 'WEEKLY')).toEqual(config({ freq: 'WEEKLY', interval: 3, byweekday: [] }));
  });

  it('gives monthly day 1', () => {
    const monthly = resetForFrequency(config({ freq: 'WEEKLY', byweekday: ['FR'] }), 'MONTHLY');
    expect(monthly).toEqual(config({ freq: 'MONTHLY', bymonthday: 1 }));
    expect(describeRecurrence(monthly)).toBe('Monthly on day 1');
  });

  it('gives yearly month 1, day 1', () => {
    expect(resetForFrequency(busy, 'YEARLY')).toEqual(
      config({ freq: 'YEARLY', interval: 3, bymonth: 1, bymonthday: 1 }),
    );
  });

  it('clears every sub-field for daily and none', () => {
    expect(resetForFrequency(busy, 'DAILY')).toEqual(config({ freq: 'DAILY', interval: 3 }));
    expect(resetForFrequency(busy, 'NONE')).toEqual(config({ freq: 'NONE', interval: 3 }));
  });
});

describe('describeRecurrence', () => {
  it.each([
    [daily, 'Daily'],
    [config({ freq: 'DAILY', interval: 3 }), 'Every 3 days'],
    [config({ freq: 'DAILY', interval: 0 }), 'Daily'],
    [config({ freq: 'WEEKLY' }), 'Weekly'],
    [config({ freq: 'WEEKLY', byweekday: ['FR'] }), 'Weekly on Fri'],
    [everyOtherMonWed, 'Every 2 weeks on Mon, Wed'],
    [monthlyOn31, 'Monthly on day 31'],
    [config({ freq: 'MONTHLY', interval: 2, bymonthday: 15 }), 'Every 2 months on day 15'],
    [lastFriday, 'Monthly on the last Friday'],
    [secondTuesday, 'Monthly on the second Tuesday'],
    [leapDay, 'Yearly on Feb 29'],
    [config({ freq: 'YEARLY', interval: 2, bymonth: 12, bymonthday: 25 }), 'Every 2 years on Dec 25'],
    [DEFAULT_REPEAT_CONFIG, 'Does not repeat'],
  ])('describes %j as %s', (rule, text) => {
    expect(describeRecurrence(rule)).toBe(text);
  });
});
