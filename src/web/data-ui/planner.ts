/**
 * The family planner (issue 41): one column per person and one for everyone else, a row per day.
 * Pure and free of zod: the calendar widget's view uses it on the wall.
 */
import { addDays, type CalendarDay } from '../../common/calendar-days';
import type { CalendarEvent } from '../../common/schemas/calendars';
import type { Person } from '../../common/schemas/people';
import { eventsOnDay, weekDaysFor } from './calendarEvents';

export type PlannerPerson = Pick<Person, 'id' | 'name' | 'color' | 'emoji'>;

export type PlannerSpan = 'today' | 'nextDays' | 'week';

export interface PlannerDaysOptions {
  span: PlannerSpan;
  /** The days of `nextDays`. */
  dayCount: number;
  /** The week's length: 7, or 5 for Monday to Friday (from today: five days). */
  weekDays: 5 | 7;
  /** The week runs from today rather than from its first weekday. */
  weekFromToday: boolean;
  /** Pages moved on a board that pages (a week or the span's length at a time). */
  offset: number;
}

/** The days the planner shows, one row each. */
export function plannerDays(today: CalendarDay, options: PlannerDaysOptions): CalendarDay[] {
  const { span, offset } = options;
  if (span === 'week') return weekDaysFor(today, options.weekDays, offset, options.weekFromToday);
  const count = span === 'today' ? 1 : Math.max(1, options.dayCount);
  return Array.from({ length: count }, (_, index) => addDays(today, offset * count + index));
}

/**
 * Whose event it is: its own person (an event of the family calendar, or one the server names), else
 * its source's person, else nobody's (the "Everyone" column).
 */
export function personOfEvent(
  event: Pick<CalendarEvent, 'calendarId' | 'personId'>,
  sourcePeople: ReadonlyMap<number, number | null>,
): number | null {
  return event.personId ?? sourcePeople.get(event.calendarId) ?? null;
}

export interface PlannerCell {
  day: CalendarDay;
  events: CalendarEvent[];
}

export interface PlannerColumn {
  /** `person:<id>` or `everyone`. */
  key: string;
  /** Null for the "Everyone" column. */
  person: PlannerPerson | null;
  cells: PlannerCell[];
}

/**
 * The planner's columns: every person in the family's order, then "Everyone" for events of nobody in
 * particular (and of a person no longer in the family). `onlyPersonId` keeps that person's column
 * alone (one person's board). Each column has a cell for each day, its events in the day's order.
 */
export function plannerColumns(
  events: readonly CalendarEvent[],
  people: readonly PlannerPerson[],
  sourcePeople: ReadonlyMap<number, number | null>,
  days: readonly CalendarDay[],
  timeZone: string,
  onlyPersonId: number | null = null,
): PlannerColumn[] {
  const shownPeople = onlyPersonId === null ? people : people.filter((person) => person.id === onlyPersonId);
  const known = new Set(shownPeople.map((person) => person.id));
  const byColumn = new Map<number | null, CalendarEvent[]>();
  for (const event of events) {
    const owner = personOfEvent(event, sourcePeople);
    const column = owner !== null && known.has(owner) ? owner : null;
    if (column === null && onlyPersonId !== null) continue;
    const list = byColumn.get(column);
    if (list) list.push(event);
    else byColumn.set(column, [event]);
  }
  const cellsOf = (column: number | null): PlannerCell[] =>
    days.map((day) => ({ day, events: eventsOnDay(byColumn.get(column) ?? [], day, timeZone) }));
  const columns: PlannerColumn[] = shownPeople.map((person) => ({
    key: `person:${person.id}`,
    person,
    cells: cellsOf(person.id),
  }));
  if (onlyPersonId === null) columns.push({ key: 'everyone', person: null, cells: cellsOf(null) });
  return columns;
}
