/**
 * A task's recurrence config (spec 02 §3, §4, §5) and its meaning as an RFC 5545 RRULE.
 *
 * Tasks are due on calendar days, so a rule runs on UTC midnights that stand for calendar days
 * (rrule reads a Date without a TZID as floating time through its UTC fields). Neither
 * daylight saving nor the server's time zone can then move a due day.
 */
import * as rrule from 'rrule';
import { z } from 'zod';
import { addDays, type CalendarDay, dayToUtcDate, mondayIndex, utcDateToDay } from './calendar-days';
import {
  effectiveInterval,
  intervalOrOne,
  MAX_REPEAT_INTERVAL,
  MIN_REPEAT_INTERVAL,
  monthDay,
  monthlyMode,
  REPEAT_FREQUENCIES,
  type RepeatConfig,
  type RepeatFrequency,
  SET_POSITIONS,
  type SetPosition,
  sortWeekdays,
  WEEKDAY_CODES,
  yearlyDay,
} from './recurrence-words';

export {
  describeRecurrence,
  MAX_REPEAT_INTERVAL,
  MIN_REPEAT_INTERVAL,
  type MonthlyMode,
  monthlyMode,
  REPEAT_FREQUENCIES,
  type RepeatConfig,
  type RepeatFrequency,
  SET_POSITIONS,
  type SetPosition,
  WEEKDAY_CODES,
  type WeekdayCode,
} from './recurrence-words';

// rrule is CommonJS: Node hands the module object over as `default`, Vite as the namespace.
const { RRule } = (rrule as typeof rrule & { default?: typeof rrule }).default ?? rrule;
type RRuleInstance = InstanceType<typeof RRule>;
type RRuleOptions = ConstructorParameters<typeof RRule>[0] & object;

/** The normalized config: every field present, irrelevant ones null or empty. */
export const repeatConfigWireSchema = z.object({
  freq: z.enum(REPEAT_FREQUENCIES),
  interval: z.number().int().min(MIN_REPEAT_INTERVAL).max(MAX_REPEAT_INTERVAL),
  byweekday: z.array(z.enum(WEEKDAY_CODES)),
  bymonthday: z.number().int().min(1).max(31).nullable(),
  bysetpos: z.union(SET_POSITIONS.map((position) => z.literal(position))).nullable(),
  byweekdayForMonthlyNth: z.enum(WEEKDAY_CODES).nullable(),
  bymonth: z.number().int().min(1).max(12).nullable(),
});
// The wire shape and the plain type of ./recurrence-words must agree, both ways.
type WireConfig = z.infer<typeof repeatConfigWireSchema>;
const _sameShape: [RepeatConfig, WireConfig] = [{} as WireConfig, {} as RepeatConfig];
void _sameShape;

export const DEFAULT_REPEAT_CONFIG: RepeatConfig = {
  freq: 'NONE',
  interval: 1,
  byweekday: [],
  bymonthday: null,
  bysetpos: null,
  byweekdayForMonthlyNth: null,
  bymonth: null,
};

const FREQUENCY_MESSAGE = 'Repeat must be one of NONE, DAILY, WEEKLY, MONTHLY or YEARLY.';
const INTERVAL_MAX_MESSAGE = `Repeat interval must be at most ${MAX_REPEAT_INTERVAL}.`;
const WEEKDAY_MESSAGE = 'Weekdays must be MO, TU, WE, TH, FR, SA or SU.';
const MONTH_DAY_MESSAGE = 'Day of the month must be a whole number from 1 to 31.';
const SET_POSITION_MESSAGE = 'Week of the month must be 1, 2, 3, 4 or -1 (last).';
const MONTH_MESSAGE = 'Month must be a whole number from 1 to 12.';
const NTH_WEEKDAY_MESSAGE = 'A monthly nth-weekday rule needs both the week of the month and the weekday.';
const MISSING_DAY_MESSAGE = 'That day does not occur in the chosen month.';

