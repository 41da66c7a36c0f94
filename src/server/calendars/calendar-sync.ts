/**
 * The sync engine: reads a source, expands its events over the family's coming days and stores
 * them, so `GET /api/events` answers from the store at once. A source that fails keeps its last
 * good events, records what went wrong, and is tried again later and later (backing off).
 */
import { addDays, type CalendarDay, todayIn } from '../../common/calendar-days';
import { startOfDayIn } from '../../common/zoned-time';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { JobQueue } from '../background/job-queue';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { CalDavError } from '../integrations/calendar/caldav';
import { withCalDavRefs } from '../integrations/calendar/caldav-writer';
import { CalendarApiError } from '../integrations/calendar/calendar-api';
import { CalendarParseError, expandCalendar } from '../integrations/calendar/expand';
import { FetchFailed, FetchRefused } from '../integrations/guarded-fetch';
import type { Changes } from '../live/changes';
import { createCalendarsRepo, type SourceRow, type StoredOccurrence } from './calendars.repo';
import {
  type ReaderDeps,
  type ReadResult,
  readSource,
  SourceReadError,
  type SourceToRead,
} from './source-readers';

/** `GET /api/events` shows this many days from the start of today (spec 02 §9: 90-day lookahead). */
export const EVENT_DAYS_AHEAD = 90;
/** Events are expanded this far ahead, so a feed that has not changed need not be read again for a month. */
const EXPAND_DAYS_AHEAD = 121;
/** The job queue's name for syncs: a source's id is its key, so one sync at a time reads it. */
export const CALENDAR_SYNC_QUEUE = 'calendar-sync';
/** However often a source fails, it is tried again at least this often. */
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

export interface SyncOptions {
  /** How often each source is read when all is well (default 10 minutes). */
  intervalMs: number;
  now?: () => Date;
  /** Told of failures that are not the source's fault (a bug, the database), which a log should show. */
  onUnexpected?: (error: unknown, sourceId: number) => void;
}

/** The days and instants a family's stored events cover, by its zone. */
export function expansionWindow(timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  const until = addDays(today, EXPAND_DAYS_AHEAD);
  return {
    today,
    until,
    from: startOfDayIn(addDays(today, -1), timeZone),
    to: startOfDayIn(until, timeZone),
  };
}

/** What a family may read about a failure: our own messages, never a stack or an address we resolved. */
export function failureMessage(error: unknown): string | null {
  if (
    error instanceof FetchRefused ||
    error instanceof FetchFailed ||
    error instanceof CalendarParseError ||
    error instanceof CalDavError ||
    error instanceof CalendarApiError ||
    error instanceof SourceReadError
  ) {
    return error.message;
  }
  return null;
}

export const UNREADABLE = 'The calendar could not be read. It will be tried again.';
const BUSY = 'The calendar is being read just now. Please try again in a moment.';
/** A write waits this long, at most, for a sync of its source to finish (a slow server's read). */
const HOLD_WAIT_MS = 200;
const HOLD_ATTEMPTS = 150;

/** Whether two readings of a source hold the same occurrences, in whatever order. */
function sameOccurrences(stored: readonly StoredOccurrence[], fresh: readonly StoredOccurrence[]): boolean {
  if (stored.length !== fresh.length) return false;
  const line = (o: StoredOccurrence) =>
    `${o.key}\n${o.title}\n${o.start}\n${o.end}\n${o.isAllDay}\n${o.ref?.eventId ?? ''}\n${o.ref?.etag ?? ''}\n${o.ref?.recurring ?? ''}`;
  const lines = new Set(stored.map(line));
  return fresh.every((occurrence) => lines.has(line(occurrence)));
}

export interface Unchanged {
  unchanged: true;
  /** A calendar API's newer token for asking again, where it gave one. */
  syncToken?: string;
}

export interface Expanded {
  unchanged?: undefined;
  occurrences: StoredOccurrence[];
  read: Extract<ReadResult, { changed: true }>;
  until: CalendarDay;
}

