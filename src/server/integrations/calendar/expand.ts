/**
 * iCalendar text → the occurrences a family sees in a window (RFC 5545). Recurrence runs in the
 * event's own wall time (a weekly 09:00 stays 09:00 across a DST change), and wall times become
 * instants with the runtime's zone data (IANA names, Windows names from Outlook, prefixed and
 * display names), or with the feed's own VTIMEZONE when its name is none of those. All-day events
 * stay calendar days, so no zone moves them.
 */
import ICAL from 'ical.js';
import { addDays, type CalendarDay } from '../../../common/calendar-days';
import { dayAt, instantOfWallTime, type WallTime, wallTimeAt } from '../../../common/zoned-time';
import { FeedZone } from './feed-zone';
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

/** How a wall time becomes an instant. `null` is floating: the series' zone, or else the family's. */
type Zone =
  | { kind: 'utc' }
  | { kind: 'iana'; name: string }
  | { kind: 'embedded'; zone: FeedZone }
  | { kind: 'offset'; ms: number }
  | null;

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

/** Display names whose cities are no zone's name. */
const DISPLAY_CITIES: Readonly<Record<string, string>> = { brasilia: 'America/Sao_Paulo' };

let zonesByCity: Map<string, string> | null = null;
/** `berlin` → `Europe/Berlin`: how Windows display names ("Amsterdam, Berlin, Bern…") name zones. */
function zoneOfCity(city: string): string | undefined {
  if (!zonesByCity) {
    zonesByCity = new Map(Object.entries(DISPLAY_CITIES));
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const last = zone.split('/').pop();
      if (last && zone.includes('/')) zonesByCity.set(last.toLowerCase(), zone);
    }
  }
  return zonesByCity.get(city.trim().toLowerCase().replaceAll(' ', '_'));
}

const DISPLAY_OFFSET = /^\(\s*(?:UTC|GMT)\s*(?:([+-−])\s*(\d{1,2}):?(\d{2})?)?\s*\)\s*/i;

/** A Windows display name without its offset: "Eastern Time (US & Canada)", "Amsterdam, Berlin, …". */
function zoneOfDisplayName(rest: string): string | null {
  const bare = rest.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const standard = bare.replace(/\bTime$/i, 'Standard Time');
  for (const candidate of [rest, bare, standard, `${bare} Standard Time`]) {
    if (WINDOWS_ZONES[candidate]) return WINDOWS_ZONES[candidate];
  }
  for (const city of bare.split(',')) {
    const zone = zoneOfCity(city);
    if (zone) return zone;
  }
  return null;
}

const ianaByTzid = new Map<string, string | null>();

/**
 * The IANA zone a TZID names, however it is spelled: `Europe/Berlin`, `W. Europe Standard Time`,
 * `/mozilla.org/…/Europe/Berlin`, `(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna`.
 */
export function ianaZoneOf(tzid: string): string | null {
  let found = ianaByTzid.get(tzid);
  if (found === undefined) {
    found = lookUpIanaZone(tzid);
    if (ianaByTzid.size > 10_000) ianaByTzid.clear();
    ianaByTzid.set(tzid, found);
  }
  return found;
}

function lookUpIanaZone(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  if (WINDOWS_ZONES[name]) return WINDOWS_ZONES[name];
  if (!name.startsWith('/') && isIanaZone(name)) return name;
  const display = DISPLAY_OFFSET.exec(name);
  if (display) return zoneOfDisplayName(name.slice(display[0].length));
  const parts = name.split('/').filter(Boolean);
  for (let take = Math.min(3, parts.length); take >= 1; take--) {
    const candidate = parts.slice(-take).join('/');
    if (isIanaZone(candidate)) return candidate;
  }
  return null;
}

/** The fixed offset a display name starts with, "(UTC-05:00) …": better than nothing when nothing else names the zone. */
function displayOffsetMs(tzid: string): number | null {
  const match = DISPLAY_OFFSET.exec(tzid.trim().replace(/^"|"$/g, ''));
  if (!match) return null;
  const sign = match[1] === '+' ? 1 : -1;
  return sign * (Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0)) * 60_000;
}

