import { describe, expect, it } from 'vitest';
import type { StockPhotoResults } from '../../common/schemas/stock-photos';
import { createSearchCache } from './search-cache';

const answer: StockPhotoResults = { photos: [], total_results: 0 };
const search = (query: string, page = 1) => ({ query, page, per_page: 15 });

describe('the stock photo search cache', () => {
  it('keeps at most 500 answers, forgetting the oldest first', async () => {
    const cache = createSearchCache();
    const asked: string[] = [];
    const load = (query: string) => () => {
      asked.push(query);
      return Promise.resolve(answer);
    };
    for (let index = 0; index <= 500; index++) await cache.get(search(`q${index}`), load(`q${index}`));
    await cache.get(search('q500'), load('q500'));
    await cache.get(search('q1'), load('q1'));
    expect(asked.length).toBe(501);
    await cache.get(search('q0'), load('q0'));
    expect(asked.at(-1)).toBe('q0');
    expect(asked.length).toBe(502);
  });

  it('shares a search in flight, and forgets one that failed', async () => {
    const cache = createSearchCache();
    let calls = 0;
    let fail = true;
    const load = () => {
      calls += 1;
      return fail ? Promise.reject(new Error('refused')) : Promise.resolve(answer);
    };
    const first = cache.get(search('cat'), load);
    const second = cache.get(search('Cat'), load);
    await expect(first).rejects.toThrow('refused');
    await expect(second).rejects.toThrow('refused');
    expect(calls).toBe(1);
    fail = false;
    await expect(cache.get(search('cat'), load)).resolves.toEqual(answer);
    expect(calls).toBe(2);
  });
});
