/**
 * How long until a countdown's day, on the family's wall clocks: whole calendar days while two or
 * more are left, hours (then minutes) on the last day, "Today!" on the day itself. Days are counted
 * between calendar days, never by dividing a duration, so a change of the clocks cannot make a day
 * of 23 or 25 hours count wrong; the hours of the last day are real ones, so they can. Pure and
 * free of zod: the viewer downloads it.
 */
import { type CalendarDay, dayToUtcDate } from '../../common/calendar-days';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { dayAt, startOfDayIn } from '../../common/zoned-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type Countdown =
  | { kind: 'days'; days: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'today' }
  | { kind: 'past' };

/** What a countdown counts to: a day, and the instant it starts at when that is not the day's start. */
export interface CountdownTarget {
  day: CalendarDay;
  /** A timed event's start; null counts to the start of the day. */
  start: Date | null;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((dayToUtcDate(to).getTime() - dayToUtcDate(from).getTime()) / DAY_MS);
}

export function countdownTo(target: CountdownTarget, now: Date, timeZone: string): Countdown {
  const today = dayAt(now, timeZone);
  const days = daysBetween(today, target.day);
  if (days < 0) return { kind: 'past' };
  if (days === 0) return { kind: 'today' };
  if (days > 1) return { kind: 'days', days };
  const left = (target.start ?? startOfDayIn(target.day, timeZone)).getTime() - now.getTime();
  if (left >= HOUR_MS) return { kind: 'hours', hours: Math.round(left / HOUR_MS) };
  return { kind: 'minutes', minutes: Math.max(1, Math.ceil(left / MINUTE_MS)) };
}

/** The big number and the word under it: "12" "days", "9" "hours", "Today!". */
export function countdownText(countdown: Countdown): { figure: string; unit: string } {
  switch (countdown.kind) {
    case 'days':
      return { figure: String(countdown.days), unit: 'days' };
    case 'hours':
      return { figure: String(countdown.hours), unit: countdown.hours === 1 ? 'hour' : 'hours' };
    case 'minutes':
      return { figure: String(countdown.minutes), unit: countdown.minutes === 1 ? 'minute' : 'minutes' };
    case 'today':
      return { figure: 'Today!', unit: '' };
    case 'past':
      return { figure: '', unit: 'passed' };
  }
}

/** The day an event starts on in the family's zone, and its start when it has a time. */
export function eventTarget(event: CalendarEvent, timeZone: string): CountdownTarget {
  if (event.isAllDay) return { day: event.start, start: null };
  const start = new Date(event.start);
  return { day: dayAt(start, timeZone), start };
}

/**
 * The calendar's next event from today on: one starting later today counts (it is "Today!"), one
 * that has already ended does not, and neither does one that began on an earlier day.
 */
export function nextEventOf(
  events: readonly CalendarEvent[],
  calendarId: number,
  now: Date,
  timeZone: string,
): CalendarEvent | null {
  const today = dayAt(now, timeZone);
  let best: { event: CalendarEvent; day: CalendarDay; at: number } | null = null;
  for (const event of events) {
    if (event.calendarId !== calendarId) continue;
    const target = eventTarget(event, timeZone);
    if (target.day < today) continue;
    if (!event.isAllDay && Date.parse(event.end) <= now.getTime()) continue;
    // All-day events first on their day, then by start.
    const at = target.start ? target.start.getTime() : Number.NEGATIVE_INFINITY;
    if (!best || target.day < best.day || (target.day === best.day && at < best.at)) {
      best = { event, day: target.day, at };
    }
  }
  return best?.event ?? null;
}
