/** Store search links that shopping mode opens for the current item (spec 02 §4, §7). */

export const STORES = ['walmart', 'kroger', 'heb', 'target', 'amazon'] as const;
export type Store = (typeof STORES)[number];

export const STORE_LABELS: Record<Store, string> = {
  walmart: 'Walmart',
  kroger: 'Kroger',
  heb: 'H-E-B',
  target: 'Target',
  amazon: 'Amazon',
};

/** Each store's search URL for an item; the item is trimmed and URL-encoded. */
export const STORE_SEARCH_URLS: Record<Store, (item: string) => string> = {
  walmart: (item) => `https://www.walmart.com/search?q=${encodeItem(item)}`,
  kroger: (item) => `https://www.kroger.com/search?query=${encodeItem(item)}`,
  heb: (item) => `https://www.heb.com/search/?q=${encodeItem(item)}`,
  target: (item) => `https://www.target.com/s?searchTerm=${encodeItem(item)}`,
  amazon: (item) => `https://www.amazon.com/s?k=${encodeItem(item)}`,
};

function encodeItem(item: string): string {
  return encodeURIComponent(item.trim());
}

export function isStore(value: unknown): value is Store {
  return typeof value === 'string' && (STORES as readonly string[]).includes(value);
}

export function storeSearchUrl(store: Store, item: string): string {
  return STORE_SEARCH_URLS[store](item);
}
