/**
 * Writing events to a CalDAV calendar (Apple iCloud, any CalDAV server) as its own apps write
 * them (see `calendar-writer.ts` for each scope): the object is read, changed with ical.js (so
 * everything Luno does not know of stays as it was) and put back through tsdav with `If-Match`
 * on the ETag Luno read. A new event is a new object with `If-None-Match: *`.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { addDays } from '../../../common/calendar-days';
import { toRRuleString } from '../../../common/recurrence';
import { instantOfWallTime, startOfDayIn, type WallTime, wallTimeAt } from '../../../common/zoned-time';
import { vtimezoneLines } from '../../family-calendar/ics-writer';
import { FetchRefused } from '../guarded-fetch';
import {
  basicAuthorizationOf,
  type CalDavCredentials,
  CalDavError,
  type CalDavObject,
  calDavCalendars,
  calDavRefs,
} from './caldav';
import type { ReadWindow } from './calendar-api';
import {
  CalendarWriteRefused,
  type CalendarWriter,
  ChangedSinceRead,
  type EventDraft,
  type EventRef,
  type WriteResult,
  type WriteScope,
  type WrittenOccurrence,
} from './calendar-writer';
import { expandCalendar, ianaZoneOf, type Occurrence } from './expand';

type FetchImpl = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** A CalDAV source to write to: its address and credentials, the guarded fetcher, the family's zone. */
export interface CalDavTarget {
  credentials: CalDavCredentials;
  fetch: FetchImpl;
  timeZone: string;
}

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

let tsdav: Promise<typeof import('tsdav')> | undefined;
const loadTsdav = () => {
  tsdav ??= import('tsdav');
  return tsdav;
};

const REFUSED = 'The Apple ID or app password was not accepted.';
const FORBIDDEN = 'The calendar server does not let this account change that calendar.';
const UNREACHABLE = 'The calendar server could not be reached. Nothing was changed.';
const SEVERAL =
  'This address holds several calendars. To add events, add the one calendar by its own address.';

/** ETags compared as the server meant them: a weak one and its quotes aside. */
function sameEtag(a: string | null, b: string | null): boolean {
  const bare = (value: string | null) => value?.replace(/^W\//, '').replace(/^"|"$/g, '') ?? null;
  return bare(a) === bare(b);
}

const quoted = (etag: string) => (/^(W\/)?"/.test(etag) ? etag : `"${etag}"`);

function headersOf(target: CalDavTarget): Record<string, string> {
  return { authorization: basicAuthorizationOf(target.credentials) };
}

/** A response that is not a success, as the family reads it; 412 is the change made elsewhere. */
function refusalOf(response: Response): Error {
  if (response.status === 412) return new ChangedSinceRead('changed since read');
  if (response.status === 401) return new CalendarWriteRefused(REFUSED, 403);
  if (response.status === 403) return new CalendarWriteRefused(FORBIDDEN, 403);
  if (response.status === 404 || response.status === 410) return new ChangedSinceRead('gone');
  if (response.status >= 400 && response.status < 500) {
    return new CalendarWriteRefused(`The calendar server refused the change (${response.status}).`, 400);
  }
  return new CalendarWriteRefused(`The calendar server answered with an error (${response.status}).`, 502);
}

async function send(request: () => Promise<Response>): Promise<Response> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof FetchRefused) throw new CalendarWriteRefused(error.message, 400);
    throw new CalendarWriteRefused(UNREACHABLE, 502);
  }
}

/** The object as the server has it now, and its ETag; a change since Luno read it stops here. */
async function load(target: CalDavTarget, ref: EventRef): Promise<CalDavObject> {
  const response = await send(() =>
    target.fetch(ref.eventId, { headers: { ...headersOf(target), accept: 'text/calendar' } }),
  );
  if (!response.ok) {
    await response.arrayBuffer().catch(() => undefined);
    throw refusalOf(response);
  }
  const text = await response.text();
  const etag = response.headers.get('etag');
  if (ref.etag !== null && etag !== null && !sameEtag(ref.etag, etag)) {
    throw new ChangedSinceRead('changed since read');
  }
  return { href: ref.eventId, etag: etag ?? ref.etag, text };
}

