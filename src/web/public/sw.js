/*
 * The viewer's service worker (scope /view/). A TV that reloads or restarts while the server or the
 * network is away still comes up on its board: the page, its code, fonts and the board's images are
 * answered from the caches below; the boards themselves are kept by the page (localStorage).
 *
 * - The page: the kept copy at once, refreshed behind it from the answer the browser asked for while
 *   this worker started (navigation preload), so a TV that reloads waits for no network and the next
 *   load brings a deploy. A reload asks the server first: that is how a page that heard of a new
 *   build (ViewerScreen) reaches it.
 * - Hashed assets (/assets/…): from the cache first; they never change under one name. Where the
 *   browser can route requests itself (`addRoutes`), it answers them from that cache without running
 *   this worker, and sends the API (photos apart) straight to the network.
 * - Images: from the cache at once, refreshed from the network behind it. Pictures from other sites
 *   are fetched here too (opaque, as an <img> would load them): the server gives this script a policy
 *   of its own whose connect-src allows any http(s) address, the page's stays 'self'.
 * - Slideshow photos (albums and the photo library): the page names every photo of the board's
 *   slideshows at the size it shows them, not only those shown so far; they are fetched ahead and
 *   kept, within the budget below, and answered from the cache only (an address names one picture).
 * - The API: never cached here; the page keeps its last answers (web/api/keptAnswers.ts). Library
 *   photos (/api/photos/…) are pictures, not answers: from the cache first, as they never change.
 */
const SHELL_CACHE = 'luno-viewer-page';
const ASSET_CACHE = 'luno-viewer-assets';
const IMAGE_CACHE = 'luno-viewer-images';
const SHELL_KEY = '/view/';
const MAX_ASSETS = 200;
const MAX_IMAGES = 150;

/*
 * The slideshow budget (docs/decisions.md, "Offline slideshows"): per board, at most
 * SLIDESHOW_PHOTOS_PER_BOARD photos and SLIDESHOW_BYTES_PER_BOARD bytes, taken in the order the page
 * lists them (one of each slideshow in turn); the boards shown last, at most SLIDESHOW_BOARDS of them,
 * keep theirs. A picture whose size cannot be read (another site's, without CORS) counts as
 * UNREADABLE_PHOTO_BYTES. At most 90 photos and 120 MB in all.
 */
const SLIDESHOW_CACHE = 'luno-viewer-slideshows';
const SLIDESHOW_PHOTOS_PER_BOARD = 30;
const SLIDESHOW_BYTES_PER_BOARD = 40 * 1024 * 1024;
const SLIDESHOW_BOARDS = 3;
const UNREADABLE_PHOTO_BYTES = 1024 * 1024;
/** Which photos each board keeps, as JSON, beside the photos in their cache. */
const SLIDESHOW_SETS_KEY = '/view/__kept-slideshows';

/*
 * What the browser routes by itself, in order, where it can. A built file it does not find in the
 * cache comes from the network and is kept when the page names it (`keep` below).
 */
const ownPath = (pathname) => ({ pathname, baseURL: self.location.origin });
const ROUTES = [
  { condition: { urlPattern: ownPath('/api/photos/*') }, source: 'fetch-event' },
  { condition: { urlPattern: ownPath('/api/*') }, source: 'network' },
  { condition: { urlPattern: ownPath('/assets/*') }, source: { cacheName: ASSET_CACHE } },
];

self.addEventListener('install', (event) => {
  self.skipWaiting();
  if (typeof event.addRoutes === 'function') event.waitUntil(event.addRoutes(ROUTES).catch(() => undefined));
});
self.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([self.clients.claim(), self.registration.navigationPreload?.enable().catch(() => undefined)]),
  ),
);

