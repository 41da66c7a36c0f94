/**
 * How each kind of source is read: one function per kind, each returning the calendar text it
 * found, or that nothing changed since last time. Every address a family gave is fetched through
 * the guarded fetcher.
 */
import { type CalendarProviderId, isCalendarProviderId } from '../../common/calendar-providers';
import { type CalDavObject, fetchCalDav } from '../integrations/calendar/caldav';
import type { ReadWindow, RemoteOccurrence, RemoteRead } from '../integrations/calendar/calendar-api';
import type { CalendarReadOptions } from '../integrations/calendar/calendar-provider';
import { type GuardedFetch, normaliseUserUrl } from '../integrations/guarded-fetch';
import type { Sealer } from '../sealed';

/** What a reader needs of a source: its address, credentials and what it said last time. */
export interface SourceToRead {
  family_id: number;
  source_type: string;
  /** A connected account's calendar: its id at the provider. */
  provider_calendar_id: string | null;
  sync_token: string | null;
  url: string | null;
  username: string | null;
  secret_sealed: string | null;
  etag: string | null;
  last_modified: string | null;
}

export type ReadResult =
  | { changed: false; syncToken?: string }
  | {
      changed: true;
      etag: string | null;
      lastModified: string | null;
      /** iCalendar text to expand (feeds and CalDAV)… */
      calendars?: string[];
      /** …with, for CalDAV, where each object lives and its version, to write it back… */
      resources?: CalDavObject[];
      /** …or occurrences a provider's calendar API expanded itself. */
      occurrences?: RemoteOccurrence[];
      syncToken?: string | null;
    };

/** Reads a connected account's calendar, tokens and all. */
export interface RemoteReader {
  read(
    familyId: number,
    provider: CalendarProviderId,
    calendarId: string,
    window: ReadWindow,
    options: CalendarReadOptions,
  ): Promise<RemoteRead>;
}

export interface ReaderDeps {
  fetch: GuardedFetch;
  sealer: Sealer;
  remote: RemoteReader;
}

/** A failure whose message the family may read: shown beside the source and answered when adding it. */
export class SourceReadError extends Error {}

const DAY_MS = 86_400_000;

async function readFeed(
  source: SourceToRead,
  { fetch }: ReaderDeps,
  conditional: boolean,
): Promise<ReadResult> {
  const url = normaliseUserUrl(source.url ?? '');
  const headers: Record<string, string> = { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1' };
  if (conditional && source.etag) headers['if-none-match'] = source.etag;
  if (conditional && source.last_modified) headers['if-modified-since'] = source.last_modified;
  const response = await fetch(url, { headers });
  if (response.status === 304) return { changed: false };
  if (response.status === 401 || response.status === 403) {
    throw new SourceReadError(
      'The calendar address asks for a password; use its public or secret iCal link.',
    );
  }
  if (response.status === 404 || response.status === 410) {
    throw new SourceReadError('No calendar was found at that address.');
  }
  if (!response.ok)
    throw new SourceReadError(`The calendar address answered with an error (${response.status}).`);
  return {
    changed: true,
    calendars: [await response.text()],
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}

async function readCalDav(
  source: SourceToRead,
  { fetch, sealer }: ReaderDeps,
  range: { from: Date; to: Date },
): Promise<ReadResult> {
  const url = normaliseUserUrl(source.url ?? '').toString();
  const password = source.secret_sealed ? sealer.open(source.secret_sealed) : '';
  // Servers place floating and all-day times in their own zone: ask for a day more on each side.
  const widened = {
    from: new Date(range.from.getTime() - DAY_MS),
    to: new Date(range.to.getTime() + DAY_MS),
  };
  const snapshot = await fetchCalDav({ url, username: source.username ?? '', password }, widened, fetch);
  return {
    changed: true,
    calendars: snapshot.objects,
    resources: snapshot.resources,
    etag: null,
    lastModified: null,
  };
}

/**
 * Reads a source. `conditional` lets a feed answer "not modified" when the stored events still
 * reach far enough ahead; `range` bounds what a CalDAV server is asked for.
 */
export function readSource(
  source: SourceToRead,
  deps: ReaderDeps,
  options: { conditional: boolean; range: { from: Date; to: Date } },
): Promise<ReadResult> {
  const type = source.source_type;
  if (isCalendarProviderId(type)) return readRemote(source, type, deps, options);
  if (type === 'apple') return readCalDav(source, deps, options.range);
  return readFeed(source, deps, options.conditional);
}

async function readRemote(
  source: SourceToRead,
  provider: CalendarProviderId,
  { remote }: ReaderDeps,
  options: { conditional: boolean; range: { from: Date; to: Date } },
): Promise<ReadResult> {
  const calendarId = source.provider_calendar_id;
  if (!calendarId)
    throw new SourceReadError('This calendar does not say which calendar of the account it is.');
  const read = await remote.read(source.family_id, provider, calendarId, options.range, {
    syncToken: source.sync_token,
    conditional: options.conditional,
  });
  if (!read.changed) return { changed: false, syncToken: read.syncToken };
  return {
    changed: true,
    occurrences: read.occurrences,
    syncToken: read.syncToken,
    etag: null,
    lastModified: null,
  };
}