/** The ETag a PUT left, from its answer or, when the server gave none, read again. */
async function etagAfter(target: CalDavTarget, response: Response, href: string): Promise<string | null> {
  const given = response.headers.get('etag');
  if (given) return given;
  const again = await send(() => target.fetch(href, { method: 'HEAD', headers: headersOf(target) }));
  return again.ok ? again.headers.get('etag') : null;
}

async function put(
  target: CalDavTarget,
  href: string,
  text: string,
  condition: { etag: string | null } | 'new',
): Promise<string | null> {
  const { createObject, updateObject } = await loadTsdav();
  const headers = { ...headersOf(target), 'content-type': 'text/calendar; charset=utf-8' };
  const response = await send(() =>
    condition === 'new'
      ? createObject({
          url: href,
          data: text,
          headers: { ...headers, 'if-none-match': '*' },
          fetch: target.fetch as typeof fetch,
        })
      : updateObject({
          url: href,
          data: text,
          ...(condition.etag ? { etag: quoted(condition.etag) } : {}),
          headers,
          fetch: target.fetch as typeof fetch,
        }),
  );
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw refusalOf(response);
  return etagAfter(target, response, href);
}

async function remove(target: CalDavTarget, href: string, etag: string | null): Promise<void> {
  const { deleteObject } = await loadTsdav();
  const response = await send(() =>
    deleteObject({
      url: href,
      ...(etag ? { etag: quoted(etag) } : {}),
      headers: headersOf(target),
      fetch: target.fetch as typeof fetch,
    }),
  );
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok && response.status !== 404) throw refusalOf(response);
}

/** Each occurrence read from CalDAV objects, with where it lives: how sync and writes store them. */
export function withCalDavRefs(
  occurrences: readonly Occurrence[],
  resources: readonly CalDavObject[],
): WrittenOccurrence[] {
  const refs = calDavRefs(resources);
  return occurrences.map((occurrence) => {
    const found = refs.get(occurrence.uid);
    const recurring = found?.recurring ?? false;
    return {
      key: occurrence.key,
      title: occurrence.title,
      start: occurrence.start,
      end: occurrence.end,
      isAllDay: occurrence.isAllDay,
      ref: {
        eventId: found?.href ?? '',
        seriesId: occurrence.uid,
        etag: found?.etag ?? null,
        originalStart: recurring ? occurrence.key.slice(occurrence.uid.length + 1) : null,
        recurring,
      },
    };
  });
}

function occurrencesOf(
  object: CalDavObject,
  uid: string,
  window: ReadWindow,
  timeZone: string,
): WrittenOccurrence[] {
  const found = expandCalendar(object.text, { from: window.from, to: window.to, timeZone });
  return withCalDavRefs(
    found.filter((occurrence) => occurrence.uid === uid),
    [object],
  );
}

// --- reading and changing the iCalendar text -------------------------------------------------

function parse(text: string): Component {
  try {
    return new ICAL.Component(ICAL.parse(text) as never);
  } catch {
    throw new CalendarWriteRefused('The calendar server holds this event in a form Luno cannot change.', 400);
  }
}

const wallOf = (time: Time): WallTime => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.hour,
  minute: time.minute,
  second: time.second,
});

/** How a value of the master is placed: a day, UTC, a zone (IANA), or floating (the family's). */
type Form =
  | { kind: 'date' }
  | { kind: 'utc' }
  | { kind: 'zone'; tzid: string; iana: string }
  | { kind: 'floating' };

function formOf(component: Component, name: string): Form {
  const property = component.getFirstProperty(name);
  const value = property?.getFirstValue() as Time | undefined;
  if (!value || value.isDate) return { kind: 'date' };
  if (value.zone?.tzid === 'UTC') return { kind: 'utc' };
  const tzid = property?.getParameter('tzid');
  const iana = typeof tzid === 'string' ? ianaZoneOf(tzid) : null;
  if (typeof tzid === 'string' && iana) return { kind: 'zone', tzid, iana };
  return typeof tzid === 'string' ? { kind: 'utc' } : { kind: 'floating' };
}