export function createCalendarSync(
  db: Db,
  changes: Changes,
  jobs: JobQueue,
  readers: ReaderDeps,
  options: SyncOptions,
) {
  const clock = options.now ?? (() => new Date());
  const calendars = createCalendarsRepo(db);

  /** Reads and expands a source without storing anything: adding a source checks it this way first. */
  async function readAndExpand(
    source: SourceToRead,
    timeZone: string,
    conditional: boolean,
    now: Date,
  ): Promise<Expanded | Unchanged> {
    const window = expansionWindow(timeZone, now);
    const read = await readSource(source, readers, {
      conditional,
      range: { from: window.from, to: window.to },
    });
    if (!read.changed) return { unchanged: true, syncToken: read.syncToken };
    const expanded = () => {
      const found = expandCalendar(read.calendars ?? [], { from: window.from, to: window.to, timeZone });
      return read.resources ? withCalDavRefs(found, read.resources) : found;
    };
    const occurrences: StoredOccurrence[] = read.occurrences ?? expanded();
    return { read, until: window.until, occurrences };
  }

  function backoffMs(failures: number): number {
    return Math.min(options.intervalMs * 2 ** failures, MAX_BACKOFF_MS);
  }

  /**
   * One sync of one source, run by the holder of its key. Returns false when it was gone, not due
   * (when only a due source is to be read), or failed (the failure is recorded on the source).
   */
  async function sync(
    sourceId: number,
    { force = false, onlyIfDue = false }: { force?: boolean; onlyIfDue?: boolean },
  ): Promise<boolean> {
    const now = clock();
    const nowText = now.toISOString();
    const source = await calendars.findById(sourceId);
    if (!source) return false;
    // Read by another runner since it was found due.
    if (onlyIfDue && source.next_sync_at > nowText) return false;
    const timeZone = await createAccountsRepo(db).familyTimeZone(source.family_id);
    const fresh =
      !force &&
      source.expanded_until !== null &&
      source.expanded_until >= addDays(todayIn(timeZone, now), EVENT_DAYS_AHEAD + 1);
    try {
      const result = await readAndExpand(source, timeZone, fresh, now);
      const expanded = result.unchanged ? null : result;
      const nextSyncAt = new Date(now.getTime() + options.intervalMs).toISOString();
      await transact(db, changes, async (trx, announce) => {
        const repo = createCalendarsRepo(trx);
        // A feed without an ETag is read whole at every sync; most of those readings find what
        // is stored already, and then neither write nor announce anything.
        const changed =
          expanded !== null &&
          !sameOccurrences(await repo.sourceOccurrences(source.id), expanded.occurrences);
        if (changed) await repo.replaceEvents(source.family_id, source.id, expanded.occurrences);
        await repo.recordSuccess(source.id, {
          now: nowText,
          nextSyncAt,
          ...(expanded
            ? {
                etag: expanded.read.etag,
                lastModified: expanded.read.lastModified,
                syncToken: expanded.read.syncToken,
                expandedUntil: expanded.until,
              }
            : { syncToken: result.unchanged ? result.syncToken : undefined }),
        });
        // A read that found nothing new changes nothing a screen shows but the time of the last
        // sync, which the calendar settings read when opened: announcing it would have every board
        // with a calendar ask again at every sync of every source.
        if (changed || source.last_error !== null) announce(source.family_id, 'calendars', [source.id]);
        if (changed) announce(source.family_id, 'events', [source.id]);
      });
      return true;
    } catch (error) {
      const message = failureMessage(error) ?? UNREADABLE;
      const nextSyncAt = new Date(now.getTime() + backoffMs(source.failure_count + 1)).toISOString();
      await calendars.recordFailure(source.id, message, nextSyncAt);
      // Failing again as before changes nothing shown.
      if (message !== source.last_error) {
        await changes.publish({ familyId: source.family_id, resource: 'calendars', ids: [source.id] });
      }
      if (!failureMessage(error)) options.onUnexpected?.(error, source.id);
      return false;
    }
  }

  return {
    queue: CALENDAR_SYNC_QUEUE,
    intervalMs: options.intervalMs,
    readAndExpand,
    /**
     * One sync of one source now ("refresh now", a source just added), unless another sync of it
     * is under way on any instance: false then, as when it failed.
     */
    async syncSource(sourceId: number, { force = false }: { force?: boolean } = {}): Promise<boolean> {
      const ran = await jobs.exclusive(CALENDAR_SYNC_QUEUE, String(sourceId), () =>
        sync(sourceId, { force }),
      );
      return ran?.value ?? false;
    },
    /**
     * Runs `work` (a write to the source) as the one runner of its key, so no sync that read the
     * calendar before the write stores what it read after it; waits while a sync holds the key.
     */
    async holding<T>(sourceId: number, work: () => Promise<T>): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        const ran = await jobs.exclusive(CALENDAR_SYNC_QUEUE, String(sourceId), work);
        if (ran) return ran.value;
        if (attempt >= HOLD_ATTEMPTS) throw new SourceReadError(BUSY);
        await new Promise((resolve) => setTimeout(resolve, HOLD_WAIT_MS));
      }
    },
    /** A sync of the source now, by the holder of its key (`holding`): a write that found it changed. */
    syncHeld: (sourceId: number) => sync(sourceId, { force: true }),
    /** The queue's work: a source found due, read unless another sync read it meanwhile. */
    runIfDue: (sourceId: number) => sync(sourceId, { onlyIfDue: true }),
    /** The sources due now. */
    due(limit: number): Promise<number[]> {
      return calendars.due(clock().toISOString(), limit);
    },
    /** Sources read at once by one instance. */
    concurrency: 3,
  };
}

export type CalendarSync = ReturnType<typeof createCalendarSync>;
export type { SourceRow };
