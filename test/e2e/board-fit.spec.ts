import { expect, type Locator, type Page, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

// Its tests are each a family of their own: the run may share them out between workers.
test.describe.configure({ mode: 'parallel' });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The rows of a list that its card shows whole, measured in the page. */
function rowsShownWhole(list: Locator): Promise<number> {
  return list.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    return [...element.children].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= edge.top - 1 && box.bottom <= edge.bottom + 1;
    }).length;
  });
}

test('a list card on a 1080p board says how many tasks did not fit', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signUp(page, 'board-fit', null);
  const chores = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', { name: 'Chores' });
  const tasks = Array.from({ length: 12 }, (_, index) => `Chore number ${index + 1}`);
  for (const task of tasks) await callApi(page, 'POST', `/api/task-lists/${chores.id}/items`, { task });
  const few = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', { name: 'Errands' });
  for (const task of ['Post the letter', 'Return the books'])
    await callApi(page, 'POST', `/api/task-lists/${few.id}/items`, { task });

  const listCard = createComponent('list', 'chores');
  const listOf = (id: string, listId: number, x: number) => ({
    ...listCard,
    id,
    x,
    y: 60,
    width: 560,
    height: 420,
    headerText: id,
    listId,
    listConfig: { ...listCard.listConfig, listId },
  });
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [listOf('chores', chores.id, 60), listOf('errands', few.id, 680)],
  });
  await page.goto(`/view/${screen.id}`);

  const card = page.locator('[data-component-id="chores"]');
  const list = card.getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(12);
  const more = card.getByText(/^\+\d+ more$/);
  await expect(more).toBeVisible();
  const whole = await rowsShownWhole(list);
  expect(whole).toBeGreaterThan(0);
  expect(whole).toBeLessThan(12);
  await expect(more).toHaveText(`+${12 - whole} more`);
  // The note sits inside its card, under the list.
  const cardBox = (await card.boundingBox())!;
  const moreBox = (await more.boundingBox())!;
  expect(moreBox.y + moreBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height + 1);
  expect(moreBox.y).toBeGreaterThanOrEqual((await list.boundingBox())!.y);

  // A list that fits its card says nothing more.
  const errands = page.locator('[data-component-id="errands"]');
  await expect(errands.getByRole('listitem')).toHaveCount(2);
  await expect(errands.getByText(/more$/)).toHaveCount(0);
  await picture(page, 'board-fit-more-rows');
});

/** The viewer's own controls that are there: Fullscreen and the previous and next boards. */
async function controlBoxes(tv: Page): Promise<Box[]> {
  const names = ['Fullscreen', 'Previous board', 'Next board'];
  const controls = names.map((name) => tv.getByRole('button', { name }));
  const present = (
    await Promise.all(controls.map(async (control) => ((await control.count()) ? control : null)))
  ).filter((control) => control !== null);
  return Promise.all(present.map(async (control) => (await control.boundingBox())!));
}

test('on the wall, the Fullscreen and board buttons cover no card once nobody touches the screen', async ({
  browser,
  page: phone,
}) => {
  await signUp(phone, 'board-fit-wall', null);
  const text = createComponent('text', 'top');
  // Cards from edge to edge: wherever a control sits over the board, it sits over a card.
  const kitchen = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      { ...text, textContent: 'Top of the board', x: 0, y: 0, width: 1920, height: 300 },
      { ...text, id: 'rest', textContent: 'The rest of it', x: 0, y: 300, width: 1920, height: 780 },
    ],
  });
  await callApi(phone, 'POST', '/api/screens', {
    name: 'Hallway',
    components: [{ ...text, textContent: 'Welcome home', x: 100, y: 100, width: 1200, height: 300 }],
  });
  const { tv, tvContext } = await pairTv(browser, phone, kitchen.id, { hasTouch: true });
  const cards = tv.locator('[data-component-id]');
  await expect(cards).toHaveCount(2);
  // What of each card the screen shows (screen care may shift the board a few pixels past its edge).
  const onScreen = ({ x, y, width, height }: Box): Box => ({
    x: Math.max(x, 0),
    y: Math.max(y, 0),
    width: Math.min(x + width, 1920) - Math.max(x, 0),
    height: Math.min(y + height, 1080) - Math.max(y, 0),
  });
  const cardBoxes = await Promise.all(
    (await cards.all()).map(async (card) => onScreen((await card.boundingBox())!)),
  );

  // Left alone for a few seconds, the controls leave every card's rectangle.
  await tv.clock.fastForward(4_000);
  await expect
    .poll(async () => {
      const controls = await controlBoxes(tv);
      return controls.some((control) => cardBoxes.some((card) => overlaps(control, card)));
    })
    .toBe(false);
  await picture(tv, 'board-fit-wall-idle');

  // A touch or a move of the pointer brings them back onto the screen.
  await tv.mouse.move(960, 540);
  await expect
    .poll(async () => {
      const boxes = await controlBoxes(tv);
      return (
        boxes.length === 3 &&
        boxes.every(
          (box) => box.x >= 0 && box.y >= 0 && box.x + box.width <= 1920 && box.y + box.height <= 1080,
        )
      );
    })
    .toBe(true);
  await picture(tv, 'board-fit-wall-awake');
  await tvContext.close();
});

