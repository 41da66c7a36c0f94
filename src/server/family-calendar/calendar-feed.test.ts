import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { record, rule, windowOf } from '../../../test/support/family-events';
import { instantOfWallTime, wallTimeAt } from '../../common/zoned-time';
import { expandCalendar } from '../integrations/calendar/expand';
import { writeCalendarFeed } from './calendar-feed';
import type { FamilyEventRecord } from './family-events.repo';
import { vtimezoneLines } from './ics-writer';
import { familyOccurrences } from './occurrences';

type Line = string;
const line = (title: string, start: string, end: string): Line => `${start} → ${end}  ${title}`;

const registered: string[] = [];
afterEach(() => {
  for (const name of registered.splice(0)) ICAL.TimezoneService.remove(name);
});

/** Every occurrence ical.js finds in the feed in [from, to), reading times by the feed's own VTIMEZONE. */
function icalJsExpand(text: string, from: Date, to: Date): Line[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as never);
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(zone);
    registered.push(zone.tzid);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  const out: Line[] = [];
  for (const vevent of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(vevent);
    for (const exception of vevents.filter(
      (v) => v.hasProperty('recurrence-id') && v.getFirstPropertyValue('uid') === event.uid,
    )) {
      event.relateException(exception);
    }
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const { startDate, endDate } = details;
      if (startDate.isDate) {
        const day = (time: typeof startDate) =>
          `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
        if (Date.UTC(startDate.year, startDate.month - 1, startDate.day) >= to.getTime() + 86_400_000) break;
        const [start, end] = [day(startDate), day(endDate)];
        if (start < windowDays.to && end > windowDays.from) out.push(line(details.item.summary, start, end));
        continue;
      }
      const start = startDate.toJSDate();
      if (start.getTime() >= to.getTime() + 86_400_000) break;
      const end = endDate.toJSDate();
      if (start < to && end > from)
        out.push(line(details.item.summary, start.toISOString(), end.toISOString()));
    }
  }
  return out.sort();
}

let windowDays = { from: '', to: '' };

function ours(events: FamilyEventRecord[], fromDay: string, toDay: string, zone: string): Line[] {
  return familyOccurrences(events, windowOf(fromDay, toDay, zone), zone)
    .map((event) => line(event.title, event.start, event.end))
    .sort();
}

/** A wall time's instant; one a spring change skips is moved forward, as the app does. */
const at = (day: string, hour: number, minute: number, zone: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day: date, hour, minute, second: 0 }, zone).toISOString();
};

function familyCalendar(zone: string): FamilyEventRecord[] {
  return [
    record({
      uid: 'swim@luno',
      title: 'Swimming, lane 3; bring goggles',
      start: at('2026-01-06', 17, 0, zone),
      end: at('2026-01-06', 18, 0, zone),
      repeatConfig: rule({ freq: 'WEEKLY', byweekday: ['TU', 'TH'] }),
      repeatUntil: '2026-12-10',
      excluded: [at('2026-03-12', 17, 0, zone), at('2026-10-27', 17, 0, zone)],
      notes: 'Pool on Main St.\nLocker 12',
    }),
    record({
      uid: 'swim@luno',
      recurrenceId: at('2026-04-07', 17, 0, zone),
      title: 'Swimming, lane 3; bring goggles',
      start: at('2026-04-08', 9, 30, zone),
      end: at('2026-04-08', 10, 30, zone),
    }),
    record({
      title: 'Book club 📚',
      start: at('2026-01-27', 19, 30, zone),
      end: at('2026-01-27', 21, 0, zone),
      repeatConfig: rule({ freq: 'MONTHLY', bysetpos: -1, byweekdayForMonthlyNth: 'TU' }),
    }),
    record({
      title: 'Bins out',
      allDay: true,
      start: '2026-01-02',
      end: '2026-01-03',
      repeatConfig: rule({ freq: 'WEEKLY', interval: 2 }),
      excluded: ['2026-07-03'],
    }),
    record({ title: 'Holiday', allDay: true, start: '2026-07-20', end: '2026-08-01' }),
    record({ title: 'Dentist', start: at('2026-03-29', 2, 30, zone), end: at('2026-03-29', 3, 45, zone) }),
    record({
      title: 'Grandma’s birthday',
      allDay: true,
      start: '2026-02-28',
      end: '2026-03-01',
      repeatConfig: rule({ freq: 'YEARLY', bymonth: 2, bymonthday: 28 }),
    }),
  ];
}

describe('the family’s iCal feed', () => {
  const zones = [
    'America/New_York',
    'Europe/Berlin',
    'Australia/Lord_Howe',
    'America/Santiago',
    'Asia/Kolkata',
  ];

  it.each(zones)(
    'round-trips through ical.js, which reads its times by the feed’s own VTIMEZONE (%s)',
    (zone) => {
      const events = familyCalendar(zone);
      const text = writeCalendarFeed({
        familyName: 'The Millers',
        timeZone: zone,
        events,
        chores: [],
        now: new Date('2026-02-01T12:00:00Z'),
      });
      const fromDay = '2026-01-01';
      const toDay = '2027-01-01';
      windowDays = { from: fromDay, to: toDay };
      const window = windowOf(fromDay, toDay, zone);
      const expected = ours(events, fromDay, toDay, zone);
      expect(expected.length).toBeGreaterThan(100);
      expect(icalJsExpand(text, new Date(window.fromInstant), new Date(window.toInstant))).toEqual(expected);
    },
  );

  it.each(zones)('round-trips through Luno’s own feed reader (%s)', (zone) => {
    const events = familyCalendar(zone);
    const text = writeCalendarFeed({
      familyName: 'The Millers',
      timeZone: zone,
      events,
      chores: [],
      now: new Date('2026-02-01T12:00:00Z'),
    });
    const window = windowOf('2026-01-01', '2027-01-01', zone);
    const read = expandCalendar(text, {
      from: new Date(window.fromInstant),
      to: new Date(window.toInstant),
      timeZone: zone,
    })
      .map((event) => line(event.title, event.start, event.end))
      .sort();
    expect(read).toEqual(ours(events, '2026-01-01', '2027-01-01', zone));
  });

  it('keeps text as written: escaped, folded at 75 octets without cutting a character', () => {
    const title = `Bake sale; cakes, pies \\ and “more” — ${'🎂'.repeat(30)}`;
    const text = writeCalendarFeed({
      familyName: 'The Ünal family',
      timeZone: 'Europe/Berlin',
      events: [
        record({
          title,
          notes: 'Line one\nLine two, with a comma',
          allDay: true,
          start: '2026-05-01',
          end: '2026-05-02',
        }),
      ],
      chores: [],
      now: new Date(),
    });
    for (const physical of text.split('\r\n'))
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text) as never);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('The Ünal family');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(title);
    expect(event.getFirstPropertyValue('description')).toBe('Line one\nLine two, with a comma');
  });

  it('describes each zone so that ical.js places every wall time of three years where the runtime does', () => {
    for (const zone of zones) {
      const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(zone, 2025, 2027), 'END:VCALENDAR'].join('\r\n');
      const tz = new ICAL.Timezone(
        new ICAL.Component(ICAL.parse(text) as never).getFirstSubcomponent('vtimezone')!,
      );
      let checked = 0;
      const wrong: string[] = [];
      // A quarter past every fifth hour of the zone's clocks (each hour of the day in turn); a time a
      // change skips or repeats has no one answer.
      for (let wallMs = Date.UTC(2025, 0, 1, 0, 15); wallMs < Date.UTC(2028, 0, 1); wallMs += 5 * 3_600_000) {
        const date = new Date(wallMs);
        const wall = {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: date.getUTCHours(),
          minute: 15,
          second: 0,
        };
        const instant = instantOfWallTime(wall, zone).getTime();
        const shows = (at: number) => {
          const seen = wallTimeAt(new Date(at), zone);
          return seen.day === wall.day && seen.hour === wall.hour && seen.minute === wall.minute;
        };
        const exists = shows(instant);
        const once = !shows(instant + 3_600_000) && !shows(instant + 1_800_000);
        if (!exists || !once) continue;
        const local = new ICAL.Time({ ...wall, isDate: false }, tz);
        if (local.toUnixTime() * 1000 !== instant) wrong.push(`${zone} ${date.toISOString().slice(0, 16)}`);
        checked++;
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(5_000);
    }
  });
});
