/**
 * The family event form's state and its meaning: days and times typed on the family's clocks
 * become the instants the API takes, and back. Pure, so it is tested without a browser.
 */
import { addDays, type CalendarDay, isValidDay } from '../../common/calendar-days';
import {
  DEFAULT_REPEAT_CONFIG,
  describeRecurrence,
  isRepeating,
  type RepeatConfig,
} from '../../common/recurrence';
import {
  FAMILY_EVENT_MESSAGES,
  type FamilyEvent,
  type SaveFamilyEventInput,
} from '../../common/schemas/family-events';
import { dayAt, instantOfWallTime, wallTimeAt } from '../../common/zoned-time';
import { formatShortDay } from './format';

export interface FamilyEventFormState {
  title: string;
  allDay: boolean;
  startDay: CalendarDay;
  /** `HH:MM` on the family's clocks. */
  startTime: string;
  endDay: CalendarDay;
  endTime: string;
  /** '' for no one. */
  personId: string;
  notes: string;
  repeat: RepeatConfig;
  /** '' for no last day. */
  repeatUntil: string;
  /** Minutes before the start members are reminded; '' as each person set. */
  reminder: string;
}

/** The reminders the form offers: minutes before the start ('' as each person set in their notifications). */
export const REMINDER_CHOICES: readonly { value: string; label: string }[] = [
  { value: '', label: 'As each person set' },
  { value: '0', label: 'At the start' },
  { value: '5', label: '5 min before' },
  { value: '10', label: '10 min before' },
  { value: '15', label: '15 min before' },
  { value: '30', label: '30 min before' },
  { value: '60', label: '1 h before' },
  { value: '120', label: '2 h before' },
  { value: '1440', label: '1 day before' },
];

/** The choices, with an event's own reminder among them when it was set to another number elsewhere. */
export function reminderChoices(current: string): readonly { value: string; label: string }[] {
  if (REMINDER_CHOICES.some((choice) => choice.value === current)) return REMINDER_CHOICES;
  return [...REMINDER_CHOICES, { value: current, label: `${current} min before` }];
}

export type FamilyEventFormErrors = Partial<Record<'title' | 'start' | 'end' | 'repeatUntil', string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A new event on `day`, from the next whole hour (or 09:00 on another day), an hour long. */
export function emptyEventForm(day: CalendarDay, now: Date, timeZone: string): FamilyEventFormState {
  const wall = wallTimeAt(now, timeZone);
  const today = dayAt(now, timeZone);
  const hour = day === today ? Math.min(wall.hour + 1, 23) : 9;
  return {
    title: '',
    allDay: false,
    startDay: day,
    startTime: `${pad(hour)}:00`,
    endDay: hour === 23 ? addDays(day, 1) : day,
    endTime: `${pad((hour + 1) % 24)}:00`,
    personId: '',
    notes: '',
    repeat: DEFAULT_REPEAT_CONFIG,
    repeatUntil: '',
    reminder: '',
  };
}

