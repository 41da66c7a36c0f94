import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../common/schemas/calendars';
import { countdownText, countdownTo, daysBetween, nextEventOf } from './countdown';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);
const toDay = (day: string) => ({ day, start: null });

describe('the countdown to a day', () => {
  it('counts whole calendar days while two or more are left', () => {
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-02T10:00:00Z'), BERLIN)).toEqual({
      kind: 'days',
      days: 12,
    });
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-12T21:59:00Z'), BERLIN)).toEqual({
      kind: 'days',
      days: 2,
    });
  });

  it('counts hours, then minutes, on the last day, and says "Today!" from midnight', () => {
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-12T22:00:00Z'), BERLIN)).toEqual({
      kind: 'hours',
      hours: 24,
    });
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-13T13:00:00Z'), BERLIN)).toEqual({
      kind: 'hours',
      hours: 9,
    });
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-13T21:15:00Z'), BERLIN)).toEqual({
      kind: 'minutes',
      minutes: 45,
    });
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-13T21:59:30Z'), BERLIN)).toEqual({
      kind: 'minutes',
      minutes: 1,
    });
    // Midnight in Berlin: the day has come, and stays "Today!" until the next midnight.
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-13T22:00:00Z'), BERLIN)).toEqual({ kind: 'today' });
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-14T21:59:59Z'), BERLIN)).toEqual({ kind: 'today' });
    expect(countdownTo(toDay('2026-06-14'), at('2026-06-14T22:00:00Z'), BERLIN)).toEqual({ kind: 'past' });
  });

  it('lets the family’s zone decide the day: one instant is the eve in New York and the day in Berlin', () => {
    const instant = at('2026-06-13T22:30:00Z');
    expect(countdownTo(toDay('2026-06-14'), instant, BERLIN)).toEqual({ kind: 'today' });
    expect(countdownTo(toDay('2026-06-14'), instant, NEW_YORK)).toEqual({ kind: 'hours', hours: 6 });
    const earlier = at('2026-06-12T23:30:00Z');
    expect(countdownTo(toDay('2026-06-14'), earlier, BERLIN)).toEqual({ kind: 'hours', hours: 23 });
    expect(countdownTo(toDay('2026-06-14'), earlier, NEW_YORK)).toEqual({ kind: 'days', days: 2 });
  });

  it('counts days across both changes of the clocks without losing or gaining one', () => {
    // Berlin springs forward on 29 March 2026 and falls back on 25 October 2026.
    expect(countdownTo(toDay('2026-04-05'), at('2026-03-25T23:30:00Z'), BERLIN)).toEqual({
      kind: 'days',
      days: 10,
    });
    expect(countdownTo(toDay('2026-11-01'), at('2026-10-20T22:30:00Z'), BERLIN)).toEqual({
      kind: 'days',
      days: 11,
    });
    // New York springs forward on 8 March 2026: late on the 7th, the 9th is still two days off.
    expect(countdownTo(toDay('2026-03-09'), at('2026-03-08T04:59:00Z'), NEW_YORK)).toEqual({
      kind: 'days',
      days: 2,
    });
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31);
  });

  it('has real hours on a last day of 23 or 25 of them', () => {
    // Midnight starting 29 March in Berlin: 23 hours to the 30th, the clocks skip one.
    expect(countdownTo(toDay('2026-03-30'), at('2026-03-28T23:00:00Z'), BERLIN)).toEqual({
      kind: 'hours',
      hours: 23,
    });
    // Midnight starting 25 October: 25 hours to the 26th, the clocks repeat one.
    expect(countdownTo(toDay('2026-10-26'), at('2026-10-24T22:00:00Z'), BERLIN)).toEqual({
      kind: 'hours',
      hours: 25,
    });
    // The day of the change itself still turns at the next midnight.
    expect(countdownTo(toDay('2026-03-30'), at('2026-03-29T21:59:00Z'), BERLIN)).toEqual({
      kind: 'minutes',
      minutes: 1,
    });
    expect(countdownTo(toDay('2026-03-30'), at('2026-03-29T22:00:00Z'), BERLIN)).toEqual({ kind: 'today' });
  });

  it('counts to an event’s start on its last day', () => {
    const target = { day: '2026-06-14', start: at('2026-06-14T13:00:00Z') };
    expect(countdownTo(target, at('2026-06-13T09:00:00Z'), BERLIN)).toEqual({ kind: 'hours', hours: 28 });
    expect(countdownTo(target, at('2026-06-14T12:00:00Z'), BERLIN)).toEqual({ kind: 'today' });
  });

  it('writes the figure and its unit', () => {
    expect(countdownText({ kind: 'days', days: 12 })).toEqual({ figure: '12', unit: 'days' });
    expect(countdownText({ kind: 'hours', hours: 1 })).toEqual({ figure: '1', unit: 'hour' });
    expect(countdownText({ kind: 'minutes', minutes: 5 })).toEqual({ figure: '5', unit: 'minutes' });
    expect(countdownText({ kind: 'today' })).toEqual({ figure: 'Today!', unit: '' });
  });
});

describe("a calendar's next event", () => {
  const event = (
    id: string,
    calendarId: number,
    start: string,
    end: string,
    isAllDay = false,
  ): CalendarEvent => ({
    id,
    calendarId,
    title: id,
    start,
    end,
    isAllDay,
  });
  const events = [
    event('ended this morning', 1, '2026-06-10T06:00:00Z', '2026-06-10T07:00:00Z'),
    event('other calendar', 2, '2026-06-10T15:00:00Z', '2026-06-10T16:00:00Z'),
    event('camp (began yesterday)', 1, '2026-06-09', '2026-06-12', true),
    event('dentist tomorrow', 1, '2026-06-11T08:00:00Z', '2026-06-11T09:00:00Z'),
    event('holiday tomorrow', 1, '2026-06-11', '2026-06-12', true),
    event('lake', 1, '2026-06-20', '2026-06-21', true),
  ];
  const now = at('2026-06-10T10:00:00Z');

  it('is the soonest one from today on, all-day ones first on their day', () => {
    expect(nextEventOf(events, 1, now, BERLIN)?.id).toBe('holiday tomorrow');
    expect(nextEventOf(events, 2, now, BERLIN)?.id).toBe('other calendar');
    expect(nextEventOf(events, 3, now, BERLIN)).toBeNull();
  });

  it('counts one still to come today, but not one that has ended', () => {
    const later = [...events, event('piano at four', 1, '2026-06-10T14:00:00Z', '2026-06-10T15:00:00Z')];
    expect(nextEventOf(later, 1, now, BERLIN)?.id).toBe('piano at four');
    expect(nextEventOf(later, 1, at('2026-06-10T15:00:00Z'), BERLIN)?.id).toBe('holiday tomorrow');
  });
});