/** The identity `expand.ts` gives a value: its day, or its instant as ISO UTC. */
function identityOf(property: InstanceType<typeof ICAL.Property>, value: Time, timeZone: string): string {
  if (value.isDate) return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;
  if (value.zone?.tzid === 'UTC')
    return new Date(
      Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute, value.second),
    ).toISOString();
  const tzid = property.getParameter('tzid');
  const zone = (typeof tzid === 'string' && ianaZoneOf(tzid)) || timeZone;
  return instantOfWallTime(wallOf(value), zone).toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A value naming `identity` (an original start) in the master's own form. */
function valueIn(form: Form, identity: string, timeZone: string): { time: Time; tzid?: string } {
  if (form.kind === 'date' || identity.length === 10) {
    return { time: ICAL.Time.fromDateString(identity.slice(0, 10)) };
  }
  const instant = new Date(identity);
  if (form.kind === 'utc') return { time: ICAL.Time.fromJSDate(instant, true) };
  const zone = form.kind === 'zone' ? form.iana : timeZone;
  const time = new ICAL.Time({ ...wallTimeAt(instant, zone), isDate: false }, ICAL.Timezone.localTimezone);
  return form.kind === 'zone' ? { time, tzid: form.tzid } : { time };
}

function setTime(component: Component, name: string, value: { time: Time; tzid?: string }): void {
  component.removeAllProperties(name);
  const property = new ICAL.Property(name);
  if (value.tzid) property.setParameter('tzid', value.tzid);
  property.setValue(value.time);
  component.addProperty(property);
}

/** The start and end a draft writes: days, UTC for a single timed event, the family's zone for a series. */
function draftTimes(draft: EventDraft, repeats: boolean, zoneForm?: Form) {
  if (draft.allDay) {
    return {
      start: { time: ICAL.Time.fromDateString(draft.start) },
      end: { time: ICAL.Time.fromDateString(draft.end) },
    };
  }
  const form: Form =
    zoneForm && zoneForm.kind !== 'date'
      ? zoneForm
      : repeats
        ? { kind: 'zone', tzid: draft.timeZone, iana: draft.timeZone }
        : { kind: 'utc' };
  return { start: valueIn(form, draft.start, draft.timeZone), end: valueIn(form, draft.end, draft.timeZone) };
}

/** The RRULE of a draft, with its last day as UNTIL in the form the start takes. */
function ruleOf(draft: EventDraft, form: Form): InstanceType<typeof ICAL.Recur> | null {
  if (!draft.repeatConfig) return null;
  const text = toRRuleString(draft.repeatConfig);
  if (!text) return null;
  const rule = ICAL.Recur.fromString(text.replace(/^RRULE:/, ''));
  if (draft.repeatUntil) {
    if (draft.allDay) rule.until = ICAL.Time.fromDateString(draft.repeatUntil);
    else {
      const end = new Date(startOfDayIn(addDays(draft.repeatUntil, 1), draft.timeZone).getTime() - 1000);
      rule.until =
        form.kind === 'floating'
          ? new ICAL.Time({ ...wallTimeAt(end, draft.timeZone), isDate: false }, ICAL.Timezone.localTimezone)
          : ICAL.Time.fromJSDate(end, true);
    }
  }
  return rule;
}

function stamp(component: Component): void {
  component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  const sequence = component.getFirstPropertyValue('sequence');
  component.updatePropertyWithValue('sequence', (typeof sequence === 'number' ? sequence : 0) + 1);
}

function setText(component: Component, draft: EventDraft): void {
  component.updatePropertyWithValue('summary', draft.title);
  if (draft.notes) component.updatePropertyWithValue('description', draft.notes);
  else component.removeAllProperties('description');
}

