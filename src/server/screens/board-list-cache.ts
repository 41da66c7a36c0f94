/**
 * Each family's board list as this instance last read it (its version and answer), kept a few
 * seconds: when a change to a family's boards is announced, every display of the family asks for
 * the list at once, and a display at rest asks again and again after a reconnect, so one read of
 * the database answers them all. Without it the list cost a query per request, which on PostgreSQL
 * was most of the request (a round trip to the database through two system calls).
 *
 * Whatever changes a family's boards announces `screens` once it commits; every instance drops the
 * family's list before the write answers (`live/relay.ts` waits for their confirmation, as for the
 * sessions a write ends), so the next read anywhere is the database's. While this instance cannot
 * be sure to hear the others (its bus away, or just joined) it keeps nothing; on SQLite a write to
 * the file by another connection empties it before the next request is answered. Whatever an
 * instance that never confirmed still keeps has expired by the time the write answers.
 */
import type { Versioned } from './screens.repo';

/** How long a list is kept; at most what a write waits for the instances to confirm. */
export const BOARD_LIST_MS = 5_000;
/** Families kept at most: a list is a few kilobytes of answer at most, built only when sent. */
const CAPACITY = 10_000;

interface Kept {
  list: Versioned;
  until: number;
}

export interface BoardListCacheOptions {
  ttlMs?: number;
  capacity?: number;
  /** Whether the database was written by another connection since the last call (SQLite). */
  changedElsewhere?: () => boolean;
}

export function createBoardListCache(
  read: (familyId: number) => Promise<Versioned>,
  { ttlMs = BOARD_LIST_MS, capacity = CAPACITY, changedElsewhere }: BoardListCacheOptions = {},
) {
  const kept = new Map<number, Kept>();
  let keeping = true;
  // Moves on every drop: a read that was under way meanwhile may hold what was dropped, and is not kept.
  let generation = 0;

  function clear(): void {
    kept.clear();
    generation += 1;
  }

  return {
    async list(familyId: number): Promise<Versioned> {
      if (changedElsewhere?.()) clear();
      const now = Date.now();
      const hit = kept.get(familyId);
      if (hit) {
        if (hit.until > now) return hit.list;
        kept.delete(familyId);
      }
      const readFrom = generation;
      const list = await read(familyId);
      if (keeping && readFrom === generation) {
        if (kept.size >= capacity) kept.delete(kept.keys().next().value as number);
        // The answer is built once for every request this entry serves.
        let json: Promise<string> | undefined;
        kept.set(familyId, {
          list: {
            version: list.version,
            json: () => {
              json ??= list.json();
              return json;
            },
          },
          until: now + ttlMs,
        });
      }
      return list;
    },

    /** Forgets the family's list (after a `screens` change, here or on another instance). */
    dropFamily(familyId: number): void {
      kept.delete(familyId);
      generation += 1;
    },

    /** Whether to keep lists: not while this instance may miss what another announces. */
    keep(on: boolean): void {
      keeping = on;
      if (!on) clear();
    },
  };
}

export type BoardListCache = ReturnType<typeof createBoardListCache>;
