/*
 * The app's pages and code answered from a cache when the network is away (loaded by app-sw.js), so
 * a phone in a shop with no signal still opens its shopping and task lists. The ideas are the
 * viewer's worker's (sw.js), for a phone rather than a TV:
 *
 * - The page: every /app/… address is the same small shell (index.html). Asked of the network
 *   first, so a deploy arrives with the next visit; the copy kept from the last answer stands in
 *   when there is no answer (none at all, a proxy's 5xx while the server restarts, or none in time).
 *   A TV waits for nobody and takes its copy first; a phone in a member's hand should not show an
 *   old build when the network is fine.
 * - Built files (/assets/…): from the cache first, kept as they load. They never change under one
 *   name, so a cached one is always right. The page names what it loaded before this worker took
 *   it over (a first visit), and loads the offline pages ahead (web/main.tsx).
 * - The API: never cached here. The page keeps its last answers of the lists (web/api/keptAnswers.ts)
 *   and its unsent writes (web/api/outbox.ts): both belong to the family signed in and go when it
 *   signs out, which a cache of answers here would not know about.
 */
// Its own scope: app-sw.js loads the push handling into the same worker.
(() => {
  const APP_SHELL_CACHE = 'luno-app-page';
  const APP_ASSET_CACHE = 'luno-app-assets';
  /** The one key the shell is kept under, whichever /app/ address answered it. */
  const APP_SHELL_KEY = '/app/';
  /** Where the worker asks for the shell when it keeps one without a navigation (a first visit). */
  const APP_SHELL_URL = '/app/layout';
  /** A page that has not answered by then is taken as no answer, when a kept copy can stand in. */
  const APP_PAGE_PATIENCE_MS = 4000;
  /** A few builds' worth of files; older ones go first. */
  const APP_MAX_ASSETS = 300;

  const isAppPage = (url) => url.pathname === '/app' || url.pathname.startsWith('/app/');
  const isBuiltFile = (url) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/');

  self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
    if (request.mode === 'navigate' && isAppPage(url)) {
      event.respondWith(appPage(event));
    } else if (isBuiltFile(url)) {
      event.respondWith(keptFile(request));
    }
  });

  // The page names the built files it loaded before this worker existed, and then as it loads more.
  self.addEventListener('message', (event) => {
    const files = Array.isArray(event.data?.keep) ? event.data.keep : [];
    if (files.length > 0) event.waitUntil(inTurn(() => keepFiles(files)));
  });

  async function appPage(event) {
    const cache = await caches.open(APP_SHELL_CACHE);
    const fresh = fetch(event.request).then(async (response) => {
      // A proxy's error page during a deploy is not kept; nor is a redirect (to /login, say).
      if (response.ok && !response.redirected) await cache.put(APP_SHELL_KEY, response.clone());
      return response;
    });
    // Kept writing the copy even when the kept one answered first.
    event.waitUntil(fresh.catch(() => undefined));
    const kept = await cache.match(APP_SHELL_KEY);
    if (!kept) return fresh;
    // With a copy to fall back on, a network that does not answer in time is no network.
    const patience = new Promise((resolve) => setTimeout(resolve, APP_PAGE_PATIENCE_MS, 'late'));
    try {
      const answer = await Promise.race([fresh, patience]);
      if (answer !== 'late' && answer.status < 500) return answer;
    } catch {
      // No network, or the server is away: the kept copy below.
    }
    return kept;
  }

  async function keptFile(request) {
    const cache = await caches.open(APP_ASSET_CACHE);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      await trimAssets(cache);
    }
    return response;
  }

  async function keepFiles(files) {
    const shell = await caches.open(APP_SHELL_CACHE);
    if (!(await shell.match(APP_SHELL_KEY))) {
      const page = await fetch(APP_SHELL_URL).catch(() => undefined);
      if (page?.ok && !page.redirected) await shell.put(APP_SHELL_KEY, page);
    }
    const cache = await caches.open(APP_ASSET_CACHE);
    let grown = false;
    for (const file of files) {
      if (typeof file !== 'string') continue;
      const url = new URL(file, self.location.origin);
      if (url.origin !== self.location.origin || !isBuiltFile(url) || (await cache.match(url.href))) continue;
      const response = await fetch(url.href).catch(() => undefined);
      if (response?.ok) {
        await cache.put(url.href, response);
        grown = true;
      }
    }
    if (grown) await trimAssets(cache);
  }

  async function trimAssets(cache) {
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - APP_MAX_ASSETS))) await cache.delete(key);
  }

  // Lists arrive faster than files download: each is kept after the one before, so a file named twice
  // is fetched once (as in sw.js).
  let appKeeping = Promise.resolve();
  function inTurn(work) {
    appKeeping = appKeeping.then(work, work).catch(() => undefined);
    return appKeeping;
  }
})();
