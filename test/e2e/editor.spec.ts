import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ComponentInput } from '../../src/common/schemas/component';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';

// Its tests are each a visitor or family of their own: the run may share them out between workers.
test.describe.configure({ mode: 'parallel' });

interface StoredComponent {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  style: { borderRadius?: number };
}

interface StoredScreen {
  id: number;
  name: string;
  components: StoredComponent[];
}

/** The family's screens as the server stores them (the page's cookies come along). */
async function storedScreens(page: Page): Promise<StoredScreen[]> {
  const response = await page.request.get('/api/screens');
  expect(response.ok()).toBe(true);
  return response.json();
}

async function storedText(page: Page): Promise<StoredComponent | undefined> {
  const [screen] = await storedScreens(page);
  return screen?.components.find((component) => component.type === 'text');
}

async function createScreenViaApi(page: Page, name: string): Promise<void> {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const response = await page.request.post('/api/screens', {
    data: { name },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(201);
}

async function createScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Screen' });
  await dialog.getByLabel('Screen name').fill(name);
  await dialog.getByRole('button', { name: 'Create Screen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true');
}

async function addText(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add component' }).click();
  await page
    .getByRole('complementary', { name: 'Editor sidebar' })
    .getByRole('button', { name: /^Text/ })
    .click();
  const layer = page.getByRole('button', { name: /^Text layer/ });
  await expect(layer).toBeVisible();
  return layer;
}

/** Drags with the mouse in page coordinates, in small steps like a hand would. */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 5 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 5 });
  await page.mouse.up();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box;
}

const onGrid = (component: StoredComponent | undefined) =>
  component !== undefined &&
  [component.x, component.y, component.width, component.height].every((n) => n % 10 === 0);

test('a new family sees the empty state with the spec’s words', async ({ page }) => {
  await signUp(page, 'editor');
  await expect(page.getByRole('heading', { name: "You don't have any screens yet!" })).toBeVisible();
  await expect(page.getByText('Get started by creating your first screen.')).toBeVisible();

  await page.getByRole('button', { name: '+ New Screen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Screen' });
  await dialog.getByRole('button', { name: 'Create Screen' }).click();
  await expect(dialog.getByText('Name cannot be empty.')).toBeVisible();
  await dialog.getByLabel('Screen name').fill('Kitchen');
  await dialog.getByRole('button', { name: 'Create Screen' }).click();
  await expect(page.getByRole('button', { name: 'Kitchen', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Background Screen background' })).toBeVisible();
});

test('drags, resizes and styles a text on the grid, saves it, and undoes a move', async ({ page }) => {
  // Several saves and a reload: more than the default time on a busy machine.
  test.slow();
  await signUp(page, 'editor');
  await createScreen(page, 'Kitchen');
  const layer = await addText(page);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const start = await boxOf(layer);
  await drag(page, { x: start.x + start.width / 2, y: start.y + start.height / 2 }, { x: 173, y: 97 });
  await expect.poll(async () => (await storedText(page))?.x ?? 50).toBeGreaterThan(50);
  const moved = await storedText(page);
  expect(onGrid(moved)).toBe(true);
  expect(moved?.y).toBeGreaterThan(50);

  const placed = await boxOf(layer);
  await drag(page, { x: placed.x + placed.width - 1, y: placed.y + placed.height - 1 }, { x: 88, y: 61 });
  await expect.poll(async () => (await storedText(page))?.width ?? 300).toBeGreaterThan(300);
  const resized = await storedText(page);
  expect(onGrid(resized)).toBe(true);
  expect(resized?.height).toBeGreaterThan(100);
  expect({ x: resized?.x, y: resized?.y }).toEqual({ x: moved?.x, y: moved?.y });

  await page
    .getByRole('toolbar', { name: 'Layer style' })
    .getByRole('button', { name: 'Corner radius' })
    .click();
  const radius = page.getByRole('slider', { name: 'Corner radius' });
  await radius.focus();
  await radius.press('End');
  await expect(radius).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await storedText(page))?.style.borderRadius).toBe(100);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('button', { name: /^Text layer/ });
  await expect(reloaded).toBeVisible();
  await expect(page.locator('.ed-box [data-type="text"]')).toContainText('Editable Text');
  expect(await storedText(page)).toEqual(
    resized && { ...resized, style: { ...resized.style, borderRadius: 100 } },
  );

  const before = await boxOf(reloaded);
  await drag(page, { x: before.x + before.width / 2, y: before.y + before.height / 2 }, { x: -120, y: 80 });
  await expect.poll(async () => (await storedText(page))?.x).not.toBe(resized?.x);
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => {
      const text = await storedText(page);
      return { x: text?.x, y: text?.y };
    })
    .toEqual({ x: resized?.x, y: resized?.y });
});