// The page that registered the worker loaded itself before the worker existed: it sends what it
// loaded (its code, fonts, pictures) so the very first visit already leaves a copy to start from.
// `images` names what the page drew as pictures, whatever their addresses end in.
self.addEventListener('message', (event) => {
  const slideshow = event.data?.slideshow;
  if (slideshow && typeof slideshow.board === 'string' && Array.isArray(slideshow.photos)) {
    event.waitUntil(keepInTurn(() => keepSlideshows(slideshow.board, slideshow.photos)));
    return;
  }
  const urls = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const images = new Set(Array.isArray(event.data?.images) ? event.data.images : []);
  event.waitUntil(keepInTurn(() => keep(urls, images)));
});

async function keep(urls, images) {
  const shell = await caches.open(SHELL_CACHE);
  if (!(await shell.match(SHELL_KEY))) {
    const page = await fetch(SHELL_KEY).catch(() => undefined);
    if (page?.ok) await shell.put(SHELL_KEY, page);
  }
  const grown = new Map();
  for (const href of urls) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.origin);
    // What the page names it loaded a moment ago: a file of this server is taken from the browser's
    // cache, never fetched again. Where that cache has none (DevTools' "Disable cache" reaches this
    // worker too) it is left, not downloaded a second time; the page's next load through this worker
    // keeps it. Another site's picture is fetched as an <img> would.
    const ownFile = url.origin === self.location.origin;
    const asset = ownFile && /^\/(assets|icons)\//.test(url.pathname);
    const request = new Request(
      url.href,
      ownFile ? { mode: 'same-origin', cache: 'only-if-cached' } : { mode: 'no-cors' },
    );
    const image = !asset && (images.has(href) || /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname));
    if ((!asset && !image) || !url.protocol.startsWith('http')) continue;
    const cache = await caches.open(asset ? ASSET_CACHE : IMAGE_CACHE);
    if (await cache.match(request)) continue;
    const response = await fetch(request).catch(() => undefined);
    if (response && (response.ok || response.type === 'opaque')) {
      await cache.put(request, response);
      grown.set(cache, asset ? MAX_ASSETS : MAX_IMAGES);
    }
  }
  for (const [cache, limit] of grown) await trim(cache, limit);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  // A family photo never changes under its address (a new photo is a new id): kept like an asset.
  if (sameOrigin && url.pathname.startsWith('/api/photos/')) {
    event.respondWith(slideshowPhotoOr(request, () => cacheFirst(request, IMAGE_CACHE, MAX_IMAGES)));
    return;
  }
  if (sameOrigin && url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(event));
  } else if (sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/'))) {
    event.respondWith(cacheFirst(request, ASSET_CACHE, MAX_ASSETS));
  } else if (request.destination === 'image' || (sameOrigin && url.pathname.startsWith('/images/'))) {
    event.respondWith(slideshowPhotoOr(request, () => cachedThenRefreshed(request, event)));
  }
});

/** A kept slideshow photo from its cache, with no network at all; anything else as `otherwise` answers it. */
async function slideshowPhotoOr(request, otherwise) {
  const kept = await (await caches.open(SLIDESHOW_CACHE)).match(request.url, { ignoreVary: true });
  return kept ?? otherwise();
}

