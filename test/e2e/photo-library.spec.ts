import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';

// What this file checks needs the service workers the browser tests otherwise block.
test.use({ serviceWorkers: 'allow' });

interface StoredScreen {
  id: number;
  components: { id: string; imageDataUrl?: string | null }[];
}

async function storedImageUrl(page: Page): Promise<string | null | undefined> {
  const response = await page.request.get('/api/screens');
  const [screen] = (await response.json()) as StoredScreen[];
  return screen?.components.find((component) => component.id === 'photo')?.imageDataUrl;
}

/** A phone's photo, with its place in its EXIF, as a file chooser hands it over. */
async function phonePhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect width="2000" height="1500" fill="#1f8a70"/><circle cx="1000" cy="750" r="500" fill="#f4c15d"/></svg>`;
  const buffer = await sharp(Buffer.from(svg))
    .jpeg()
    .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } } })
    .toBuffer();
  return { name: 'beach.jpg', mimeType: 'image/jpeg', buffer };
}

test('a photo uploaded from the file chooser into an image layer shows on the board, sized for it, and after an offline reload', async ({
  page,
}) => {
  await signUp(page, 'photos');
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const created = await page.request.post('/api/screens', {
    data: {
      name: 'Hall',
      components: [{ ...createComponent('image', 'photo'), x: 900, y: 100, width: 500, height: 400 }],
    },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto('/app/layout');
  await page.getByRole('button', { name: /^Image layer/ }).click();
  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });
  const library = sidebar.getByRole('region', { name: 'Family photos' });
  await expect(library.getByText('No photos yet.')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await library.getByText('Upload a photo').click();
  await (await chooser).setFiles(await phonePhoto());

  const chosen = library.getByRole('button', { name: /^Use photo 1: 2000 × 1500/ });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => storedImageUrl(page)).toMatch(/^\/api\/photos\/\d+\?w=2560&v=/);
  expect(await axeFindings(page, '.photo-library')).toEqual([]);

  await page.goto(`/view/${id}`);
  const picture = page.locator('[data-type="image"] img');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Asked for at the width it is drawn at (times the pixel ratio), rounded up to a step.
  const { asked, natural, drawn } = await picture.evaluate((img: HTMLImageElement) => ({
    asked: Number(new URL(img.currentSrc).searchParams.get('w')),
    natural: img.naturalWidth,
    drawn: img.getBoundingClientRect().width * window.devicePixelRatio,
  }));
  expect(natural).toBe(asked);
  expect(asked).toBeGreaterThanOrEqual(drawn);
  expect(asked).toBeLessThan(2000);

  // The TV's service worker keeps the photo: reloaded without a network, the board still shows it.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const kept = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect
    .poll(() =>
      page.evaluate(async (url) => (await caches.open('luno-viewer-images')).match(url).then(Boolean), kept),
    )
    .toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(asked);
  await page.context().setOffline(false);

  // With the library's slideshow on, the settings' preview shows the slideshow the card shows.
  await page.goto('/app/layout');
  await page.getByRole('button', { name: /^Image layer/ }).click();
  await sidebar.getByRole('button', { name: 'Clear image' }).click();
  await expect(sidebar.getByRole('img', { name: 'No image yet' })).toBeVisible();
  await sidebar.getByText('Show the whole library as a slideshow').click();
  await expect(sidebar.getByRole('switch', { name: 'Show the whole library as a slideshow' })).toBeChecked();
  await expect(sidebar.getByRole('img', { name: 'No image yet' })).toHaveCount(0);
  const previewPhoto = sidebar.locator('[data-album-slideshow] img').first();
  await expect
    .poll(() => previewPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await sidebar.getByText('Show the whole library as a slideshow').click();

  // Deleted after confirming, it leaves the library.
  await library.getByRole('button', { name: 'Delete photo 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await confirm.getByRole('button', { name: 'Delete photo' }).click();
  await expect(confirm).toBeHidden();
  await expect(library.getByText('No photos yet.')).toBeVisible();
});

/** A plain photo of one colour, as an upload's file part. */
async function colorPhoto(name: string, color: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('the whole library plays as a slideshow on the background', async ({ page }) => {
  await page.clock.install();
  await signUp(page, 'library-slideshow');
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const headers = { 'X-CSRF-Token': csrfToken };
  const created = await page.request.post('/api/screens', {
    data: { name: 'Hall', components: [] },
    headers,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [name, color] of [
    ['lake.jpg', '#0e7490'],
    ['field.jpg', '#c2410c'],
  ] as const) {
    const uploaded = await page.request.post('/api/photos', {
      multipart: { file: await colorPhoto(name, color) },
      headers,
    });
    expect(uploaded.status()).toBe(201);
  }
  const photos = (await (await page.request.get('/api/photos')).json()) as { id: number }[];
  const [first, second] = photos.map((photo) => String(photo.id));

  await page.goto('/app/layout');
  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });
  await sidebar.getByRole('button', { name: /Screen background/ }).click();
  await page
    .getByRole('toolbar', { name: 'Background layer' })
    .getByRole('button', { name: 'Background' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Background' });
  await panel.getByText('Image', { exact: true }).click();
  await panel.getByText('Show the whole library as a slideshow').click();
  await expect(panel.getByRole('switch', { name: 'Show the whole library as a slideshow' })).toBeChecked();
  await expect(panel.getByText('2 photos in the slideshow, and any added later.')).toBeVisible();
  await panel.getByText('In order', { exact: true }).click();
  const seconds = panel.getByLabel('Seconds per photo');
  await seconds.fill('10');
  await seconds.press('Enter');
  await expect
    .poll(async () => {
      const screens = (await (await page.request.get('/api/screens')).json()) as {
        id: number;
        background: { library?: unknown };
      }[];
      return screens.find((screen) => screen.id === id)?.background.library;
    })
    .toEqual({ intervalSeconds: 10, order: 'in-order' });
  await picture(page, 'library-slideshow-form');

  await page.goto(`/view/${id}`);
  const photo = page.locator('[data-album-photo]');
  await expect(photo).toHaveAttribute('data-album-photo', first!);
  // Asked for at the width the board shows it (the 1280 px window), not at its stored size.
  await expect(photo).toHaveAttribute('src', new RegExp(`^/api/photos/${first}\\?w=1280&v=`));
  await expect.poll(() => photo.evaluate((image) => getComputedStyle(image).opacity)).toBe('1');
  for (const next of [second!, first!]) {
    await page.clock.fastForward(10_000);
    await expect(photo).toHaveAttribute('data-album-photo', next);
  }
});
