import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { type FakeOpenMeteo, startFakeOpenMeteo } from '../fakes/open-meteo';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { ownServer } from './support/own-server';
import { picture } from './support/pictures';

// A server of these tests' own whose weather comes from the local fake of Open-Meteo, so the
// starters' weather cards show a forecast as a family's would.
const port = Number(process.env.E2E_PORT) + 87;
test.use({ baseURL: `http://127.0.0.1:${port}`, timezoneId: 'Europe/Berlin' });
test.describe.configure({ mode: 'serial' });

let openMeteo: FakeOpenMeteo;
let server: ReturnType<typeof ownServer>;

test.beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo();
  server = ownServer(port, openMeteo.env);
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
  await openMeteo?.close();
});

const STARTERS = ['Kitchen', 'Chores', 'Hallway', 'Photo frame'];

async function openStarters(page: Page) {
  await page.getByRole('button', { name: 'Add screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Screen' });
  await dialog.getByRole('tab', { name: 'Load From Template' }).click();
  return dialog;
}

/** Loads starter `name` from the Add Screen dialog; answers the new screen's id once the editor shows it. */
async function loadStarter(page: Page, name: string): Promise<number> {
  const dialog = await openStarters(page);
  const starters = dialog.getByRole('region', { name: 'Starter boards' });
  await starters
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Load' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true');
  const screens = await callApi<{ id: number; name: string }[]>(page, 'GET', '/api/screens');
  const screen = screens.find((candidate) => candidate.name === name);
  expect(screen, `the ${name} screen is stored`).toBeDefined();
  return screen!.id;
}

test('a new family finds the starter boards in Load From Template, and Kitchen becomes its first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'starters');
  const shopping = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });

  const dialog = await openStarters(page);
  await expect(dialog.getByText('No saved screens yet.')).toBeVisible();
  const starters = dialog.getByRole('region', { name: 'Starter boards' });
  await expect(starters.getByRole('listitem').locator('.ed-row__name')).toHaveText(STARTERS);
  // Starters are always there: nothing in their group deletes one.
  await expect(starters.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  await picture(page, 'starter-boards-dialog');
  await page.keyboard.press('Escape');

  const id = await loadStarter(page, 'Kitchen');
  const layers = page.getByRole('region', { name: 'Layers' });
  for (const layer of ['Menu', 'Shopping list', 'Clock', 'Weather']) {
    await expect(layers.getByRole('button', { name: `Delete ${layer}`, exact: true })).toBeVisible();
  }
  const stored = await callApi<{ components: { type: string; shoppingConfig?: { listId: number } }[] }>(
    page,
    'GET',
    `/api/screens/${id}`,
  );
  expect(stored.components.map((component) => component.type)).toEqual([
    'menu',
    'shopping',
    'clock',
    'weather',
  ]);
  // The shopping card shows the family's own list.
  expect(stored.components[1].shoppingConfig?.listId).toBe(shopping.id);

  // Loaded again, it is a second screen of its own: the starter itself stays as it was.
  await loadStarter(page, 'Chores');
  const names = (await callApi<{ name: string }[]>(page, 'GET', '/api/screens')).map((screen) => screen.name);
  expect(names).toEqual(['Kitchen', 'Chores']);
});

