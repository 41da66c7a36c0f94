// What a display downloads for a 10-photo slideshow of the family's library, measured on the
// wire: Chromium talks to the built server through a counting proxy, so every byte the server
// sends the page and its service worker is counted (headers, compression and all), and each photo
// request is followed to say whether it reached the network or the service worker answered it.
// Run alone (`node scripts/bench/slideshow.mjs`, after `npm run build`) or from scripts/bench.mjs.
import { pathToFileURL } from 'node:url';
import { openBrowser } from './browser.mjs';
import { loopbackProxy } from './loopback-proxy.mjs';
import { phonePhoto } from './photos.mjs';
import { makeFamily, startServer } from './server.mjs';

const PHOTO_COUNT = 10;
/** What a family would choose; the hour's figure is for this interval. */
const HOUR_INTERVAL_SECONDS = 30;

/** A proxy to `port` on loopback that counts the bytes coming back from it. */
async function countingProxy(port) {
  let received = 0;
  const proxy = await loopbackProxy(port, () => ({
    fromServer: (chunk) => {
      received += chunk.length;
    },
  }));
  return { ...proxy, received: () => received };
}

async function uploadPhotos(server, family) {
  for (let index = 0; index < PHOTO_COUNT; index++) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([await phonePhoto(7 + index)], { type: 'image/jpeg' }),
      `photo-${index}.jpg`,
    );
    const response = await fetch(`${server.base}/api/photos`, {
      method: 'POST',
      headers: family.headers,
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  }
}

/**
 * The board's background is the library's slideshow, in order, at `intervalSeconds`; the viewer
 * opens it cold at 1920×1080, then runs `cycles` rounds of every photo in real time. At 6 s a round
 * of 10 photos lasts one minute, the period of the viewer's own refetch of its board, so a round
 * holds every kind of traffic a display makes.
 */
