import type { DAVResponse } from 'tsdav';
import { FetchRefused } from '../guarded-fetch';

let tsdav: Promise<typeof import('tsdav')> | undefined;
/** tsdav, loaded with the first CalDAV read: a server whose families have no such calendar never loads it. */
const loadTsdav = () => {
  tsdav ??= import('tsdav');
  return tsdav;
};

/** An Apple (iCloud) or other CalDAV account: a server or calendar URL, the Apple ID and an app password. */
export interface CalDavCredentials {
  url: string;
  username: string;
  password: string;
}

/** One calendar object as the server keeps it: its address, its version and its text. */
export interface CalDavObject {
  href: string;
  etag: string | null;
  text: string;
}

export interface CalDavSnapshot {
  /** The iCalendar text of every event object with an occurrence in the range, recurring ones whole. */
  objects: string[];
  /** The same objects with the address and ETag each is written back at. */
  resources: CalDavObject[];
  /**
   * Change markers: the server's sync-token and ctag of the calendar, or of every calendar found
   * (joined in URL order) when the URL named an account. Null when a calendar has none.
   */
  syncToken: string | null;
  ctag: string | null;
}

/** A failure told to the user in words; `cause` keeps what the server or network said. */
export class CalDavError extends Error {
  override name = 'CalDavError';
}

type FetchImpl = (input: string | URL, init?: RequestInit) => Promise<Response>;

const REFUSED = 'The Apple ID or app password was not accepted.';
const NO_CALENDAR = 'No calendar was found at that address.';
const UNREACHABLE = 'The calendar server could not be reached.';

interface RemoteCalendar {
  url: string;
  ctag: string | null;
  syncToken: string | null;
}

/** What the server answered along the way, so a failure deep inside discovery still gets the right words. */
interface Observed {
  refused: boolean;
  unreachable: boolean;
  serverFault: boolean;
  cause?: unknown;
}

/**
 * The events of a CalDAV calendar in [from, to). The URL is either one calendar collection, whose
 * events are read, or an account (server root or principal, e.g. iCloud's), whose calendars are
 * discovered and the events of every one that holds events are read. Every request goes through
 * `fetchImpl`, the guarded fetcher in the app.
 */
export async function fetchCalDav(
  credentials: CalDavCredentials,
  range: { from: Date; to: Date },
  fetchImpl: FetchImpl,
): Promise<CalDavSnapshot> {
  const observed: Observed = { refused: false, unreachable: false, serverFault: false };
  const fetchVia = observingFetch(fetchImpl, observed);
  const headers = { authorization: basicAuthorization(credentials.username, credentials.password) };
  try {
    const calendars = await calendarsAt(credentials, headers, fetchVia);
    if (calendars.length === 0) throw failure(observed);
    const resources: CalDavObject[] = [];
    for (const calendar of calendars) {
      resources.push(...(await eventsIn(calendar.url, range, headers, fetchVia)));
    }
    return {
      objects: resources.map((resource) => resource.text),
      resources,
      syncToken: joinedMarker(calendars.map((calendar) => calendar.syncToken)),
      ctag: joinedMarker(calendars.map((calendar) => calendar.ctag)),
    };
  } catch (error) {
    if (error instanceof CalDavError) throw error;
    // A refused address says why in its own words (a private network, too many redirects).
    if (observed.cause instanceof FetchRefused) throw observed.cause;
    throw failure(observed, error);
  }
}

async function calendarsAt(
  credentials: CalDavCredentials,
  headers: Record<string, string>,
  fetchVia: typeof fetch,
): Promise<RemoteCalendar[]> {
  const url = new URL(credentials.url).href;
  const { propfind } = await loadTsdav();
  const [self] = await propfind({
    url,
    props: {
      'd:resourcetype': {},
      'cs:getctag': {},
      'd:sync-token': {},
      'c:supported-calendar-component-set': {},
    },
    depth: '0',
    headers,
    fetch: fetchVia,
  });
  if (self?.status === 401 || self?.status === 403) throw new CalDavError(REFUSED);
  // A missing address is the user's typo: discovering the whole account instead would show
  // calendars they did not ask for.
  if (self?.status === 404 || self?.status === 410) throw new CalDavError(NO_CALENDAR);
  if (self?.ok && isCalendar(self)) {
    if (!holdsEvents(self)) throw new CalDavError(NO_CALENDAR);
    return [remoteCalendar(self, url)];
  }
  return discoverCalendars(credentials, headers, fetchVia);
}

