/**
 * How each kind of source is read: one function per kind, each returning the calendar text it
 * found, or that nothing changed since last time. Every address a family gave is fetched through
 * the guarded fetcher.
 */
import type { CalendarSourceType } from '../../common/schemas/calendars';
import { fetchCalDav } from '../integrations/calendar/caldav';
import { type GuardedFetch, normaliseUserUrl } from '../integrations/guarded-fetch';
import type { Sealer } from '../sealed';

/** What a reader needs of a source: its address, credentials and what it said last time. */
export interface SourceToRead {
  source_type: string;
  url: string | null;
  username: string | null;
  secret_sealed: string | null;
  etag: string | null;
  last_modified: string | null;
}

export type ReadResult =
  | { changed: false }
  | { changed: true; calendars: string[]; etag: string | null; lastModified: string | null };

export interface ReaderDeps {
  fetch: GuardedFetch;
  sealer: Sealer;
}

/** A failure whose message the family may read: shown beside the source and answered when adding it. */
export class SourceReadError extends Error {}

const DAY_MS = 86_400_000;

/** Feeds larger than this are refused rather than read. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;

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
  return { changed: true, calendars: snapshot.objects, etag: null, lastModified: null };
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
  const type = source.source_type as CalendarSourceType;
  if (type === 'ical') return readFeed(source, deps, options.conditional);
  if (type === 'apple') return readCalDav(source, deps, options.range);
  throw new SourceReadError(
    `${type === 'google' ? 'Google' : 'Microsoft'} calendars are not set up on this server.`,
  );
}