/** A new VEVENT from a draft: its times, its rule, its words. */
function newEvent(uid: string, draft: EventDraft, rule?: InstanceType<typeof ICAL.Recur> | null): Component {
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', uid);
  event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  const repeats = rule !== undefined ? rule !== null : draft.repeatConfig !== null;
  const times = draftTimes(draft, repeats);
  setTime(event, 'dtstart', times.start);
  setTime(event, 'dtend', times.end);
  const recur =
    rule !== undefined ? rule : ruleOf(draft, repeats ? formOf(event, 'dtstart') : { kind: 'utc' });
  if (recur) event.addPropertyWithValue('rrule', recur);
  setText(event, draft);
  return event;
}

/** A calendar holding `events`, with the VTIMEZONE of every zone their times name that it lacks. */
function calendarOf(events: Component[], base?: Component): Component {
  const calendar = base ?? new ICAL.Component(['vcalendar', [], []]);
  if (!base) {
    calendar.updatePropertyWithValue('version', '2.0');
    calendar.updatePropertyWithValue('prodid', '-//Luno//Family calendar//EN');
  }
  for (const event of events) calendar.addSubcomponent(event);
  ensureZones(calendar);
  return calendar;
}

function ensureZones(calendar: Component): void {
  const have = new Set(
    calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  );
  const needed = new Map<string, number>();
  for (const event of calendar.getAllSubcomponents('vevent')) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      const value = property.getFirstValue() as Time | undefined;
      if (typeof tzid === 'string' && !have.has(tzid) && ianaZoneOf(tzid) === tzid && value?.year) {
        needed.set(tzid, Math.min(needed.get(tzid) ?? value.year, value.year));
      }
    }
  }
  for (const [tzid, year] of needed) {
    const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(tzid, year, year + 10), 'END:VCALENDAR'].join('\r\n');
    const zone = new ICAL.Component(ICAL.parse(text) as never).getFirstSubcomponent('vtimezone');
    if (zone) calendar.addSubcomponent(zone);
  }
}

interface Series {
  calendar: Component;
  master: Component | null;
  overrides: Component[];
}

function seriesIn(calendar: Component, uid: string): Series {
  const events = calendar
    .getAllSubcomponents('vevent')
    .filter((event) => String(event.getFirstPropertyValue('uid') ?? '') === uid);
  if (events.length === 0) throw new ChangedSinceRead('gone');
  return {
    calendar,
    master: events.find((event) => !event.hasProperty('recurrence-id')) ?? null,
    overrides: events.filter((event) => event.hasProperty('recurrence-id')),
  };
}

function overrideIdentity(override: Component, timeZone: string): string | null {
  const property = override.getFirstProperty('recurrence-id');
  const value = property?.getFirstValue() as Time | undefined;
  return property && value ? identityOf(property, value, timeZone) : null;
}

function masterStartIdentity(master: Component, timeZone: string): string | null {
  const property = master.getFirstProperty('dtstart');
  const value = property?.getFirstValue() as Time | undefined;
  return property && value ? identityOf(property, value, timeZone) : null;
}

/** Takes EXDATEs and overrides at or after `identity` out of the series (they belong to what follows). */
function dropFrom(series: Series, identity: string, timeZone: string): void {
  for (const override of series.overrides) {
    const id = overrideIdentity(override, timeZone);
    if (id !== null && compareIdentity(id, identity) >= 0) series.calendar.removeSubcomponent(override);
  }
  if (!series.master) return;
  for (const property of series.master.getAllProperties('exdate')) {
    const kept = property
      .getValues()
      .filter((value) => compareIdentity(identityOf(property, value as Time, timeZone), identity) < 0);
    if (kept.length === 0) series.master.removeProperty(property);
    else property.setValues(kept as never);
  }
}

/** Orders identities: days and instants alike by when they start. */
function compareIdentity(a: string, b: string): number {
  const ms = (id: string) => Date.parse(id.length === 10 ? `${id}T00:00:00Z` : id);
  return ms(a) - ms(b);
}