/** A whole number from a form (a number or its digits) that `isAllowed` accepts; null when absent. */
function wholeNumberField(message: string, isAllowed: (value: number) => boolean) {
  return z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx): number | null => {
      if (value === null || value === undefined || value === '') return null;
      const number = typeof value === 'string' ? Number(value.trim()) : value;
      if (Number.isInteger(number) && isAllowed(number)) return number;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    });
}

/** Days in a month of a leap year: a yearly rule may ask for Feb 29, never for Feb 30. */
const LONGEST_MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The request shape: accepts what an editor form sends (numbers as numeric strings, missing
 * fields) and answers the normalized RepeatConfig. Weekdays come back deduplicated, Monday
 * first. A monthly rule is an nth weekday when both bysetpos and byweekdayForMonthlyNth are
 * set, else a day of the month.
 */
export const repeatConfigSchema = z
  .object({
    freq: z.enum(REPEAT_FREQUENCIES, { error: FREQUENCY_MESSAGE }),
    interval: z.unknown().optional().transform(intervalOrOne),
    byweekday: z
      .array(z.enum(WEEKDAY_CODES, { error: WEEKDAY_MESSAGE }), { error: WEEKDAY_MESSAGE })
      .nullish()
      .transform((days) => sortWeekdays(days ?? [])),
    bymonthday: wholeNumberField(MONTH_DAY_MESSAGE, (day) => day >= 1 && day <= 31),
    bysetpos: wholeNumberField(SET_POSITION_MESSAGE, (position) =>
      (SET_POSITIONS as readonly number[]).includes(position),
    ).transform((position) => position as SetPosition | null),
    byweekdayForMonthlyNth: z
      .enum(WEEKDAY_CODES, { error: WEEKDAY_MESSAGE })
      .nullish()
      .transform((day) => day ?? null),
    bymonth: wholeNumberField(MONTH_MESSAGE, (month) => month >= 1 && month <= 12),
  })
  .superRefine((config, ctx) => {
    if (config.interval > MAX_REPEAT_INTERVAL) {
      ctx.addIssue({ code: 'custom', path: ['interval'], message: INTERVAL_MAX_MESSAGE });
    }
    if (
      config.freq === 'MONTHLY' &&
      (config.bysetpos === null) !== (config.byweekdayForMonthlyNth === null)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [config.bysetpos === null ? 'bysetpos' : 'byweekdayForMonthlyNth'],
        message: NTH_WEEKDAY_MESSAGE,
      });
    }
    if (config.freq === 'YEARLY') {
      const { month, day } = yearlyDay(config);
      if (day > LONGEST_MONTH_DAYS[month - 1]) {
        ctx.addIssue({ code: 'custom', path: ['bymonthday'], message: MISSING_DAY_MESSAGE });
      }
    }
  });
export type RepeatConfigInput = z.input<typeof repeatConfigSchema>;

export function isRepeating(config: RepeatConfig | null | undefined): config is RepeatConfig {
  return config != null && config.freq !== 'NONE';
}

const RRULE_FREQUENCY = {
  DAILY: RRule.DAILY,
  WEEKLY: RRule.WEEKLY,
  MONTHLY: RRule.MONTHLY,
  YEARLY: RRule.YEARLY,
} as const;

/**
 * The RRULE parts of a config, or null when it does not repeat.
 *
 * Month day 29-31 follows RFC 5545: a month without that day has no occurrence (Monthly on
 * day 31 falls on Jan 31, Mar 31, May 31 …; Yearly on Feb 29 only in leap years). The
 * alternative, moving to the month's last day, is not what RRULE says, and calendars that
 * read the exported rule would disagree with the app.
 *
 * Weeks start on Monday (WKST=MO, the RFC's and rrule's default), which decides the weeks an
 * "every 2 weeks" rule lands in.
 */