test('editing another preset leaves the base layout alone', async ({ page }) => {
  await signUp(page, 'editor');
  await createScreen(page, 'Tablet');
  const layer = await addText(page);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const base = await storedText(page);

  const layout = page.getByRole('combobox', { name: 'Layout for' });
  await layout.selectOption('ipad_portrait');
  const portrait = await boxOf(layer);
  await drag(
    page,
    { x: portrait.x + portrait.width / 2, y: portrait.y + portrait.height / 2 },
    { x: 60, y: 120 },
  );
  await expect
    .poll(async () => (await storedScreens(page))[0]?.components[0] as { layouts?: Record<string, unknown> })
    .toHaveProperty('layouts.ipad_portrait');

  await layout.selectOption('base');
  await expect(layer).toBeVisible();
  await expect
    .poll(async () => {
      const text = await storedText(page);
      return text && { x: text.x, y: text.y, width: text.width, height: text.height };
    })
    .toEqual({ x: base?.x, y: base?.y, width: base?.width, height: base?.height });
});

test('the top plan meets the maximum-limit message with no upgrade', async ({ page }) => {
  await signUp(page, 'editor');
  for (let index = 1; index <= 9; index++) await createScreenViaApi(page, `Screen ${index}`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Screen 9', exact: true })).toBeVisible();

  // With the Add dialog already open, a tenth screen is made elsewhere: the server refuses this one.
  await page.getByRole('button', { name: 'Add screen' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Screen' });
  await addDialog.getByLabel('Screen name').fill('One too many');
  await createScreenViaApi(page, 'Screen 10');
  await addDialog.getByRole('button', { name: 'Create Screen' }).click();
  const limit = page.getByRole('dialog', { name: 'Screen Limit Reached' });
  await expect(limit).toContainText("You've reached your screen limit of 10 for the Plus Forever plan.");
  await expect(limit.getByRole('link', { name: 'Upgrade Now' })).toHaveCount(0);
  await limit.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await page.getByRole('button', { name: 'Add screen' }).click();
  await expect(page.getByRole('dialog', { name: 'Screen Limit Reached' })).toContainText(
    'That is the most screens any plan offers.',
  );
  await expect(page.getByRole('dialog', { name: 'Add Screen' })).toHaveCount(0);
});

test.describe('on the Core plan', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_CORE_PORT}` });

  test('a third screen meets the limit dialog, which offers the upgrade', async ({ page }) => {
    await signUp(page, 'editor');
    await createScreenViaApi(page, 'Kitchen');
    await createScreenViaApi(page, 'Hallway');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Hallway', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add screen' }).click();
    const limit = page.getByRole('dialog', { name: 'Screen Limit Reached' });
    await expect(limit).toContainText("You've reached your screen limit of 2 for the Core plan.");
    await limit.getByRole('link', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/pricing/);
    expect(await storedScreens(page)).toHaveLength(2);
  });
});

test('saves a template, loads it, opens the viewer and deletes a screen', async ({ page, context }) => {
  await signUp(page, 'editor');
  await createScreen(page, 'Hall');
  await addText(page);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to layers' }).click();

  await page.getByRole('button', { name: 'Add screen' }).click();
  await page.getByRole('tab', { name: 'Load From Template' }).click();
  await expect(page.getByText('No saved screens yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Screen Options' }).click();
  const templateName = page.getByLabel('Template name');
  await templateName.fill('');
  await page.getByRole('button', { name: 'Save as Template' }).click();
  await expect(page.getByText('Saved screen name cannot be empty.')).toBeVisible();
  await templateName.fill('Hall layout');
  await page.getByRole('button', { name: 'Save as Template' }).click();
  await expect(page.getByText('Saved “Hall layout” as a template.')).toBeVisible();

  await page.getByRole('button', { name: 'Back to layers' }).click();
  await page.getByRole('button', { name: 'Add screen' }).click();
  await page.getByRole('tab', { name: 'Load From Template' }).click();
  const template = page.getByRole('listitem').filter({ hasText: 'Hall layout' });
  await template.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('button', { name: 'Hall layout', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Text layer/ })).toBeVisible();
  expect((await storedScreens(page)).map((screen) => screen.name)).toEqual(['Hall', 'Hall layout']);

  await page.getByRole('button', { name: 'Screen Options' }).click();
  const [viewer] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open Viewer' }).click(),
  ]);
  await expect(viewer).toHaveURL(/\/view\/\d+$/);
  await expect(viewer.getByText('Editable Text')).toBeVisible();
  await viewer.close();

  await page.getByRole('button', { name: 'Delete Screen' }).click();
  const confirm = page.getByRole('dialog', { name: /Delete/ });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Screen' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Hall layout', exact: true })).toHaveCount(0);
  expect((await storedScreens(page)).map((screen) => screen.name)).toEqual(['Hall']);
});

test('a save that lost to another device loads that device’s version instead', async ({ page }) => {
  // Without the live stream (a proxy that cuts it) this editor learns of the other save only by
  // losing to it.
  await page.route('**/api/live', (route) => route.abort());
  await signUp(page, 'editor');
  await createScreen(page, 'Kitchen');
  const layer = await addText(page);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Another device renames the screen first.
  const [screen] = await storedScreens(page);
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const { components, background, timer, activeLayoutPreset, customDimensions, version } =
    screen as StoredScreen & Record<string, unknown>;
  const put = await page.request.put(`/api/screens/${screen?.id}`, {
    data: {
      name: 'Kitchen (tablet)',
      components,
      background,
      timer,
      activeLayoutPreset,
      customDimensions,
      version,
    },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(put.status()).toBe(200);

  const box = await boxOf(layer);
  await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, { x: 150, y: 100 });
  await expect(page.getByText(/changed somewhere else/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to layers' }).click();
  await expect(page.getByRole('button', { name: 'Kitchen (tablet)', exact: true })).toBeVisible();
  const [latest] = await storedScreens(page);
  expect(latest?.name).toBe('Kitchen (tablet)');
  expect(latest?.components[0]).toMatchObject({ x: 50, y: 50 });
});

test('another device’s save shows in the open editor by itself when nothing here is unsaved', async ({
  page,
}) => {
  await signUp(page, 'editor');
  await createScreen(page, 'Kitchen');
  const layer = await addText(page);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const [screen] = await storedScreens(page);
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const stored = screen as StoredScreen & Record<string, unknown>;
  const put = await page.request.put(`/api/screens/${screen?.id}`, {
    data: {
      ...stored,
      components: [{ ...stored.components[0], textContent: 'Written on the tablet' }],
    },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(put.status()).toBe(200);
  const { version } = (await put.json()) as { version: number };

  await expect(page.locator('.ed-box').getByText('Written on the tablet')).toBeVisible();

  // The editor does not send its older copy back over the tablet's: the only save after the
  // tablet's is the one this member's next change makes, and it builds on the tablet's copy.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') saves.push(request.url());
  });
  const moved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/screens/${screen?.id}`),
  );
  const at = await boxOf(layer);
  await drag(page, { x: at.x + at.width / 2, y: at.y + at.height / 2 }, { x: 150, y: 100 });
  expect((await moved).status()).toBe(200);
  expect(saves).toHaveLength(1);
  const [latest] = (await storedScreens(page)) as (StoredScreen & { version: number })[];
  expect(latest).toMatchObject({
    version: version + 1,
    components: [{ textContent: 'Written on the tablet' }],
  });
  expect(latest?.components[0]?.x).not.toBe(stored.components[0]?.x);
});

