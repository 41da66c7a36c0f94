import { describe, expect, it } from 'vitest';
import { nextScheduleChange, type ScheduleWindow, scheduledBoardAt, WEEKDAYS } from './display-schedule';
import { describeDays, describeHours, findOverlap, WEEKEND, WORKDAYS } from './display-schedule-words';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const MORNING = 1;
const EVENING = 2;
const PHOTOS = 3;
const WEEKEND_BOARD = 4;

function window(screenId: number, days: readonly (typeof WEEKDAYS)[number][], from: string, until: string) {
  return { screenId, days: [...days], from, until } satisfies ScheduleWindow;
}

/** The board shown at an instant, or null outside every window. */
const shown = (windows: ScheduleWindow[], instant: string, zone = NEW_YORK) =>
  scheduledBoardAt(windows, at(instant), zone)?.screenId ?? null;

describe('boards by time of day', () => {
  const morning = window(MORNING, WORKDAYS, '06:00', '09:00');

  it('shows a weekday window on weekdays only, from its first minute to before its last', () => {
    // 2026-11-16 is a Monday; New York is five hours behind UTC in November.
    expect(shown([morning], '2026-11-16T10:59:59Z')).toBeNull();
    expect(shown([morning], '2026-11-16T11:00:00Z')).toBe(MORNING);
    expect(shown([morning], '2026-11-16T13:59:59Z')).toBe(MORNING);
    expect(shown([morning], '2026-11-16T14:00:00Z')).toBeNull();
    expect(shown([morning], '2026-11-21T12:00:00Z')).toBeNull(); // Saturday 07:00
    expect(scheduledBoardAt([morning], at('2026-11-16T12:00:00Z'), NEW_YORK)?.endsAt).toBe(
      at('2026-11-16T14:00:00Z'),
    );
  });

  it('names the next boundary, passing over the weekend', () => {
    expect(iso(nextScheduleChange([morning], at('2026-11-16T05:00:00Z'), NEW_YORK))).toBe(
      '2026-11-16T11:00:00.000Z',
    );
    expect(iso(nextScheduleChange([morning], at('2026-11-16T12:00:00Z'), NEW_YORK))).toBe(
      '2026-11-16T14:00:00.000Z',
    );
    // Friday after the window: next Monday at 06:00.
    expect(iso(nextScheduleChange([morning], at('2026-11-20T15:00:00Z'), NEW_YORK))).toBe(
      '2026-11-23T11:00:00.000Z',
    );
    expect(nextScheduleChange([], at('2026-11-20T15:00:00Z'), NEW_YORK)).toBeNull();
    expect(
      nextScheduleChange([window(PHOTOS, WEEKDAYS, '00:00', '00:00')], at('2026-11-20T15:00:00Z'), NEW_YORK),
    ).toBeNull();
  });

  it('runs a window past midnight on the day it starts, and "until midnight" ends at midnight', () => {
    const nights = window(PHOTOS, WORKDAYS, '22:00', '06:00');
    // Friday 23:00 and Saturday 05:59 belong to Friday's night; Saturday 06:00 does not.
    expect(shown([nights], '2026-11-21T04:00:00Z')).toBe(PHOTOS);
    expect(shown([nights], '2026-11-21T10:59:00Z')).toBe(PHOTOS);
    expect(shown([nights], '2026-11-21T11:00:00Z')).toBeNull();
    // Sunday night is not a weekday's: Monday 01:00 shows nothing.
    expect(shown([nights], '2026-11-23T06:00:00Z')).toBeNull();
    // Monday night runs into Tuesday.
    expect(shown([nights], '2026-11-24T06:00:00Z')).toBe(PHOTOS);

    const evening = window(EVENING, WEEKDAYS, '17:00', '00:00');
    expect(shown([evening], '2026-11-17T04:59:59Z')).toBe(EVENING); // 23:59:59
    expect(shown([evening], '2026-11-17T05:00:00Z')).toBeNull(); // midnight
    expect(iso(nextScheduleChange([evening], at('2026-11-16T23:00:00Z'), NEW_YORK))).toBe(
      '2026-11-17T05:00:00.000Z',
    );
  });

  it('keeps a weekend rule apart from the weekday one, whole days included', () => {
    const weekends = window(WEEKEND_BOARD, WEEKEND, '00:00', '00:00');
    const windows = [morning, weekends];
    expect(shown(windows, '2026-11-21T05:00:00Z')).toBe(WEEKEND_BOARD); // Saturday 00:00
    expect(shown(windows, '2026-11-23T04:59:59Z')).toBe(WEEKEND_BOARD); // Sunday 23:59:59
    expect(shown(windows, '2026-11-23T05:00:00Z')).toBeNull(); // Monday 00:00
    expect(shown(windows, '2026-11-23T11:00:00Z')).toBe(MORNING);
    expect(iso(nextScheduleChange(windows, at('2026-11-20T15:00:00Z'), NEW_YORK))).toBe(
      '2026-11-21T05:00:00.000Z',
    );
  });

  it('steps through a day of several windows, passing over a boundary that shows the same board', () => {
    const windows = [
      morning,
      window(EVENING, WEEKDAYS, '17:00', '21:00'),
      window(EVENING, WEEKDAYS, '21:00', '22:00'),
      window(PHOTOS, WEEKDAYS, '22:00', '06:00'),
    ];
    const steps: (string | null)[] = [];
    let now = at('2026-11-16T12:00:00Z');
    for (let step = 0; step < 4; step += 1) {
      const next = nextScheduleChange(windows, now, NEW_YORK)!;
      steps.push(`${iso(next)} ${scheduledBoardAt(windows, next, NEW_YORK)?.screenId ?? 'none'}`);
      now = next;
    }
    expect(steps).toEqual([
      '2026-11-16T14:00:00.000Z none',
      '2026-11-16T22:00:00.000Z 2',
      // 21:00 changes nothing: 22:00 is the next change.
      '2026-11-17T03:00:00.000Z 3',
      '2026-11-17T11:00:00.000Z 1',
    ]);
  });

  describe('on the days the clocks change', () => {
    it('spring forward: a start in the skipped hour is the jump, and a window wholly skipped does not happen', () => {
      // New York, Sunday 2026-03-08: 02:00 EST (07:00Z) becomes 03:00 EDT.
      const early = window(PHOTOS, WEEKDAYS, '02:30', '07:00');
      expect(shown([early], '2026-03-08T06:59:59Z')).toBeNull();
      expect(shown([early], '2026-03-08T07:00:00Z')).toBe(PHOTOS);
      expect(iso(nextScheduleChange([early], at('2026-03-08T05:00:00Z'), NEW_YORK))).toBe(
        '2026-03-08T07:00:00.000Z',
      );
      // 07:00 EDT is 11:00Z.
      expect(iso(nextScheduleChange([early], at('2026-03-08T08:00:00Z'), NEW_YORK))).toBe(
        '2026-03-08T11:00:00.000Z',
      );

      // A night ending in the skipped hour ends at the jump.
      const night = window(PHOTOS, WEEKEND, '22:00', '02:30');
      expect(iso(scheduledBoardAt([night], at('2026-03-08T06:00:00Z'), NEW_YORK)!.endsAt)).toBe(
        '2026-03-08T07:00:00.000Z',
      );

      const skipped = window(PHOTOS, WEEKDAYS, '02:00', '02:30');
      expect(shown([skipped], '2026-03-08T07:00:00Z')).toBeNull();
      // From Saturday, the next one is Monday's (02:00 EDT, 06:00Z), not Sunday's that never was.
      expect(iso(nextScheduleChange([skipped], at('2026-03-07T12:00:00Z'), NEW_YORK))).toBe(
        '2026-03-09T06:00:00.000Z',
      );
    });

    it('fall back: a window ends at the first pass of the repeated hour and does not come back in the second', () => {
      // New York, Sunday 2026-11-01: 02:00 EDT (06:00Z) becomes 01:00 EST; 01:30 comes at 05:30Z and 06:30Z.
      const late = window(PHOTOS, WEEKEND, '00:00', '01:30');
      expect(shown([late], '2026-11-01T05:29:59Z')).toBe(PHOTOS);
      expect(shown([late], '2026-11-01T05:30:00Z')).toBeNull();
      expect(shown([late], '2026-11-01T06:15:00Z')).toBeNull(); // 01:15 again
      expect(iso(nextScheduleChange([late], at('2026-11-01T05:00:00Z'), NEW_YORK))).toBe(
        '2026-11-01T05:30:00.000Z',
      );

      // A window from 01:30 to 03:00 that day lasts two and a half hours.
      const long = window(EVENING, WEEKEND, '01:30', '03:00');
      const inside = scheduledBoardAt([long], at('2026-11-01T05:30:00Z'), NEW_YORK)!;
      expect(iso(inside.endsAt)).toBe('2026-11-01T08:00:00.000Z');
    });

    it('finds Monday morning across the change, an hour later in UTC than the week before', () => {
      expect(iso(nextScheduleChange([morning], at('2026-10-30T15:00:00Z'), NEW_YORK))).toBe(
        '2026-11-02T11:00:00.000Z',
      );
      expect(iso(nextScheduleChange([morning], at('2026-03-06T15:00:00Z'), NEW_YORK))).toBe(
        '2026-03-09T10:00:00.000Z',
      );
    });

    it('in Berlin, a night window is an hour shorter in spring and an hour longer in autumn', () => {
      const night = window(PHOTOS, WEEKEND, '22:00', '06:00');
      // Saturday 2026-03-28 22:00 CET is 21:00Z; Sunday 06:00 CEST is 04:00Z.
      const spring = scheduledBoardAt([night], at('2026-03-28T21:00:00Z'), BERLIN)!;
      expect(iso(spring.endsAt)).toBe('2026-03-29T04:00:00.000Z');
      // Saturday 2026-10-24 22:00 CEST is 20:00Z; Sunday 06:00 CET is 05:00Z.
      const autumn = scheduledBoardAt([night], at('2026-10-24T20:00:00Z'), BERLIN)!;
      expect(iso(autumn.endsAt)).toBe('2026-10-25T05:00:00.000Z');
      expect(shown([night], '2026-10-25T04:59:59Z', BERLIN)).toBe(PHOTOS);
    });

    it('starts a window at midnight where midnight is skipped at the first minute that exists', () => {
      // Santiago moved its clocks from 00:00 (-04, 04:00Z) to 01:00 (-03) on Sunday 2026-09-06.
      const sunday = window(WEEKEND_BOARD, ['sun'], '00:00', '08:00');
      expect(shown([sunday], '2026-09-06T03:59:59Z', 'America/Santiago')).toBeNull();
      expect(shown([sunday], '2026-09-06T04:00:00Z', 'America/Santiago')).toBe(WEEKEND_BOARD);
      expect(iso(nextScheduleChange([sunday], at('2026-09-05T12:00:00Z'), 'America/Santiago'))).toBe(
        '2026-09-06T04:00:00.000Z',
      );
    });
  });
});

