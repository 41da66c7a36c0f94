import { addDays, type CalendarDay } from '../../common/calendar-days';
import type { CalendarEvent, CalendarSource } from '../../common/schemas/calendars';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const SOURCES: CalendarSource[] = [
  {
    id: 1,
    name: 'Family',
    source_type: 'ical',
    google_calendar_id: null,
    microsoft_calendar_id: null,
    color: '#1e88e5',
    host: null,
    lastSyncedAt: null,
    lastError: null,
  },
  {
    id: 2,
    name: 'School',
    source_type: 'ical',
    google_calendar_id: null,
    microsoft_calendar_id: null,
    color: '#43a047',
    host: null,
    lastSyncedAt: null,
    lastError: null,
  },
];

/** A believable week, at local hours in the visitor's own zone. */
function sampleEvents(today: CalendarDay): CalendarEvent[] {
  const at = (offset: number, hour: number, minutes = 0) => {
    const [year, month, day] = addDays(today, offset).split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day, hour, minutes).toISOString();
  };
  const timed = (
    id: string,
    calendarId: number,
    title: string,
    offset: number,
    hour: number,
    length = 1,
  ) => ({
    id,
    calendarId,
    title,
    start: at(offset, hour),
    end: at(offset, hour + length),
    isAllDay: false,
  });
  return [
    timed('d1', 2, 'School drop-off', 0, 8),
    timed('d2', 1, 'Swimming lesson', 0, 17),
    {
      id: 'd3',
      calendarId: 1,
      title: 'Grandma visits',
      start: addDays(today, 1),
      end: addDays(today, 3),
      isAllDay: true,
    },
    timed('d4', 2, 'Parent–teacher evening', 1, 18, 2),
    timed('d5', 1, 'Football practice', 2, 16),
    timed('d6', 1, 'Dentist', 3, 10),
    timed('d7', 2, 'Class trip', 4, 9, 6),
    timed('d8', 1, 'Pizza night', 5, 19),
  ];
}

/** The calendars and a week of their events, as the queries a calendar view asks would answer. */
export const calendarDemoAnswers = (today: CalendarDay) =>
  [
    [queryKeys.calendars, SOURCES],
    [queryKeys.events, sampleEvents(today)],
    // No people in the demo: events keep their calendars' colours.
    [queryKeys.people, []],
  ] as const;

export const demo: WidgetDemo = {
  sample: { calendarIds: [1, 2], calendarDisplayMode: 'nextDays', calendarUpcomingDayCount: 3 },
  answers: calendarDemoAnswers,
};
