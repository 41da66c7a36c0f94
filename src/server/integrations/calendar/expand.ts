/**
 * iCalendar text → the occurrences a family sees in a window (RFC 5545). Recurrence runs in the
 * event's own wall time (a weekly 09:00 stays 09:00 across a DST change), and wall times become
 * instants with the runtime's zone data (IANA names, Windows names from Outlook, or the feed's own
 * VTIMEZONE when its name is neither). All-day events stay calendar days, so no zone moves them.
 */
import ICAL from 'ical.js';
import { addDays, type CalendarDay } from '../../../common/calendar-days';
import { dayAt, instantOfWallTime, type WallTime } from '../../../common/zoned-time';
import { WINDOWS_ZONES } from './windows-zones';

/** Text that is not an iCalendar file, or that cannot be read as one. The message is the family's. */
export class CalendarParseError extends Error {
  override name = 'CalendarParseError';
}

export interface Occurrence {
  /** Unique within a source and stable across syncs: the UID and, in a series, the original start. */
  key: string;
  uid: string;
  title: string;
  /** Timed: an ISO UTC instant. All-day: `YYYY-MM-DD`. */
  start: string;
  /** Timed: an ISO UTC instant. All-day: `YYYY-MM-DD`, exclusive. */
  end: string;
  isAllDay: boolean;
}

export interface ExpandWindow {
  from: Date;
  to: Date;
  /** The family's zone: floating times are read in it. */
  timeZone: string;
}

export const NOT_A_CALENDAR = 'That address did not return a calendar (an .ics file).';
export const UNTITLED = 'Untitled event';
/** A hostile or broken feed (FREQ=SECONDLY for decades) cannot hold the process longer than this. */
const MAX_STEPS_PER_SERIES = 50_000;
const MAX_OCCURRENCES = 20_000;
const DAY_MS = 86_400_000;
/** No zone is further than this from UTC: wall times this far outside the window cannot be in it. */
const ZONE_SLACK_MS = 15 * 3_600_000;

/** ical.js keeps a TZID it has no definition for on the time, as `timezone`. */
type ICalTime = InstanceType<typeof ICAL.Time> & { timezone?: string };
type ICalComponent = InstanceType<typeof ICAL.Component>;

/** How one calendar file's times become instants. */
interface Zones {
  family: string;
  /** The feed's own VTIMEZONE definitions, by TZID. */
  embedded: Map<string, InstanceType<typeof ICAL.Timezone>>;
}

const knownZones = new Map<string, boolean>();
function isIanaZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(name, known);
  }
  return known;
}

/** The IANA zone a TZID names, however it is spelled: `Europe/Berlin`, `W. Europe Standard Time`, `/mozilla.org/…/Europe/Berlin`. */
export function ianaZoneOf(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  if (!name.startsWith('/') && isIanaZone(name)) return name;
  const parts = name.split('/').filter(Boolean);
  for (let take = Math.min(3, parts.length); take >= 1; take--) {
    const candidate = parts.slice(-take).join('/');
    if (candidate.includes('/') || take === parts.length) {
      if (isIanaZone(candidate)) return candidate;
    }
  }
  return null;
}

