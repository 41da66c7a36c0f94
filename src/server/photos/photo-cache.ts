/**
 * The photo sizes served most recently, kept in memory up to a byte budget. A photo's bytes never
 * change under its version, so a kept copy is never stale; whether the photo still exists and
 * belongs to the family is asked of the database on every request before this is read.
 */
export function createPhotoCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    get(key: string): Buffer | undefined {
      const data = entries.get(key);
      if (data) {
        // Most recently used last: a Map keeps insertion order.
        entries.delete(key);
        entries.set(key, data);
      }
      return data;
    },
    set(key: string, data: Buffer): void {
      if (data.length > maxBytes || entries.has(key)) return;
      entries.set(key, data);
      total += data.length;
      for (const [oldest, old] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= old.length;
      }
    },
  };
}

export type PhotoCache = ReturnType<typeof createPhotoCache>;
