/**
 * A second, independent reading of a calendar: what RFC 5545 says a series' occurrences are,
 * computed from a plain description of the events (not from iCalendar text), with `rrule` for the
 * recurrence rule and `Intl`'s zone offsets for instants. It shares nothing with the server's
 * expander, so the two can check each other.
 */
import * as rrule from 'rrule';

const { RRule } = (rrule as typeof rrule & { default?: typeof rrule }).default ?? rrule;

const DAY_MS = 86_400_000;

/** A wall-clock reading, written as if it were UTC: `Date.UTC(year, month - 1, day, hour, minute)`. */
export type Wall = number;

/** Where a value is: the wall time on some zone's clocks, or an instant (written with `Z`). */
export type When = { wall: Wall; zone: string | null } | { utc: number };

export interface RuleModel {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  count?: number;
  /** Timed series: an instant. All-day series: a wall date. */
  until?: number;
  /** `[weekday 0=MO…6=SU, nth or 0]`. */
  byDay?: [number, number][];
  byMonthDay?: number[];
  byMonth?: number[];
  bySetPos?: number[];
  weekStart?: number;
}

export interface OverrideModel {
  /** The original start it replaces (series' wall, or an instant; a date for all-day series). */
  recurrenceId: When;
  start: When;
  /** Timed: exact milliseconds. All-day: days. */
  length: number;
  title: string;
  cancelled: boolean;
}

export interface EventModel {
  uid: string;
  title: string;
  allDay: boolean;
  /** The IANA zone the series runs in; null for floating (the family's zone) and all-day. */
  zone: string | null;
  start: Wall;
  /** All-day: whole days. Timed: nominal days of wall time, then exact milliseconds. */
  lengthDays: number;
  lengthMs: number;
  rule: RuleModel | null;
  exdates: When[];
  rdates: When[];
  overrides: OverrideModel[];
  cancelled: boolean;
}