/** The account's calendars that hold events, found from its server root or principal URL. */
async function discoverCalendars(
  credentials: CalDavCredentials,
  headers: Record<string, string>,
  fetchVia: typeof fetch,
): Promise<RemoteCalendar[]> {
  const { createAccount, fetchCalendars } = await loadTsdav();
  const account = await createAccount({
    account: {
      serverUrl: credentials.url,
      accountType: 'caldav',
      credentials: { username: credentials.username, password: credentials.password },
    },
    headers,
    fetch: fetchVia,
  });
  // iCloud keeps the calendar home on another host than the root; hrefs in its answer are
  // relative to the home, so they resolve against it rather than against the root.
  const found = await fetchCalendars({
    account: { ...account, rootUrl: account.homeUrl },
    headers,
    fetch: fetchVia,
  });
  return found
    .filter((calendar) => {
      const components = calendar.components ?? [];
      return components.length === 0 || components.includes('VEVENT');
    })
    .map((calendar) => ({
      url: calendar.url,
      ctag: marker(calendar.ctag),
      syncToken: marker(calendar.syncToken),
    }))
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

async function eventsIn(
  calendarUrl: string,
  range: { from: Date; to: Date },
  headers: Record<string, string>,
  fetchVia: typeof fetch,
): Promise<CalDavObject[]> {
  // One calendar-query answers the objects' data too; servers expand nothing, recurring events
  // come whole and are expanded where they are read.
  const { calendarQuery } = await loadTsdav();
  const responses = await calendarQuery({
    url: calendarUrl,
    props: { 'd:getetag': {}, 'c:calendar-data': {} },
    filters: {
      'comp-filter': {
        _attributes: { name: 'VCALENDAR' },
        'comp-filter': {
          _attributes: { name: 'VEVENT' },
          'time-range': { _attributes: { start: utcStamp(range.from), end: utcStamp(range.to) } },
        },
      },
    },
    depth: '1',
    headers,
    fetch: fetchVia,
  });
  return responses.flatMap((response) => {
    const data = response.props?.calendarData;
    const text = typeof data === 'string' ? data : typeof data?._cdata === 'string' ? data._cdata : null;
    if (!text?.includes('BEGIN:VCALENDAR')) return [];
    const href = new URL(response.href ?? '', calendarUrl).href;
    return [{ href, etag: marker(response.props?.getetag), text }];
  });
}

/**
 * The collections of a CalDAV address that hold events: the one calendar it names, or the
 * account's calendars. Through `fetchImpl`, with the same words for a failure as a read.
 */
export async function calDavCalendars(
  credentials: CalDavCredentials,
  fetchImpl: FetchImpl,
): Promise<string[]> {
  const observed: Observed = { refused: false, unreachable: false, serverFault: false };
  const fetchVia = observingFetch(fetchImpl, observed);
  const headers = { authorization: basicAuthorization(credentials.username, credentials.password) };
  try {
    const calendars = await calendarsAt(credentials, headers, fetchVia);
    if (calendars.length === 0) throw failure(observed);
    return calendars.map((calendar) => calendar.url);
  } catch (error) {
    if (error instanceof CalDavError) throw error;
    if (observed.cause instanceof FetchRefused) throw observed.cause;
    throw failure(observed, error);
  }
}

/** What a write needs of each UID read: the object it is in, its version, and whether it is a series. */
export interface CalDavUidRef {
  href: string;
  etag: string | null;
  recurring: boolean;
}

/** The UIDs of each object read, with where they live, so each occurrence can be written back. */
export function calDavRefs(resources: readonly CalDavObject[]): Map<string, CalDavUidRef> {
  const refs = new Map<string, CalDavUidRef>();
  for (const resource of resources) {
    const text = resource.text.replace(/\r?\n[ \t]/g, '');
    const recurring = /^(?:RRULE|RDATE|RECURRENCE-ID)[;:]/im.test(text);
    for (const match of text.matchAll(/^UID(?:;[^:\r\n]*)?:(.*?)\r?$/gim)) {
      const uid = match[1]?.trim();
      if (uid && !refs.has(uid)) refs.set(uid, { href: resource.href, etag: resource.etag, recurring });
    }
  }
  return refs;
}

export function basicAuthorizationOf(credentials: CalDavCredentials): string {
  return basicAuthorization(credentials.username, credentials.password);
}

function isCalendar(response: DAVResponse): boolean {
  return Object.keys(response.props?.resourcetype ?? {}).includes('calendar');
}

/** A calendar that declares no component set may hold anything, events included. */
function holdsEvents(response: DAVResponse): boolean {
  const declared = componentNames(response.props?.supportedCalendarComponentSet?.comp);
  return declared.length === 0 || declared.includes('VEVENT');
}

function componentNames(comp: unknown): string[] {
  const entries = Array.isArray(comp) ? comp : comp ? [comp] : [];
  return entries
    .map((entry) => (entry as { _attributes?: { name?: unknown } })?._attributes?.name)
    .filter((name): name is string => typeof name === 'string');
}

function remoteCalendar(response: DAVResponse, requestedUrl: string): RemoteCalendar {
  return {
    url: response.href ? new URL(response.href, requestedUrl).href : requestedUrl,
    ctag: marker(response.props?.getctag),
    syncToken: marker(response.props?.syncToken),
  };
}

/** The XML reader turns numeric-looking text into numbers; markers are compared as text. */
function marker(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '_cdata' in value && typeof value._cdata === 'string') {
    return value._cdata;
  }
  return null;
}

function joinedMarker(markers: (string | null)[]): string | null {
  return markers.every((value) => value !== null) ? markers.join('\n') : null;
}

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function basicAuthorization(username: string, password: string): string {
  // UTF-8 before base64: an app password is ASCII, but an Apple ID may not be.
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** `fetchImpl` as tsdav calls it, noting refusals, server faults and unreachable hosts on the way. */
function observingFetch(fetchImpl: FetchImpl, observed: Observed): typeof fetch {
  return async (input, init) => {
    if (typeof input !== 'string' && !(input instanceof URL)) {
      throw new TypeError('CalDAV requests are made by URL');
    }
    let response: Response;
    try {
      response = await fetchImpl(input, init);
    } catch (error) {
      observed.unreachable = true;
      observed.cause ??= error;
      throw error;
    }
    if (response.status === 401 || response.status === 403) observed.refused = true;
    if (response.status >= 500) observed.serverFault = true;
    return response;
  };
}

function failure(observed: Observed, cause: unknown = observed.cause): CalDavError {
  const message = observed.refused
    ? REFUSED
    : observed.unreachable || observed.serverFault
      ? UNREACHABLE
      : NO_CALENDAR;
  return new CalDavError(message, { cause });
}
