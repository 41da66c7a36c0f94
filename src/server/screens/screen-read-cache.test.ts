import { describe, expect, it } from 'vitest';
import { ScreenReadCache } from './screen-read-cache';

interface Head {
  id: number;
  version: number;
}
interface Row extends Head {
  document: string;
}

function cacheCountingBuilds(capacity = 200) {
  const built: number[] = [];
  const cache = new ScreenReadCache<Head, Row, { id: number; doc: unknown }>(
    (row) => {
      built.push(row.id);
      return { id: row.id, doc: JSON.parse(row.document) };
    },
    (head) => String(head.version),
    capacity,
  );
  return { cache, built };
}

describe('the read cache of repaired screens', () => {
  it('serves the built answer and its JSON while the row is unchanged', () => {
    const { cache, built } = cacheCountingBuilds();
    const put = cache.put({ id: 1, version: 1, document: '{"a":1}' });
    expect(cache.get({ id: 1, version: 1 })).toBe(put);
    expect(JSON.parse(put.json)).toEqual({ id: 1, doc: { a: 1 } });
    expect(built).toEqual([1]);
  });

  it('misses once the row has moved on, and for rows it never saw', () => {
    const { cache } = cacheCountingBuilds();
    cache.put({ id: 1, version: 1, document: '{"a":1}' });
    expect(cache.get({ id: 1, version: 2 })).toBeUndefined();
    expect(cache.get({ id: 2, version: 1 })).toBeUndefined();
    cache.put({ id: 1, version: 2, document: '{"a":2}' });
    expect(JSON.parse(cache.get({ id: 1, version: 2 })!.json).doc).toEqual({ a: 2 });
  });

  it('keeps at most its capacity, dropping the least recently read', () => {
    const { cache } = cacheCountingBuilds(2);
    for (const id of [1, 2]) cache.put({ id, version: 1, document: '{}' });
    cache.get({ id: 1, version: 1 });
    cache.put({ id: 3, version: 1, document: '{}' });
    expect(cache.get({ id: 2, version: 1 })).toBeUndefined();
    expect(cache.get({ id: 1, version: 1 })).toBeDefined();
    expect(cache.get({ id: 3, version: 1 })).toBeDefined();
  });
});
