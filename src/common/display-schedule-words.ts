/**
 * What the phone and the server say of a display's schedule (issue 28): its days and hours in words,
 * and the check that no two windows share a minute. Kept apart from the schedule's arithmetic,
 * which the viewer downloads.
 */

import {
  MINUTES_PER_DAY,
  type ScheduleWindow,
  WEEKDAYS,
  type Weekday,
  windowMinutes,
} from './display-schedule';
import { minutesOf } from './screen-care';

export const WORKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const WEEKEND: readonly Weekday[] = ['sat', 'sun'];

/** The most windows one display keeps: a morning, a school run, an evening and a night on each kind of day. */
export const MAX_SCHEDULE_WINDOWS = 24;

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** Where two windows first cover the same minute of the week: their places and that minute. */
export interface ScheduleOverlap {
  first: number;
  second: number;
  weekday: Weekday;
  /** 'HH:MM' */
  time: string;
}

/** The first minute of the week two windows both cover, or null when none do. */
export function findOverlap(
  windows: readonly Pick<ScheduleWindow, 'days' | 'from' | 'until'>[],
): ScheduleOverlap | null {
  const owner = new Int16Array(MINUTES_PER_WEEK).fill(-1);
  for (const [index, window] of windows.entries()) {
    const from = minutesOf(window.from);
    const length = windowMinutes(window);
    for (const weekday of new Set(window.days)) {
      const dayStart = WEEKDAYS.indexOf(weekday) * MINUTES_PER_DAY;
      for (let minute = 0; minute < length; minute += 1) {
        const slot = (dayStart + from + minute) % MINUTES_PER_WEEK;
        const other = owner[slot]!;
        if (other !== -1) {
          const minuteOfDay = slot % MINUTES_PER_DAY;
          return {
            first: other,
            second: index,
            weekday: WEEKDAYS[Math.floor(slot / MINUTES_PER_DAY)]!,
            time: clockText(minuteOfDay),
          };
        }
        owner[slot] = index;
      }
    }
  }
  return null;
}

function clockText(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const sameDays = (days: readonly Weekday[], set: readonly Weekday[]) =>
  days.length === set.length && set.every((day) => days.includes(day));

/** 'Every day', 'Weekdays', 'Weekends', or the days themselves: 'Mon, Wed, Fri'. */
export function describeDays(days: readonly Weekday[]): string {
  if (sameDays(days, WEEKDAYS)) return 'Every day';
  if (sameDays(days, WORKDAYS)) return 'Weekdays';
  if (sameDays(days, WEEKEND)) return 'Weekends';
  return WEEKDAYS.filter((day) => days.includes(day))
    .map((day) => WEEKDAY_NAMES[day].slice(0, 3))
    .join(', ');
}

/** '06:00–09:00', '17:00–midnight', '22:00–06:00 next day', 'all day'. */
export function describeHours(window: Pick<ScheduleWindow, 'from' | 'until'>): string {
  if (window.from === window.until)
    return window.from === '00:00' ? 'all day' : `${window.from}–${window.until} next day`;
  if (window.until === '00:00') return `${window.from}–midnight`;
  return minutesOf(window.until) < minutesOf(window.from)
    ? `${window.from}–${window.until} next day`
    : `${window.from}–${window.until}`;
}

/** The sentence the schedule's refusal gives for an overlap. */
export function overlapMessage(overlap: ScheduleOverlap): string {
  return `Two times overlap on ${WEEKDAY_NAMES[overlap.weekday]} at ${overlap.time}. Change one so each time shows one board.`;
}
