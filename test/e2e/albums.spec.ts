import { expect, test } from '@playwright/test';
import { type FakeGooglePhotos, startFakeGooglePhotos } from '../fakes/google-photos';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';

// A server of these tests' own that reads Google Photos albums from the local fake.
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_PORT) + 9;
let google: FakeGooglePhotos;
let server: ReturnType<typeof ownServer>;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

const PHOTOS = [
  { id: 'AF1QipBeach', width: 1600, height: 1000, colour: '#0e7490' },
  { id: 'AF1QipForest', width: 1600, height: 1000, colour: '#15803d' },
  { id: 'AF1QipSunset', width: 1600, height: 1000, colour: '#c2410c' },
];

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
  await google?.close();
});

test('an album linked to the background plays on the board as a slideshow', async ({ page }) => {
  const { shortLink } = google.addAlbum('Holiday', PHOTOS);
  await page.clock.install();
  await signUp(page, 'albums');
  const { id } = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Hall',
    components: [],
  });
  await page.reload();

  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });
  await sidebar.getByRole('button', { name: /Screen background/ }).click();
  await page
    .getByRole('toolbar', { name: 'Background layer' })
    .getByRole('button', { name: 'Background' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Background' });
  await panel.getByText('Image', { exact: true }).click();

  // Nothing typed: the spec's message, and nothing is read.
  await panel.getByRole('button', { name: 'Link album' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please enter an album URL.');

  await panel.getByLabel('Album link').fill(shortLink);
  await panel.getByRole('button', { name: 'Link album' }).click();
  await expect(panel.getByText('3 photos in the slideshow')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Album photos' }).getByRole('listitem')).toHaveCount(3);
  await panel.getByText('In order', { exact: true }).click();
  const seconds = panel.getByLabel('Seconds per photo');
  await seconds.fill('10');
  await seconds.press('Enter');
  await picture(page, 'album-form');

  await expect
    .poll(async () => {
      const screens = (await (await page.request.get('/api/screens')).json()) as {
        id: number;
        background: { album?: { images: unknown[]; intervalSeconds: number; order: string } | null };
      }[];
      const album = screens.find((screen) => screen.id === id)?.background.album;
      return album && { photos: album.images.length, interval: album.intervalSeconds, order: album.order };
    })
    .toEqual({ photos: 3, interval: 10, order: 'in-order' });

  await page.goto(`/view/${id}`);
  const photo = page.locator('[data-album-photo]');
  await expect(photo).toHaveAttribute('data-album-photo', 'AF1QipBeach');
  // Asked for at the size the board shows it (a cover of the 1280×720 window), not at 1600×1000.
  await expect(photo).toHaveAttribute('src', /\/lh3\/AF1QipBeach=w1280-h800$/);
  await expect.poll(() => photo.evaluate((image) => getComputedStyle(image).opacity)).toBe('1');
  await picture(page, 'album-viewer');

  for (const next of ['AF1QipForest', 'AF1QipSunset', 'AF1QipBeach']) {
    await page.clock.fastForward(10_000);
    await expect(photo).toHaveAttribute('data-album-photo', next);
  }
});
