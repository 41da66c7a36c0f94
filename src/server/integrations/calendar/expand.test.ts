import { describe, expect, it } from 'vitest';
import { wallTimeAt } from '../../../common/zoned-time';
import { CalendarParseError, expandCalendar, ianaZoneOf } from './expand';

/** A VCALENDAR around some VEVENT (or VTIMEZONE) lines, CRLF as RFC 5545 writes it. */
function calendar(...components: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...components.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function event(...lines: string[]): string[] {
  return ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'];
}

const window = (from: string, to: string, timeZone = 'Europe/Berlin') => ({
  from: new Date(from),
  to: new Date(to),
  timeZone,
});

const localHour = (iso: string, zone: string) => {
  const wall = wallTimeAt(new Date(iso), zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')} ${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
};

describe('expandCalendar: recurrence', () => {
  it('keeps a weekly event at the same local hour across a DST change (instants move by an hour)', () => {
    const ics = calendar(
      event(
        'UID:swim',
        'SUMMARY:Swimming',
        'DTSTART;TZID=America/New_York:20261022T170000',
        'DTEND;TZID=America/New_York:20261022T180000',
        'RRULE:FREQ=WEEKLY',
      ),
    );
    const found = expandCalendar(
      ics,
      window('2026-10-20T00:00:00Z', '2026-11-14T00:00:00Z', 'America/New_York'),
    );
    expect(found.map((o) => localHour(o.start, 'America/New_York'))).toEqual([
      '2026-10-22 17:00',
      '2026-10-29 17:00',
      '2026-11-05 17:00',
      '2026-11-12 17:00',
    ]);
    // EDT (UTC−4) before 1 November, EST (UTC−5) after.
    expect(found[1]!.start).toBe('2026-10-29T21:00:00.000Z');
    expect(found[2]!.start).toBe('2026-11-05T22:00:00.000Z');
    expect(found[2]!.end).toBe('2026-11-05T23:00:00.000Z');
  });

  it('keeps the local hour when the feed carries its own VTIMEZONE, as Google and Apple exports do', () => {
    const ics = calendar(
      [
        'BEGIN:VTIMEZONE',
        'TZID:America/New_York',
        'BEGIN:DAYLIGHT',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'TZNAME:EDT',
        'DTSTART:19700308T020000',
        'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
        'END:DAYLIGHT',
        'BEGIN:STANDARD',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'TZNAME:EST',
        'DTSTART:19701101T020000',
        'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
        'END:STANDARD',
        'END:VTIMEZONE',
      ],
      event(
        'UID:swim2',
        'SUMMARY:Swimming',
        'DTSTART;TZID=America/New_York:20261029T170000',
        'DTEND;TZID=America/New_York:20261029T180000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    );
    const found = expandCalendar(
      ics,
      window('2026-10-20T00:00:00Z', '2026-11-14T00:00:00Z', 'Europe/London'),
    );
    expect(found.map((o) => o.start)).toEqual(['2026-10-29T21:00:00.000Z', '2026-11-05T22:00:00.000Z']);
  });

  it('a series that began years before a DST rule change still lands on its local hour now', () => {
    const ics = calendar(
      event(
        'UID:old',
        'SUMMARY:Choir',
        'DTSTART;TZID=Europe/Berlin:20150105T193000',
        'DURATION:PT2H',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
      ),
    );
    const found = expandCalendar(ics, window('2026-03-23T00:00:00Z', '2026-04-06T00:00:00Z'));
    expect(found.map((o) => localHour(o.start, 'Europe/Berlin'))).toEqual([
      '2026-03-23 19:30',
      '2026-03-30 19:30',
    ]);
    expect(found.map((o) => o.start)).toEqual(['2026-03-23T18:30:00.000Z', '2026-03-30T17:30:00.000Z']);
  });

  it('honours COUNT and UNTIL', () => {
    const ics = calendar(
      event(
        'UID:count',
        'SUMMARY:Count',
        'DTSTART:20261102T090000Z',
        'DTEND:20261102T100000Z',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
      event(
        'UID:until',
        'SUMMARY:Until',
        'DTSTART:20261102T120000Z',
        'DTEND:20261102T130000Z',
        'RRULE:FREQ=DAILY;UNTIL=20261104T120000Z',
      ),
    );
    const found = expandCalendar(ics, window('2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z', 'UTC'));
    expect(found.filter((o) => o.uid === 'count').map((o) => o.start.slice(0, 10))).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
    // UNTIL is inclusive (RFC 5545 §3.3.10).
    expect(found.filter((o) => o.uid === 'until').map((o) => o.start.slice(0, 10))).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
  });

  it('leaves out EXDATEs, given on one line or several, in the series zone or in UTC', () => {
    const ics = calendar(
      event(
        'UID:ex',
        'SUMMARY:Piano',
        'DTSTART;TZID=Europe/Berlin:20261102T160000',
        'DTEND;TZID=Europe/Berlin:20261102T170000',
        'RRULE:FREQ=DAILY;COUNT=6',
        'EXDATE;TZID=Europe/Berlin:20261103T160000,20261104T160000',
        'EXDATE:20261106T150000Z',
      ),
    );
    const found = expandCalendar(ics, window('2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z'));
    expect(found.map((o) => localHour(o.start, 'Europe/Berlin'))).toEqual([
      '2026-11-02 16:00',
      '2026-11-05 16:00',
      '2026-11-07 16:00',
    ]);
  });

  it('applies RECURRENCE-ID overrides: a moved and renamed occurrence, and a cancelled one', () => {
    const ics = calendar(
      event(
        'UID:lesson',
        'SUMMARY:Lesson',
        'DTSTART;TZID=Europe/Berlin:20261102T160000',
        'DTEND;TZID=Europe/Berlin:20261102T170000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
      ),
      event(
        'UID:lesson',
        'RECURRENCE-ID;TZID=Europe/Berlin:20261109T160000',
        'SUMMARY:Lesson (moved)',
        'DTSTART;TZID=Europe/Berlin:20261110T180000',
        'DTEND;TZID=Europe/Berlin:20261110T190000',
      ),
      event(
        'UID:lesson',
        'RECURRENCE-ID:20261116T150000Z',
        'STATUS:CANCELLED',
        'SUMMARY:Lesson',
        'DTSTART;TZID=Europe/Berlin:20261116T160000',
        'DTEND;TZID=Europe/Berlin:20261116T170000',
      ),
    );
    const found = expandCalendar(ics, window('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'));
    expect(found.map((o) => [localHour(o.start, 'Europe/Berlin'), o.title])).toEqual([
      ['2026-11-02 16:00', 'Lesson'],
      ['2026-11-10 18:00', 'Lesson (moved)'],
      ['2026-11-23 16:00', 'Lesson'],
    ]);
    expect(new Set(found.map((o) => o.key)).size).toBe(3);
  });

  it('an occurrence moved into the window from outside it is shown; one moved out is not', () => {
    const ics = calendar(
      event(
        'UID:m',
        'SUMMARY:Club',
        'DTSTART:20261101T100000Z',
        'DTEND:20261101T110000Z',
        'RRULE:FREQ=WEEKLY;COUNT=3',
      ),
      event(
        'UID:m',
        'RECURRENCE-ID:20261115T100000Z',
        'SUMMARY:Club',
        'DTSTART:20261105T100000Z',
        'DTEND:20261105T110000Z',
      ),
      event(
        'UID:m',
        'RECURRENCE-ID:20261108T100000Z',
        'SUMMARY:Club',
        'DTSTART:20261220T100000Z',
        'DTEND:20261220T110000Z',
      ),
    );
    const found = expandCalendar(ics, window('2026-11-03T00:00:00Z', '2026-11-20T00:00:00Z', 'UTC'));
    expect(found.map((o) => o.start)).toEqual(['2026-11-05T10:00:00.000Z']);
  });

  it('leaves out a cancelled event', () => {
    const ics = calendar(
      event('UID:c', 'STATUS:CANCELLED', 'SUMMARY:Off', 'DTSTART:20261102T100000Z', 'DTEND:20261102T110000Z'),
    );
    expect(expandCalendar(ics, window('2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z', 'UTC'))).toEqual([]);
  });

  it('stops a series that never ends in time, and a hostile one at a bound', () => {
    const ics = calendar(event('UID:s', 'SUMMARY:Tick', 'DTSTART:20000101T000000Z', 'RRULE:FREQ=SECONDLY'));
    const started = Date.now();
    const found = expandCalendar(ics, window('2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z', 'UTC'));
    expect(found).toEqual([]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('expandCalendar: all-day events', () => {
  const ics = calendar(
    event('UID:d1', 'SUMMARY:Holiday', 'DTSTART;VALUE=DATE:20261124', 'DTEND;VALUE=DATE:20261125'),
    event('UID:d2', 'SUMMARY:Trip', 'DTSTART;VALUE=DATE:20261126', 'DTEND;VALUE=DATE:20261129'),
    event('UID:d3', 'SUMMARY:No end', 'DTSTART;VALUE=DATE:20261127'),
  );

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', 'America/Los_Angeles', 'Asia/Kolkata'])(
    'are the same days in %s, DTEND exclusive, multi-day kept whole',
    (zone) => {
      // The family's days 24–30 November, in its own zone.
      const from = new Date(`2026-11-24T00:00:00Z`);
      const found = expandCalendar(ics, {
        from: new Date(from.getTime() - 14 * 3_600_000),
        to: new Date(from.getTime() + 7 * 86_400_000),
        timeZone: zone,
      });
      expect(found.map((o) => [o.title, o.start, o.end, o.isAllDay])).toEqual([
        ['Holiday', '2026-11-24', '2026-11-25', true],
        ['Trip', '2026-11-26', '2026-11-29', true],
        ['No end', '2026-11-27', '2026-11-28', true],
      ]);
    },
  );

  it('repeat yearly as dates (a birthday)', () => {
    const birthday = calendar(
      event(
        'UID:b',
        'SUMMARY:Mia’s birthday',
        'DTSTART;VALUE=DATE:20190229',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1',
      ),
    );
    const found = expandCalendar(birthday, window('2028-01-01T00:00:00Z', '2028-12-31T00:00:00Z', 'UTC'));
    expect(found.map((o) => [o.start, o.end])).toEqual([['2028-02-29', '2028-03-01']]);
  });

  it('a multi-day event that began before the window is still shown', () => {
    const found = expandCalendar(ics, window('2026-11-27T12:00:00Z', '2026-11-30T00:00:00Z', 'UTC'));
    expect(found.map((o) => o.title)).toEqual(['Trip', 'No end']);
  });
});

describe('expandCalendar: zones', () => {
  it('reads Windows zone names from Outlook and Exchange', () => {
    const ics = calendar(
      event(
        'UID:w',
        'SUMMARY:Standup',
        'DTSTART;TZID=Pacific Standard Time:20261124T090000',
        'DTEND;TZID=Pacific Standard Time:20261124T093000',
      ),
    );
    const [found] = expandCalendar(
      ics,
      window('2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z', 'Europe/Berlin'),
    );
    expect(found?.start).toBe('2026-11-24T17:00:00.000Z');
    expect(ianaZoneOf('W. Europe Standard Time')).toBe('Europe/Berlin');
    expect(ianaZoneOf('/mozilla.org/20050126_1/America/Argentina/Buenos_Aires')).toBe(
      'America/Argentina/Buenos_Aires',
    );
    expect(ianaZoneOf('"Europe/Paris"')).toBe('Europe/Paris');
    expect(ianaZoneOf('Not a zone')).toBeNull();
  });

  it('reads a TZID the runtime does not know by the feed’s own VTIMEZONE', () => {
    const ics = calendar(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Custom Office Time',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+0530',
        'TZOFFSETTO:+0530',
        'END:STANDARD',
        'END:VTIMEZONE',
      ],
      event(
        'UID:v',
        'SUMMARY:Call',
        'DTSTART;TZID=Custom Office Time:20261124T100000',
        'DTEND;TZID=Custom Office Time:20261124T110000',
      ),
    );
    const [found] = expandCalendar(ics, window('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z', 'UTC'));
    expect(found?.start).toBe('2026-11-24T04:30:00.000Z');
  });

  it('reads floating times in the family’s zone, UTC times as instants', () => {
    const ics = calendar(
      event('UID:f', 'SUMMARY:Floating', 'DTSTART:20261124T080000', 'DTEND:20261124T090000'),
      event('UID:u', 'SUMMARY:Utc', 'DTSTART:20261124T080000Z', 'DTEND:20261124T090000Z'),
    );
    const found = expandCalendar(ics, window('2026-11-23T00:00:00Z', '2026-11-26T00:00:00Z', 'Asia/Tokyo'));
    expect(Object.fromEntries(found.map((o) => [o.title, o.start]))).toEqual({
      Floating: '2026-11-23T23:00:00.000Z',
      Utc: '2026-11-24T08:00:00.000Z',
    });
  });
});

const NEW_YORK_VTIMEZONE = (tzid: string) => [
  'BEGIN:VTIMEZONE',
  `TZID:${tzid}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

describe('expandCalendar: every way a feed names a zone, on every property', () => {
  const spellings: [string, string, boolean][] = [
    ['an IANA name without its VTIMEZONE', 'America/New_York', false],
    ['an IANA name with its VTIMEZONE', 'America/New_York', true],
    ['a Windows name', 'Eastern Standard Time', false],
    ['a Windows name with a VTIMEZONE', 'Eastern Standard Time', true],
    ['a prefixed name', '/mozilla.org/20050126_1/America/New_York', false],
    ['a prefixed name with a VTIMEZONE', '/citadel.org/20190914_1/America/New_York', true],
    ['a display name', '"(UTC-05:00) Eastern Time"', false],
    ['a display name with its cities', '"(UTC-05:00) Eastern Time (US & Canada)"', true],
    ['a name only its VTIMEZONE defines', 'Club House Time', true],
  ];

  it.each(spellings)('%s (%s)', (_, tzid, withVtimezone) => {
    const zone = tzid.replace(/^"|"$/g, '');
    // A weekly 16:00 across the November change: EDT (UTC−4) until 1 November, EST (UTC−5) after.
    const ics = calendar(
      withVtimezone ? NEW_YORK_VTIMEZONE(zone) : [],
      event(
        'UID:practice',
        'SUMMARY:Practice',
        `DTSTART;TZID=${tzid}:20261022T160000`,
        `DTEND;TZID=${tzid}:20261022T173000`,
        'RRULE:FREQ=WEEKLY;UNTIL=20261127T000000Z',
        `EXDATE;TZID=${tzid}:20261029T160000`,
        `RDATE;TZID=${tzid}:20261121T100000`,
      ),
      event(
        'UID:practice',
        `RECURRENCE-ID;TZID=${tzid}:20261112T160000`,
        'SUMMARY:Practice (late)',
        `DTSTART;TZID=${tzid}:20261112T190000`,
        `DTEND;TZID=${tzid}:20261112T200000`,
      ),
    );
    const found = expandCalendar(ics, window('2026-10-01T00:00:00Z', '2026-12-31T00:00:00Z', 'UTC'));
    expect(found.map((o) => [o.start, o.end, o.title])).toEqual([
      ['2026-10-22T20:00:00.000Z', '2026-10-22T21:30:00.000Z', 'Practice'],
      ['2026-11-05T21:00:00.000Z', '2026-11-05T22:30:00.000Z', 'Practice'],
      ['2026-11-13T00:00:00.000Z', '2026-11-13T01:00:00.000Z', 'Practice (late)'],
      ['2026-11-19T21:00:00.000Z', '2026-11-19T22:30:00.000Z', 'Practice'],
      ['2026-11-21T15:00:00.000Z', '2026-11-21T16:30:00.000Z', 'Practice'],
      ['2026-11-26T21:00:00.000Z', '2026-11-26T22:30:00.000Z', 'Practice'],
    ]);
  });

  it.each(['Club House Time', 'America/New_York'])(
    'reads a time the clocks skip or repeat the same way, by a VTIMEZONE or the runtime (%s)',
    (tzid) => {
      const at = (day: string) => `DTSTART;TZID=${tzid}:${day}`;
      const ics = calendar(
        NEW_YORK_VTIMEZONE('Club House Time'),
        event('UID:skipped', 'SUMMARY:Skipped', at('20260308T023000')),
        event('UID:repeated', 'SUMMARY:Repeated', at('20261101T013000')),
      );
      const found = expandCalendar(ics, window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', 'UTC'));
      // RFC 5545 §3.3.5: 02:30 does not happen, so it is read with the offset from before (EST);
      // 01:30 happens twice, and the first (EDT) is meant.
      expect(found.map((o) => [o.title, o.start])).toEqual([
        ['Skipped', '2026-03-08T07:30:00.000Z'],
        ['Repeated', '2026-11-01T05:30:00.000Z'],
      ]);
    },
  );

  it('places a weekly New York 4:00 PM at 9:00 PM for a family on UTC, one-offs and series alike', () => {
    const ics = calendar(
      event(
        'UID:weekly',
        'SUMMARY:Club',
        'DTSTART;TZID=America/New_York:20261203T160000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
      event('UID:once', 'SUMMARY:Match', 'DTSTART;TZID=America/New_York:20261204T160000'),
    );
    const found = expandCalendar(ics, window('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z', 'UTC'));
    expect(found.map((o) => [o.title, o.start])).toEqual([
      ['Club', '2026-12-03T21:00:00.000Z'],
      ['Match', '2026-12-04T21:00:00.000Z'],
      ['Club', '2026-12-10T21:00:00.000Z'],
    ]);
  });

  it('reads exceptions and exclusions written in UTC against a zoned series', () => {
    const ics = calendar(
      event(
        'UID:s',
        'SUMMARY:Swim',
        'DTSTART;TZID=Europe/Berlin:20260323T180000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        // 30 March is in summer time: 18:00 in Berlin is 16:00 UTC.
        'EXDATE:20260330T160000Z',
      ),
      event('UID:s', 'RECURRENCE-ID:20260406T160000Z', 'SUMMARY:Swim (moved)', 'DTSTART:20260407T160000Z'),
    );
    const found = expandCalendar(ics, window('2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z', 'UTC'));
    expect(found.map((o) => [o.title, o.start])).toEqual([
      ['Swim', '2026-03-23T17:00:00.000Z'],
      ['Swim (moved)', '2026-04-07T16:00:00.000Z'],
    ]);
  });

  it('reads a bare-date EXDATE or RDATE in a timed series as that day of the series', () => {
    const ics = calendar(
      event(
        'UID:d',
        'SUMMARY:Piano',
        'DTSTART;TZID=Australia/Sydney:20260105T170000',
        'RRULE:FREQ=DAILY;COUNT=3',
        'EXDATE;VALUE=DATE:20260106',
        'RDATE;VALUE=DATE:20260110',
      ),
    );
    const found = expandCalendar(ics, window('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', 'UTC'));
    // 17:00 in Sydney's summer (UTC+11).
    expect(found.map((o) => o.start)).toEqual([
      '2026-01-05T06:00:00.000Z',
      '2026-01-07T06:00:00.000Z',
      '2026-01-10T06:00:00.000Z',
    ]);
  });

  it('keeps an exception with its own series when another series has the same times', () => {
    const series = (uid: string) =>
      event(
        `UID:${uid}`,
        `SUMMARY:${uid}`,
        'DTSTART;TZID=Asia/Kolkata:20260105T090000',
        'RRULE:FREQ=DAILY;COUNT=3',
      );
    const ics = calendar(
      series('a'),
      series('b'),
      event(
        'UID:a',
        'RECURRENCE-ID;TZID=Asia/Kolkata:20260106T090000',
        'STATUS:CANCELLED',
        'DTSTART;TZID=Asia/Kolkata:20260106T090000',
      ),
    );
    const found = expandCalendar(ics, window('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', 'UTC'));
    expect(found.filter((o) => o.uid === 'a')).toHaveLength(2);
    expect(found.filter((o) => o.uid === 'b')).toHaveLength(3);
  });
});

describe('expandCalendar: dates written without VALUE=DATE', () => {
  it('reads them as dates, as other calendar readers do (a public-holiday feed)', () => {
    const ics = calendar(
      event('UID:neujahr', 'SUMMARY:Neujahr', 'DTSTART:20190101', 'DTEND:20190102', 'RRULE:FREQ=YEARLY'),
      event(
        'UID:einheit',
        'SUMMARY:Tag der Deutschen Einheit',
        'DTSTART:20191003',
        'RRULE:FREQ=YEARLY',
        'EXDATE:20271003',
      ),
      event('UID:fest', 'SUMMARY:Stadtfest', 'DTSTART:20190914', 'RRULE:FREQ=YEARLY'),
      event(
        'UID:fest',
        'RECURRENCE-ID:20260914',
        'SUMMARY:Stadtfest (verlegt)',
        'DTSTART:20260919',
        'DTEND:20260921',
      ),
    );
    const found = expandCalendar(
      ics,
      window('2026-09-01T00:00:00Z', '2028-01-02T00:00:00Z', 'Europe/Berlin'),
    );
    expect(found.map((o) => [o.title, o.start, o.end, o.isAllDay])).toEqual([
      ['Stadtfest (verlegt)', '2026-09-19', '2026-09-21', true],
      ['Tag der Deutschen Einheit', '2026-10-03', '2026-10-04', true],
      ['Neujahr', '2027-01-01', '2027-01-02', true],
      ['Stadtfest', '2027-09-14', '2027-09-15', true],
      ['Neujahr', '2028-01-01', '2028-01-02', true],
    ]);
  });

  it('refuses an event it cannot read with the reason, as a calendar error the family sees', () => {
    const at = window('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z', 'UTC');
    const broken = calendar(event('UID:bad', 'SUMMARY:Bad', 'DTSTART:2019-13-45'));
    expect(() => expandCalendar(broken, at)).toThrow(/^The calendar has an event Luno cannot read \(bad: /);
    const badRule = calendar(event('UID:r', 'DTSTART:20261124T100000Z', 'RRULE:FREQ=SOMETIMES'));
    expect(() => expandCalendar(badRule, at)).toThrow(
      /^The calendar could not be read \(invalid frequency "SOMETIMES"/,
    );
    expect(() => expandCalendar(badRule, at)).toThrow(CalendarParseError);
  });
});

describe('expandCalendar: text', () => {
  it('unescapes text, unfolds long lines and accepts LF line ends', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:t',
      'SUMMARY:Parents\\, teachers\\; and a very long title that a calendar folds acr',
      ' oss two lines',
      'DTSTART:20261124T080000Z',
      'DTEND:20261124T090000Z',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    const [found] = expandCalendar(ics, window('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z', 'UTC'));
    expect(found?.title).toBe(
      'Parents, teachers; and a very long title that a calendar folds across two lines',
    );
  });

  it('names an event without a title, and reads several calendars (CalDAV objects) at once', () => {
    const a = calendar(event('UID:a', 'DTSTART:20261124T080000Z', 'DTEND:20261124T090000Z'));
    const b = calendar(event('UID:b', 'SUMMARY:B', 'DTSTART:20261124T070000Z', 'DTEND:20261124T080000Z'));
    const found = expandCalendar([a, b], window('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z', 'UTC'));
    expect(found.map((o) => o.title)).toEqual(['B', 'Untitled event']);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['JSON', '{"events":[]}'],
    ['nothing', ''],
    ['a broken file', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:not-a-date\r\n'],
  ])('refuses %s with words a family can read', (_, text) => {
    expect(() => expandCalendar(text, window('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z', 'UTC'))).toThrow(
      CalendarParseError,
    );
  });
});
