/**
 * A task's recurrence config in plain terms and in words ('Weekly on Mon, Thu'), with neither zod
 * nor rrule: a board's list card shows the words, and a display's code must stay small (DESIGN §6).
 * The rules themselves (RRULE, occurrences, the request schema) are in ./recurrence.
 */

import { MONTH_NAMES } from './calendar-days';

export const REPEAT_FREQUENCIES = ['NONE', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first as the app's weeks are. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Which weekday of the month: the 1st to 4th, or -1 for the last. */
export const SET_POSITIONS = [1, 2, 3, 4, -1] as const;
export type SetPosition = (typeof SET_POSITIONS)[number];

export const MIN_REPEAT_INTERVAL = 1;
/** No family needs a longer gap, and it keeps rrule's iteration short. */
export const MAX_REPEAT_INTERVAL = 999;

/** The normalized config: every field present, irrelevant ones null or empty. */
export interface RepeatConfig {
  freq: RepeatFrequency;
  interval: number;
  byweekday: WeekdayCode[];
  bymonthday: number | null;
  bysetpos: SetPosition | null;
  byweekdayForMonthlyNth: WeekdayCode | null;
  bymonth: number | null;
}

export /** The interval rule of spec 02 §5: anything that is not a whole number of at least 1 is 1. */
function intervalOrOne(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return MIN_REPEAT_INTERVAL;
  return Math.max(Math.floor(number), MIN_REPEAT_INTERVAL);
}

export function sortWeekdays(days: readonly WeekdayCode[]): WeekdayCode[] {
  return WEEKDAY_CODES.filter((code) => days.includes(code));
}

export type MonthlyMode = 'dayOfMonth' | 'nthWeekday';

export function monthlyMode(config: RepeatConfig): MonthlyMode {
  return config.bysetpos !== null && config.byweekdayForMonthlyNth !== null ? 'nthWeekday' : 'dayOfMonth';
}

export function effectiveInterval(config: RepeatConfig): number {
  return Math.min(intervalOrOne(config.interval), MAX_REPEAT_INTERVAL);
}

/** A monthly or yearly rule without its day falls back to the reset values of spec 02 §4: day 1, month 1. */
export function monthDay(config: RepeatConfig): number {
  return config.bymonthday ?? 1;
}

export function yearlyDay(config: Pick<RepeatConfig, 'bymonth' | 'bymonthday'>): {
  month: number;
  day: number;
} {
  return { month: config.bymonth ?? 1, day: config.bymonthday ?? 1 };
}

const WEEKDAY_LABELS: Record<WeekdayCode, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const MONTH_LABELS = MONTH_NAMES.map((name) => name.slice(0, 3));

const SET_POSITION_WORDS: Record<SetPosition, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};

const PERIODS = {
  DAILY: ['Daily', 'days'],
  WEEKLY: ['Weekly', 'weeks'],
  MONTHLY: ['Monthly', 'months'],
  YEARLY: ['Yearly', 'years'],
} as const;

/**
 * A person's reading of a config: 'Daily', 'Every 3 days', 'Weekly on Mon, Wed',
 * 'Every 2 weeks on Mon, Wed', 'Monthly on day 31', 'Monthly on the last Friday',
 * 'Yearly on Feb 29', 'Does not repeat'.
 */
export function describeRecurrence(config: RepeatConfig): string {
  if (config.freq === 'NONE') return 'Does not repeat';
  const interval = effectiveInterval(config);
  const [single, plural] = PERIODS[config.freq];
  const every = interval === 1 ? single : `Every ${interval} ${plural}`;

  switch (config.freq) {
    case 'DAILY':
      return every;
    case 'WEEKLY': {
      const days = sortWeekdays(config.byweekday);
      return days.length > 0 ? `${every} on ${days.map((code) => WEEKDAY_LABELS[code]).join(', ')}` : every;
    }
    case 'MONTHLY':
      if (monthlyMode(config) === 'nthWeekday') {
        return `${every} on the ${SET_POSITION_WORDS[config.bysetpos!]} ${WEEKDAY_NAMES[config.byweekdayForMonthlyNth!]}`;
      }
      return `${every} on day ${monthDay(config)}`;
    case 'YEARLY': {
      const { month, day } = yearlyDay(config);
      return `${every} on ${MONTH_LABELS[month - 1]} ${day}`;
    }
  }
}
