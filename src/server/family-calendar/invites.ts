/**
 * An invitation forwarded to the family's address → what it asks of the family's calendar: add or
 * update an event (by its UID, or one occurrence by its RECURRENCE-ID), or cancel it (METHOD:CANCEL
 * or STATUS:CANCELLED). A repeat rule is kept when the chores' rules can say it (every n days,
 * weeks on some weekdays, months on a day or an nth weekday, years on a day, ending on a day or
 * after a count); any other rule keeps only the first time, and the note says so.
 */
import ICAL from 'ical.js';
import { type CalendarDay, dayToUtcDate, utcDateToDay } from '../../common/calendar-days';
import {
  nthOccurrenceDay,
  type RepeatConfig,
  type SetPosition,
  WEEKDAY_CODES,
  type WeekdayCode,
} from '../../common/recurrence';
import {
  EVENT_MAX_DAYS,
  EVENT_NOTES_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
} from '../../common/schemas/family-events';
import { type InviteEvent, inviteEvents, UNTITLED } from '../integrations/calendar/expand';
import type { FamilyEventValues } from './family-events.repo';
import { daysBetween } from './occurrences';

export type InviteAction =
  | {
      kind: 'save';
      uid: string;
      /** The occurrence of a series this one replaces; null for the series (or a single event). */
      recurrenceId: string | null;
      sequence: number;
      values: FamilyEventValues;
      /** Said beside what was done: a rule that could not be kept. */
      note: string | null;
    }
  | { kind: 'cancel'; uid: string; recurrenceId: string | null; sequence: number; title: string }
  | { kind: 'ignore'; title: string; reason: string };

/** At most this many events are read from one message. */
export const MAX_EVENTS_PER_MESSAGE = 50;

const SAVING_METHODS = new Set(['', 'PUBLISH', 'REQUEST', 'ADD']);

function text(component: InstanceType<typeof ICAL.Component>, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
}

