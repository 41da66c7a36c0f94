/**
 * The sessions this instance read lately, kept a few seconds so that what a display or a page asks
 * for at once (a board, its widgets' data, the board list, again and again) costs one lookup: the
 * token's hash and the joined query otherwise ran on every API request.
 *
 * Whatever ends or alters a session announces SESSIONS for its family once it commits
 * (`live/changes.ts`); each instance then drops every session of that family it keeps, and the
 * write answers only after every instance has (`live/relay.ts`), so the next request anywhere is
 * refused. While this instance cannot be sure to hear the others (its bus away, or just joined),
 * it keeps nothing. On SQLite a write to the file by another connection (another instance in
 * tests, a command-line tool) empties it before the next request is answered.
 */
import { createReadCache } from '../db/read-cache';
import type { SessionFinder, SessionRecord } from './sessions.repo';

/** How long a session read is kept; also what a write waits at most for an instance that does not confirm. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept at most: a few hundred kilobytes. */
const CAPACITY = 10_000;

export interface SessionCacheOptions {
  ttlMs?: number;
  capacity?: number;
  /** Whether the database was written by another connection since the last call (SQLite). */
  changedElsewhere?: () => boolean;
}

export function createSessionCache(
  sessions: SessionFinder,
  { ttlMs = SESSION_CACHE_MS, capacity = CAPACITY, changedElsewhere }: SessionCacheOptions = {},
) {
  // By token: a request that hits needs no hash of it either. A session is never kept past its end.
  const kept = createReadCache<string, SessionRecord>({
    ttlMs,
    capacity,
    changedElsewhere,
    goodUntil: (record) => Date.parse(record.expiresAt),
  });

  return {
    find(token: string): Promise<SessionRecord | undefined> {
      return kept.read(token, async () => {
        const record = await sessions.find(token);
        return record && Object.freeze(record);
      });
    },

    /** Forgets every session of the family (after a SESSIONS change, here or on another instance). */
    dropFamily(familyId: number): void {
      kept.dropWhere((record) => record.familyId === familyId);
    },

    /** Whether to keep sessions: not while this instance may miss what another announces. */
    keep: kept.keep,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
