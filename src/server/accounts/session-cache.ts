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
import type { SessionFinder, SessionRecord } from './sessions.repo';

/** How long a session read is kept; also what a write waits at most for an instance that does not confirm. */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept at most: a few hundred kilobytes. */
const CAPACITY = 10_000;

interface Kept {
  record: SessionRecord;
  until: number;
}

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
  // By token: a request that hits needs no hash of it either.
  const kept = new Map<string, Kept>();
  let keeping = true;
  // Moves on every drop: a read that was under way meanwhile may hold what was dropped, and is not kept.
  let generation = 0;

  function clear(): void {
    kept.clear();
    generation += 1;
  }

  return {
    async find(token: string): Promise<SessionRecord | undefined> {
      if (changedElsewhere?.()) clear();
      const now = Date.now();
      const hit = kept.get(token);
      if (hit) {
        if (hit.until > now) return hit.record;
        kept.delete(token);
      }
      const readFrom = generation;
      const record = await sessions.find(token);
      if (record && keeping && readFrom === generation) {
        if (kept.size >= capacity) kept.delete(kept.keys().next().value as string);
        kept.set(token, {
          record: Object.freeze(record),
          until: Math.min(now + ttlMs, Date.parse(record.expiresAt)),
        });
      }
      return record;
    },

    /** Forgets every session of the family (after a SESSIONS change, here or on another instance). */
    dropFamily(familyId: number): void {
      for (const [token, entry] of kept) if (entry.record.familyId === familyId) kept.delete(token);
      generation += 1;
    },

    /** Whether to keep sessions: not while this instance may miss what another announces. */
    keep(on: boolean): void {
      keeping = on;
      if (!on) clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
