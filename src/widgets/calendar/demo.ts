import { addDays, type CalendarDay } from '../../common/calendar-days';
import type { CalendarEvent, CalendarSource } from '../../common/schemas/calendars';
import { queryKeys } from '../../web/api/freshness';
import { DAD, DEMO_PEOPLE, LEO, MAYA } from '../list/demo';
import type { DemoContext, WidgetDemo } from '../views';

/** How far ahead the demo's calendars have events (spec 02 §9). */
export const DEMO_CALENDAR_LOOKAHEAD_DAYS = 90;
/** A month grid starts up to six weeks before today; the sample fills it from there. */
const LOOKBACK_DAYS = 42;

const source = (id: number, name: string, color: string): CalendarSource => ({
  id,
  name,
  source_type: 'ical',
  google_calendar_id: null,
  microsoft_calendar_id: null,
  color,
  host: null,
  lastSyncedAt: null,
  lastError: null,
  personId: null,
  nextSyncAt: '2099-01-01T00:00:00.000Z',
  needsReconnect: false,
  liveUpdates: false,
  writable: false,
});

export const DEMO_CALENDARS: CalendarSource[] = [
  source(1, 'Family', '#2563eb'),
  source(2, 'School', '#16a34a'),
  source(3, 'Activities', '#ea580c'),
];

/**
 * The family's week, by weekday (0 = Sunday): calendar, title, start hour and minutes, length in
 * minutes, and whose it is (null: everyone's), for the planner's columns.
 */
const EVERY_WEEK: [
  weekday: number,
  calendarId: number,
  title: string,
  hour: number,
  minute: number,
  minutes: number,
  personId: number | null,
][] = [
  [0, 1, 'Brunch at Grandma’s', 11, 0, 120, null],
  [1, 3, 'Swimming lesson', 17, 0, 60, LEO],
  [1, 1, 'Book club', 19, 30, 90, DAD],
  [2, 3, 'Piano – Maya', 16, 30, 45, MAYA],
  [3, 3, 'Football practice', 16, 0, 90, LEO],
  [3, 3, 'Drama club', 15, 30, 60, MAYA],
  [4, 2, 'Library day', 8, 30, 30, LEO],
  [4, 1, 'Five-a-side', 19, 0, 60, DAD],
  [5, 1, 'Pizza & movie night', 19, 0, 120, null],
  [6, 1, 'Farmers market', 9, 0, 90, null],
  [6, 3, 'Swimming lesson', 10, 0, 60, LEO],
];

/** Days from today: calendar, title, start hour and minutes, length in minutes. */
const ONE_OFF: [
  offset: number,
  calendarId: number,
  title: string,
  hour: number,
  minute: number,
  minutes: number,
  personId: number | null,
][] = [
  [0, 1, 'Dentist – Leo', 15, 30, 45, LEO],
  [0, 1, 'Haircut', 12, 0, 30, DAD],
  [1, 3, 'Sleepover at Ava’s', 18, 0, 120, MAYA],
  [2, 2, 'Parent–teacher evening', 18, 0, 90, DAD],
  [4, 2, 'Class trip to the museum', 9, 0, 360, LEO],
  [9, 1, 'Maya’s birthday party', 14, 0, 180, MAYA],
  [23, 2, 'School concert', 18, 30, 90, null],
  [61, 1, 'Flu shots', 10, 0, 30, null],
];

/** Days from today: calendar, title, length in days. */
const ALL_DAY: [offset: number, calendarId: number, title: string, days: number][] = [
  [1, 1, 'Grandma visits', 2],
  [16, 1, 'Camping weekend', 3],
  [30, 2, 'Half-term break', 5],
  [45, 1, 'Dad’s birthday', 1],
  [75, 2, 'Sports day', 1],
];

function weekdayOf(day: CalendarDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The instant of a wall-clock time on `day` where the visitor is: the demo's family lives there. */
function localInstant(day: CalendarDay, hour: number, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, hour, minute);
}

/**
 * A believable family calendar: a weekly rhythm of activities and a few special days, from the first
 * day a month grid may show to 90 days ahead, at local hours in the visitor's own zone.
 */
export function demoEvents(today: CalendarDay): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const timed = (
    id: string,
    calendarId: number,
    title: string,
    day: CalendarDay,
    at: number[],
    minutes: number,
    personId: number | null,
  ) => {
    const start = localInstant(day, at[0]!, at[1]!);
    events.push({
      id,
      calendarId,
      title,
      start: start.toISOString(),
      end: new Date(start.getTime() + minutes * 60_000).toISOString(),
      isAllDay: false,
      ...(personId === null ? {} : { personId }),
    });
  };
  for (let offset = -LOOKBACK_DAYS; offset <= DEMO_CALENDAR_LOOKAHEAD_DAYS; offset++) {
    const day = addDays(today, offset);
    const weekday = weekdayOf(day);
    for (const [onDay, calendarId, title, hour, minute, minutes, personId] of EVERY_WEEK) {
      if (onDay === weekday)
        timed(
          `weekly-${day}-${calendarId}-${hour}`,
          calendarId,
          title,
          day,
          [hour, minute],
          minutes,
          personId,
        );
    }
  }
  for (const [offset, calendarId, title, hour, minute, minutes, personId] of ONE_OFF) {
    timed(
      `once-${offset}-${hour}`,
      calendarId,
      title,
      addDays(today, offset),
      [hour, minute],
      minutes,
      personId,
    );
  }
  for (const [offset, calendarId, title, days] of ALL_DAY) {
    const start = addDays(today, offset);
    events.push({
      id: `all-day-${offset}`,
      calendarId,
      title,
      start,
      end: addDays(start, days),
      isAllDay: true,
    });
  }
  return events.sort((left, right) => left.start.localeCompare(right.start));
}

/** The calendars and their events, as the queries a calendar view asks would answer. */
export const calendarDemoAnswers = ({ today }: DemoContext) =>
  [
    [queryKeys.calendars, DEMO_CALENDARS],
    [queryKeys.events, demoEvents(today)],
    // The planner's columns; events keep their calendars' colours.
    [queryKeys.people, DEMO_PEOPLE],
  ] as const;

export const demo: WidgetDemo = {
  sample: () => ({
    headerText: 'This week',
    calendarIds: DEMO_CALENDARS.map((calendar) => calendar.id),
    calendarViewType: 'week',
    calendarDisplayMode: 'nextDays',
    calendarUpcomingDayCount: 3,
  }),
  answers: calendarDemoAnswers,
};
