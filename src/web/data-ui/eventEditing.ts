/**
 * Adding and changing events in any writable calendar (issue 41), pure: which calendars a form
 * offers, and the form of an event as `GET /api/events` lists it. Free of zod: the wall uses it.
 */
import type { CalendarEvent, CalendarSource } from '../../common/schemas/calendars';
import type { FamilyEvent } from '../../common/schemas/family-events';
import { eventFormFrom, type FamilyEventFormState } from './familyEventForm';

/** The family's own calendar in `GET /api/events` and `POST /api/events`. */
export const FAMILY_CALENDAR = { id: 0, name: 'Family calendar' } as const;

export interface CalendarChoice {
  id: number;
  name: string;
  color: string | null;
  personId: number | null;
}

type Writable = Pick<CalendarSource, 'id' | 'name' | 'color' | 'personId'> & {
  writable?: boolean | undefined;
  needsReconnect?: boolean | undefined;
};

/**
 * The calendars an event can be added to: the family's own, then each source a parent let Luno
 * write (not one whose access has lapsed). For `personId`, that person's own calendars come first.
 */
export function writableCalendars(
  sources: readonly Writable[] | undefined,
  personId: number | null = null,
): CalendarChoice[] {
  const family: CalendarChoice = { ...FAMILY_CALENDAR, color: null, personId: null };
  const writable = (sources ?? [])
    .filter((source) => source.writable === true && source.needsReconnect !== true)
    .map(({ id, name, color, personId: owner }) => ({ id, name, color, personId: owner }));
  if (personId === null) return [family, ...writable];
  const theirs = writable.filter((source) => source.personId === personId);
  return [...theirs, family, ...writable.filter((source) => source.personId !== personId)];
}

/**
 * The form for one listed event (an occurrence, when it repeats): its own time, and what else the
 * family calendar keeps of it (notes, its repeat rule, its reminder) when `record` is its row there.
 */
export function eventFormOf(
  event: CalendarEvent,
  record: FamilyEvent | undefined,
  timeZone: string,
): FamilyEventFormState {
  const base: FamilyEvent = record ?? {
    id: 0,
    title: event.title,
    notes: null,
    personId: event.personId ?? null,
    allDay: event.isAllDay,
    start: event.start,
    end: event.end,
    repeatConfig: null,
    repeatUntil: null,
    origin: 'app',
    replaces: null,
    reminderMinutes: null,
    createdAt: '',
    updatedAt: '',
  };
  return eventFormFrom(
    { ...base, title: event.title, allDay: event.isAllDay, start: event.start, end: event.end },
    timeZone,
  );
}
