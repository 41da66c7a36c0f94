import { describe, expect, it } from 'vitest';
import { type EventModel, referenceExpand } from '../../../test/support/calendar-reference';
import { record, rule, windowOf } from '../../../test/support/family-events';
import { addDays } from '../../common/calendar-days';
import { instantOfWallTime, startOfDayIn } from '../../common/zoned-time';
import type { FamilyEventRecord } from './family-events.repo';
import { familyOccurrences } from './occurrences';

const at = (day: string, hour: number, minute: number, zone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day: date, hour, minute, second: 0 }, zone).toISOString();
};

describe('the family calendar’s occurrences', () => {
  const NY = 'America/New_York';

  it('keeps a weekly event at 09:00 on New York’s clocks across both DST changes', () => {
    const swim = record({
      title: 'Swim',
      start: at('2026-02-23', 9, 0, NY),
      end: at('2026-02-23', 10, 0, NY),
      repeatConfig: rule({ freq: 'WEEKLY' }),
    });
    const spring = familyOccurrences([swim], windowOf('2026-03-01', '2026-03-22', NY), NY);
    // 14:00Z before 8 March (EST), 13:00Z after (EDT): the wall time stays 09:00.
    expect(spring.map((event) => event.start)).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-16T13:00:00.000Z',
    ]);
    expect(spring.every((event) => Date.parse(event.end) - Date.parse(event.start) === 3_600_000)).toBe(true);
    const autumn = familyOccurrences([swim], windowOf('2026-10-26', '2026-11-10', NY), NY);
    expect(autumn.map((event) => event.start)).toEqual([
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
    ]);
  });

  it('moves a time the spring change skips forward, and takes the first of a repeated one', () => {
    const late = record({
      start: at('2026-03-06', 2, 30, NY),
      end: at('2026-03-06', 3, 0, NY),
      repeatConfig: rule({ freq: 'DAILY' }),
    });
    const starts = familyOccurrences([late], windowOf('2026-03-07', '2026-03-10', NY), NY).map(
      (e) => e.start,
    );
    // 8 March has no 02:30: it happens at 03:30 EDT (07:30Z), as RFC 5545 reads such a time.
    expect(starts).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
    const repeated = record({
      start: at('2026-10-30', 1, 30, NY),
      end: at('2026-10-30', 2, 0, NY),
      repeatConfig: rule({ freq: 'DAILY' }),
    });
    const fall = familyOccurrences([repeated], windowOf('2026-11-01', '2026-11-02', NY), NY);
    expect(fall.map((e) => e.start)).toEqual(['2026-11-01T05:30:00.000Z']);
  });

  it('keeps all-day events on their days, ends a series on its last day, and leaves out taken-out ones', () => {
    const bins = record({
      title: 'Bins',
      allDay: true,
      start: '2026-03-05',
      end: '2026-03-06',
      repeatConfig: rule({ freq: 'WEEKLY', interval: 2 }),
      repeatUntil: '2026-04-30',
      excluded: ['2026-04-02'],
    });
    const shown = familyOccurrences([bins], windowOf('2026-03-01', '2026-06-01', NY), NY);
    expect(shown.map((e) => [e.start, e.end])).toEqual([
      ['2026-03-05', '2026-03-06'],
      ['2026-03-19', '2026-03-20'],
      ['2026-04-16', '2026-04-17'],
      ['2026-04-30', '2026-05-01'],
    ]);
    expect(shown[0]).toMatchObject({ calendarId: 0, familyEventId: bins.id, isAllDay: true });
  });

  it('shows a moved occurrence where it went, and not at its old time', () => {
    const series = record({
      uid: 'piano@luno',
      start: at('2026-03-03', 16, 0, NY),
      end: at('2026-03-03', 17, 0, NY),
      repeatConfig: rule({ freq: 'WEEKLY' }),
    });
    const moved = record({
      uid: 'piano@luno',
      recurrenceId: at('2026-03-10', 16, 0, NY),
      start: at('2026-03-11', 18, 0, NY),
      end: at('2026-03-11', 19, 0, NY),
    });
    const starts = familyOccurrences([series, moved], windowOf('2026-03-01', '2026-03-18', NY), NY).map(
      (e) => e.start,
    );
    expect(starts.sort()).toEqual([
      at('2026-03-03', 16, 0, NY),
      at('2026-03-11', 18, 0, NY),
      at('2026-03-17', 16, 0, NY),
    ]);
  });

  it('agrees with an independent expansion (rrule and Intl) across a year of DST changes in several zones', () => {
    for (const zone of [
      'America/New_York',
      'Europe/Berlin',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'America/Santiago',
    ]) {
      const events = [
        record({
          start: at('2026-01-05', 8, 15, zone),
          end: at('2026-01-05', 9, 0, zone),
          repeatConfig: rule({ freq: 'WEEKLY', byweekday: ['MO', 'TH'] }),
        }),
        record({
          start: at('2026-01-31', 2, 30, zone),
          end: at('2026-01-31', 4, 0, zone),
          repeatConfig: rule({ freq: 'MONTHLY', bymonthday: 31 }),
        }),
        record({
          start: at('2026-01-27', 23, 30, zone),
          end: at('2026-01-28', 1, 0, zone),
          repeatConfig: rule({ freq: 'MONTHLY', bysetpos: -1, byweekdayForMonthlyNth: 'TU' }),
        }),
        record({
          allDay: true,
          start: '2026-01-01',
          end: '2026-01-03',
          repeatConfig: rule({ freq: 'DAILY', interval: 3 }),
          repeatUntil: '2026-10-31',
        }),
      ];
      const window = windowOf('2026-01-01', '2027-01-01', zone);
      const ours = familyOccurrences(events, window, zone)
        .map((e) => `${e.title} ${e.start} ${e.end}`)
        .sort();
      const models: EventModel[] = events.map((event) => modelOf(event, zone));
      const reference = referenceExpand(models, {
        from: new Date(window.fromInstant),
        to: new Date(window.toInstant),
        timeZone: zone,
      })
        .map((e) => `${e.title} ${e.start} ${e.end}`)
        .sort();
      expect(ours, zone).toEqual(reference);
      expect(ours.length).toBeGreaterThan(200);
      // Years on, with every rule's rhythm (every 2 weeks, every 2 months, every 3 days) kept.
      const spaced = [
        record({
          start: at('2025-01-06', 7, 45, zone),
          end: at('2025-01-06', 8, 15, zone),
          repeatConfig: rule({ freq: 'WEEKLY', interval: 2, byweekday: ['MO', 'FR'] }),
        }),
        record({
          start: at('2025-01-08', 18, 0, zone),
          end: at('2025-01-08', 19, 0, zone),
          repeatConfig: rule({ freq: 'WEEKLY', interval: 3 }),
        }),
        record({
          start: at('2024-11-30', 10, 0, zone),
          end: at('2024-11-30', 11, 0, zone),
          repeatConfig: rule({ freq: 'MONTHLY', interval: 2, bymonthday: 30 }),
        }),
        record({
          start: at('2024-02-29', 12, 0, zone),
          end: at('2024-02-29', 13, 0, zone),
          repeatConfig: rule({ freq: 'YEARLY', bymonth: 2, bymonthday: 29 }),
        }),
        record({
          allDay: true,
          start: '2025-03-03',
          end: '2025-03-04',
          repeatConfig: rule({ freq: 'DAILY', interval: 3 }),
        }),
      ];
      const later = windowOf('2027-12-01', '2028-06-01', zone);
      const spacedOurs = familyOccurrences(spaced, later, zone)
        .map((e) => `${e.title} ${e.start} ${e.end}`)
        .sort();
      const spacedReference = referenceExpand(
        spaced.map((event) => modelOf(event, zone)),
        { from: new Date(later.fromInstant), to: new Date(later.toInstant), timeZone: zone },
      )
        .map((e) => `${e.title} ${e.start} ${e.end}`)
        .sort();
      expect(spacedOurs, zone).toEqual(spacedReference);
      expect(spacedOurs.length).toBeGreaterThan(60);
    }
  });
});