/** Ends the master's rule just before the occurrence `identity` (UNTIL; a COUNT gives way to it). */
function endBefore(master: Component, identity: string, timeZone: string): void {
  const rule = master.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur> | null;
  if (!rule) return;
  const form = formOf(master, 'dtstart');
  const next = rule.clone();
  next.count = null as never;
  if (form.kind === 'date' || identity.length === 10) {
    next.until = ICAL.Time.fromDateString(addDays(identity.slice(0, 10), -1));
  } else {
    const end = new Date(Date.parse(identity) - 1000);
    next.until =
      form.kind === 'floating'
        ? new ICAL.Time({ ...wallTimeAt(end, timeZone), isDate: false }, ICAL.Timezone.localTimezone)
        : ICAL.Time.fromJSDate(end, true);
  }
  master.updatePropertyWithValue('rrule', next);
}

/** Wall times of the master's rule, from its start, as the identities `expand.ts` gives them. */
function* ruleIdentities(master: Component, rule: InstanceType<typeof ICAL.Recur>, timeZone: string) {
  const property = master.getFirstProperty('dtstart');
  const start = property?.getFirstValue() as Time | undefined;
  if (!property || !start) return;
  const iterator = rule.iterator(start);
  for (let step = 0; step < 10_000; step++) {
    const next = iterator.next();
    if (!next) return;
    yield identityOf(property, next, timeZone);
  }
}

/**
 * The rule a series split off at `identity` keeps: a COUNT becomes what was left of it, and an
 * UNTIL is written as the new series' start needs it (a day, or a UTC instant).
 */
function continuedRule(
  master: Component,
  rule: InstanceType<typeof ICAL.Recur>,
  identity: string,
  draft: EventDraft,
): InstanceType<typeof ICAL.Recur> {
  const next = rule.clone();
  if (rule.count) {
    let before = 0;
    for (const id of ruleIdentities(master, rule, draft.timeZone)) {
      if (compareIdentity(id, identity) >= 0 || before >= rule.count) break;
      before++;
    }
    next.count = Math.max(1, rule.count - before);
  }
  if (rule.until) {
    const until = rule.until;
    const property = master.getFirstProperty('dtstart');
    const day = `${pad(until.year, 4)}-${pad(until.month)}-${pad(until.day)}`;
    if (draft.allDay) next.until = ICAL.Time.fromDateString(day);
    else if (until.isDate) {
      const end = new Date(startOfDayIn(addDays(day, 1), draft.timeZone).getTime() - 1000);
      next.until = ICAL.Time.fromJSDate(end, true);
    } else if (until.zone?.tzid !== 'UTC' && property) {
      next.until = ICAL.Time.fromJSDate(new Date(identityOf(property, until, draft.timeZone)), true);
    }
  }
  return next;
}

function removeOverride(series: Series, identity: string, timeZone: string): void {
  for (const override of series.overrides) {
    if (overrideIdentity(override, timeZone) === identity) series.calendar.removeSubcomponent(override);
  }
  series.overrides = series.overrides.filter((override) => overrideIdentity(override, timeZone) !== identity);
}

/** Moves the master so the occurrence `from` lands at the draft's start, keeping the master's form. */
function moveMaster(master: Component, draft: EventDraft, from: string | null, timeZone: string): boolean {
  const form = formOf(master, 'dtstart');
  const current = masterStartIdentity(master, timeZone);
  if (current === null) return false;
  const sameKind = (form.kind === 'date') === draft.allDay;
  let start: string;
  if (!sameKind || from === null) start = draft.start;
  else if (draft.allDay) {
    const shift = Math.round((Date.parse(draft.start) - Date.parse(from.slice(0, 10))) / 86_400_000);
    start = addDays(current, shift);
  } else {
    start = new Date(Date.parse(current) + (Date.parse(draft.start) - Date.parse(from))).toISOString();
  }
  const length = draft.allDay
    ? Math.round((Date.parse(draft.end) - Date.parse(draft.start)) / 86_400_000)
    : Date.parse(draft.end) - Date.parse(draft.start);
  const end = draft.allDay ? addDays(start, length) : new Date(Date.parse(start) + length).toISOString();
  const useForm = sameKind ? form : draft.allDay ? ({ kind: 'date' } as Form) : ({ kind: 'utc' } as Form);
  setTime(master, 'dtstart', valueIn(useForm, start, timeZone));
  master.removeAllProperties('duration');
  setTime(master, 'dtend', valueIn(useForm, end, timeZone));
  return start !== current;
}

