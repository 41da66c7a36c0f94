import { expect, type Page, test } from '@playwright/test';
import { type ComponentInput, createComponent } from '../../src/common/schemas/component';
import { PEXELS_TEST_KEY, startFakePexels } from '../fakes/pexels';
import { signUp } from './support/accounts';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';

// A server of these tests' own that searches stock photos through the local fake of Pexels.
const port = Number(process.env.E2E_PORT) + 13;
test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1920, height: 1080 } });
test.describe.configure({ mode: 'serial' });

let pexels: Awaited<ReturnType<typeof startFakePexels>>;
let server: ReturnType<typeof ownServer>;

test.beforeAll(async () => {
  pexels = await startFakePexels();
  server = ownServer(port, { PEXELS_API_KEY: PEXELS_TEST_KEY, LUNO_PEXELS_BASE_URL: pexels.url });
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
  await pexels?.close();
});

interface StoredBackground {
  type: string;
  url: string | null;
  credit: { photographer: string; photographerUrl: string; photoUrl: string } | null;
}

async function createScreen(page: Page, name: string, components: ComponentInput[] = []): Promise<number> {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const response = await page.request.post('/api/screens', {
    data: { name, components },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

const storedBackground = async (page: Page, id: number): Promise<StoredBackground> =>
  (await (await page.request.get(`/api/screens/${id}`)).json()).background;

test('a parent searches stock photos, loads more, sets one as the background, and the board credits it', async ({
  page,
}) => {
  await signUp(page, 'stock');
  const screenId = await createScreen(page, 'Hall');
  await page.goto('/app/layout');

  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });
  await sidebar.getByRole('button', { name: /Screen background/ }).click();
  await page
    .getByRole('toolbar', { name: 'Background layer' })
    .getByRole('button', { name: 'Background' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Background' });
  await panel.getByText('Image', { exact: true }).click();

  const field = panel.getByLabel('Search stock photos');
  const search = panel.getByRole('button', { name: 'Search', exact: true });
  await search.click();
  await expect(panel.getByText('Please enter a search term.')).toBeVisible();

  await field.fill('nothing at all');
  await search.click();
  await expect(panel.getByText('No images found for your search.')).toBeVisible();

  pexels.settings.rateLimited = true;
  await field.fill('storm');
  await search.click();
  await expect(panel.getByText('Failed to search images.')).toBeVisible();
  pexels.settings.rateLimited = false;

  await field.fill('mountain lake');
  await field.press('Enter');
  const results = panel.getByRole('list', { name: 'Stock photos for mountain lake' });
  await expect(results.getByRole('listitem')).toHaveCount(15);
  await expect(results.getByRole('listitem').first()).toContainText('Photo by Ana Lima on Pexels');
  await expect(results.getByRole('link', { name: 'Ana Lima' }).first()).toHaveAttribute(
    'href',
    `${pexels.url}/@ana-lima`,
  );

  // Load more appends the next page under the first, until every photo found is shown.
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(30);
  await expect(results.getByRole('listitem').first()).toContainText('Ana Lima');
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(40);
  await expect(panel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const pages = pexels.searches
    .filter((url) => url.searchParams.get('query') === 'mountain lake')
    .map((url) => [url.searchParams.get('page'), url.searchParams.get('per_page')]);
  expect(pages).toEqual([
    ['1', '15'],
    ['2', '15'],
    ['3', '15'],
  ]);

  const choice = results.getByRole('button', { name: 'Use mountain lake photo number 516, by Kenji Sato' });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => storedBackground(page, screenId))
    .toEqual({
      type: 'image',
      url: `${pexels.url}/photos/516/pexels-photo-516.jpeg?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      color: '#ffffff',
      opacity: 1,
      credit: {
        photographer: 'Kenji Sato',
        photographerUrl: `${pexels.url}/@kenji-sato`,
        photoUrl: `${pexels.url}/photo/mountain-lake-516/`,
      },
    });
  await expect(page.locator('.photo-credit--board')).toHaveText('Photo by Kenji Sato on Pexels');
  await picture(page, 'editor');

  // The viewer shows the photo with its credit, linking the photographer and the photo.
  await page.goto(`/view/${screenId}`);
  const credit = page.locator('.photo-credit--board');
  await expect(credit).toHaveText('Photo by Kenji Sato on Pexels');
  await expect(credit.getByRole('link', { name: 'Kenji Sato' })).toHaveAttribute(
    'href',
    `${pexels.url}/@kenji-sato`,
  );
  await expect(credit.getByRole('link', { name: 'Pexels' })).toHaveAttribute(
    'href',
    `${pexels.url}/photo/mountain-lake-516/`,
  );
  await expect(page.locator('.board-background')).toHaveCSS('background-image', /pexels-photo-516/);
  await picture(page, 'viewer');
});

test('on a phone, a parent picks a stock photo for an image layer, and the layer credits it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'stock-layer');
  const screenId = await createScreen(page, 'Kitchen', [
    { ...createComponent('image', 'photo'), x: 100, y: 100, width: 600, height: 400 },
  ]);
  await page.goto('/app/layout');
  await page.getByRole('button', { name: /^Image layer/ }).click();
  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });
  await expect(sidebar.getByRole('heading', { name: 'Edit Image' })).toBeVisible();

  await sidebar.getByLabel('Search stock photos').fill('autumn');
  await sidebar.getByRole('button', { name: 'Search', exact: true }).click();
  const results = sidebar.getByRole('list', { name: 'Stock photos for autumn' });
  await expect(results.getByRole('listitem')).toHaveCount(15);
  await results.getByRole('button', { name: 'Use autumn photo number 502, by Maya Okafor' }).click();

  // A 600-pixel layer gets Pexels' 940-pixel size, not the double-density one.
  const stored = async () =>
    (await (await page.request.get(`/api/screens/${screenId}`)).json()).components[0] as Record<
      string,
      unknown
    >;
  await expect.poll(stored).toMatchObject({
    imageDataUrl: `${pexels.url}/photos/502/pexels-photo-502.jpeg?auto=compress&cs=tinysrgb&h=650&w=940`,
    imageCredit: {
      photographer: 'Maya Okafor',
      photographerUrl: `${pexels.url}/@maya-okafor`,
      photoUrl: `${pexels.url}/photo/autumn-502/`,
    },
  });
  await expect(sidebar.getByText('Clear image')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Clear image' }).scrollIntoViewIfNeeded();
  await picture(page, 'phone-editor');

  // A link typed by hand is the family's own picture: the credit goes with the stock photo.
  const url = sidebar.getByLabel('Image URL');
  await url.fill('https://example.com/our-garden.jpg');
  await url.press('Enter');
  await expect
    .poll(stored)
    .toMatchObject({ imageDataUrl: 'https://example.com/our-garden.jpg', imageCredit: null });
});

test.describe('on a server without a Pexels key', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });

  test('the picker says image search is not set up there', async ({ page }) => {
    await signUp(page, 'stock-off');
    await createScreen(page, 'Hall');
    await page.goto('/app/layout');
    await page
      .getByRole('complementary', { name: 'Editor sidebar' })
      .getByRole('button', { name: /Screen background/ })
      .click();
    await page
      .getByRole('toolbar', { name: 'Background layer' })
      .getByRole('button', { name: 'Background' })
      .click();
    const panel = page.getByRole('dialog', { name: 'Background' });
    await panel.getByText('Image', { exact: true }).click();
    await expect(panel.getByText(/^Image search is not set up on this server\./)).toBeVisible();
    await expect(panel.getByLabel('Search stock photos')).toHaveCount(0);
  });
});
