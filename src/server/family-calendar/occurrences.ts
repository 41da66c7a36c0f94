/**
 * The family's own events as the occurrences a family sees in a window, in its zone. A timed
 * series keeps the wall time of its first start on every day its rule gives (a weekly 09:00 stays
 * 09:00 across a DST change; a time a change skips moves forward, a repeated one is the first) and
 * each occurrence lasts exactly as long as the first. All-day events stay days.
 */
import { addDays, type CalendarDay, dayToUtcDate } from '../../common/calendar-days';
import { FAMILY_CALENDAR_ID } from '../../common/family-calendar';
import { occurrenceDaysBetween } from '../../common/recurrence';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { dayAt, instantOfWallTime, wallTimeAt } from '../../common/zoned-time';
import type { FamilyEventRecord } from './family-events.repo';

const DAY_MS = 86_400_000;

/** A window as `GET /api/events` reads one: instants for timed events, days (end exclusive) for all-day. */
export interface OccurrenceWindow {
  fromInstant: string;
  toInstant: string;
  fromDay: CalendarDay;
  toDay: CalendarDay;
}

export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((dayToUtcDate(to).getTime() - dayToUtcDate(from).getTime()) / DAY_MS);
}

function occurrence(record: FamilyEventRecord, key: string, start: string, end: string): CalendarEvent {
  return {
    id: `family:${record.id}:${key}`,
    calendarId: FAMILY_CALENDAR_ID,
    title: record.title,
    start,
    end,
    isAllDay: record.allDay,
    familyEventId: record.id,
    personId: record.personId,
    // Every member (and a wall that takes touch) may change the family's own calendar.
    editable: true,
    recurring: record.repeatConfig !== null || record.recurrenceId !== '',
  };
}

/** The original starts of a series' occurrences: a day for an all-day series, else an instant. */
export interface SeriesOccurrence {
  /** How the occurrence is named (RECURRENCE-ID, EXDATE): its day, or its start instant. */
  key: string;
  start: string;
  end: string;
}

/** Every occurrence of a series (moved or taken-out ones included) that may touch the window. */
export function seriesOccurrences(
  record: FamilyEventRecord,
  window: OccurrenceWindow,
  timeZone: string,
): SeriesOccurrence[] {
  const options = { until: record.repeatUntil, limit: 5_000 };
  if (record.allDay) {
    const length = Math.max(1, daysBetween(record.start, record.end));
    return occurrenceDaysBetween(
      record.repeatConfig,
      record.start,
      addDays(window.fromDay, 1 - length),
      addDays(window.toDay, -1),
      options,
    ).map((day) => ({ key: day, start: day, end: addDays(day, length) }));
  }
  const first = new Date(record.start);
  const lengthMs = Math.max(0, Date.parse(record.end) - first.getTime());
  const wall = wallTimeAt(first, timeZone);
  const from = addDays(dayAt(new Date(window.fromInstant), timeZone), -Math.ceil(lengthMs / DAY_MS) - 1);
  const to = addDays(dayAt(new Date(window.toInstant), timeZone), 1);
  return occurrenceDaysBetween(record.repeatConfig, dayAt(first, timeZone), from, to, options).map((day) => {
    const date = dayToUtcDate(day);
    const startMs = instantOfWallTime(
      {
        ...wall,
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      },
      timeZone,
    ).getTime();
    const start = new Date(startMs).toISOString();
    return { key: start, start, end: new Date(startMs + lengthMs).toISOString() };
  });
}

function overlaps(start: string, end: string, allDay: boolean, window: OccurrenceWindow): boolean {
  if (allDay) return start < window.toDay && end > window.fromDay;
  if (end > start) return start < window.toInstant && end > window.fromInstant;
  return start >= window.fromInstant && start < window.toInstant;
}

/**
 * The family's events in the window, as `GET /api/events` answers them: every occurrence of each
 * series but those taken out or moved, and each moved occurrence where it went.
 */
export function familyOccurrences(
  records: readonly FamilyEventRecord[],
  window: OccurrenceWindow,
  timeZone: string,
): CalendarEvent[] {
  const moved = new Map<string, Set<string>>();
  for (const record of records) {
    if (record.recurrenceId === '') continue;
    const keys = moved.get(record.uid) ?? new Set<string>();
    keys.add(record.recurrenceId);
    moved.set(record.uid, keys);
  }
  const out: CalendarEvent[] = [];
  for (const record of records) {
    if (record.recurrenceId !== '') {
      if (overlaps(record.start, record.end, record.allDay, window)) {
        out.push(occurrence(record, record.recurrenceId, record.start, record.end));
      }
      continue;
    }
    const skipped = new Set([...record.excluded, ...(moved.get(record.uid) ?? [])]);
    for (const { key, start, end } of seriesOccurrences(record, window, timeZone)) {
      if (!skipped.has(key) && overlaps(start, end, record.allDay, window)) {
        out.push(occurrence(record, key, start, end));
      }
    }
  }
  return out;
}
