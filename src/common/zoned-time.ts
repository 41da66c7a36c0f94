/**
 * Wall-clock time in a named zone (IANA, e.g. 'America/New_York'), from the runtime's own zone
 * data, so the server and the browser agree whatever zone either machine is set to.
 */
import { type CalendarDay, dayToUtcDate, todayIn } from './calendar-days';

/** A wall-clock reading: what a clock on the wall of the zone shows. Months run 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the wall clocks of `timeZone` show at `instant`. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
}

function wallAsUtcMs(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

function exactOffsetMs(ms: number, timeZone: string): number {
  const whole = new Date(Math.floor(ms / 1000) * 1000);
  return wallAsUtcMs(wallTimeAt(whole, timeZone)) - whole.getTime();
}

const UTC_DAY_MS = 86_400_000;
/** A zone's offset through one UTC day, or null when its clocks change that day. */
const dayOffsets = new Map<string, number | null>();

/** How far ahead of UTC the zone's clocks are at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const ms = instant.getTime();
  // Reading the zone's clocks is slow; most days have one offset throughout, so remember it.
  const day = Math.floor(ms / UTC_DAY_MS);
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = exactOffsetMs(day * UTC_DAY_MS, timeZone);
    offset = start === exactOffsetMs((day + 1) * UTC_DAY_MS, timeZone) ? start : null;
    if (dayOffsets.size > 100_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? exactOffsetMs(ms, timeZone);
}

/**
 * The instant the zone's clocks show `wall`. A time skipped by a spring-forward change is read
 * with the offset from before the change (02:30 becomes 03:30), and a time repeated in the fall
 * is the earlier of the two — what RFC 5545 §3.3.5 asks of calendar times.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = wallAsUtcMs(wall);
  const before = zoneOffsetMs(new Date(asUtc - 86_400_000), timeZone);
  const after = zoneOffsetMs(new Date(asUtc + 86_400_000), timeZone);
  // Try the earlier offset first: in a repeated hour both fit and the earlier instant wins.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = asUtc - offset;
    if (zoneOffsetMs(new Date(candidate), timeZone) === offset) return new Date(candidate);
  }
  // Skipped by a spring-forward change: keep the wall reading's distance from the change.
  return new Date(asUtc - before);
}

/** The calendar day the zone's clocks show at `instant`. */
export function dayAt(instant: Date, timeZone: string): CalendarDay {
  return todayIn(timeZone, instant);
}

/** The instant a calendar day begins in the zone (usually its midnight; later where midnight is skipped). */
export function startOfDayIn(day: CalendarDay, timeZone: string): Date {
  const date = dayToUtcDate(day);
  return instantOfWallTime(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    timeZone,
  );
}
