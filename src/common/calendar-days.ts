/**
 * Calendar days as `YYYY-MM-DD` strings (DESIGN §4).
 *
 * A calendar day has no time zone. All arithmetic runs on UTC midnights so neither daylight
 * saving nor the time zone of the machine running the code can move a day; only `todayIn`
 * looks at a clock, and it names the zone it reads the clock in.
 */

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;

/** Weeks start on Monday (spec 02 §4 and §9: meal planning weeks start Monday, seven days). */
export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayName = (typeof DAY_NAMES)[number];

/** The months in English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** True for a real day in `YYYY-MM-DD` form; 2026-02-30 and 2026-13-01 are not days. */
export function isValidDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = utcMidnight(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC midnight that stands for a calendar day. Throws a RangeError for anything but a real day. */
export function dayToUtcDate(day: CalendarDay): Date {
  if (!isValidDay(day)) throw new RangeError(`Not a calendar day: ${String(day)}`);
  const [year, month, date] = day.split('-').map(Number);
  return utcMidnight(year, month, date);
}

/** The calendar day of a Date read in UTC (the inverse of `dayToUtcDate`). */
export function utcDateToDay(date: Date): CalendarDay {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return utcDateToDay(new Date(dayToUtcDate(day).getTime() + days * MS_PER_DAY));
}

/** 0 for Monday through 6 for Sunday. */
export function mondayIndex(day: CalendarDay): number {
  return (dayToUtcDate(day).getUTCDay() + 6) % 7;
}

/** The Monday on or before `day`; a Sunday belongs to the week that began six days earlier. */
export function startOfWeekMonday(day: CalendarDay): CalendarDay {
  return addDays(day, -mondayIndex(day));
}

/** The seven days, Monday to Sunday, of the week that holds `day` (normally that week's Monday). */
export function weekDays(day: CalendarDay): CalendarDay[] {
  const monday = startOfWeekMonday(day);
  return Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
}

/** 'Monday' … 'Sunday'. */
export function dayName(day: CalendarDay): DayName {
  return DAY_NAMES[mondayIndex(day)];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of calendar days in `timeZone`, made once per zone: making one costs far more than
 * using it, and a month of a busy calendar asks for thousands of days. The machine's own zone is
 * read afresh each time, as it may change while a page stays open.
 */
function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const make = () =>
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  if (timeZone === undefined) return make();
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = make();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Today's calendar day on the wall clocks of `timeZone` (an IANA name such as
 * 'America/New_York'); without one, in the zone of the machine running the code — right in a
 * browser, rarely right on a server, which should pass the family's zone. An unknown zone
 * throws a RangeError.
 */
export function todayIn(timeZone?: string, now: Date = new Date()): CalendarDay {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
