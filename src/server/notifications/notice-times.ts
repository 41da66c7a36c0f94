/**
 * When a notice may go out, on the family's wall clocks: a daily time as the instants it falls on
 * (across DST changes), and quiet hours as the instant they end. Pure, so it is tested alone.
 */
import { addDays, type CalendarDay, dayToUtcDate } from '../../common/calendar-days';
import { dayAt, instantOfWallTime, wallTimeAt } from '../../common/zoned-time';

/** `HH:MM` as minutes after midnight. */
export function clockMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The instant the zone's clocks show `time` on `day`; a time a spring-forward change skips is read
 * as the hour after (02:30 → 03:30), a repeated one is the first (`instantOfWallTime`).
 */
export function instantOnDay(day: CalendarDay, time: string, timeZone: string): Date {
  const date = dayToUtcDate(day);
  const minutes = clockMinutes(time);
  return instantOfWallTime(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
      second: 0,
    },
    timeZone,
  );
}

/** Each instant the clocks show `time` that lies in (`after`, `until`], with its day, earliest first. */
export function dailyMomentsBetween(
  time: string,
  timeZone: string,
  after: Date,
  until: Date,
): { day: CalendarDay; at: Date }[] {
  const out: { day: CalendarDay; at: Date }[] = [];
  // A day's moment can fall on the UTC side of either neighbour: look one day wider each way.
  const last = addDays(dayAt(until, timeZone), 1);
  for (let day = addDays(dayAt(after, timeZone), -1); day <= last; day = addDays(day, 1)) {
    const at = instantOnDay(day, time, timeZone);
    if (at > after && at <= until) out.push({ day, at });
  }
  return out;
}

/** The first instant after `after` at which the clocks show `time`. */
export function nextDailyMoment(time: string, timeZone: string, after: Date): Date {
  const today = dayAt(after, timeZone);
  for (let day = today; ; day = addDays(day, 1)) {
    const at = instantOnDay(day, time, timeZone);
    if (at > after) return at;
  }
}

export interface QuietHours {
  on: boolean;
  /** `HH:MM`: from here… */
  start: string;
  /** …until here (the next such time when it is earlier than `start`: across midnight). */
  end: string;
}

/** Whether `instant` falls in the member's quiet hours. Equal start and end: never quiet. */
export function isQuiet(instant: Date, quiet: QuietHours, timeZone: string): boolean {
  if (!quiet.on) return false;
  const start = clockMinutes(quiet.start);
  const end = clockMinutes(quiet.end);
  if (start === end) return false;
  const wall = wallTimeAt(instant, timeZone);
  const now = wall.hour * 60 + wall.minute;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * When a notice due at `instant` may be shown: then, or when the quiet hours it falls in end (the
 * same day's `end` in the small hours, the next day's when they began the evening before midnight).
 */
export function heldUntil(instant: Date, quiet: QuietHours, timeZone: string): Date {
  if (!isQuiet(instant, quiet, timeZone)) return instant;
  const day = dayAt(instant, timeZone);
  const sameDay = instantOnDay(day, quiet.end, timeZone);
  return sameDay > instant ? sameDay : instantOnDay(addDays(day, 1), quiet.end, timeZone);
}
