import type { StockPhotoResults, StockPhotoSearch } from '../../common/schemas/stock-photos';

const DAY_MS = 24 * 60 * 60 * 1000;
/** About 15 kB a page: a few megabytes at most. */
const MAX_ENTRIES = 500;

interface Entry {
  answer: Promise<StockPhotoResults>;
  expiresAt: number;
}

/**
 * Search answers kept a day per (query, page, page size), in this instance's memory: a family
 * paging back and forth, or several boards picking from the same search, reach the provider once,
 * which keeps the server inside the provider's hourly allowance. Searches in flight are shared;
 * a failed one is forgotten so the next try asks again. The oldest entry goes first when full.
 */
export function createSearchCache(now: () => Date = () => new Date()) {
  const entries = new Map<string, Entry>();

  return {
    get(search: StockPhotoSearch, load: () => Promise<StockPhotoResults>): Promise<StockPhotoResults> {
      const key = JSON.stringify([search.query.toLowerCase(), search.page, search.per_page]);
      const time = now().getTime();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > time) return cached.answer;
      entries.delete(key);
      const answer = load();
      entries.set(key, { answer, expiresAt: time + DAY_MS });
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      while (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
}