function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`;
}

type Recur = InstanceType<typeof ICAL.Recur>;
type Repeat = { repeatConfig: RepeatConfig; repeatUntil: CalendarDay | null } | { unsupported: string };

const BASE: Omit<RepeatConfig, 'freq' | 'interval'> = {
  byweekday: [],
  bymonthday: null,
  bysetpos: null,
  byweekdayForMonthlyNth: null,
  bymonth: null,
};

const isWeekday = (code: string): code is WeekdayCode => (WEEKDAY_CODES as readonly string[]).includes(code);
const NTH = new Set([1, 2, 3, 4, -1]);

/** `MO` → [0, 'MO']; `-1FR` → [-1, 'FR']; null for anything else. */
function byDay(value: string): [number, WeekdayCode] | null {
  const match = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(value.toUpperCase());
  if (!match || !isWeekday(match[2]!)) return null;
  return [match[1] ? Number(match[1]) : 0, match[2] as WeekdayCode];
}

/** The chores' rule that says the same as an RRULE, from the series' first day; or why there is none. */
function ruleOf(recur: Recur, first: CalendarDay): RepeatConfig | string {
  const parts = recur.parts as Record<string, (string | number)[] | undefined>;
  const used = Object.keys(parts).filter((key) => (parts[key]?.length ?? 0) > 0 && key !== 'WKST');
  const only = (...allowed: string[]) => used.every((key) => allowed.includes(key));
  const interval = Math.max(1, recur.interval || 1);
  const days = (parts.BYDAY ?? []).map((value) => byDay(String(value)));
  const plainDays = days.every((day) => day !== null && day[0] === 0);
  const date = dayToUtcDate(first);
  const describe = recur.toString();
  switch (recur.freq) {
    case 'DAILY':
      if (only()) return { ...BASE, freq: 'DAILY', interval };
      if (only('BYDAY') && plainDays && interval === 1) {
        return { ...BASE, freq: 'WEEKLY', interval: 1, byweekday: days.map((day) => day![1]) };
      }
      return describe;
    case 'WEEKLY':
      if (only() || (only('BYDAY') && plainDays)) {
        return { ...BASE, freq: 'WEEKLY', interval, byweekday: days.map((day) => day![1]) };
      }
      return describe;
    case 'MONTHLY': {
      const monthDays = (parts.BYMONTHDAY ?? []).map(Number);
      const positions = (parts.BYSETPOS ?? []).map(Number);
      if (only()) return { ...BASE, freq: 'MONTHLY', interval, bymonthday: date.getUTCDate() };
      if (only('BYMONTHDAY') && monthDays.length === 1 && monthDays[0]! >= 1 && monthDays[0]! <= 31) {
        return { ...BASE, freq: 'MONTHLY', interval, bymonthday: monthDays[0]! };
      }
      const nth =
        only('BYDAY') && days.length === 1 && days[0]
          ? days[0][0]
          : only('BYDAY', 'BYSETPOS') && days.length === 1 && plainDays && positions.length === 1
            ? positions[0]!
            : null;
      if (nth !== null && NTH.has(nth) && days[0]) {
        return {
          ...BASE,
          freq: 'MONTHLY',
          interval,
          bysetpos: nth as SetPosition,
          byweekdayForMonthlyNth: days[0][1],
        };
      }
      return describe;
    }
    case 'YEARLY': {
      const months = (parts.BYMONTH ?? []).map(Number);
      const monthDays = (parts.BYMONTHDAY ?? []).map(Number);
      if (
        only('BYMONTH', 'BYMONTHDAY') &&
        months.length <= 1 &&
        monthDays.length <= 1 &&
        (monthDays[0] ?? 1) >= 1
      ) {
        return {
          ...BASE,
          freq: 'YEARLY',
          interval,
          bymonth: months[0] ?? date.getUTCMonth() + 1,
          bymonthday: monthDays[0] ?? date.getUTCDate(),
        };
      }
      return describe;
    }
    default:
      return describe;
  }
}

function repeatOf(event: InviteEvent, recur: Recur, first: CalendarDay): Repeat {
  const rule = ruleOf(recur, first);
  if (typeof rule === 'string') return { unsupported: rule };
  let until: CalendarDay | null = null;
  if (recur.count) until = nthOccurrenceDay(rule, first, recur.count);
  else if (recur.until) {
    const bound = recur.until;
    until = bound.isDate
      ? utcDateToDay(new Date(Date.UTC(bound.year, bound.month - 1, bound.day)))
      : bound.zone?.tzid === 'UTC'
        ? event.dayOnSeriesClocks(
            new Date(
              Date.UTC(bound.year, bound.month - 1, bound.day, bound.hour, bound.minute, bound.second),
            ),
          )
        : utcDateToDay(new Date(Date.UTC(bound.year, bound.month - 1, bound.day)));
  }
  return { repeatConfig: rule, repeatUntil: until };
}

function notesOf(event: InviteEvent): string | null {
  const where = text(event.component, 'location');
  const description = text(event.component, 'description');
  const notes = [where && `Where: ${where}`, description].filter(Boolean).join('\n\n');
  return notes ? clip(notes, EVENT_NOTES_MAX_LENGTH) : null;
}

function actionOf(event: InviteEvent, timeZone: string): InviteAction {
  const title = clip(text(event.component, 'summary') || UNTITLED, EVENT_TITLE_MAX_LENGTH);
  const sequenceValue = Number(event.component.getFirstPropertyValue('sequence') ?? 0);
  const sequence = Number.isInteger(sequenceValue) && sequenceValue >= 0 ? Math.min(sequenceValue, 1e9) : 0;
  const status = text(event.component, 'status').toUpperCase();
  if (event.method === 'CANCEL' || status === 'CANCELLED') {
    return { kind: 'cancel', uid: event.uid, recurrenceId: event.recurrenceId, sequence, title };
  }
  if (!SAVING_METHODS.has(event.method)) {
    return {
      kind: 'ignore',
      title,
      reason: `it is a ${event.method.toLowerCase()} to an invitation, not an invitation`,
    };
  }
  const lengthDays = event.isAllDay
    ? daysBetween(event.start, event.end)
    : (Date.parse(event.end) - Date.parse(event.start)) / 86_400_000;
  if (lengthDays > EVENT_MAX_DAYS) {
    return { kind: 'ignore', title, reason: `it lasts longer than ${EVENT_MAX_DAYS} days` };
  }
  const first = event.isAllDay ? event.start : event.dayOnSeriesClocks(new Date(event.start));
  const recur = event.component.getFirstPropertyValue('rrule');
  const repeat =
    event.recurrenceId === null && recur instanceof ICAL.Recur ? repeatOf(event, recur, first) : null;
  const kept = repeat && 'repeatConfig' in repeat ? repeat : null;
  return {
    kind: 'save',
    uid: event.uid,
    recurrenceId: event.recurrenceId,
    sequence,
    values: {
      title,
      notes: notesOf(event),
      personId: null,
      allDay: event.isAllDay,
      start: event.start,
      end: event.end,
      repeatConfig: kept?.repeatConfig ?? null,
      repeatUntil: kept?.repeatUntil ?? null,
      excluded: kept ? event.exdates : [],
    },
    note:
      repeat && 'unsupported' in repeat
        ? `Its repeat rule (${repeat.unsupported}) is not one Luno can follow, so only its first time (${describeStart(event, timeZone)}) was added.`
        : null,
  };
}

/** `Tue, Mar 10, 9:00 AM` or `Tue, Mar 10` in the family's zone. */
export function describeStart(event: { isAllDay: boolean; start: string }, timeZone: string): string {
  if (event.isAllDay) {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    }).format(dayToUtcDate(event.start));
  }
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(event.start));
}

/** Everything one calendar attachment asks; each event once (the first of a UID and occurrence). */
export function readInvitation(text: string, timeZone: string): InviteAction[] {
  const seen = new Set<string>();
  const actions: InviteAction[] = [];
  for (const event of inviteEvents(text, timeZone).slice(0, MAX_EVENTS_PER_MESSAGE)) {
    const key = `${event.uid}|${event.recurrenceId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    actions.push(actionOf(event, timeZone));
  }
  return actions;
}
