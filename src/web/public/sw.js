/*
 * The viewer's service worker (scope /view/). A TV that reloads or restarts while the server or the
 * network is away still comes up on its board: the page, its code, fonts and the board's images are
 * answered from the caches below; the boards themselves are kept by the page (localStorage).
 *
 * - The page: from the network first, so a deploy reaches the TV; the last good copy otherwise.
 * - Hashed assets (/assets/…): from the cache first; they never change under one name.
 * - Images: from the cache at once, refreshed from the network behind it. Pictures from other sites
 *   are fetched here too (opaque, as an <img> would load them): the server gives this script a policy
 *   of its own whose connect-src allows any http(s) address, the page's stays 'self'.
 * - The API: never cached here; the page keeps its last answers (web/api/keptAnswers.ts). Library
 *   photos (/api/photos/…) are pictures, not answers: from the cache first, as they never change.
 */
const SHELL_CACHE = 'luno-viewer-page';
const ASSET_CACHE = 'luno-viewer-assets';
const IMAGE_CACHE = 'luno-viewer-images';
const SHELL_KEY = '/view/';
const MAX_ASSETS = 200;
const MAX_IMAGES = 150;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page that registered the worker loaded itself before the worker existed: it sends what it
// loaded (its code, fonts, pictures) so the very first visit already leaves a copy to start from.
// `images` names what the page drew as pictures, whatever their addresses end in.
self.addEventListener('message', (event) => {
  const urls = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const images = new Set(Array.isArray(event.data?.images) ? event.data.images : []);
  event.waitUntil(keep(urls, images));
});

async function keep(urls, images) {
  const shell = await caches.open(SHELL_CACHE);
  const page = await fetch(SHELL_KEY).catch(() => undefined);
  if (page?.ok) await shell.put(SHELL_KEY, page);
  for (const href of urls) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.origin);
    const request = new Request(url.href, url.origin === self.location.origin ? {} : { mode: 'no-cors' });
    const asset = url.origin === self.location.origin && /^\/(assets|icons)\//.test(url.pathname);
    const image = !asset && (images.has(href) || /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname));
    if ((!asset && !image) || !url.protocol.startsWith('http')) continue;
    const cache = await caches.open(asset ? ASSET_CACHE : IMAGE_CACHE);
    if (await cache.match(request)) continue;
    const response = await fetch(request).catch(() => undefined);
    if (response && (response.ok || response.type === 'opaque')) await cache.put(request, response);
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  // A family photo never changes under its address (a new photo is a new id): kept like an asset.
  if (sameOrigin && url.pathname.startsWith('/api/photos/')) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE, MAX_IMAGES));
    return;
  }
  if (sameOrigin && url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/'))) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, MAX_ASSETS));
  } else if (request.destination === 'image' || (sameOrigin && url.pathname.startsWith('/images/'))) {
    event.respondWith(cachedThenRefreshed(request, event));
  }
});

async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // One page serves every board; a proxy's error page during a deploy is not kept.
    if (response.ok) {
      await cache.put(SHELL_KEY, response.clone());
      return response;
    }
    return (await cache.match(SHELL_KEY)) ?? response;
  } catch (error) {
    const saved = await cache.match(SHELL_KEY);
    if (saved) return saved;
    throw error;
  }
}

async function cacheFirst(request, cacheName, limit) {
  const cache = await caches.open(cacheName);
  const saved = await cache.match(request);
  if (saved) return saved;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache, limit);
  }
  return response;
}

async function cachedThenRefreshed(request, event) {
  const cache = await caches.open(IMAGE_CACHE);
  const saved = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      // Pictures from other sites arrive opaque (status 0): kept all the same, they are what shows.
      if (response.ok || response.type === 'opaque') {
        await cache.put(request, response.clone());
        await trim(cache, MAX_IMAGES);
      }
      return response;
    })
    .catch(() => undefined);
  if (saved) {
    event.waitUntil(fresh);
    return saved;
  }
  return (await fresh) ?? Response.error();
}

/** Drops the oldest entries beyond `limit` (old builds' assets, pictures no board shows any more). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}
