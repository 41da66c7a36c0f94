/**
 * Events → `events.minutesBefore` (default 30) before each occurrence, for the events of the
 * member's own person and of the family calendar: the family's own events (but those of another
 * member: theirs to be reminded of) and the sources that belong to nobody in particular; a
 * source given to the member's person too. A family event may set its own minutes.
 *
 * An all-day event has no start on the clock: it is reminded at 08:00 on its first day, less its
 * own minutes when it has them ("1 day before": 08:00 the day before); the member's minutes do not
 * apply to it. A reminder held by quiet hours is still sent when they end, unless the event is
 * over by then.
 */
import { dayAt } from '../../../common/zoned-time';
import type { Notice } from '../../push/notice';
import { instantOnDay } from '../notice-times';
import { clip, clockTime, dayWord, topicOf } from './notice-text';

export const EVENTS_URL = '/app/events';
const JUST_BEGUN_MS = 5 * 60_000;
/** When an all-day event is reminded of, on its first day. */
export const ALL_DAY_REMINDER_TIME = '08:00';

/** One occurrence of an event, from the family calendar or a source. */
export interface ReminderEvent {
  /** Names the occurrence, whichever calendar it comes from. */
  id: string;
  title: string;
  /** Timed: instants. All-day: days, `end` exclusive. */
  start: string;
  end: string;
  allDay: boolean;
  personId: number | null;
  /** The family calendar's own events, or a source's. */
  calendar: 'family' | 'source';
  /** A family event's own reminder; null: as the member set. */
  ownMinutes: number | null;
}

/**
 * Whether the member is reminded of it. `memberPeople`: the people who are members (one of them
 * the member's own, `ownPersonId`).
 */
export function concerns(
  event: ReminderEvent,
  ownPersonId: number | null,
  memberPeople: ReadonlySet<number>,
): boolean {
  if (event.personId === null || event.personId === ownPersonId) return true;
  return event.calendar === 'family' && !memberPeople.has(event.personId);
}

/** The instant the member is reminded of the occurrence (before quiet hours hold it). */
export function reminderMoment(event: ReminderEvent, minutesBefore: number, timeZone: string): Date {
  if (event.allDay) {
    const morning = instantOnDay(event.start, ALL_DAY_REMINDER_TIME, timeZone);
    return new Date(morning.getTime() - (event.ownMinutes ?? 0) * 60_000);
  }
  return new Date(Date.parse(event.start) - (event.ownMinutes ?? minutesBefore) * 60_000);
}

/** When the occurrence is over. */
export function endOf(event: ReminderEvent, timeZone: string): Date {
  return event.allDay ? instantOnDay(event.end, '00:00', timeZone) : new Date(event.end);
}

/** "Dentist" — "Today at 16:00 · Maya"; null once the event is over. */
export function eventNotice(
  event: ReminderEvent,
  personName: string | null,
  now: Date,
  timeZone: string,
): Notice | null {
  const end = endOf(event, timeZone);
  if (end <= now) return null;
  const today = dayAt(now, timeZone);
  let when: string;
  if (event.allDay) {
    when = `All day ${dayWord(event.start, today)}`;
  } else {
    const start = new Date(event.start);
    const day = dayWord(dayAt(start, timeZone), today);
    // A reminder "at the start" goes out a moment after it: that is still the start.
    when =
      start.getTime() > now.getTime() - JUST_BEGUN_MS
        ? `${day.charAt(0).toUpperCase()}${day.slice(1)} at ${clockTime(start, timeZone)}`
        : `Began at ${clockTime(start, timeZone)}`;
  }
  return {
    title: clip(event.title, 100),
    body: personName ? `${when} · ${personName}` : when,
    url: EVENTS_URL,
    topic: topicOf('event', event.id),
    urgency: event.allDay ? 'normal' : 'high',
    ttlSeconds: Math.max(60, Math.round((end.getTime() - now.getTime()) / 1000)),
  };
}