function serialize(calendar: Component): string {
  return calendar
    .toString()
    .replace(/\r?\n/g, '\r\n')
    .replace(/(\r\n)?$/, '\r\n');
}

// --- the writer ----------------------------------------------------------------------------------

async function collectionOf(target: CalDavTarget): Promise<string> {
  let calendars: string[];
  try {
    calendars = await calDavCalendars(target.credentials, target.fetch);
  } catch (error) {
    if (error instanceof CalDavError || error instanceof FetchRefused) {
      throw new CalendarWriteRefused(error.message, error.message === REFUSED ? 403 : 502);
    }
    throw error;
  }
  if (calendars.length !== 1) throw new CalendarWriteRefused(SEVERAL, 400);
  return calendars[0]!;
}

async function createSeries(
  target: CalDavTarget,
  collection: string,
  draft: EventDraft,
  window: ReadWindow,
  rule?: InstanceType<typeof ICAL.Recur> | null,
): Promise<{ uid: string; href: string; occurrences: WrittenOccurrence[] }> {
  const uid = `${randomUUID()}@luno`;
  const href = new URL(`${encodeURIComponent(uid)}.ics`, collection).href;
  const text = serialize(calendarOf([newEvent(uid, draft, rule)]));
  const etag = await put(target, href, text, 'new');
  return { uid, href, occurrences: occurrencesOf({ href, etag, text }, uid, window, target.timeZone) };
}

const writtenAt = (occurrences: WrittenOccurrence[], draft: EventDraft) =>
  occurrences.find((occurrence) => occurrence.start === draft.start)?.key ?? null;

/** Scope as it applies: a single event is written whole; "this and following" from the first is all. */
function effectiveScope(ref: EventRef, scope: WriteScope, series: Series, timeZone: string): WriteScope {
  if (!ref.recurring || ref.originalStart === null || !series.master) {
    return ref.recurring && ref.originalStart !== null && scope !== 'all' ? 'this' : 'all';
  }
  if (scope === 'following') {
    const first = masterStartIdentity(series.master, timeZone);
    if (first !== null && compareIdentity(ref.originalStart, first) <= 0) return 'all';
  }
  return scope;
}

