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
import { createReadCache } from '../db/read-cache';
import type { Versioned } from './screens.repo';

/** How long a list is kept; at most what a write waits for the instances to confirm. */
export const BOARD_LIST_MS = 5_000;
/** Families kept at most: a list is a few kilobytes of answer at most, built only when sent. */
const CAPACITY = 10_000;

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
  const kept = createReadCache<number, Versioned>({ ttlMs, capacity, changedElsewhere });

  return {
    async list(familyId: number): Promise<Versioned> {
      const list = await kept.read(familyId, async () => {
        const { version, json } = await read(familyId);
        // The answer is built once for every request this entry serves.
        let built: Promise<string> | undefined;
        return {
          version,
          json: () => {
            built ??= json();
            return built;
          },
        };
      });
      return list as Versioned;
    },

    /** Forgets the family's list (after a `screens` change, here or on another instance). */
    dropFamily: kept.drop,

    /** Whether to keep lists: not while this instance may miss what another announces. */
    keep: kept.keep,
  };
}

export type BoardListCache = ReturnType<typeof createBoardListCache>;