function wallOf(time: ICalTime): WallTime {
  return {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
}

/** A wall time read as if it were UTC: cheap, for deciding what is near the window. */
function wallMs(time: ICalTime): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

function dayOf(time: ICalTime): CalendarDay {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/** The instant a DATE-TIME value stands for. */
function instantOf(time: ICalTime, zones: Zones): Date {
  if (time.zone?.tzid === 'UTC') return new Date(wallMs(time));
  // ical.js resolves a TZID whose VTIMEZONE is in the same file (`zone`), and keeps one it cannot (`timezone`).
  const resolved = time.zone && time.zone.tzid !== 'floating' ? time.zone : null;
  const tzid = time.timezone ?? resolved?.tzid;
  if (tzid) {
    const iana = ianaZoneOf(tzid);
    if (iana) return instantOfWallTime(wallOf(time), iana);
    const embedded = zones.embedded.get(tzid) ?? resolved;
    if (embedded) return new Date(wallMs(time) - embedded.utcOffset(time) * 1000);
  }
  return instantOfWallTime(wallOf(time), zones.family);
}

/** Where an occurrence is identified: its instant, or its day for an all-day series. */
function identity(time: ICalTime, zones: Zones): string {
  return time.isDate ? dayOf(time) : instantOf(time, zones).toISOString();
}

function parseCalendars(text: string): ICalComponent[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new CalendarParseError(NOT_A_CALENDAR);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new CalendarParseError(NOT_A_CALENDAR, { cause: error });
  }
  const list = typeof (parsed as unknown[])[0] === 'string' ? [parsed] : (parsed as unknown[]);
  return list.map((jcal) => new ICAL.Component(jcal as never));
}

function isCancelled(event: ICalComponent): boolean {
  return String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

function titleOf(event: ICalComponent): string {
  const summary = event.getFirstPropertyValue('summary');
  const text = typeof summary === 'string' ? summary.trim() : '';
  return text || UNTITLED;
}

function timeValue(event: ICalComponent, name: string): ICalTime | null {
  const value = event.getFirstPropertyValue(name);
  return value instanceof ICAL.Time ? value : null;
}

/** Every value of every property `name` (EXDATE and RDATE may list several, on several lines). */
function timeValues(event: ICalComponent, name: string): ICalTime[] {
  return event
    .getAllProperties(name)
    .flatMap((property) => property.getValues())
    .filter((value): value is ICalTime => value instanceof ICAL.Time);
}

/** How long each occurrence lasts, as wall-time arithmetic from its start. */
function durationOf(event: ICalComponent, start: ICalTime, zones: Zones): InstanceType<typeof ICAL.Duration> {
  const end = timeValue(event, 'dtend');
  if (end) {
    // DTEND in another zone than DTSTART: measure the real time between them.
    if (!start.isDate && (end.timezone !== start.timezone || end.zone?.tzid !== start.zone?.tzid)) {
      const seconds = (instantOf(end, zones).getTime() - instantOf(start, zones).getTime()) / 1000;
      return ICAL.Duration.fromSeconds(Math.max(0, seconds));
    }
    return end.subtractDate(start);
  }
  const duration = event.getFirstPropertyValue('duration');
  if (duration instanceof ICAL.Duration) return duration;
  // RFC 5545 §3.6.1: an all-day event without an end lasts its day, a timed one no time at all.
  return start.isDate ? new ICAL.Duration({ days: 1 }) : new ICAL.Duration({});
}

class Collector {
  readonly found = new Map<string, Occurrence>();
  readonly fromDay: CalendarDay;
  readonly toDay: CalendarDay;
  readonly fromMs: number;
  readonly toMs: number;

  constructor(readonly window: ExpandWindow) {
    this.fromMs = window.from.getTime();
    this.toMs = window.to.getTime();
    this.fromDay = dayAt(window.from, window.timeZone);
    this.toDay = addDays(dayAt(new Date(this.toMs - 1), window.timeZone), 1);
  }

  /** Is this wall time past anything the window could hold? */
  beyond(start: ICalTime): boolean {
    return start.isDate ? dayOf(start) >= this.toDay : wallMs(start) - ZONE_SLACK_MS >= this.toMs;
  }

  /** Could an occurrence starting at this wall time and lasting `spanMs` reach the window? */
  near(start: ICalTime, spanMs: number): boolean {
    if (start.isDate)
      return Date.parse(`${dayOf(start)}T00:00:00Z`) + spanMs + DAY_MS >= this.fromMs - DAY_MS;
    return wallMs(start) + spanMs + ZONE_SLACK_MS >= this.fromMs;
  }

  add(key: string, uid: string, title: string, start: ICalTime, end: ICalTime, zones: Zones): void {
    if (this.found.size >= MAX_OCCURRENCES) return;
    if (start.isDate) {
      const startDay = dayOf(start);
      let endDay = dayOf(end);
      if (endDay <= startDay) endDay = addDays(startDay, 1);
      if (startDay < this.toDay && endDay > this.fromDay) {
        this.found.set(key, { key, uid, title, start: startDay, end: endDay, isAllDay: true });
      }
      return;
    }
    const startAt = instantOf(start, zones);
    const endAt = instantOf(end, zones);
    const startMs = startAt.getTime();
    const endMs = Math.max(endAt.getTime(), startMs);
    const overlaps =
      endMs > startMs
        ? startMs < this.toMs && endMs > this.fromMs
        : startMs >= this.fromMs && startMs < this.toMs;
    if (overlaps) {
      this.found.set(key, {
        key,
        uid,
        title,
        start: startAt.toISOString(),
        end: new Date(endMs).toISOString(),
        isAllDay: false,
      });
    }
  }
}

interface Series {
  master: ICalComponent | null;
  masterZones: Zones | null;
  overrides: { event: ICalComponent; zones: Zones }[];
}

function expandSeries(uid: string, series: Series, out: Collector): void {
  const { master, masterZones } = series;
  const overridden = new Set<string>();
  for (const { event, zones } of series.overrides) {
    const recurrenceId = timeValue(event, 'recurrence-id');
    if (recurrenceId) overridden.add(identity(recurrenceId, zones));
  }

  if (master && masterZones && !isCancelled(master)) {
    const start = timeValue(master, 'dtstart');
    if (start) {
      const duration = durationOf(master, start, masterZones);
      const spanMs = duration.toSeconds() * 1000;
      const title = titleOf(master);
      const excluded = new Set(timeValues(master, 'exdate').map((time) => identity(time, masterZones)));
      const emit = (occurrenceStart: ICalTime) => {
        const id = identity(occurrenceStart, masterZones);
        if (excluded.has(id) || overridden.has(id)) return;
        const end = occurrenceStart.clone();
        end.addDuration(duration);
        out.add(`${uid}|${id}`, uid, title, occurrenceStart, end, masterZones);
      };

      const rrule = master.getFirstPropertyValue('rrule');
      if (rrule instanceof ICAL.Recur) {
        const iterator = rrule.iterator(start);
        for (let step = 0; step < MAX_STEPS_PER_SERIES; step++) {
          const next = iterator.next();
          if (!next || out.beyond(next)) break;
          if (out.near(next, spanMs)) emit(next);
        }
      } else {
        emit(start);
      }
      for (const extra of timeValues(master, 'rdate')) {
        // An RDATE is in the series' zone unless it names its own; give a bare date the start's time.
        const occurrence: ICalTime = extra.clone();
        if (start.isDate !== extra.isDate) occurrence.isDate = start.isDate;
        if (!extra.timezone && !extra.zone) occurrence.timezone = start.timezone;
        if (!out.beyond(occurrence) && out.near(occurrence, spanMs)) emit(occurrence);
      }
    }
  }

  for (const { event, zones } of series.overrides) {
    if (isCancelled(event)) continue;
    const recurrenceId = timeValue(event, 'recurrence-id');
    const start = timeValue(event, 'dtstart');
    if (!recurrenceId || !start) continue;
    const end = start.clone();
    end.addDuration(durationOf(event, start, zones));
    out.add(`${uid}|${identity(recurrenceId, zones)}`, uid, titleOf(event), start, end, zones);
  }
}

/** Every occurrence of every event in `ics` that overlaps [from, to), sorted by start. */
export function expandCalendar(ics: string | readonly string[], window: ExpandWindow): Occurrence[] {
  const texts = typeof ics === 'string' ? [ics] : ics;
  const series = new Map<string, Series>();
  let unnamed = 0;
  for (const text of texts) {
    for (const calendar of parseCalendars(text)) {
      const zones: Zones = { family: window.timeZone, embedded: new Map() };
      for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
        const tzid = vtimezone.getFirstPropertyValue('tzid');
        if (typeof tzid === 'string') zones.embedded.set(tzid, new ICAL.Timezone(vtimezone));
      }
      for (const event of calendar.getAllSubcomponents('vevent')) {
        const uidValue = event.getFirstPropertyValue('uid');
        const uid = typeof uidValue === 'string' && uidValue ? uidValue : `no-uid-${unnamed++}`;
        let entry = series.get(uid);
        if (!entry) {
          entry = { master: null, masterZones: null, overrides: [] };
          series.set(uid, entry);
        }
        if (event.hasProperty('recurrence-id')) entry.overrides.push({ event, zones });
        else if (!entry.master) {
          entry.master = event;
          entry.masterZones = zones;
        }
      }
    }
  }
  const out = new Collector(window);
  for (const [uid, entry] of series) expandSeries(uid, entry, out);
  return [...out.found.values()].sort((a, b) => startMs(a) - startMs(b) || a.key.localeCompare(b.key));
}

/** All-day events sort at the start of their day (UTC), before that day's timed events in most zones. */
function startMs(occurrence: Occurrence): number {
  return Date.parse(occurrence.isAllDay ? `${occurrence.start}T00:00:00Z` : occurrence.start);
}
