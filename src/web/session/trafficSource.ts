import { readStorage, SESSION_KEYS, writeStorage } from '../api/storage';

/** Where this visit came from: utm_source, else the referrer's host, else 'direct'. */
export function detectTrafficSource(search: string, referrer: string): string {
  const utmSource = new URLSearchParams(search).get('utm_source');
  if (utmSource) return utmSource;
  if (!referrer) return 'direct';
  try {
    return new URL(referrer).hostname || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Decided once per browser tab, at the first page of the visit, and kept for the tab's lifetime. */
export function getTrafficSource(): string {
  const stored = readStorage('session', SESSION_KEYS.trafficSource);
  if (stored) return stored;
  const source = detectTrafficSource(window.location.search, document.referrer);
  writeStorage('session', SESSION_KEYS.trafficSource, source);
  return source;
}
