import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createComponent } from '../../src/common/schemas/component';
import { type FakeGooglePhotos, startFakeGooglePhotos } from '../fakes/google-photos';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

// A server of this test's own, which it stops for real, and an album service it stops too: a TV
// that loses the network loses both.
const PORT = Number(process.env.E2E_PORT) + 30;

/** The service worker's budget of slideshow photos per board, as sw.js states it. */
const PHOTOS_PER_BOARD = Number(
  /const SLIDESHOW_PHOTOS_PER_BOARD = (\d+);/.exec(fs.readFileSync('src/web/public/sw.js', 'utf8'))![1],
);

/** An album larger than the budget leaves room for: its first photos are kept, the last few are not. */
const ALBUM = [
  { id: 'AF1QipHarbour', width: 1600, height: 900, color: '#0e7490' },
  { id: 'AF1QipMeadow', width: 1600, height: 900, color: '#15803d' },
  { id: 'AF1QipDusk', width: 1600, height: 900, color: '#9a3412' },
  ...Array.from({ length: PHOTOS_PER_BOARD - 1 }, (_, index) => ({
    id: `AF1QipMore${index}`,
    width: 1600,
    height: 900,
    colour: `hsl(${index * 12}, 45%, 40%)`,
  })),
];
const LIBRARY = [
  ['kite.jpg', '#7c3aed'],
  ['sand.jpg', '#ca8a04'],
  ['snow.jpg', '#334155'],
] as const;