/** A photo of a landscape in `sky` and `hill` colours, as a phone would upload it. */
async function landscape(name: string, sky: string, hill: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1280">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fef3c7"/></linearGradient></defs>
    <rect width="1920" height="1280" fill="url(#s)"/>
    <circle cx="1400" cy="420" r="150" fill="#fde68a"/>
    <path d="M0 900 Q 480 640 960 880 T 1920 820 V 1280 H 0 Z" fill="${hill}"/>
  </svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

/** What a family has after a week of Luno: lists, chores, banks, a menu, events, the town, photos. */
async function familyData(page: Page) {
  const today = todayIn('Europe/Berlin');
  await callApi(page, 'PUT', '/api/weather/place', {
    name: 'Berlin',
    latitude: 52.52437,
    longitude: 13.41053,
    units: 'celsius',
  });
  const groceries = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });
  for (const item of ['Milk', 'Eggs', 'Apples', 'Bread', 'Coffee', 'Pasta', 'Tomatoes']) {
    await callApi(page, 'POST', `/api/shopping-lists/${groceries.id}/items`, { item });
  }
  const meals = [
    { breakfast: 'Porridge', lunch: 'Soup', dinner: 'Tacos' },
    { breakfast: 'Pancakes', lunch: 'Sandwiches', dinner: 'Lasagne' },
    { breakfast: 'Yoghurt', lunch: 'Salad', dinner: 'Fish pie' },
  ];
  for (const [day, meal] of meals.entries()) {
    await callApi(page, 'POST', '/api/menu', { date: addDays(today, day), ...meal });
  }
  const chores = {
    Emma: ['Feed the cat', 'Make the bed', 'Set the table'],
    Leo: ['Water the plants', 'Tidy the toys', 'Empty the dishwasher'],
  };
  for (const [child, tasks] of Object.entries(chores)) {
    await callApi(page, 'POST', '/api/piggy-banks', { name: child, balance: child === 'Emma' ? 12.5 : 8 });
    const list = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', {
      name: `${child}'s chores`,
    });
    for (const [index, task] of tasks.entries()) {
      await callApi(page, 'POST', `/api/task-lists/${list.id}/items`, {
        task,
        assignee: child,
        value: index === 0 ? 1 : 0,
        repeatConfig: { freq: 'DAILY', interval: 1 },
      });
    }
  }
  const events = [
    { title: 'Swimming', start: `${addDays(today, 1)}T15:00:00Z` },
    { title: 'Dentist', start: `${addDays(today, 2)}T08:30:00Z` },
    { title: 'Grandma visits', allDay: true, start: addDays(today, 3), end: addDays(today, 4) },
  ];
  for (const event of events) await callApi(page, 'POST', '/api/family-events', event);
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  for (const [name, sky, hill] of [
    ['lake.jpg', '#60a5fa', '#15803d'],
    ['dusk.jpg', '#f97316', '#7c2d12'],
  ]) {
    const uploaded = await page.request.post('/api/photos', {
      multipart: { file: await landscape(name, sky, hill) },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(uploaded.status()).toBe(201);
  }
}

test('each starter shows the family’s own things on a 1920×1080 board and in a phone’s editor', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  // The photo frame's first photo appears without its cross-fade, so the picture shows it whole.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUp(page, 'starter-pictures');
  await familyData(page);
  await page.reload();

  const shown: Record<string, string[]> = {
    Kitchen: ['Tacos', 'Milk', 'Berlin'],
    Chores: ["Emma's chores", "Leo's chores", 'Feed the cat', 'Water the plants', 'Emma', '$12.50'],
    Hallway: ['Berlin', 'Swimming'],
    'Photo frame': [],
  };
  const ids: Record<string, number> = {};
  for (const name of STARTERS) ids[name] = await loadStarter(page, name);

  const phone = await browser.newPage({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    storageState: await page.context().storageState(),
  });
  for (const name of STARTERS) {
    await page.goto(`/view/${ids[name]}`);
    const board = page.locator('.board-canvas');
    for (const words of shown[name]) await expect(board).toContainText(words);
    // The photo frame's background shows the family's photos in turn.
    if (name === 'Photo frame') await expect(page.locator('img').first()).toBeVisible();
    await expect(page.locator('.board-card__message')).toHaveCount(0);
    const slug = name.toLowerCase().replace(' ', '-');
    await picture(page, `starter-${slug}-board`);

    await phone.goto(`/app/layout?screen=${ids[name]}`);
    await expect(phone.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true');
    for (const words of shown[name]) await expect(phone.locator('.board-canvas')).toContainText(words);
    if (name === 'Photo frame') await expect(phone.locator('.board-canvas img').first()).toBeVisible();
    await picture(phone, `starter-${slug}-phone-editor`);
  }
  await phone.close();
});

test.describe('on the Core plan', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_CORE_PORT}` });

  test('a starter loaded past the plan’s screen limit meets the limit dialog and makes no screen', async ({
    page,
  }) => {
    await signUp(page, 'starters-core');
    await callApi(page, 'POST', '/api/screens', { name: 'Kitchen' });
    await page.reload();
    const dialog = await openStarters(page);
    // Another phone of the family adds the plan's last screen while the dialog is open.
    await callApi(page, 'POST', '/api/screens', { name: 'Hallway' });
    const starters = dialog.getByRole('region', { name: 'Starter boards' });
    await starters
      .getByRole('listitem')
      .filter({ hasText: 'Chores' })
      .getByRole('button', { name: 'Load' })
      .click();
    const limit = page.getByRole('dialog', { name: 'Screen Limit Reached' });
    await expect(limit).toContainText("You've reached your screen limit of 2 for the Core plan.");
    const names = (await callApi<{ name: string }[]>(page, 'GET', '/api/screens')).map(
      (screen) => screen.name,
    );
    expect(names).toEqual(['Kitchen', 'Hallway']);
  });
});
