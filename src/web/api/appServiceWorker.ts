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

/** Registers the worker once the page has loaded, on the app's pages of a built app. */
export function registerAppServiceWorkerOnAppPages(): void {
  if (!import.meta.env.PROD || !window.location.pathname.startsWith(APP_WORKER_SCOPE)) return;
  window.addEventListener('load', () => void appServiceWorker()?.catch(() => undefined), { once: true });
}
