/**
 * Events on the family's days: which days an event covers, in what order, and how its time
 * reads, all in the family's zone. Pure, and free of zod: board views use it.
 */
import { addDays, type CalendarDay } from '../../common/calendar-days';
import { FAMILY_CALENDAR_ID } from '../../common/family-calendar';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { dayAt } from '../../common/zoned-time';

interface EventDays {
  first: CalendarDay;
  afterLast: CalendarDay;
}

function daysOf(event: CalendarEvent, timeZone: string): EventDays {
  if (event.isAllDay)
    return { first: event.start, afterLast: event.end > event.start ? event.end : addDays(event.start, 1) };
  const start = new Date(event.start);
  const end = new Date(event.end);
  const first = dayAt(start, timeZone);
  // An event ending exactly at midnight does not show on the next day.
  const lastInstant = end.getTime() > start.getTime() ? new Date(end.getTime() - 1) : start;
  return { first, afterLast: addDays(dayAt(lastInstant, timeZone), 1) };
}

/**
 * Each event's days, worked out once per zone: a month grid asks for every event on each of its 42
 * days, and reading an instant's day in a zone is the costly part (tens of milliseconds for the
 * demo's 90 days of events on every render). Events come from the query cache, which replaces an
 * event that changes rather than changing it, so the event itself is the key.
 */
const knownDays = new WeakMap<CalendarEvent, { timeZone: string; days: EventDays }>();

/** The first day an event shows on, and the day after its last. */
export function eventDays(event: CalendarEvent, timeZone: string): Readonly<EventDays> {
  const known = knownDays.get(event);
  if (known?.timeZone === timeZone) return known.days;
  const days = daysOf(event, timeZone);
  knownDays.set(event, { timeZone, days });
  return days;
}

export function isOnDay(event: CalendarEvent, day: CalendarDay, timeZone: string): boolean {
  const { first, afterLast } = eventDays(event, timeZone);
  return first <= day && day < afterLast;
}

/** All-day events first, then by start, then by title. */
export function compareEvents(a: CalendarEvent, b: CalendarEvent): number {
  if (a.isAllDay !== b.isAllDay) return a.isAllDay ? -1 : 1;
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return a.title.localeCompare(b.title);
}

export function eventsOnDay(
  events: readonly CalendarEvent[],
  day: CalendarDay,
  timeZone: string,
): CalendarEvent[] {
  return events.filter((event) => isOnDay(event, day, timeZone)).sort(compareEvents);
}

/** Is the event going on at `now`? An all-day event is on for the whole of its days. */
export function isOnNow(event: CalendarEvent, now: Date, timeZone: string): boolean {
  if (event.isAllDay) {
    const today = dayAt(now, timeZone);
    return event.start <= today && today < event.end;
  }
  const at = now.getTime();
  return Date.parse(event.start) <= at && at < Date.parse(event.end);
}

/** Events that have not ended by `now`, soonest first (all-day ones at the start of their day). */
export function upcomingEvents(
  events: readonly CalendarEvent[],
  now: Date,
  timeZone: string,
): CalendarEvent[] {
  const today = dayAt(now, timeZone);
  return events
    .filter((event) =>
      event.isAllDay
        ? eventDays(event, timeZone).afterLast > today
        : Date.parse(event.end) > now.getTime() || Date.parse(event.start) >= now.getTime(),
    )
    .sort((a, b) => {
      const dayA = eventDays(a, timeZone).first;
      const dayB = eventDays(b, timeZone).first;
      const startA = a.isAllDay ? (dayA < today ? today : dayA) : dayAt(new Date(a.start), timeZone);
      const startB = b.isAllDay ? (dayB < today ? today : dayB) : dayAt(new Date(b.start), timeZone);
      if (startA !== startB) return startA < startB ? -1 : 1;
      return compareEvents(a, b);
    });
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormats.set(timeZone, format);
  }
  return format;
}

/** "9:00 AM – 10:30 AM", "All day", or for a day inside a longer event "Until 11:00 AM" / "From 8:00 PM". */
export function eventTimeText(event: CalendarEvent, day: CalendarDay, timeZone: string): string {
  if (event.isAllDay) return 'All day';
  const { first, afterLast } = eventDays(event, timeZone);
  const format = timeFormat(timeZone);
  const start = format.format(new Date(event.start));
  const end = format.format(new Date(event.end));
  const startsToday = first === day;
  const endsToday = addDays(day, 1) === afterLast;
  if (startsToday && endsToday) return event.start === event.end ? start : `${start} – ${end}`;
  if (startsToday) return `From ${start}`;
  if (endsToday) return `Until ${end}`;
  return 'All day';
}

/**
 * The days a week view shows: 7 from Sunday, or Monday to Friday, of the week `offsetWeeks` from
 * today's; or, `fromToday`, that many days from today (a Saturday's board shows the week ahead).
 */
export function weekDaysFor(
  today: CalendarDay,
  dayCount: 5 | 7,
  offsetWeeks: number,
  fromToday = false,
): CalendarDay[] {
  if (fromToday) {
    return Array.from({ length: dayCount }, (_, index) => addDays(today, offsetWeeks * dayCount + index));
  }
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const sunday = addDays(today, -weekday + offsetWeeks * 7);
  const start = dayCount === 5 ? addDays(sunday, 1) : sunday;
  return Array.from({ length: dayCount }, (_, index) => addDays(start, index));
}

/** The 42 cells of a month grid from the Sunday on or before the 1st of the month `offsetMonths` from today's. */
export function monthGridFor(
  today: CalendarDay,
  offsetMonths: number,
  /** The grid's first column: 0 Sunday (the spec's), 1 Monday, 6 Saturday. */
  weekStart = 0,
): { month: string; days: CalendarDay[] } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + offsetMonths, 1));
  const firstDay = first.toISOString().slice(0, 10);
  const start = addDays(firstDay, -((first.getUTCDay() - weekStart + 7) % 7));
  return {
    month: firstDay.slice(0, 7),
    days: Array.from({ length: 42 }, (_, index) => addDays(start, index)),
  };
}

/**
 * An event's colour: for the family's own events its person's, else its calendar's (a source's
 * colour); `fallback` when neither is known.
 */
export function eventColor(
  event: CalendarEvent,
  calendarColors: ReadonlyMap<number, string>,
  people: ReadonlyMap<number, { color: string }> | undefined,
  fallback: string,
): string {
  if (event.calendarId === FAMILY_CALENDAR_ID) {
    return (event.personId != null && people?.get(event.personId)?.color) || fallback;
  }
  return calendarColors.get(event.calendarId) ?? fallback;
}