/** One calendar file: its own VTIMEZONE definitions, by TZID, and the family's zone. */
interface FileZones {
  family: string;
  embedded: Map<string, FeedZone>;
}

/** The zone a DATE-TIME value is written in. */
function zoneOf(time: ICalTime, file: FileZones): Zone {
  if (time.zone?.tzid === 'UTC') return { kind: 'utc' };
  // Events are read detached from their file, so ical.js keeps every other TZID as written (`timezone`).
  const tzid = time.timezone;
  if (!tzid) return null;
  const iana = ianaZoneOf(tzid);
  if (iana) return { kind: 'iana', name: iana };
  const embedded = file.embedded.get(tzid);
  if (embedded) return { kind: 'embedded', zone: embedded };
  const offset = displayOffsetMs(tzid);
  // A zone nobody defines: read it like a floating time.
  return offset === null ? null : { kind: 'offset', ms: offset };
}

function wallOf(time: ICalTime): WallTime {
  return {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  };
}

/** A wall time read as if it were UTC: cheap, for deciding what is near the window. */
function wallMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

function wallFromMs(ms: number): WallTime {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

function dayOfWall(wall: WallTime): CalendarDay {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The instant the clocks of `zone` show `wall`; a floating time is read in `fallback`. */
function instantIn(wall: WallTime, zone: Zone, fallback: string): number {
  if (zone === null) return instantOfWallTime(wall, fallback).getTime();
  switch (zone.kind) {
    case 'utc':
      return wallMs(wall);
    case 'iana':
      return instantOfWallTime(wall, zone.name).getTime();
    case 'offset':
      return wallMs(wall) - zone.ms;
    case 'embedded':
      return zone.zone.instantOf(wallMs(wall));
  }
}

/** What the clocks of `zone` show at an instant. */
function wallIn(ms: number, zone: Zone, fallback: string): WallTime {
  if (zone === null) return wallTimeAt(new Date(ms), fallback);
  switch (zone.kind) {
    case 'utc':
      return wallFromMs(ms);
    case 'iana':
      return wallTimeAt(new Date(ms), zone.name);
    case 'offset':
      return wallFromMs(ms + zone.ms);
    case 'embedded':
      return wallFromMs(ms + zone.zone.offsetAt(ms));
  }
}

/** How long each occurrence lasts: whole days of wall time, then exact time (RFC 5545 §3.3.6). */
interface Length {
  days: number;
  ms: number;
}

/** A DATE or DATE-TIME value as written, with the zone it names. */
interface Stamp {
  wall: WallTime;
  isDate: boolean;
  zone: Zone;
}

/** One VEVENT, read: everything expansion needs, nothing of ical.js's lazily parsed values left to fail. */
interface ReadEvent {
  uid: string;
  title: string;
  cancelled: boolean;
  start: Stamp;
  length: Length;
  rrule: InstanceType<typeof ICAL.Recur> | null;
  exdates: Stamp[];
  rdates: Stamp[];
  recurrenceId: Stamp | null;
  /** The zone floating times are read in: the family's. */
  family: string;
}

function stampOf(time: ICalTime, file: FileZones): Stamp {
  return { wall: wallOf(time), isDate: time.isDate, zone: time.isDate ? null : zoneOf(time, file) };
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
    .map((value) => (value instanceof ICAL.Period ? value.start : value))
    .filter((value): value is ICalTime => value instanceof ICAL.Time);
}

function titleOf(event: ICalComponent): string {
  const summary = event.getFirstPropertyValue('summary');
  const text = typeof summary === 'string' ? summary.trim() : '';
  return text || UNTITLED;
}

function daysBetween(from: WallTime, to: WallTime): number {
  const day = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

function lengthOf(event: ICalComponent, start: Stamp, file: FileZones): Length {
  const end = timeValue(event, 'dtend');
  if (end) {
    const endStamp = stampOf(end, file);
    if (start.isDate) return { days: Math.max(1, daysBetween(start.wall, endStamp.wall)), ms: 0 };
    // RFC 5545 §3.8.5.3: every occurrence lasts the exact time between DTSTART and DTEND.
    const startMs = instantIn(start.wall, start.zone, file.family);
    const endMs = instantIn(endStamp.wall, endStamp.zone ?? start.zone, file.family);
    return { days: 0, ms: Math.max(0, endMs - startMs) };
  }
  const duration = event.getFirstPropertyValue('duration');
  if (duration instanceof ICAL.Duration && !duration.isNegative) {
    const days = duration.weeks * 7 + duration.days;
    const ms = ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
    if (start.isDate) return { days: Math.max(1, days + Math.ceil(ms / DAY_MS)), ms: 0 };
    return { days, ms };
  }
  // RFC 5545 §3.6.1: an all-day event without an end lasts its day, a timed one no time at all.
  return start.isDate ? { days: 1, ms: 0 } : { days: 0, ms: 0 };
}

function readEvent(event: ICalComponent, file: FileZones, uid: string): ReadEvent | null {
  const dtstart = timeValue(event, 'dtstart');
  const recurrence = timeValue(event, 'recurrence-id');
  if (!dtstart) return null;
  const start = stampOf(dtstart, file);
  const rrule = event.getFirstPropertyValue('rrule');
  return {
    uid,
    title: titleOf(event),
    cancelled: String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
    start,
    length: lengthOf(event, start, file),
    rrule: rrule instanceof ICAL.Recur ? rrule : null,
    exdates: timeValues(event, 'exdate').map((time) => stampOf(time, file)),
    rdates: timeValues(event, 'rdate').map((time) => stampOf(time, file)),
    recurrenceId: recurrence ? stampOf(recurrence, file) : null,
    family: file.family,
  };
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
  beyond(wall: WallTime): boolean {
    return wallMs(wall) - ZONE_SLACK_MS - DAY_MS >= this.toMs;
  }

  /** Could an occurrence starting at this wall time and lasting `length` reach the window? */
  near(wall: WallTime, length: Length): boolean {
    return wallMs(wall) + (length.days + 1) * DAY_MS + length.ms + ZONE_SLACK_MS >= this.fromMs;
  }

  addDays(key: string, uid: string, title: string, start: WallTime, days: number): void {
    if (this.found.size >= MAX_OCCURRENCES) return;
    const startDay = dayOfWall(start);
    const endDay = addDays(startDay, Math.max(1, days));
    if (startDay < this.toDay && endDay > this.fromDay) {
      this.found.set(key, { key, uid, title, start: startDay, end: endDay, isAllDay: true });
    }
  }

  addTimed(key: string, uid: string, title: string, startMs: number, endMs: number): void {
    if (this.found.size >= MAX_OCCURRENCES) return;
    const end = Math.max(startMs, endMs);
    const overlaps =
      end > startMs
        ? startMs < this.toMs && end > this.fromMs
        : startMs >= this.fromMs && startMs < this.toMs;
    if (overlaps) {
      this.found.set(key, {
        key,
        uid,
        title,
        start: new Date(startMs).toISOString(),
        end: new Date(end).toISOString(),
        isAllDay: false,
      });
    }
  }
}

/** Where one event's occurrences are placed: its start's zone, the family's for floating times. */
class Placement {
  constructor(private readonly event: ReadEvent) {}

  /** An occurrence's start, as an instant; a value without a zone of its own is in the event's. */
  startMs(stamp: Stamp): number {
    return instantIn(stamp.wall, stamp.zone ?? this.event.start.zone, this.event.family);
  }

  endMs(start: WallTime): number {
    const { length } = this.event;
    const from = length.days ? wallFromMs(wallMs(start) + length.days * DAY_MS) : start;
    return instantIn(from, this.event.start.zone, this.event.family) + length.ms;
  }

  /** How an occurrence (or a RECURRENCE-ID or EXDATE naming one) is identified: its day, or its instant. */
  identity(stamp: Stamp): string {
    if (this.event.start.isDate || stamp.isDate) return dayOfWall(this.wallInEventZone(stamp));
    return new Date(this.startMs(stamp)).toISOString();
  }

  /** The value's wall time on the event's clocks, where a date names its own day. */
  wallInEventZone(stamp: Stamp): WallTime {
    if (stamp.isDate || stamp.zone === null) return stamp.wall;
    return wallIn(this.startMs(stamp), this.event.start.zone, this.event.family);
  }

  /** An RDATE on the event's clocks; a bare date in a timed series happens at the series' time of day. */
  wallOfRdate(extra: Stamp): WallTime {
    const { start } = this.event;
    if (extra.isDate || start.isDate) {
      if (start.isDate) return { ...extra.wall, hour: 0, minute: 0, second: 0 };
      return { ...extra.wall, hour: start.wall.hour, minute: start.wall.minute, second: start.wall.second };
    }
    return this.wallInEventZone(extra);
  }
}

/** The series' UNTIL as a wall time on the series' own clocks, so the iterator compares like with like. */
function floatingUntil(until: ICalTime, start: Stamp, family: string): InstanceType<typeof ICAL.Time> {
  const floating = ICAL.Timezone.localTimezone;
  if (until.isDate) {
    // A date bound on a timed series takes in the whole of its last day.
    return start.isDate
      ? new ICAL.Time({ ...wallOf(until), isDate: true }, floating)
      : new ICAL.Time({ ...wallOf(until), hour: 23, minute: 59, second: 59, isDate: false }, floating);
  }
  if (start.isDate) return new ICAL.Time({ ...wallOf(until), isDate: true }, floating);
  // UNTIL is in UTC when DTSTART names a zone, and floating (already on the series' clocks) when not.
  const wall = until.zone?.tzid === 'UTC' ? wallIn(wallMs(wallOf(until)), start.zone, family) : wallOf(until);
  return new ICAL.Time({ ...wall, isDate: false }, floating);
}

/** The series' own wall times, from DTSTART through its RRULE, until past the window. */
function* ruleWalls(event: ReadEvent, out: Collector): Generator<WallTime> {
  const { rrule, start } = event;
  if (!rrule) {
    yield start.wall;
    return;
  }
  const rule = rrule.clone();
  if (rule.until) rule.until = floatingUntil(rule.until, start, event.family);
  const iterator = rule.iterator(
    new ICAL.Time({ ...start.wall, isDate: start.isDate }, ICAL.Timezone.localTimezone),
  );
  for (let step = 0; step < MAX_STEPS_PER_SERIES; step++) {
    const next = iterator.next();
    if (!next) return;
    const wall = wallOf(next);
    if (out.beyond(wall)) return;
    yield wall;
  }
}

interface Series {
  master: ReadEvent | null;
  overrides: ReadEvent[];
}

function expandSeries(uid: string, series: Series, out: Collector): void {
  const { master } = series;
  const placement = master ? new Placement(master) : null;
  const overridden = new Set<string>();
  for (const override of series.overrides) {
    if (placement && override.recurrenceId) overridden.add(placement.identity(override.recurrenceId));
  }

  if (master && placement && !master.cancelled) {
    const excluded = new Set(master.exdates.map((stamp) => placement.identity(stamp)));
    const excludedDays = new Set(master.exdates.filter((s) => s.isDate).map((s) => dayOfWall(s.wall)));
    const overriddenDays = new Set(
      series.overrides.flatMap((o) => (o.recurrenceId?.isDate ? [dayOfWall(o.recurrenceId.wall)] : [])),
    );
    const emit = (wall: WallTime) => {
      const stamp: Stamp = { wall, isDate: master.start.isDate, zone: null };
      const id = placement.identity(stamp);
      if (excluded.has(id) || overridden.has(id)) return;
      if (master.start.isDate) {
        out.addDays(`${uid}|${id}`, uid, master.title, wall, master.length.days);
        return;
      }
      const day = dayOfWall(wall);
      if (excludedDays.has(day) || overriddenDays.has(day)) return;
      out.addTimed(`${uid}|${id}`, uid, master.title, placement.startMs(stamp), placement.endMs(wall));
    };
    for (const wall of ruleWalls(master, out)) {
      if (out.near(wall, master.length)) emit(wall);
    }
    for (const extra of master.rdates) {
      const wall = placement.wallOfRdate(extra);
      if (!out.beyond(wall) && out.near(wall, master.length)) emit(wall);
    }
  }

  for (const override of series.overrides) {
    if (override.cancelled || !override.recurrenceId) continue;
    const own = new Placement(override);
    const key = `${uid}|${(placement ?? own).identity(override.recurrenceId)}`;
    if (override.start.isDate) {
      out.addDays(key, uid, override.title, override.start.wall, override.length.days);
    } else {
      out.addTimed(key, uid, override.title, own.startMs(override.start), own.endMs(override.start.wall));
    }
  }
}

/** Properties whose value may be a date: written without `VALUE=DATE`, other readers still take `20190101` as one. */
const BARE_DATE =
  /^((?:DTSTART|DTEND|DUE|EXDATE|RDATE|RECURRENCE-ID)(?:;(?:[^:;"\r\n]|"[^"]*")*)*):(\d{8}(?:,\d{8})*)(\r?)$/gim;

function withDatesMarked(text: string): string {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .replace(BARE_DATE, (line, name: string, dates: string, cr: string) =>
      /;VALUE=/i.test(name) ? line : `${name};VALUE=DATE:${dates}${cr}`,
    );
}

function parseCalendars(text: string): ICalComponent[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new CalendarParseError(NOT_A_CALENDAR);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(withDatesMarked(text));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CalendarParseError(`The calendar could not be read (${detail}).`, { cause: error });
  }
  const list = typeof (parsed as unknown[])[0] === 'string' ? [parsed] : (parsed as unknown[]);
  return list.map((jcal) => new ICAL.Component(jcal as never));
}

/** ical.js reads values when first asked; a value it cannot read is the feed's fault, told to the family. */
function unreadable(uid: string, error: unknown): CalendarParseError {
  const detail = error instanceof Error ? error.message : String(error);
  return new CalendarParseError(`The calendar has an event Luno cannot read (${uid}: ${detail}).`, {
    cause: error,
  });
}

/** Every occurrence of every event in `ics` that overlaps [from, to), sorted by start. */
export function expandCalendar(ics: string | readonly string[], window: ExpandWindow): Occurrence[] {
  const texts = typeof ics === 'string' ? [ics] : ics;
  const series = new Map<string, Series>();
  let unnamed = 0;
  for (const text of texts) {
    for (const calendar of parseCalendars(text)) {
      const file: FileZones = { family: window.timeZone, embedded: new Map() };
      for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
        const tzid = vtimezone.getFirstPropertyValue('tzid');
        if (typeof tzid === 'string') file.embedded.set(tzid, new FeedZone(vtimezone));
      }
      for (const inFile of calendar.getAllSubcomponents('vevent')) {
        // Detached from its file, ical.js leaves each TZID to `zoneOf` rather than searching the
        // whole file for its VTIMEZONE on every value (quadratic in a large feed).
        const component = new ICAL.Component(inFile.jCal);
        const uidValue = component.getFirstPropertyValue('uid');
        const uid = typeof uidValue === 'string' && uidValue ? uidValue : `no-uid-${unnamed++}`;
        let event: ReadEvent | null;
        try {
          event = readEvent(component, file, uid);
        } catch (error) {
          throw unreadable(uid, error);
        }
        if (!event) continue;
        let entry = series.get(uid);
        if (!entry) {
          entry = { master: null, overrides: [] };
          series.set(uid, entry);
        }
        if (event.recurrenceId) entry.overrides.push(event);
        else if (!entry.master) entry.master = event;
      }
    }
  }
  const out = new Collector(window);
  for (const [uid, entry] of series) {
    try {
      expandSeries(uid, entry, out);
    } catch (error) {
      // A rule ical.js refuses to iterate (BYDAY=9XX) is the feed's; anything else is ours.
      if (error instanceof Error && !(error instanceof TypeError) && !(error instanceof RangeError)) {
        throw unreadable(uid, error);
      }
      throw error;
    }
  }
  return [...out.found.values()].sort((a, b) => startMs(a) - startMs(b) || a.key.localeCompare(b.key));
}

/** All-day events sort at the start of their day (UTC), before that day's timed events in most zones. */
function startMs(occurrence: Occurrence): number {
  return Date.parse(occurrence.isAllDay ? `${occurrence.start}T00:00:00Z` : occurrence.start);
}

/** One VEVENT of an invitation, with its own times as the family's calendar keeps them. */
export interface InviteEvent {
  /** The file's METHOD (REQUEST, CANCEL, PUBLISH…), upper case; '' when it names none. */
  method: string;
  uid: string;
  component: ICalComponent;
  isAllDay: boolean;
  /** Timed: an ISO UTC instant. All-day: a day. */
  start: string;
  /** Timed: an ISO UTC instant. All-day: a day, exclusive. */
  end: string;
  /** For one occurrence of a series: which (its original start: a day for an all-day series, else an instant). */
  recurrenceId: string | null;
  /** Occurrences the series leaves out, named the same way. */
  exdates: string[];
  /** The day an instant falls on by the series' own clocks (how its rule's UNTIL is read). */
  dayOnSeriesClocks: (instant: Date) => CalendarDay;
}

/**
 * The events of an invitation (an `.ics` a member forwarded), each with its times read by the same
 * rules as a feed's: every zone spelling, the file's own VTIMEZONEs, floating times in the family's zone.
 */
export function inviteEvents(text: string, timeZone: string): InviteEvent[] {
  const out: InviteEvent[] = [];
  let unnamed = 0;
  for (const calendar of parseCalendars(text)) {
    const method = String(calendar.getFirstPropertyValue('method') ?? '')
      .trim()
      .toUpperCase();
    const file: FileZones = { family: timeZone, embedded: new Map() };
    for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
      const tzid = vtimezone.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string') file.embedded.set(tzid, new FeedZone(vtimezone));
    }
    for (const inFile of calendar.getAllSubcomponents('vevent')) {
      const component = new ICAL.Component(inFile.jCal);
      const uidValue = component.getFirstPropertyValue('uid');
      const uid = typeof uidValue === 'string' && uidValue ? uidValue : `no-uid-${unnamed++}`;
      let read: ReadEvent | null;
      try {
        read = readEvent(component, file, uid);
      } catch (error) {
        throw unreadable(uid, error);
      }
      if (!read) continue;
      const event = read;
      const placement = new Placement(event);
      const name = (stamp: Stamp) => placement.identity(stamp);
      const times = event.start.isDate
        ? {
            start: dayOfWall(event.start.wall),
            end: addDays(dayOfWall(event.start.wall), Math.max(1, event.length.days)),
          }
        : {
            start: new Date(placement.startMs(event.start)).toISOString(),
            end: new Date(placement.endMs(event.start.wall)).toISOString(),
          };
      out.push({
        method,
        uid,
        component,
        isAllDay: event.start.isDate,
        ...times,
        recurrenceId: event.recurrenceId ? name(event.recurrenceId) : null,
        exdates: event.exdates.map(name),
        dayOnSeriesClocks: (instant) => dayOfWall(wallIn(instant.getTime(), event.start.zone, timeZone)),
      });
    }
  }
  return out;
}
