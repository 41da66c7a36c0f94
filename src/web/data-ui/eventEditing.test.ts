import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../common/schemas/calendars';
import type { FamilyEvent } from '../../common/schemas/family-events';
import { eventFormOf, writableCalendars } from './eventEditing';

const source = (
  id: number,
  name: string,
  personId: number | null,
  writable: boolean,
  needsReconnect = false,
) => ({
  id,
  name,
  color: '#1e88e5',
  personId,
  writable,
  needsReconnect,
});

describe('the calendars an event can be added to', () => {
  const sources = [
    source(1, 'School feed', null, false),
    source(2, 'Maya’s Google', 11, true),
    source(3, 'Work', 12, true),
    source(4, 'Lapsed', 11, true, true),
    source(5, 'Family iCloud', null, true),
  ];

  it('is the family calendar, then every source Luno may write, none that is read-only or lapsed', () => {
    expect(writableCalendars(sources).map((calendar) => calendar.name)).toEqual([
      'Family calendar',
      'Maya’s Google',
      'Work',
      'Family iCloud',
    ]);
    expect(writableCalendars(undefined).map((calendar) => calendar.id)).toEqual([0]);
  });

  it('puts the person’s own calendars first', () => {
    expect(writableCalendars(sources, 11).map((calendar) => calendar.name)).toEqual([
      'Maya’s Google',
      'Family calendar',
      'Work',
      'Family iCloud',
    ]);
    expect(writableCalendars(sources, 99)[0]!.name).toBe('Family calendar');
  });
});

describe('the form of a listed event', () => {
  const swim: CalendarEvent = {
    id: 'family:7:2026-12-05',
    calendarId: 0,
    title: 'Swimming',
    start: '2026-12-05T22:00:00.000Z',
    end: '2026-12-05T23:00:00.000Z',
    isAllDay: false,
    familyEventId: 7,
    personId: 11,
    editable: true,
    recurring: true,
  };

  it('shows the occurrence’s own time on the family’s clocks, and whose it is', () => {
    expect(eventFormOf(swim, undefined, 'America/New_York')).toMatchObject({
      title: 'Swimming',
      allDay: false,
      startDay: '2026-12-05',
      startTime: '17:00',
      endDay: '2026-12-05',
      endTime: '18:00',
      personId: '11',
      notes: '',
    });
  });

  it('keeps what the family calendar holds of it beside the occurrence’s time', () => {
    const record = {
      id: 7,
      title: 'Swimming',
      notes: 'Bring goggles',
      personId: 11,
      allDay: false,
      start: '2026-11-28T22:00:00.000Z',
      end: '2026-11-28T23:00:00.000Z',
      repeatConfig: null,
      repeatUntil: null,
      origin: 'app',
      replaces: null,
      reminderMinutes: 30,
      createdAt: '',
      updatedAt: '',
    } satisfies FamilyEvent;
    expect(eventFormOf(swim, record, 'America/New_York')).toMatchObject({
      startDay: '2026-12-05',
      notes: 'Bring goggles',
      reminder: '30',
    });
  });

  it('reads an all-day event’s last day, not the day after it', () => {
    const trip = { ...swim, isAllDay: true, start: '2026-12-05', end: '2026-12-08' };
    expect(eventFormOf(trip, undefined, 'UTC')).toMatchObject({
      allDay: true,
      startDay: '2026-12-05',
      endDay: '2026-12-07',
    });
  });
});