function rruleOptions(config: RepeatConfig): RRuleOptions | null {
  if (config.freq === 'NONE') return null;
  const options: RRuleOptions = { freq: RRULE_FREQUENCY[config.freq] };
  const interval = effectiveInterval(config);
  if (interval !== 1) options.interval = interval;

  switch (config.freq) {
    case 'DAILY':
      break;
    case 'WEEKLY': {
      // With no weekday chosen rrule repeats on the weekday of dtstart, as RFC 5545 does.
      const days = sortWeekdays(config.byweekday);
      if (days.length > 0) options.byweekday = days.map((code) => RRule[code]);
      break;
    }
    case 'MONTHLY':
      if (monthlyMode(config) === 'nthWeekday') {
        options.byweekday = [RRule[config.byweekdayForMonthlyNth!].nth(config.bysetpos!)];
      } else {
        options.bymonthday = monthDay(config);
      }
      break;
    case 'YEARLY': {
      const { month, day } = yearlyDay(config);
      options.bymonth = month;
      options.bymonthday = day;
      break;
    }
  }
  return options;
}

function toUtcDay(day: CalendarDay | Date): Date {
  if (day instanceof Date) return dayToUtcDate(utcDateToDay(day));
  return dayToUtcDate(day);
}

/**
 * The rrule RRule of a config starting on `dtstart`, or null for NONE. A Date counts as its
 * UTC calendar day; pass a `YYYY-MM-DD` day when the family's own day is known.
 */
export function toRRule(config: RepeatConfig, dtstart: CalendarDay | Date): RRuleInstance | null {
  const options = rruleOptions(config);
  if (!options) return null;
  return new RRule({ ...options, dtstart: toUtcDay(dtstart) });
}

/** The RFC 5545 content line, e.g. 'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE', or null for NONE. */
export function toRRuleString(config: RepeatConfig): string | null {
  const options = rruleOptions(config);
  return options ? RRule.optionsToString(options) : null;
}

/**
 * The next due day strictly after `after`, or null when the config does not repeat.
 *
 * `anchor` is the first day of the series (e.g. the day the task was created or first due);
 * it fixes which weeks an "every 2 weeks" rule hits and which weekday a weekly rule without
 * weekdays uses. Without it the series starts on `after` itself. A Date counts as its UTC
 * calendar day.
 */
export function nextOccurrence(
  config: RepeatConfig,
  after: CalendarDay | Date,
  anchor?: CalendarDay | Date,
): CalendarDay | null {
  const rule = toRRule(config, anchor ?? after);
  if (!rule) return null;
  const next = rule.after(toUtcDay(after), false);
  return next ? utcDateToDay(next) : null;
}

/**
 * How many occurrences fall on days from `from` up to, not including, `to`, in the series that
 * starts on `anchor`; 0 when the config does not repeat.
 */
export function countOccurrences(
  config: RepeatConfig,
  anchor: CalendarDay,
  from: CalendarDay,
  to: CalendarDay,
): number {
  const rule = toRRule(config, anchor);
  if (!rule || to <= from) return 0;
  return rule.between(toUtcDay(from), new Date(toUtcDay(to).getTime() - 1), true).length;
}

/**
 * The editor's frequency change (spec 02 §4): the interval stays, every sub-field is reset —
 * weekly to an empty weekday list, monthly to day 1 (day-of-month mode), yearly to month 1,
 * day 1; daily and none keep no sub-fields.
 */
export function resetForFrequency(config: RepeatConfig, freq: RepeatFrequency): RepeatConfig {
  const reset: RepeatConfig = { ...DEFAULT_REPEAT_CONFIG, freq, interval: config.interval };
  switch (freq) {
    case 'MONTHLY':
      return { ...reset, bymonthday: 1 };
    case 'YEARLY':
      return { ...reset, bymonth: 1, bymonthday: 1 };
    default:
      return reset;
  }
}