const DAY_MS = 86_400_000;
const WEEKDAY_INDEX = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 } as const;

/** The same event described for the reference: wall times, its rule by RFC 5545's parts. */
function modelOf(event: FamilyEventRecord, zone: string): EventModel {
  const config = event.repeatConfig!;
  const wall = (instant: string) => {
    const local = new Date(instant);
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(local);
    const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour') % 24, n('minute'));
  };
  const start = event.allDay ? Date.parse(`${event.start}T00:00:00Z`) : wall(event.start);
  const byDay: [number, number][] | undefined =
    config.freq === 'WEEKLY' && config.byweekday.length > 0
      ? config.byweekday.map((day) => [WEEKDAY_INDEX[day], 0])
      : config.byweekdayForMonthlyNth
        ? [[WEEKDAY_INDEX[config.byweekdayForMonthlyNth], config.bysetpos!]]
        : undefined;
  return {
    uid: event.uid,
    title: event.title,
    allDay: event.allDay,
    zone: event.allDay ? null : zone,
    start,
    lengthDays: event.allDay ? Math.round((Date.parse(event.end) - Date.parse(event.start)) / DAY_MS) : 0,
    lengthMs: event.allDay ? 0 : Date.parse(event.end) - Date.parse(event.start),
    rule: {
      freq: config.freq as 'DAILY',
      interval: config.interval,
      ...(byDay ? { byDay } : {}),
      ...((config.freq === 'MONTHLY' || config.freq === 'YEARLY') && config.bymonthday
        ? { byMonthDay: [config.bymonthday] }
        : {}),
      ...(config.freq === 'YEARLY' && config.bymonth ? { byMonth: [config.bymonth] } : {}),
      ...(event.repeatUntil
        ? {
            until: event.allDay
              ? Date.parse(`${event.repeatUntil}T00:00:00Z`)
              : startOfDayIn(addDays(event.repeatUntil, 1), zone).getTime() - 1,
          }
        : {}),
    },
    exdates: [],
    rdates: [],
    overrides: [],
    cancelled: false,
  };
}
