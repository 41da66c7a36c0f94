/**
 * What this instance read from the database lately, by key, kept a few seconds so that a burst of
 * requests for the same thing costs one read. Each kind of read that is kept says which changes
 * drop it (accounts/session-cache.ts, screens/board-list-cache.ts); what they share is here:
 *
 * - a read that was under way while something was dropped may hold what was dropped, so it is
 *   answered but not kept (a generation moves on every drop);
 * - while the instance cannot be sure to hear the others' changes (`keep(false)`), nothing is kept;
 * - on SQLite, a write to the file by another connection empties the cache before the next read;
 * - at most `capacity` entries, the oldest going first.
 */
export interface ReadCacheOptions<V> {
  ttlMs: number;
  capacity: number;
  /** Whether the database was written by another connection since the last call (SQLite). */
  changedElsewhere?: () => boolean;
  /** When a value stops being good regardless of the cache's own time (a session's expiry), in ms. */
  goodUntil?: (value: V) => number;
}

export function createReadCache<K, V>({ ttlMs, capacity, changedElsewhere, goodUntil }: ReadCacheOptions<V>) {
  const kept = new Map<K, { value: V; until: number }>();
  let keeping = true;
  let generation = 0;

  function clear(): void {
    kept.clear();
    generation += 1;
  }

  return {
    /** The value kept for `key`, else what `load` reads (kept unless it is undefined). */
    async read(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
      if (changedElsewhere?.()) clear();
      const now = Date.now();
      const hit = kept.get(key);
      if (hit) {
        if (hit.until > now) return hit.value;
        kept.delete(key);
      }
      const readFrom = generation;
      const value = await load();
      if (value !== undefined && keeping && readFrom === generation) {
        if (kept.size >= capacity) kept.delete(kept.keys().next().value as K);
        kept.set(key, {
          value,
          until: Math.min(now + ttlMs, goodUntil?.(value) ?? Number.POSITIVE_INFINITY),
        });
      }
      return value;
    },

    /** Forgets what is kept for `key`. */
    drop(key: K): void {
      kept.delete(key);
      generation += 1;
    },

    /** Forgets every kept value that `test` picks. */
    dropWhere(test: (value: V) => boolean): void {
      for (const [key, entry] of kept) if (test(entry.value)) kept.delete(key);
      generation += 1;
    },

    /** Whether to keep values: not while this instance may miss what another announces. */
    keep(on: boolean): void {
      keeping = on;
      if (!on) clear();
    },
  };
}
