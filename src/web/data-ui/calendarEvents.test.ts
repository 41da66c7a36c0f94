import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { eventDays, eventsOnDay, isOnNow, monthGridFor, upcomingEvents, weekDaysFor } from './calendarEvents';

const timed = (title: string, start: string, end: string): CalendarEvent => ({
  id: title,
  calendarId: 1,
  title,
  start,
  end,
  isAllDay: false,
});
const allDay = (title: string, start: string, end: string): CalendarEvent => ({
  ...timed(title, start, end),
  isAllDay: true,
});

describe('events on the family’s days', () => {
  it('puts a timed event on the day of its zone, not of UTC', () => {
    const late = timed('Late call', '2026-11-24T23:30:00.000Z', '2026-11-25T00:30:00.000Z');
    expect(eventDays(late, 'America/New_York')).toEqual({ first: '2026-11-24', afterLast: '2026-11-25' });
    expect(eventDays(late, 'Europe/Berlin')).toEqual({ first: '2026-11-25', afterLast: '2026-11-26' });
    expect(eventDays(late, 'UTC')).toEqual({ first: '2026-11-24', afterLast: '2026-11-26' });
  });

  it('keeps all-day events on their dates in every zone, multi-day ones on each day', () => {
    const trip = allDay('Trip', '2026-11-26', '2026-11-29');
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(eventsOnDay([trip], '2026-11-25', zone)).toEqual([]);
      expect(eventsOnDay([trip], '2026-11-26', zone)).toEqual([trip]);
      expect(eventsOnDay([trip], '2026-11-28', zone)).toEqual([trip]);
      expect(eventsOnDay([trip], '2026-11-29', zone)).toEqual([]);
    }
  });

  it('does not show an event that ends at midnight on the next day', () => {
    const evening = timed('Evening', '2026-11-24T19:00:00.000Z', '2026-11-25T00:00:00.000Z');
    expect(eventDays(evening, 'UTC')).toEqual({ first: '2026-11-24', afterLast: '2026-11-25' });
  });

  it('orders a day all-day first, then by start', () => {
    const a = timed('B', '2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z');
    const b = timed('A', '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z');
    const c = allDay('Holiday', '2026-11-24', '2026-11-25');
    expect(eventsOnDay([a, b, c], '2026-11-24', 'UTC').map((e) => e.title)).toEqual(['Holiday', 'A', 'B']);
  });

  it('marks what is on now and lists what has not ended', () => {
    const now = new Date('2026-11-24T10:30:00.000Z');
    const past = timed('Past', '2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z');
    const current = timed('Now', '2026-11-24T10:00:00.000Z', '2026-11-24T11:00:00.000Z');
    const later = timed('Later', '2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z');
    const today = allDay('Today', '2026-11-24', '2026-11-25');
    expect(isOnNow(current, now, 'UTC')).toBe(true);
    expect(isOnNow(past, now, 'UTC')).toBe(false);
    expect(isOnNow(today, now, 'UTC')).toBe(true);
    expect(upcomingEvents([later, past, current, today], now, 'UTC').map((e) => e.title)).toEqual([
      'Today',
      'Now',
      'Later',
    ]);
  });
});

describe('the days a view shows', () => {
  it('a week of 7 from Sunday or 5 from Monday, moving by 7', () => {
    expect(weekDaysFor('2026-11-25', 7, 0)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekDaysFor('2026-11-25', 5, 1)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    // From today: a Saturday's board shows the week ahead, not the one ending.
    expect(weekDaysFor('2026-11-28', 7, 0, true)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(weekDaysFor('2026-11-28', 5, 1, true)[0]).toBe('2026-12-03');
    expect(weekDaysFor('2026-11-22', 7, -1)[0]).toBe('2026-11-15');
  });

  it('a month of 42 cells from the Sunday on or before the 1st', () => {
    const grid = monthGridFor('2026-11-24', 0);
    expect(grid.month).toBe('2026-11');
    expect(grid.days).toHaveLength(42);
    expect(grid.days[0]).toBe('2026-11-01'); // 1 November 2026 is a Sunday
    const february = monthGridFor('2026-11-24', 3);
    expect(february.month).toBe('2027-02');
    expect(february.days[0]).toBe('2027-01-31');
    expect(monthGridFor('2026-01-31', -1).month).toBe('2025-12');
  });
});
