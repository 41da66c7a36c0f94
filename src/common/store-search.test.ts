import { describe, expect, it } from 'vitest';
import { isStore, STORES, storeSearchUrl } from './store-search';

describe('storeSearchUrl', () => {
  it.each([
    ['walmart', 'https://www.walmart.com/search?q=whole%20milk'],
    ['kroger', 'https://www.kroger.com/search?query=whole%20milk'],
    ['heb', 'https://www.heb.com/search/?q=whole%20milk'],
    ['target', 'https://www.target.com/s?searchTerm=whole%20milk'],
    ['amazon', 'https://www.amazon.com/s?k=whole%20milk'],
  ] as const)('builds the %s search link', (store, url) => {
    expect(storeSearchUrl(store, 'whole milk')).toBe(url);
  });

  it('URL-encodes the item so it cannot add query parameters', () => {
    expect(storeSearchUrl('walmart', " Ben & Jerry's 1/2 gal #2?x=1 ")).toBe(
      "https://www.walmart.com/search?q=Ben%20%26%20Jerry's%201%2F2%20gal%20%232%3Fx%3D1",
    );
    expect(new URL(storeSearchUrl('target', 'a&b=c')).searchParams.get('searchTerm')).toBe('a&b=c');
    expect(storeSearchUrl('amazon', 'crème brûlée')).toBe(
      'https://www.amazon.com/s?k=cr%C3%A8me%20br%C3%BBl%C3%A9e',
    );
  });

  it('knows the five stores', () => {
    expect(STORES).toEqual(['walmart', 'kroger', 'heb', 'target', 'amazon']);
    expect(isStore('heb')).toBe(true);
    expect(isStore('costco')).toBe(false);
  });
});