test('asks before removing a layer with the Delete key', async ({ page }) => {
  await signUp(page, 'editor');
  await createScreen(page, 'Den');
  const layer = await addText(page);
  await layer.click();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Remove component' });
  await expect(confirm).toContainText('Remove this component?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(layer).toBeVisible();

  await layer.click();
  await page.keyboard.press('Delete');
  await page
    .getByRole('dialog', { name: 'Remove component' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(layer).toHaveCount(0);
  await expect.poll(async () => (await storedScreens(page))[0]?.components.length).toBe(0);
});

/** Creates a screen with these components through the API, and opens the editor on it. */
async function openBoard(
  page: Page,
  name: string,
  components: ComponentInput[],
  background?: { type: 'color'; color: string; opacity: number },
): Promise<void> {
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const response = await page.request.post('/api/screens', {
    data: { name, components, background },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(201);
  await page.goto('/app/layout');
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'true');
}

const overlaps = (a: StoredComponent, b: StoredComponent) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('each new card lands in view and clear of the cards already there', async ({ page }) => {
  await signUp(page, 'editor');
  await createScreen(page, 'Kitchen');
  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });
  for (const type of ['Text', 'Clock', 'List', 'Menu']) {
    await page.getByRole('button', { name: 'Add component' }).click();
    await sidebar.getByRole('button', { name: new RegExp(`^${type}`) }).click();
    await page.getByRole('button', { name: 'Back to layers' }).click();
  }
  await expect.poll(async () => (await storedScreens(page))[0]?.components.length).toBe(4);

  const [screen] = await storedScreens(page);
  const cards = screen?.components ?? [];
  for (const card of cards) {
    expect(onGrid(card)).toBe(true);
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(1920);
    expect(card.y + card.height).toBeLessThanOrEqual(1080);
    for (const other of cards) if (other !== card) expect(overlaps(card, other)).toBe(false);
  }
});

test('at 1054 px the sidebar names every layer in full, once, and keeps its way back in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1054, height: 768 });
  await signUp(page, 'editor');
  await openBoard(page, 'Kitchen', [
    { ...createComponent('list', 'chores'), headerText: 'Chores', x: 40, y: 40 },
    { ...createComponent('piggy-bank', 'bank'), x: 400, y: 40 },
    { ...createComponent('shopping', 'shopping'), x: 800, y: 40 },
    { ...createComponent('clock', 'clock'), x: 1200, y: 40 },
  ]);

  const layers = page.getByRole('region', { name: 'Layers' });
  const row = (name: string) => layers.locator('.ed-row__main').filter({ hasText: name });
  for (const name of ['Chores', 'Piggy Bank', 'Shopping', 'Clock']) {
    const title = row(name).locator('.ed-row__name');
    await expect(title).toHaveText(name);
    const cut = await title.evaluate(
      (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    );
    expect(cut, `${name} is cut`).toBe(false);
  }
  // A row whose name is its type says it once; a row with a name of its own adds its type.
  await expect(row('Clock')).toHaveText('Clock');
  await expect(row('Piggy Bank')).toHaveText('Piggy Bank');
  await expect(row('Chores')).toHaveText('ChoresList');

  await row('Chores').click();
  await expect(page.getByRole('heading', { name: 'Edit List' })).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Editor sidebar' })
    .evaluate((sidebar) => sidebar.scrollTo(0, sidebar.scrollHeight));
  await expect(page.getByRole('button', { name: 'Delete Layer' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Back to layers' })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Edit List' })).toBeInViewport();
});

test('on a phone the floating menu is one row that scrolls, and every panel opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'editor');
  await openBoard(page, 'Hall', [
    { ...createComponent('text', 'note'), x: 600, y: 400, width: 700, height: 200 },
  ]);
  await page.getByRole('button', { name: /^Text layer/ }).click();

  const menu = page.getByRole('toolbar', { name: 'Layer style' });
  const button = await boxOf(menu.getByRole('button', { name: 'Font colour' }));
  const bar = await boxOf(menu);
  expect(bar.height).toBeLessThan(button.height * 2);
  expect(bar.x).toBeGreaterThanOrEqual(0);
  expect(bar.x + bar.width).toBeLessThanOrEqual(390);

  await menu.getByRole('button', { name: 'Text options' }).click();
  await expect(page.getByRole('dialog', { name: 'Text options' })).toBeVisible();
});

test('a timer set to 0:00 switches itself off, and the two layout choices say what each does', async ({
  page,
}) => {
  await signUp(page, 'editor');
  await createScreenViaApi(page, 'Morning');
  await createScreenViaApi(page, 'Evening');
  await page.reload();
  await page.getByRole('button', { name: 'Screen Options' }).click();

  const timer = page.getByRole('switch', { name: 'Switch to the next screen after a while' });
  await page.getByText('Switch to the next screen after a while').click();
  await expect(timer).toBeChecked();
  await page.getByLabel('Minutes').fill('0');
  await page.getByLabel('Seconds').fill('0');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(timer).not.toBeChecked();
  await expect(page.getByLabel('Minutes')).toHaveCount(0);
  await expect
    .poll(async () => ((await storedScreens(page))[0] as unknown as { timer: unknown }).timer)
    .toEqual({ enabled: false, durationSeconds: 0 });

  // One picks which device's arrangement is being edited, the other what displays show.
  await expect(page.getByRole('combobox', { name: 'Layout', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Layout for' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Displays show' })).toBeVisible();
});

test('at Fit on a laptop a new card’s text is big enough to read', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signUp(page, 'editor');
  await createScreen(page, 'Kitchen');
  await addText(page);
  const text = page.locator('.ed-box [data-type="text"] .board-card__body');
  await expect(text).toContainText('Editable Text');
  const onScreen = await text.evaluate((body) => {
    const canvas = body.closest('.board-canvas') as HTMLElement;
    const scale = canvas.getBoundingClientRect().width / canvas.offsetWidth;
    return Number.parseFloat(getComputedStyle(body).fontSize) * scale;
  });
  expect(onScreen).toBeGreaterThanOrEqual(12);
});