/** A plain photo of one colour with a circle on it, as a phone would upload it. */
async function colorPhoto(name: string, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200" fill="${color}"/><circle cx="800" cy="600" r="360" fill="#fde68a"/></svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

/** A TV of its own (a new browser, never signed in) paired to the phone's family, showing `screenId`. */
async function pairSlideshowTv(browser: Browser, phone: Page, screenId: number) {
  // Photos appear without their cross-fade, whose animation runs on the page's clock, which the test
  // holds still while it moves the slideshows on.
  const { tv, tvContext } = await pairTv(browser, phone, screenId, {
    name: 'Living room',
    context: { baseURL: `http://127.0.0.1:${PORT}`, reducedMotion: 'reduce' },
  });
  return { tv, context: tvContext };
}

/**
 * The photo a slideshow (by its container's selector) shows now: its id once it has loaded, been
 * decoded and is fully shown; null before. Read in one go, without waiting for anything.
 */
function shownPhoto(tv: Page, slideshow: string): Promise<string | null> {
  return tv.evaluate((selector) => {
    const image = document.querySelector<HTMLImageElement>(`${selector} img[data-album-photo]`);
    return image?.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === '1'
      ? (image.dataset.albumPhoto ?? null)
      : null;
  }, slideshow);
}

/** How many photos the service worker keeps for slideshows (its list of them aside). */
function keptSlideshowPhotos(tv: Page): Promise<string[]> {
  return tv.evaluate(async () => {
    const keys = await (await caches.open('luno-viewer-slideshows')).keys();
    return keys.map((key) => key.url).filter((url) => !url.endsWith('/view/__kept-slideshows'));
  });
}

let google: FakeGooglePhotos;
let server: ReturnType<typeof ownServer>;

test.beforeAll(async () => {
  google = await startFakeGooglePhotos({ servePhotos: true });
  server = ownServer(PORT, {
    LUNO_GOOGLE_PHOTOS_BASE_URL: google.baseUrl,
    LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1',
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
  await google?.close().catch(() => undefined);
});

test('a TV reloaded with the server and the album service gone still shows its slideshows, changing among the kept photos', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phoneContext = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  const phone = await phoneContext.newPage();
  await signUp(phone, 'offline-slideshows', null);
  const { csrfToken } = await (await phone.request.get('/api/csrf-token')).json();
  for (const [name, color] of LIBRARY) {
    const uploaded = await phone.request.post('/api/photos', {
      multipart: { file: await colorPhoto(name, color) },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(uploaded.status()).toBe(201);
  }
  const { shortLink } = google.addAlbum('Offline', ALBUM);
  const images = await callApi<unknown[]>(
    phone,
    'GET',
    `/api/scrape-album?url=${encodeURIComponent(shortLink)}`,
  );
  const layer = createComponent('image', 'library');
  const { id } = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Living room',
    background: {
      type: 'image',
      url: null,
      color: '#1f2937',
      opacity: 1,
      album: { url: shortLink, images, intervalSeconds: 10, order: 'in-order' },
      credit: null,
    },
    components: [
      {
        ...layer,
        library: { intervalSeconds: 10, order: 'in-order' },
        x: 1220,
        y: 600,
        width: 640,
        height: 420,
        style: { ...layer.style, borderRadius: 24, addBoxShadow: true },
      },
    ],
  });

  // The library slideshow goes in the library's order, newest first.
  const libraryIds = ((await (await phone.request.get('/api/photos')).json()) as { id: number }[]).map(
    (photo) => String(photo.id),
  );

  const { tv, context } = await pairSlideshowTv(browser, phone, id);
  try {
    const background = '.board-background [data-album-slideshow]';
    const library = '[data-component-id="library"] [data-album-slideshow]';
    await expect.poll(() => shownPhoto(tv, background)).toBe('AF1QipHarbour');
    await expect.poll(() => shownPhoto(tv, library)).toBe(libraryIds[0]);
    await expect.poll(() => tv.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The slideshows' photos are kept ahead, not only the two on screen, at the size shown, one of
    // each slideshow in turn, up to the budget: every library photo, the album's first ones.
    await expect.poll(async () => (await keptSlideshowPhotos(tv)).length).toBe(PHOTOS_PER_BOARD);
    const kept = await keptSlideshowPhotos(tv);
    const shownSrc = (slideshow: string) =>
      tv.locator(`${slideshow} img[data-album-photo]`).evaluate((image: HTMLImageElement) => image.src);
    const albumSize = /=w\d+-h\d+$/.exec(await shownSrc(background))![0];
    const libraryWidth = /\?w=\d+/.exec(await shownSrc(library))![0];
    const keptAlbum = ALBUM.slice(0, PHOTOS_PER_BOARD - LIBRARY.length);
    for (const photo of ALBUM) {
      expect(kept.includes(`${google.baseUrl}/lh3/${photo.id}${albumSize}`), photo.id).toBe(
        keptAlbum.includes(photo),
      );
    }
    for (const photo of libraryIds)
      expect(kept.some((url) => url.includes(`/api/photos/${photo}${libraryWidth}&v=`))).toBe(true);
    // …and the page keeps the slideshows' lists.
    await expect
      .poll(() => tv.evaluate(() => localStorage.getItem('keptAnswers') ?? ''))
      .toContain('AF1QipDusk');
    await picture(tv, 'tv-online-slideshows');

    await server.kill();
    await google.close();
    await tv.reload();
    await expect(tv.getByText(/^Offline since \d\d:\d\d/)).toBeVisible();
    await expect.poll(() => shownPhoto(tv, background)).toBe('AF1QipHarbour');
    await expect.poll(() => shownPhoto(tv, library)).toBe(libraryIds[0]);
    await picture(tv, 'tv-offline-slideshows');

    // The slideshows go on among the kept photos, each one decoded and shown; the album's photos
    // that were not kept are passed over. Held still from here, the clock moves only as the test
    // moves it: one interval, one photo.
    await tv.clock.pauseAt((await tv.evaluate(() => Date.now())) + 500);
    const albumOrder = [...keptAlbum.slice(1), keptAlbum[0]!].map((photo) => photo.id);
    for (const [step, next] of albumOrder.entries()) {
      await tv.clock.fastForward(10_000);
      await expect.poll(() => shownPhoto(tv, background)).toBe(next);
      await expect.poll(() => shownPhoto(tv, library)).toBe(libraryIds[(step + 1) % libraryIds.length]);
      if (next === 'AF1QipDusk') await picture(tv, 'tv-offline-slideshows-later');
    }
  } finally {
    await context.close();
    await phoneContext.close();
  }
});