async function page(event) {
  const cache = await caches.open(SHELL_CACHE);
  const fresh = Promise.resolve(event.preloadResponse)
    .then((preloaded) => preloaded ?? fetch(event.request))
    .then(async (response) => {
      // One page serves every board; a proxy's error page during a deploy is not kept.
      if (response.ok) await cache.put(SHELL_KEY, response.clone());
      return response;
    });
  const reload = event.request.cache === 'no-cache' || event.request.cache === 'reload';
  const saved = reload ? undefined : await cache.match(SHELL_KEY);
  if (saved) {
    event.waitUntil(fresh.catch(() => undefined));
    return saved;
  }
  try {
    const response = await fresh;
    return response.ok ? response : ((await cache.match(SHELL_KEY)) ?? response);
  } catch (error) {
    const kept = await cache.match(SHELL_KEY);
    if (kept) return kept;
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

// Messages arrive faster than files download (a first load names its files, then its fonts and
// widget views as they come; a board changes, then changes again): each list is kept after the one
// before it has been. Kept at once, each list found the page not yet kept and asked the server
// for it again: a first load fetched /view/ eight times.
let keeping = Promise.resolve();
function keepInTurn(work) {
  keeping = keeping.then(work, work).catch(() => undefined);
  return keeping;
}

async function readSets(cache) {
  try {
    const saved = await cache.match(SLIDESHOW_SETS_KEY);
    const sets = saved ? await saved.json() : {};
    return typeof sets === 'object' && sets !== null ? sets : {};
  } catch {
    return {};
  }
}

/** The bytes a kept answer counts for in the budget. */
async function sizeOf(response) {
  if (response.type === 'opaque') return UNREADABLE_PHOTO_BYTES;
  const length = Number(response.headers.get('content-length'));
  if (length > 0) return length;
  return (await response.clone().blob()).size;
}

/**
 * A photo for the slideshow cache: already kept, or loaded by the page a moment ago (the image
 * cache), or fetched now — from another site with CORS where it allows it, so its size can be
 * read, else as an <img> would. Undefined when it cannot be had now (no network).
 */
async function slideshowPhoto(cache, url) {
  const kept = await cache.match(url, { ignoreVary: true });
  if (kept) return kept;
  const loaded = await (await caches.open(IMAGE_CACHE)).match(url, { ignoreVary: true });
  if (loaded) {
    await cache.put(url, loaded.clone());
    return loaded;
  }
  const sameOrigin = new URL(url).origin === self.location.origin;
  const attempts = sameOrigin
    ? [new Request(url)]
    : [new Request(url, { mode: 'cors', credentials: 'omit' }), new Request(url, { mode: 'no-cors' })];
  for (const request of attempts) {
    const response = await fetch(request).catch(() => undefined);
    if (response && (response.ok || response.type === 'opaque')) {
      await cache.put(url, response.clone());
      return response;
    }
    if (response) return undefined;
  }
  return undefined;
}

/**
 * Keeps `board`'s slideshow photos: the ones named now first, then those it kept before (still in
 * the cache), as far as the budget goes; photos no kept board names are let go. A list that names
 * fewer photos for a moment (a slideshow still loading its list, the network away) so drops none
 * the budget has room for.
 */
async function keepSlideshows(board, photos) {
  const cache = await caches.open(SLIDESHOW_CACHE);
  const sets = await readSets(cache);
  const kept = [];
  let bytes = 0;
  const fits = (url, size) =>
    kept.length < SLIDESHOW_PHOTOS_PER_BOARD &&
    bytes + size <= SLIDESHOW_BYTES_PER_BOARD &&
    !kept.some((entry) => entry.url === url);
  for (const photo of photos) {
    if (kept.length >= SLIDESHOW_PHOTOS_PER_BOARD || typeof photo !== 'string') continue;
    const url = new URL(photo, self.location.origin);
    if (!url.protocol.startsWith('http') || kept.some((entry) => entry.url === url.href)) continue;
    const response = await slideshowPhoto(cache, url.href);
    if (!response) continue;
    const size = await sizeOf(response);
    if (!fits(url.href, size)) break;
    bytes += size;
    kept.push({ url: url.href, bytes: size });
  }
  for (const entry of sets[board]?.photos ?? []) {
    if (!fits(entry.url, entry.bytes) || !(await cache.match(entry.url, { ignoreVary: true }))) continue;
    bytes += entry.bytes;
    kept.push(entry);
  }
  sets[board] = { photos: kept, at: Date.now() };
  const boards = Object.entries(sets)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, SLIDESHOW_BOARDS);
  const named = new Set(boards.flatMap(([, set]) => set.photos.map((entry) => entry.url)));
  for (const key of await cache.keys()) {
    if (new URL(key.url).pathname !== SLIDESHOW_SETS_KEY && !named.has(key.url)) await cache.delete(key);
  }
  await cache.put(
    SLIDESHOW_SETS_KEY,
    new Response(JSON.stringify(Object.fromEntries(boards)), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}