/** The viewer's bar and every control on it, once it is there (it loads when first called). */
async function barBoxes(page: Page): Promise<Box[]> {
  const controls = await page.locator('.viewer__bar, .viewer__bar button').all();
  return Promise.all(controls.map(async (control) => (await control.boundingBox())!));
}

/** Whether any control's box crosses any card's box, both measured now. */
async function controlsOverCards(page: Page): Promise<boolean> {
  const cards = await Promise.all(
    (await page.locator('[data-component-id]').all()).map(async (card) => (await card.boundingBox())!),
  );
  return (await barBoxes(page)).some((control) => cards.some((card) => overlaps(control, card)));
}

async function barOnScreen(page: Page): Promise<boolean> {
  const viewport = page.viewportSize()!;
  const boxes = await barBoxes(page);
  return (
    boxes.length > 1 &&
    boxes.every(
      (box) =>
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= viewport.width &&
        box.y + box.height <= viewport.height,
    )
  );
}

/** Cards in every corner of a 1080p board: a heading, the clock top right, a calendar and a note. */
async function cornersBoard(page: Page): Promise<number> {
  const text = createComponent('text', 'heading');
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      { ...text, textContent: 'Good morning', x: 0, y: 0, width: 1440, height: 280 },
      { ...createComponent('clock', 'clock'), x: 1440, y: 0, width: 480, height: 280 },
      { ...createComponent('calendar', 'calendar'), x: 0, y: 280, width: 1400, height: 800 },
      { ...text, id: 'note', textContent: 'Swimming at four', x: 1400, y: 280, width: 520, height: 800 },
    ],
  });
  await callApi(page, 'POST', '/api/screens', {
    name: 'Hallway',
    components: [{ ...text, textContent: 'Welcome home', x: 100, y: 100, width: 1200, height: 300 }],
  });
  return screen.id;
}

/**
 * The controls never sit over a card: hidden from the first frame, off the screen while idle, and,
 * once a pointer, a tap or the keyboard brings them back, in a bar the board makes room for.
 */
async function controlsCoverNoCard(page: Page, name: string, wake: () => Promise<void>) {
  await expect(page.locator('[data-component-id="clock"]')).toBeVisible();
  await expect(page.locator('[data-component-id]')).toHaveCount(4);
  expect(await controlsOverCards(page), 'at load').toBe(false);
  expect(await barOnScreen(page), 'at load').toBe(false);
  await picture(page, `${name}-load`);

  await wake();
  await expect
    .poll(async () => ({ shown: await barOnScreen(page), over: await controlsOverCards(page) }))
    .toEqual({
      shown: true,
      over: false,
    });
  await picture(page, `${name}-awake`);

  await page.clock.fastForward(4_000);
  await expect.poll(() => barOnScreen(page)).toBe(false);
  expect(await controlsOverCards(page), 'idle').toBe(false);

  // Tab reaches the bar while it is away, and brings it back with the board making room.
  await page.keyboard.press('Tab');
  await expect(page.locator('.viewer__bar button').first()).toBeFocused();
  await page.clock.fastForward(4_000);
  await expect
    .poll(async () => ({ shown: await barOnScreen(page), over: await controlsOverCards(page) }))
    .toEqual({
      shown: true,
      over: false,
    });
}

test('in a signed-in window the viewer’s controls cover no card, at load, idle or back', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.clock.install();
  await signUp(page, 'board-fit-window', null);
  const kitchen = await cornersBoard(page);
  await page.goto(`/view/${kitchen}`);
  await controlsCoverNoCard(page, 'viewer-window', () => page.mouse.move(960, 540));
});

test('on a phone the viewer’s controls cover no card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await signUp(page, 'board-fit-phone', null);
  const kitchen = await cornersBoard(page);
  await page.goto(`/view/${kitchen}`);
  await controlsCoverNoCard(page, 'viewer-phone', () => page.mouse.move(200, 400));
});

test('on a paired touch screen the controls cover no card, and a tap on a card brings them back', async ({
  browser,
  page: phone,
}) => {
  await signUp(phone, 'board-fit-paired', null);
  const kitchen = await cornersBoard(phone);
  const { tv, tvContext } = await pairTv(browser, phone, kitchen, { hasTouch: true });
  await controlsCoverNoCard(tv, 'viewer-paired', () => tv.touchscreen.tap(1650, 700));
  await expect(tv.getByRole('button', { name: 'Next board' })).toBeVisible();
  await tvContext.close();
});

test('the first Tab on a viewer nobody has touched focuses its controls', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signUp(page, 'board-fit-tab', null);
  const kitchen = await cornersBoard(page);
  await page.goto(`/view/${kitchen}`);
  await expect(page.locator('[data-component-id]')).toHaveCount(4);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Fullscreen' })).toBeFocused();
  await expect
    .poll(async () => ({ shown: await barOnScreen(page), over: await controlsOverCards(page) }))
    .toEqual({
      shown: true,
      over: false,
    });
});