export const calDavWriter: CalendarWriter<CalDavTarget> = {
  async create(target, draft, window) {
    const collection = await collectionOf(target);
    const created = await createSeries(target, collection, draft, window);
    return {
      series: [{ seriesId: created.uid, occurrences: created.occurrences }],
      written: writtenAt(created.occurrences, draft),
    };
  },

  async update(target, ref, draft, scope, window): Promise<WriteResult> {
    const { timeZone } = target;
    const object = await load(target, ref);
    const calendar = parse(object.text);
    const series = seriesIn(calendar, ref.seriesId);
    const applies = effectiveScope(ref, scope, series, timeZone);
    const original = ref.originalStart;
    let created: Awaited<ReturnType<typeof createSeries>> | null = null;

    if (applies === 'this' && original !== null) {
      removeOverride(series, original, timeZone);
      const override = newEvent(ref.seriesId, draft, null);
      const form = series.master ? formOf(series.master, 'dtstart') : ({ kind: 'utc' } as Form);
      setTime(override, 'recurrence-id', valueIn(form, original, timeZone));
      if (!draft.allDay && form.kind === 'zone') {
        const times = draftTimes(draft, true, form);
        setTime(override, 'dtstart', times.start);
        setTime(override, 'dtend', times.end);
      }
      calendar.addSubcomponent(override);
    } else if (applies === 'following' && original !== null && series.master) {
      const oldRule = series.master.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur> | null;
      const rule =
        draft.keepRule && oldRule ? continuedRule(series.master, oldRule, original, draft) : undefined;
      endBefore(series.master, original, timeZone);
      dropFrom(series, original, timeZone);
      stamp(series.master);
      // The new series first: should the old one have changed meanwhile, it is taken back.
      const collection = new URL('.', ref.eventId).href;
      created = await createSeries(target, collection, draft, window, rule);
      try {
        const text = serialize(calendar);
        const etag = await put(target, ref.eventId, text, { etag: object.etag });
        return {
          series: [
            {
              seriesId: ref.seriesId,
              occurrences: occurrencesOf({ href: ref.eventId, etag, text }, ref.seriesId, window, timeZone),
            },
            { seriesId: created.uid, occurrences: created.occurrences },
          ],
          written: writtenAt(created.occurrences, draft),
        };
      } catch (error) {
        await remove(target, created.href, null).catch(() => undefined);
        throw error;
      }
    } else {
      const master = series.master ?? series.overrides[0]!;
      setText(master, draft);
      const moved = moveMaster(master, draft, ref.recurring ? original : null, timeZone);
      let ruleChanged = false;
      if (!draft.keepRule) {
        const before = master.getFirstPropertyValue('rrule')?.toString() ?? null;
        master.removeAllProperties('rrule');
        master.removeAllProperties('rdate');
        const rule = ruleOf(draft, formOf(master, 'dtstart'));
        if (rule) master.addPropertyWithValue('rrule', rule);
        ruleChanged = (rule?.toString() ?? null) !== before;
      }
      // Occurrences taken out or moved name original starts that no longer exist.
      if (moved || ruleChanged) {
        master.removeAllProperties('exdate');
        for (const override of series.overrides)
          if (override !== master) calendar.removeSubcomponent(override);
      }
      stamp(master);
    }
    const text = serialize(calendar);
    const etag = await put(target, ref.eventId, text, { etag: object.etag });
    const occurrences = occurrencesOf({ href: ref.eventId, etag, text }, ref.seriesId, window, timeZone);
    return {
      series: [{ seriesId: ref.seriesId, occurrences }],
      written:
        applies === 'this' && original !== null
          ? `${ref.seriesId}|${original}`
          : writtenAt(occurrences, draft),
    };
  },

  async delete(target, ref, scope, window): Promise<WriteResult> {
    const { timeZone } = target;
    const object = await load(target, ref);
    const calendar = parse(object.text);
    const series = seriesIn(calendar, ref.seriesId);
    const applies = effectiveScope(ref, scope, series, timeZone);
    const original = ref.originalStart;
    const others = calendar
      .getAllSubcomponents('vevent')
      .some((event) => String(event.getFirstPropertyValue('uid') ?? '') !== ref.seriesId);
    if (applies === 'this' && original !== null) {
      removeOverride(series, original, timeZone);
      if (series.master) {
        const form = formOf(series.master, 'dtstart');
        const value = valueIn(form, original, timeZone);
        const property = new ICAL.Property('exdate');
        if (value.tzid) property.setParameter('tzid', value.tzid);
        property.setValue(value.time);
        series.master.addProperty(property);
        stamp(series.master);
      }
    } else if (applies === 'following' && original !== null && series.master) {
      endBefore(series.master, original, timeZone);
      dropFrom(series, original, timeZone);
      stamp(series.master);
    } else {
      for (const event of [series.master, ...series.overrides]) {
        if (event) calendar.removeSubcomponent(event);
      }
    }
    if (!others && calendar.getAllSubcomponents('vevent').length === 0) {
      await remove(target, ref.eventId, object.etag);
      return { series: [{ seriesId: ref.seriesId, occurrences: [] }], written: null };
    }
    const text = serialize(calendar);
    const etag = await put(target, ref.eventId, text, { etag: object.etag });
    return {
      series: [
        {
          seriesId: ref.seriesId,
          occurrences: occurrencesOf({ href: ref.eventId, etag, text }, ref.seriesId, window, timeZone),
        },
      ],
      written: null,
    };
  },
};
