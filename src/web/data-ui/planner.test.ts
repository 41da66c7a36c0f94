import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { weekDaysFor } from './calendarEvents';
import { personOfEvent, plannerColumns, plannerDays } from './planner';

const event = (id: string, calendarId: number, start: string, personId?: number | null): CalendarEvent => ({
  id,
  calendarId,
  title: id,
  start,
  end: start.length === 10 ? start : new Date(Date.parse(start) + 3_600_000).toISOString(),
  isAllDay: start.length === 10,
  ...(personId === undefined ? {} : { personId }),
});

const maya = { id: 11, name: 'Maya', color: '#43a047', emoji: '🦊' };
const leo = { id: 12, name: 'Leo Park', color: '#1e88e5', emoji: null };
const people = [maya, leo];
// Source 3 is Leo's school calendar; source 4 is nobody's in particular.
const sourcePeople = new Map<number, number | null>([
  [3, 12],
  [4, null],
]);

describe('whose event it is', () => {
  it('is the event’s own person first, else its source’s, else nobody’s', () => {
    expect(personOfEvent({ calendarId: 0, personId: 11 }, sourcePeople)).toBe(11);
    expect(personOfEvent({ calendarId: 3, personId: 11 }, sourcePeople)).toBe(11);
    expect(personOfEvent({ calendarId: 3 }, sourcePeople)).toBe(12);
    expect(personOfEvent({ calendarId: 3, personId: null }, sourcePeople)).toBe(12);
    expect(personOfEvent({ calendarId: 4 }, sourcePeople)).toBeNull();
    expect(personOfEvent({ calendarId: 0, personId: null }, sourcePeople)).toBeNull();
    expect(personOfEvent({ calendarId: 99 }, sourcePeople)).toBeNull();
  });
});

describe('the planner’s columns', () => {
  const days = ['2026-11-28', '2026-11-29'];
  const events = [
    event('Swimming', 0, '2026-11-28T16:00:00.000Z', 11),
    event('Piano', 3, '2026-11-29T15:00:00.000Z'),
    event('Market', 4, '2026-11-28T09:00:00.000Z'),
    event('Grandma visits', 0, '2026-11-28', null),
    event('Ghost', 0, '2026-11-28T10:00:00.000Z', 77),
    event('Next week', 3, '2026-12-05T10:00:00.000Z'),
  ];

  it('gives every person a column in the family’s order, then Everyone for the rest', () => {
    const columns = plannerColumns(events, people, sourcePeople, days, 'UTC');
    expect(columns.map((column) => [column.key, column.person?.name ?? null])).toEqual([
      ['person:11', 'Maya'],
      ['person:12', 'Leo Park'],
      ['everyone', null],
    ]);
    const titles = columns.map((column) => column.cells.map((cell) => cell.events.map((e) => e.title)));
    expect(titles).toEqual([
      [['Swimming'], []],
      [[], ['Piano']],
      // All-day first; a person no longer in the family's events go to Everyone.
      [['Grandma visits', 'Market', 'Ghost'], []],
    ]);
  });

  it('puts an event on the day of the family’s zone', () => {
    const late = event('Late call', 3, '2026-11-28T23:30:00.000Z');
    const [, leoColumn] = plannerColumns([late], people, sourcePeople, days, 'Europe/Berlin');
    expect(leoColumn!.cells.map((cell) => cell.events.length)).toEqual([0, 1]);
  });

  it('keeps a person’s column (empty too) and only theirs on one person’s board', () => {
    const columns = plannerColumns(events, people, sourcePeople, days, 'UTC', 12);
    expect(columns).toHaveLength(1);
    expect(columns[0]!.person).toBe(leo);
    expect(columns[0]!.cells.map((cell) => cell.events.map((e) => e.title))).toEqual([[], ['Piano']]);
    expect(plannerColumns([], people, sourcePeople, days, 'UTC').map((c) => c.cells.length)).toEqual([
      2, 2, 2,
    ]);
  });

  it('is one Everyone column for a family without people', () => {
    const columns = plannerColumns(events, [], sourcePeople, ['2026-11-28'], 'UTC');
    expect(columns.map((column) => column.key)).toEqual(['everyone']);
    expect(columns[0]!.cells[0]!.events).toHaveLength(4);
  });
});

describe('the planner’s days', () => {
  const base = { dayCount: 3, weekDays: 7 as const, weekFromToday: false, offset: 0 };
  // 2026-11-28 is a Saturday.
  const saturday = '2026-11-28';

  it('is today, or the next days, paged by their own length', () => {
    expect(plannerDays(saturday, { ...base, span: 'today' })).toEqual([saturday]);
    expect(plannerDays(saturday, { ...base, span: 'today', offset: 1 })).toEqual(['2026-11-29']);
    expect(plannerDays(saturday, { ...base, span: 'nextDays' })).toEqual([
      saturday,
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(plannerDays(saturday, { ...base, span: 'nextDays', offset: -1 })).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('is the week from Sunday by default, or the seven days from today', () => {
    expect(plannerDays(saturday, { ...base, span: 'week' })[0]).toBe('2026-11-22');
    const ahead = plannerDays(saturday, { ...base, span: 'week', weekFromToday: true });
    expect(ahead).toEqual(weekDaysFor(saturday, 7, 0, true));
    expect(ahead[0]).toBe(saturday);
    expect(ahead.at(-1)).toBe('2026-12-04');
    expect(plannerDays(saturday, { ...base, span: 'week', weekFromToday: true, offset: 1 })[0]).toBe(
      '2026-12-05',
    );
  });
});