function dayAndTime(instant: string, timeZone: string): { day: CalendarDay; time: string } {
  const wall = wallTimeAt(new Date(instant), timeZone);
  return { day: dayAt(new Date(instant), timeZone), time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

export function eventFormFrom(event: FamilyEvent, timeZone: string): FamilyEventFormState {
  const base = {
    title: event.title,
    allDay: event.allDay,
    personId: event.personId === null ? '' : String(event.personId),
    notes: event.notes ?? '',
    repeat: event.repeatConfig ?? DEFAULT_REPEAT_CONFIG,
    repeatUntil: event.repeatUntil ?? '',
    reminder: event.reminderMinutes === null ? '' : String(event.reminderMinutes),
  };
  if (event.allDay) {
    // The form shows the last day; the API's end is the day after it.
    return {
      ...base,
      startDay: event.start,
      startTime: '09:00',
      endDay: addDays(event.end, -1),
      endTime: '10:00',
    };
  }
  const start = dayAndTime(event.start, timeZone);
  const end = dayAndTime(event.end, timeZone);
  return { ...base, startDay: start.day, startTime: start.time, endDay: end.day, endTime: end.time };
}

function instantOf(day: CalendarDay, time: string, timeZone: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!isValidDay(day) || !match) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallTime(
    { year, month, day: date, hour: Number(match[1]), minute: Number(match[2]), second: 0 },
    timeZone,
  ).toISOString();
}

/** The request the form means, or what is wrong with it, in the words the server would use. */
export function eventPayload(
  form: FamilyEventFormState,
  timeZone: string,
): { payload: SaveFamilyEventInput } | { errors: FamilyEventFormErrors } {
  const errors: FamilyEventFormErrors = {};
  if (!form.title.trim()) errors.title = FAMILY_EVENT_MESSAGES.titleRequired;
  let start: string | null;
  let end: string | null;
  if (form.allDay) {
    start = isValidDay(form.startDay) ? form.startDay : null;
    end = isValidDay(form.endDay) ? addDays(form.endDay, 1) : null;
  } else {
    start = instantOf(form.startDay, form.startTime, timeZone);
    end = instantOf(form.endDay, form.endTime, timeZone);
  }
  if (!start) errors.start = FAMILY_EVENT_MESSAGES.startRequired;
  else if (!end) errors.end = 'Choose when the event ends.';
  else if (form.allDay ? end <= start : end < start) errors.end = FAMILY_EVENT_MESSAGES.endBeforeStart;
  const repeats = isRepeating(form.repeat);
  if (repeats && form.repeatUntil && form.repeatUntil < form.startDay) {
    errors.repeatUntil = FAMILY_EVENT_MESSAGES.untilBeforeStart;
  }
  if (Object.keys(errors).length > 0 || !start || !end) return { errors };
  return {
    payload: {
      title: form.title.trim(),
      allDay: form.allDay,
      start,
      end,
      personId: form.personId === '' ? null : Number(form.personId),
      notes: form.notes.trim() || null,
      repeatConfig: repeats ? form.repeat : null,
      repeatUntil: repeats && form.repeatUntil ? form.repeatUntil : null,
      reminderMinutes: form.reminder === '' ? null : Number(form.reminder),
    },
  };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeOf(instant: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** "Tue, Mar 10 · 9:00 AM – 10:00 AM", "Sat, Mar 14 · All day", "Mar 14 – Mar 16 · All day". */
export function describeWhen(event: Pick<FamilyEvent, 'allDay' | 'start' | 'end'>, timeZone: string): string {
  if (event.allDay) {
    const last = addDays(event.end, -1);
    return last > event.start
      ? `${formatShortDay(event.start)} – ${formatShortDay(last)} · All day`
      : `${formatShortDay(event.start)} · All day`;
  }
  const startDay = dayAt(new Date(event.start), timeZone);
  const endDay = dayAt(new Date(event.end), timeZone);
  const from = timeOf(event.start, timeZone);
  const to = timeOf(event.end, timeZone);
  if (event.start === event.end) return `${formatShortDay(startDay)} · ${from}`;
  return startDay === endDay
    ? `${formatShortDay(startDay)} · ${from} – ${to}`
    : `${formatShortDay(startDay)} ${from} – ${formatShortDay(endDay)} ${to}`;
}

/** "Weekly on Tue, until Jun 30", or null for a single event. */
export function describeRepeat(event: FamilyEvent): string | null {
  if (!event.repeatConfig) return null;
  const rule = describeRecurrence(event.repeatConfig);
  return event.repeatUntil ? `${rule}, until ${formatShortDay(event.repeatUntil)}` : rule;
}

/** Whether the event still has a time to come on `today`: a single one not over, a series not ended. */
export function isCurrent(event: FamilyEvent, today: CalendarDay, timeZone: string): boolean {
  if (event.repeatConfig) return event.repeatUntil === null || event.repeatUntil >= today;
  return event.allDay ? event.end > today : dayAt(new Date(event.end), timeZone) >= today;
}

/** Whether the form holds anything but what it opened with: leaving it then asks first. */
export function eventFormChanged(opened: FamilyEventFormState, now: FamilyEventFormState): boolean {
  return JSON.stringify(opened) !== JSON.stringify(now);
}