export async function measureSlideshowBytes({ intervalSeconds = 6, cycles = 2 } = {}) {
  const server = await startServer();
  const proxy = await countingProxy(server.port);
  const base = `http://127.0.0.1:${proxy.port}`;
  const family = await makeFamily(server.base);
  await uploadPhotos(server, family);
  const board = await family.post('/api/screens', {
    name: 'Slideshow',
    background: {
      type: 'image',
      url: null,
      color: '#000000',
      opacity: 1,
      library: { intervalSeconds, order: 'in-order' },
      credit: null,
    },
    components: [],
  });
  const { browser, context } = await openBrowser(base, family.token);
  try {
    /** Every photo request the page or its service worker made, and where its answer came from. */
    const photoRequests = [];
    context.on('requestfinished', async (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/photos/')) return;
      const response = await request.response();
      const sizes = await request.sizes().catch(() => null);
      const byWorker = request.serviceWorker() !== null;
      const answeredByWorker = !byWorker && (response?.fromServiceWorker() ?? false);
      photoRequests.push({
        byWorker,
        answeredByWorker,
        // What reached the server: the worker's own fetches, and the page's before the worker took over.
        // A body size below zero: answered from the browser's HTTP cache, nothing crossed the wire.
        wireBytes:
          !answeredByWorker && sizes && sizes.responseBodySize >= 0
            ? sizes.responseHeadersSize + sizes.responseBodySize
            : 0,
      });
    });

    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}/view/${board.id}`);
    await page.locator('[data-album-photo]').waitFor();
    // Loaded: the worker controls the page and keeps every photo of the slideshow.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const kept = () =>
      page.evaluate(async () => {
        const keys = await (await caches.open('luno-viewer-slideshows')).keys();
        return keys.filter((key) => key.url.includes('/api/photos/')).length;
      });
    for (let waited = 0; (await kept()) < PHOTO_COUNT; waited += 250) {
      if (waited > 120_000) throw new Error('the service worker did not keep every photo');
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(2000);
    const load = { bytes: proxy.received(), ms: Date.now() - started, photos: photoRequests.length };
    // A change is the slideshow asking for another photo.
    await page.evaluate(() => {
      const slideshow = document.querySelector('[data-album-slideshow]');
      const shown = () => slideshow.querySelector('[data-album-photo]')?.getAttribute('data-album-photo');
      let last = shown();
      window.__changes = 0;
      new MutationObserver(() => {
        const now = shown();
        if (now !== last) window.__changes += 1;
        last = now;
      }).observe(slideshow, { childList: true, subtree: true, attributes: true });
    });

    const rounds = [];
    for (let round = 0; round < cycles; round++) {
      const before = { bytes: proxy.received(), at: Date.now(), photos: photoRequests.length };
      const changesBefore = await page.evaluate(() => window.__changes);
      await page.waitForTimeout(intervalSeconds * PHOTO_COUNT * 1000);
      const requests = photoRequests.slice(before.photos);
      rounds.push({
        bytes: proxy.received() - before.bytes,
        ms: Date.now() - before.at,
        changes: (await page.evaluate(() => window.__changes)) - changesBefore,
        photoRequests: requests.length,
        fromNetwork: requests.filter((request) => request.wireBytes > 0).length,
        fromWorker: requests.filter((request) => request.answeredByWorker).length,
        photoBytes: requests.reduce((total, request) => total + request.wireBytes, 0),
      });
    }
    await page.close();

    const loadPhotos = photoRequests.slice(0, load.photos);
    const steady = rounds.at(-1);
    const steadyMinutes = steady.ms / 60_000;
    // The hour at the usual interval: the load, then each change costing what a change cost in the
    // last round, and the rest of the traffic (the live stream) going on at the last round's rate.
    const changesPerHour = 3600 / HOUR_INTERVAL_SECONDS;
    const perChange = steady.changes ? steady.photoBytes / steady.changes : 0;
    const otherPerMinute = (steady.bytes - steady.photoBytes) / steadyMinutes;
    const hour = load.bytes + changesPerHour * perChange + (60 - load.ms / 60_000) * otherPerMinute;
    return {
      load: {
        ...load,
        photoRequests: loadPhotos.length,
        photoNetwork: loadPhotos.filter((request) => request.wireBytes > 0).length,
        photoBytes: loadPhotos.reduce((total, request) => total + request.wireBytes, 0),
      },
      rounds,
      hour,
      perChange,
      otherPerMinute,
      changesPerHour,
      intervalSeconds,
    };
  } finally {
    await browser.close();
    await proxy.close();
    await server.stop();
  }
}

export function describeSlideshow(m) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return [
    [
      `slideshow of ${PHOTO_COUNT} library photos (1920 px), viewer opened cold at 1920×1080: everything until every photo is kept`,
      `${mb(m.load.bytes)} in ${(m.load.ms / 1000).toFixed(1)} s, of which photos ${mb(m.load.photoBytes)} (${m.load.photoNetwork} answers from the server; ${m.load.photoRequests - m.load.photoNetwork} more photo requests answered by the service worker or the browser's cache)`,
    ],
    ...m.rounds.map((round, index) => [
      `same, round ${index + 1}: ${round.changes} changes at ${m.intervalSeconds} s`,
      `${kb(round.bytes)} in ${(round.ms / 1000).toFixed(0)} s; photo requests: ${round.fromWorker} answered by the service worker, ${round.fromNetwork} by the server (${kb(round.photoBytes)})`,
    ]),
    [
      `same, an hour at ${HOUR_INTERVAL_SECONDS} s a photo (${m.changesPerHour} changes), from the rounds above`,
      `${mb(m.hour)} (${kb(m.perChange)} a change after the load, ${kb(m.otherPerMinute)} a minute besides)`,
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(
    describeSlideshow(await measureSlideshowBytes()).map(([measure, value]) => ({ measure, value })),
  );
}