describe('overlapping windows', () => {
  it('are found where they share a minute, across midnight and the end of the week', () => {
    expect(
      findOverlap([window(1, WORKDAYS, '06:00', '09:00'), window(2, WORKDAYS, '09:00', '12:00')]),
    ).toBeNull();
    expect(findOverlap([window(1, ['sun'], '22:00', '06:00'), window(2, ['mon'], '05:00', '09:00')])).toEqual(
      {
        first: 0,
        second: 1,
        weekday: 'mon',
        time: '05:00',
      },
    );
    expect(
      findOverlap([window(1, WEEKDAYS, '17:00', '00:00'), window(2, WEEKEND, '23:00', '08:00')]),
    ).toMatchObject({ weekday: 'sat', time: '23:00' });
    expect(
      findOverlap([window(1, WORKDAYS, '06:00', '09:00'), window(2, WEEKEND, '06:00', '09:00')]),
    ).toBeNull();
  });
});

describe('a schedule in words', () => {
  it('names the days and the hours', () => {
    expect(describeDays(WEEKDAYS)).toBe('Every day');
    expect(describeDays(['fri', 'mon', 'tue', 'wed', 'thu'])).toBe('Weekdays');
    expect(describeDays(WEEKEND)).toBe('Weekends');
    expect(describeDays(['wed', 'mon', 'fri'])).toBe('Mon, Wed, Fri');
    expect(describeHours({ from: '06:00', until: '09:00' })).toBe('06:00–09:00');
    expect(describeHours({ from: '17:00', until: '00:00' })).toBe('17:00–midnight');
    expect(describeHours({ from: '22:00', until: '06:00' })).toBe('22:00–06:00 next day');
    expect(describeHours({ from: '00:00', until: '00:00' })).toBe('all day');
  });
});
