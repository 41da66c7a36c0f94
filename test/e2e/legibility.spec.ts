import { expect, type Locator, type Page, test } from '@playwright/test';
import type { ComponentInput } from '../../src/common/schemas/component';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';

const DARK_BOARD = '#1d2b3a';

async function callApi<T>(page: Page, method: string, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
      return response.json();
    },
    { method, url, body },
  );
}

/** The size a text is drawn at on the screen: its CSS size times the board's scale. */
async function pixelsOnScreen(locator: Locator): Promise<number> {
  return locator.first().evaluate((element) => {
    const canvas = element.closest('.board-canvas') as HTMLElement;
    const scale = canvas.getBoundingClientRect().width / canvas.offsetWidth;
    return Number.parseFloat(getComputedStyle(element).fontSize) * scale;
  });
}

/** WCAG 2 contrast of an element's text colour against an opaque hex colour. */
async function contrastWith(locator: Locator, backdrop: string): Promise<number> {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const hex = [1, 3, 5].map((index) => Number.parseInt(backdrop.slice(index, index + 2), 16));
  const luminance = ([r, g, b]: number[]) => {
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [a, b] = [luminance(channels), luminance(hex)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

test('a board of new cards reads from across the room on a 1920×1080 TV, and keeps what the family set', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signUp(page, 'legibility');
  const bank = await callApi<{ id: number }>(page, 'POST', '/api/piggy-banks', {
    name: "Ada's Bank",
    balance: 3,
  });
  const list = await callApi<{ id: number }>(page, 'POST', '/api/task-lists', { name: 'Chores' });
  await callApi(page, 'POST', `/api/task-lists/${list.id}/items`, {
    task: 'Walk the dog',
    assignee: 'Ada',
    value: 1,
    repeatConfig: { freq: 'DAILY', interval: 1 },
  });
  const shopping = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', { name: 'Groceries' });
  await callApi(page, 'POST', `/api/shopping-lists/${shopping.id}/items`, { item: 'Milk' });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await callApi(page, 'POST', '/api/menu', { date: today, breakfast: '', lunch: '', dinner: 'Tacos' });

  const at = (x: number, y: number) => ({ x, y });
  const listCard = createComponent('list', 'chores');
  const shoppingCard = createComponent('shopping', 'shopping');
  const text = createComponent('text', 'note');
  const components: ComponentInput[] = [
    { ...text, ...at(40, 40), textContent: 'Pancakes on Sunday!' },
    {
      ...text,
      ...at(40, 160),
      id: 'own',
      textContent: 'Set by us',
      style: { ...text.style, fontSize: 40, fontColor: '#ff0000' },
    },
    {
      ...listCard,
      ...at(400, 40),
      headerText: 'Chores',
      listId: list.id,
      listConfig: {
        ...listCard.listConfig,
        listId: list.id,
        features: { enableTaskFeatures: true, enableRecurrence: true, enableShoppingMode: false },
      },
    },
    { ...createComponent('menu', 'menu'), ...at(900, 40) },
    {
      ...shoppingCard,
      ...at(1400, 40),
      shoppingConfig: { ...shoppingCard.shoppingConfig, listId: shopping.id },
    },
    { ...createComponent('piggy-bank', 'bank'), ...at(400, 600), piggyBankId: bank.id },
    { ...createComponent('clock', 'clock'), ...at(900, 700) },
  ];
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Kitchen',
    background: { type: 'color', color: DARK_BOARD, opacity: 1 },
    components,
  });
  await page.goto(`/view/${screen.id}`);

  const card = (id: string) => page.locator(`[data-component-id="${id}"]`);
  await expect(card('chores')).toContainText('Daily');
  await expect(card('menu')).toContainText('Tacos');
  await expect(card('shopping')).toContainText('Milk');
  await expect(card('bank')).toContainText("Ada's Bank");

  const body = [
    card('note').locator('.board-card__body'),
    card('chores').locator('.task-widget__name'),
    card('menu').locator('.menu-widget__meal dd'),
    card('shopping').locator('.shopping-widget__text'),
    card('bank').locator('.piggy-widget__name'),
  ];
  for (const text of body) expect(await pixelsOnScreen(text)).toBeGreaterThanOrEqual(28);
  const secondary = [
    card('chores').locator('.task-widget__assignee'),
    card('chores').locator('.task-widget__repeat'),
    card('menu').locator('.menu-widget__meal dt'),
  ];
  for (const text of secondary) expect(await pixelsOnScreen(text)).toBeGreaterThanOrEqual(22);
  for (const id of ['chores', 'menu', 'shopping'])
    expect(await pixelsOnScreen(card(id).locator('.board-card__header'))).toBeGreaterThanOrEqual(24);
  expect(await pixelsOnScreen(card('clock').locator('.board-card__body'))).toBe(48);

  // A text card has no background: its text must read on the dark board itself.
  expect(await contrastWith(card('note'), DARK_BOARD)).toBeGreaterThanOrEqual(4.5);
  // What the family set stays as they set it.
  expect(await pixelsOnScreen(card('own').locator('.board-card__body'))).toBe(40);
  await expect(card('own')).toHaveCSS('color', 'rgb(255, 0, 0)');

  // The sizes are the board's: on a smaller display the whole board, text and all, is drawn smaller.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect
    .poll(() => pixelsOnScreen(card('note').locator('.board-card__body')))
    .toBeCloseTo((28 * 1280) / 1920, 0);
});

test('a text colour stays automatic until the family picks one, and can go back to automatic', async ({
  page,
}) => {
  await signUp(page, 'legibility');
  const text = createComponent('text', 'note');
  await callApi(page, 'POST', '/api/screens', {
    name: 'Hall',
    background: { type: 'color', color: DARK_BOARD, opacity: 1 },
    components: [{ ...text, x: 100, y: 100, width: 800, height: 200, textContent: 'Back at six' }],
  });
  const stored = async () => {
    const [screen] = await (await page.request.get('/api/screens')).json();
    return screen.components[0].style as { fontColor?: string };
  };
  await page.goto('/app/layout');
  const card = page.locator('.ed-box [data-component-id="note"]');
  await expect(card).toHaveCSS('color', 'rgb(255, 255, 255)');

  await page.getByRole('button', { name: /^Text layer/ }).click();
  await page
    .getByRole('toolbar', { name: 'Layer style' })
    .getByRole('button', { name: 'Font colour' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Font colour' });
  const automatic = panel.getByRole('switch', { name: /^Automatic/ });
  await expect(automatic).toBeChecked();

  await panel.getByRole('button', { name: 'Use #e8775a' }).click();
  await expect(card).toHaveCSS('color', 'rgb(232, 119, 90)');
  await expect(automatic).not.toBeChecked();
  await expect.poll(async () => (await stored()).fontColor).toBe('#e8775a');

  await panel.getByText(/^Automatic/).click();
  await expect(card).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect.poll(async () => (await stored()).fontColor).toBeUndefined();
});