export interface ReferenceOccurrence {
  uid: string;
  title: string;
  start: string;
  end: string;
  isAllDay: boolean;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far ahead of UTC `zone`'s clocks are at `instant`, from Intl's `longOffset` name. */
export function offsetMs(instant: number, zone: string): number {
  // Every zone used here changes its clocks on the hour, so an hour has one offset, and most
  // days have one throughout.
  const day = Math.floor(instant / DAY_MS);
  let wholeDay = offsets.get(`${zone}|${day}`);
  if (wholeDay === undefined) {
    const first = readOffsetMs(day * DAY_MS, zone);
    wholeDay = first === readOffsetMs((day + 1) * DAY_MS - 1, zone) ? first : null;
    offsets.set(`${zone}|${day}`, wholeDay);
  }
  return wholeDay ?? readOffsetMs(Math.floor(instant / 3_600_000) * 3_600_000, zone);
}

const offsets = new Map<string, number | null>();

function readOffsetMs(instant: number, zone: string): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
  if (!match?.[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/**
 * RFC 5545 §3.3.5: a wall time in a zone. One skipped by a change forward is read with the offset
 * from before the change; one that happens twice is the first.
 */
export function instantOf(wall: Wall, zone: string): number {
  const before = offsetMs(wall - DAY_MS, zone);
  const after = offsetMs(wall + DAY_MS, zone);
  const fits = [before, after]
    .map((offset) => wall - offset)
    .filter((instant) => instant + offsetMs(instant, zone) === wall);
  return fits.length ? Math.min(...fits) : wall - before;
}

export function wallOf(instant: number, zone: string): Wall {
  return instant + offsetMs(instant, zone);
}

const dayText = (wall: Wall) => new Date(wall).toISOString().slice(0, 10);
const iso = (instant: number) => new Date(instant).toISOString();

/** The series' wall starts from its RRULE (without UNTIL, which is applied to instants), up to `before`. */
function ruleWalls(event: EventModel, before: Wall): Wall[] {
  if (!event.rule) return [event.start];
  const recurrence = rruleOf(event, event.rule);
  return recurrence.between(new Date(event.start), new Date(before), true).map((date) => date.getTime());
}

/** The first wall time at or after the event's start that its rule produces, if any. */
export function firstRuleWall(event: EventModel & { rule: RuleModel }): Wall | undefined {
  return rruleOf(event, event.rule).after(new Date(event.start), true)?.getTime();
}

function rruleOf(event: EventModel, rule: RuleModel) {
  const days = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
  return new RRule({
    freq: RRule[rule.freq],
    interval: rule.interval,
    dtstart: new Date(event.start),
    ...(rule.count ? { count: rule.count } : {}),
    ...(rule.byDay
      ? { byweekday: rule.byDay.map(([day, nth]) => (nth ? days[day]!.nth(nth) : days[day]!)) }
      : {}),
    ...(rule.byMonthDay ? { bymonthday: rule.byMonthDay } : {}),
    ...(rule.byMonth ? { bymonth: rule.byMonth } : {}),
    ...(rule.bySetPos ? { bysetpos: rule.bySetPos } : {}),
    ...(rule.weekStart !== undefined ? { wkst: days[rule.weekStart]! } : {}),
  });
}

/** Every start of the series (RRULE and RDATE, less EXDATE), before overrides: instants or days. */
export function seriesStarts(event: EventModel, family: string, before: Wall): number[] {
  return [...seriesWalls(event, family, before).keys()].sort((a, b) => a - b);
}

/** Each start of the series (an instant, or a day) and the wall time it was written as. */
function seriesWalls(event: EventModel, family: string, before: Wall): Map<number, Wall> {
  const zone = event.zone ?? family;
  const toInstant = (when: When) => ('utc' in when ? when.utc : instantOf(when.wall, when.zone ?? zone));
  const starts = new Map<number, Wall>();
  if (event.allDay) {
    for (const day of ruleWalls(event, before)) {
      if (event.rule?.until === undefined || day <= event.rule.until) starts.set(day, day);
    }
    for (const extra of event.rdates)
      if ('wall' in extra && !starts.has(extra.wall)) starts.set(extra.wall, extra.wall);
    for (const when of event.exdates) if ('wall' in when) starts.delete(when.wall);
  } else {
    for (const wall of ruleWalls(event, before)) {
      const at = instantOf(wall, zone);
      if ((event.rule?.until === undefined || at <= event.rule.until) && !starts.has(at))
        starts.set(at, wall);
    }
    for (const extra of event.rdates) {
      const at = toInstant(extra);
      if (!starts.has(at)) starts.set(at, wallOf(at, zone));
    }
    for (const when of event.exdates) starts.delete(toInstant(when));
  }
  return starts;
}

/** What a family should see of these events in [from, to) in its zone. */
export function referenceExpand(
  events: EventModel[],
  window: { from: Date; to: Date; timeZone: string },
): ReferenceOccurrence[] {
  const family = window.timeZone;
  const fromMs = window.from.getTime();
  const toMs = window.to.getTime();
  const fromDay = dayText(wallOf(fromMs, family));
  const toDay = dayText(wallOf(toMs - 1, family) + DAY_MS);
  const out: ReferenceOccurrence[] = [];
  const addDays = (event: EventModel, title: string, day: Wall, days: number) => {
    const start = dayText(day);
    const end = dayText(day + Math.max(1, days) * DAY_MS);
    if (start < toDay && end > fromDay) out.push({ uid: event.uid, title, start, end, isAllDay: true });
  };
  const addTimed = (event: EventModel, title: string, start: number, end: number) => {
    const overlaps = end > start ? start < toMs && end > fromMs : start >= fromMs && start < toMs;
    if (overlaps) out.push({ uid: event.uid, title, start: iso(start), end: iso(end), isAllDay: false });
  };

  for (const event of events) {
    const zone = event.zone ?? family;
    const toInstant = (when: When) => ('utc' in when ? when.utc : instantOf(when.wall, when.zone ?? zone));
    const replaced = new Set(
      event.overrides.map((o) =>
        event.allDay ? (o.recurrenceId as { wall: Wall }).wall : toInstant(o.recurrenceId),
      ),
    );
    if (!event.cancelled) {
      for (const [start, wall] of seriesWalls(event, family, toMs + 3 * DAY_MS)) {
        if (replaced.has(start)) continue;
        if (event.allDay) addDays(event, event.title, start, event.lengthDays);
        else {
          const endWall = wall + event.lengthDays * DAY_MS;
          const end = event.lengthDays ? instantOf(endWall, zone) + event.lengthMs : start + event.lengthMs;
          addTimed(event, event.title, start, end);
        }
      }
    }
    for (const override of event.overrides) {
      if (override.cancelled) continue;
      if (event.allDay)
        addDays(event, override.title, (override.start as { wall: Wall }).wall, override.length);
      else {
        const start = toInstant(override.start);
        addTimed(event, override.title, start, start + override.length);
      }
    }
  }
  return out;
}
