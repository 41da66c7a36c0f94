/**
 * A display's boards by time of day (issue 28): windows of wall time in the family's zone, each on
 * some days of the week, each naming a board. Free of zod and of words: the viewer runs it all day
 * (what a phone says of a schedule, and its checks, are in display-schedule-words.ts).
 *
 * A window runs from `from` until `until` on each of its days; an `until` at or before `from` runs
 * past midnight into the next day ('22:00'–'06:00', or '17:00'–'00:00' for "after 17:00"), and equal
 * ends make a whole day. The day a window starts on is the one its days name: a weekday night window
 * '22:00'–'06:00' starts Monday to Friday evenings and so runs into Saturday morning.
 *
 * On the days the clocks change, a window starts and ends at the first instant the zone's clocks show
 * its time or later: a start in the hour skipped in spring is the moment the clocks jump, and an end
 * in the hour repeated in autumn is its first pass. A window whose whole span is skipped (02:00–02:30
 * on the spring day) does not happen that day.
 */
import { addDays, type CalendarDay, mondayIndex } from './calendar-days';
import { minutesOf } from './screen-care';
import { dayAt, instantOfWallTime, type WallTime, wallTimeAt } from './zoned-time';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ScheduleWindow {
  /** The board shown in the window. */
  screenId: number;
  days: Weekday[];
  /** 'HH:MM', 24-hour wall time in the family's zone. */
  from: string;
  until: string;
}

export const MINUTES_PER_DAY = 1440;

/** How many wall minutes a window lasts: past midnight when `until` is not after `from`; a whole day when equal. */
export function windowMinutes(window: Pick<ScheduleWindow, 'from' | 'until'>): number {
  const length = (minutesOf(window.until) - minutesOf(window.from) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return length === 0 ? MINUTES_PER_DAY : length;
}

function wallOf(day: CalendarDay, minuteOfDay: number): WallTime {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return {
    year,
    month,
    day: date,
    hour: Math.floor(minuteOfDay / 60),
    minute: minuteOfDay % 60,
    second: 0,
  };
}

function sameWallMinute(a: WallTime, b: WallTime): boolean {
  return (
    a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute
  );
}

/**
 * The first instant (ms) at which the zone's clocks show `minute` (which may run past 1440 into the
 * following days) of `day`, or a later time: the moment of the jump when that time is skipped.
 */
export function firstInstantShowing(day: CalendarDay, minute: number, timeZone: string): number {
  const wall = wallOf(addDays(day, Math.floor(minute / MINUTES_PER_DAY)), minute % MINUTES_PER_DAY);
  const instant = instantOfWallTime(wall, timeZone).getTime();
  if (sameWallMinute(wallTimeAt(new Date(instant), timeZone), wall)) return instant;
  // Skipped: `instant` is as far past the jump as the time was past its start; find the jump.
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const shows = (at: number) => {
    const seen = wallTimeAt(new Date(at), timeZone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) >= asUtc;
  };
  let before = instant - 24 * 3_600_000;
  let after = instant;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (shows(middle)) after = middle;
    else before = middle;
  }
  return after;
}

/** One window on one day: the instants it starts and ends, and which window it is. */
interface Occurrence {
  index: number;
  start: number;
  end: number;
}

/** Every occurrence of the windows that starts on the days from `first` to `last`. */
function occurrences(
  windows: readonly ScheduleWindow[],
  first: CalendarDay,
  last: CalendarDay,
  timeZone: string,
): Occurrence[] {
  const found: Occurrence[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const weekday = WEEKDAYS[mondayIndex(day)]!;
    for (const [index, window] of windows.entries()) {
      if (!window.days.includes(weekday)) continue;
      const from = minutesOf(window.from);
      const start = firstInstantShowing(day, from, timeZone);
      const end = firstInstantShowing(day, from + windowMinutes(window), timeZone);
      if (end > start) found.push({ index, start, end });
    }
  }
  return found;
}

function around(now: number, timeZone: string, daysAhead: number): [CalendarDay, CalendarDay] {
  const today = dayAt(new Date(now), timeZone);
  // A window that began the day before may still run (past midnight), or a whole day from yesterday.
  return [addDays(today, -2), addDays(today, daysAhead)];
}

export interface ScheduledBoard {
  /** Which of the windows, by its place in the list. */
  index: number;
  screenId: number;
  /** When this window ends (ms). */
  endsAt: number;
}

function boardAmong(
  windows: readonly ScheduleWindow[],
  found: Occurrence[],
  at: number,
): ScheduledBoard | null {
  // Windows do not overlap (the schedule is refused otherwise); were they to, the first listed wins.
  let best: Occurrence | null = null;
  for (const occurrence of found) {
    if (occurrence.start > at || occurrence.end <= at) continue;
    if (!best || occurrence.index < best.index) best = occurrence;
  }
  return best && { index: best.index, screenId: windows[best.index]!.screenId, endsAt: best.end };
}

/** The window the schedule shows at `now` (ms), or null outside every window. */
export function scheduledBoardAt(
  windows: readonly ScheduleWindow[],
  now: number,
  timeZone: string,
): ScheduledBoard | null {
  if (windows.length === 0) return null;
  const [first, last] = around(now, timeZone, 0);
  return boardAmong(windows, occurrences(windows, first, last, timeZone), now);
}

/**
 * The next instant (ms) after `now` at which the schedule shows another board, or leaves its
 * windows, or enters one; null when nothing changes in the coming week (no windows, or one window
 * all week long).
 */
export function nextScheduleChange(
  windows: readonly ScheduleWindow[],
  now: number,
  timeZone: string,
): number | null {
  if (windows.length === 0) return null;
  const [first, last] = around(now, timeZone, 8);
  const found = occurrences(windows, first, last, timeZone);
  const shown = boardAmong(windows, found, now)?.screenId ?? null;
  // Beyond the last day's end, windows starting later are not in `found`: nothing there is known.
  const horizon = firstInstantShowing(addDays(last, 1), 0, timeZone);
  const boundaries = [...new Set(found.flatMap(({ start, end }) => [start, end]))]
    .filter((at) => at > now && at < horizon)
    .sort((a, b) => a - b);
  for (const at of boundaries) {
    if ((boardAmong(windows, found, at)?.screenId ?? null) !== shown) return at;
  }
  return null;
}