/**
 * The days of the series that begins on `anchor` falling in [from, to] (both included), ending
 * on `until` when given, at most `limit` of them. The anchor is always the first day, as RFC 5545
 * counts DTSTART whether or not the rule would produce it; a series that does not repeat has that
 * day alone. Events of the family's own calendar run on these days, as chores do.
 */
export function occurrenceDaysBetween(
  config: RepeatConfig | null,
  anchor: CalendarDay,
  from: CalendarDay,
  to: CalendarDay,
  { until = null, limit = 1_000 }: { until?: CalendarDay | null; limit?: number } = {},
): CalendarDay[] {
  const last = until !== null && until < to ? until : to;
  if (last < from || last < anchor) return [];
  const days: CalendarDay[] = anchor >= from ? [anchor] : [];
  const options = config ? rruleOptions(config) : null;
  if (!config || !options) return days;
  const start = laterStart(config, anchor, from);
  if (start !== anchor && config.freq === 'WEEKLY' && !options.byweekday) {
    // Without weekdays the rule repeats on its first day's weekday; a later start must say which.
    options.byweekday = [RRule[WEEKDAY_CODES[mondayIndex(anchor)]!]];
  }
  const rule = new RRule({ ...options, dtstart: dayToUtcDate(start), until: dayToUtcDate(last) });
  rule.between(dayToUtcDate(from < anchor ? anchor : from), dayToUtcDate(last), true, (date) => {
    const day = utcDateToDay(date);
    if (day !== anchor) days.push(day);
    return days.length < limit;
  });
  return days.slice(0, limit);
}

const DAY_MS = 86_400_000;
const daysFrom = (a: CalendarDay, b: CalendarDay) =>
  Math.round((dayToUtcDate(b).getTime() - dayToUtcDate(a).getTime()) / DAY_MS);

/**
 * A start for rrule at or before `from` that gives the same days from there on as `anchor` does:
 * the first day of the last whole period of the rule's rhythm (day, week from Monday, month, year)
 * before `from`. rrule walks from its start, so a series begun years ago would otherwise be walked
 * from its first day on every read.
 */
function laterStart(config: RepeatConfig, anchor: CalendarDay, from: CalendarDay): CalendarDay {
  if (from <= anchor || config.freq === 'NONE') return anchor;
  const interval = effectiveInterval(config);
  const periodsBefore = (count: number) => Math.floor(count / interval) * interval;
  const [ay, am] = anchor.split('-').map(Number) as [number, number];
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  let start = anchor;
  switch (config.freq) {
    case 'DAILY':
      start = addDays(anchor, periodsBefore(daysFrom(anchor, from)));
      break;
    case 'WEEKLY': {
      const weeks = periodsBefore(Math.floor(daysFrom(addDays(anchor, -mondayIndex(anchor)), from) / 7));
      if (weeks > 0) start = addDays(anchor, 7 * weeks - mondayIndex(anchor));
      break;
    }
    case 'MONTHLY': {
      const months = periodsBefore((fy - ay) * 12 + (fm - am));
      if (months > 0) {
        const month = am - 1 + months;
        start = `${String(ay + Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`;
      }
      break;
    }
    case 'YEARLY': {
      const years = periodsBefore(fy - ay);
      if (years > 0) start = `${String(ay + years).padStart(4, '0')}-01-01`;
      break;
    }
  }
  return start > anchor ? start : anchor;
}

/** The day of the `count`-th time of the series from `anchor` (the anchor is the first), or null. */
export function nthOccurrenceDay(
  config: RepeatConfig,
  anchor: CalendarDay,
  count: number,
): CalendarDay | null {
  const options = rruleOptions(config);
  if (!options || count < 1) return null;
  if (count === 1) return anchor;
  const days = new RRule({ ...options, dtstart: dayToUtcDate(anchor), count })
    .all()
    .map(utcDateToDay)
    .filter((day) => day !== anchor);
  // The anchor counts once, whether or not the rule produced it.
  return days[count - 2] ?? null;
}