test('a colour picked for a see-through background shows at once, in one undo step, and an image layer opens its settings on click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, 'editor');
  await openBoard(
    page,
    'Kitchen',
    [
      { ...createComponent('text', 'note'), x: 100, y: 100, width: 600, height: 200 },
      { ...createComponent('image', 'photo'), x: 900, y: 100 },
    ],
    { type: 'color', color: '#ffffff', opacity: 0 },
  );
  const stored = async () => {
    const [screen] = await storedScreens(page);
    const note = screen?.components.find((component) => component.id === 'note');
    return note?.style as { bgColor?: string; bgOpacity?: number };
  };
  expect((await stored()).bgOpacity).toBe(0);

  await page.getByRole('button', { name: /^Text layer/ }).click();
  await page
    .getByRole('toolbar', { name: 'Layer style' })
    .getByRole('button', { name: 'Background' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Background' });
  await panel.getByLabel('Background colour picker').fill('#2563eb');
  const background = page.locator('.ed-box [data-component-id="note"] .board-card__background');
  await expect(background).toHaveCSS('background-color', 'rgb(37, 99, 235)');
  await expect(background).toHaveCSS('opacity', '1');
  await expect.poll(stored).toMatchObject({ bgColor: '#2563eb', bgOpacity: 1 });

  // One undo takes back the colour and the opacity that came with it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(stored).toMatchObject({ bgOpacity: 0 });
  expect((await stored()).bgColor).not.toBe('#2563eb');

  // An image is a layer like the others: a click on it opens its settings.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Image layer/ }).click();
  const sidebar = page.getByRole('complementary', { name: 'Editor sidebar' });
  await expect(sidebar.getByRole('heading', { name: 'Edit Image' })).toBeVisible();
  await expect(sidebar.getByLabel('Image URL')).toBeVisible();

  // The screen's own background, see-through, shows the colour picked for it.
  await sidebar.getByRole('button', { name: 'Back to layers' }).click();
  await sidebar.getByRole('button', { name: /Screen background/ }).click();
  await page
    .getByRole('toolbar', { name: 'Background layer' })
    .getByRole('button', { name: 'Background' })
    .click();
  await page
    .getByRole('dialog', { name: 'Background' })
    .getByLabel('Background colour picker')
    .fill('#11706b');
  await expect
    .poll(async () => (await storedScreens(page))[0] as unknown as { background: unknown })
    .toMatchObject({ background: { type: 'color', color: '#11706b', opacity: 1 } });
});
