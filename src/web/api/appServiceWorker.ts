/**
 * The app's service worker (public/app-sw.js, scope /app/): registered on the app's pages of a
 * built app, so a phone's pages open offline and push messages reach it. Push subscriptions and
 * offline pages wait on `appServiceWorker()`; nothing registers it on the public site or the viewer.
 */
export const APP_WORKER_SCOPE = '/app/';

let registration: Promise<ServiceWorkerRegistration> | undefined;

/** The app's worker registration, registered on first call; null where the browser has none. */
export function appServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  if (!('serviceWorker' in navigator)) return null;
  registration ??= navigator.serviceWorker
    .register('/app-sw.js', { scope: APP_WORKER_SCOPE })
    .then(() => navigator.serviceWorker.ready);
  return registration;
}

/** The built files this page loaded, for the worker to keep (what it loaded before the worker took it over). */
function builtFiles(entries: PerformanceEntryList): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, window.location.href);
      return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
    });
}

/**
 * Registers the worker once the page has loaded, on the app's pages of a built app. The page then
 * hands it the built files it loaded (it loaded them before the worker existed, and a lazy page
 * loaded later may come from the browser's own cache) so the next visit with no network finds them,
 * and `keepOffline` loads ahead the pages that must open offline.
 */
export function registerAppServiceWorkerOnAppPages(keepOffline?: () => Promise<unknown>): void {
  if (!import.meta.env.PROD || !window.location.pathname.startsWith(APP_WORKER_SCOPE)) return;
  const start = async () => {
    const ready = appServiceWorker();
    if (!ready) return;
    const registration = await ready;
    const worker = () => navigator.serviceWorker.controller ?? registration.active;
    const keep = (entries: PerformanceEntryList) => {
      const files = builtFiles(entries);
      if (files.length > 0) worker()?.postMessage({ keep: files });
    };
    keep(performance.getEntriesByType('resource'));
    new PerformanceObserver((list) => keep(list.getEntries())).observe({ type: 'resource' });
    await keepOffline?.();
  };
  window.addEventListener('load', () => void start().catch(() => undefined), { once: true });
}
