import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import type { ComponentInput } from '../../src/common/schemas/component';
import { createComponent } from '../../src/common/schemas/component';
import { startFeedServer } from '../fakes/ical-feeds';
import { signUp } from './support/accounts';
import { picture } from './support/pictures';

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
  await signUp(page, 'legibility', null);
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
  await signUp(page, 'legibility', null);
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

/**
 * Words the browser split across two lines inside an element: a word whose letters land on more
 * than one line box. A word wider than the whole line may be split; none of these is.
 */
async function wordsBrokenInside(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) => {
    const broken: string[] = [];
    for (const element of elements) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** How a text element ends: cut (more text than it shows), and whether it is clamped to whole lines with an ellipsis. */
async function howItEnds(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lines = element.clientHeight / Number.parseFloat(style.lineHeight);
    return {
      cut: element.scrollHeight > element.clientHeight + 1,
      clampedWithEllipsis: style.webkitLineClamp !== 'none' && style.overflow === 'hidden',
      wholeLines: Math.abs(lines - Math.round(lines)) < 0.05,
    };
  });
}

test('text on a 1920×1080 wall wraps between words, and a long item ends in an ellipsis, never mid-line', async ({
  page,
}) => {
  const feeds = await startFeedServer();
  const day = (offset: number) => addDays(todayIn('UTC'), offset).replaceAll('-', '');
  const event = (uid: string, title: string, offset: number, hour: number) => [
    'BEGIN:VEVENT',
    `UID:${uid}@test`,
    `SUMMARY:${title}`,
    `DTSTART:${day(offset)}T${hour}0000Z`,
    `DTEND:${day(offset)}T${hour + 1}0000Z`,
    'END:VEVENT',
  ];
  feeds.routes.set('/family.ics', {
    body: [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      ...[0, 1, 2, 3, 4, 5, 6].flatMap((offset) => [
        ...event(`swim-${offset}`, 'Swim practice', offset, 16),
        ...event(
          `dinner-${offset}`,
          'Grandma and Grandpa staying for dinner after the school concert',
          offset,
          18,
        ),
      ]),
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  });
  try {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signUp(page, 'wrapping', null);
    const calendar = await callApi<{ id: number }>(page, 'POST', '/api/calendars', {
      name: 'Family',
      url: `http://127.0.0.1:${feeds.port}/family.ics`,
    });
    const shopping = await callApi<{ id: number }>(page, 'POST', '/api/shopping-lists', {
      name: 'Groceries',
    });
    for (const item of [
      'Milk',
      'Free-range eggs from the farm shop on the corner, the big box of twelve, and ask whether they have duck eggs again this week because the children loved them',
      'Bread',
      'Washing-up liquid',
    ])
      await callApi(page, 'POST', `/api/shopping-lists/${shopping.id}/items`, { item });
    const shoppingCard = createComponent('shopping', 'shopping');
    const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
      name: 'Kitchen',
      background: { type: 'color', color: DARK_BOARD, opacity: 1 },
      components: [
        // 800 wide, a day's column is narrower than "practice" at the card's own size.
        {
          ...createComponent('calendar', 'week'),
          x: 40,
          y: 40,
          width: 800,
          height: 600,
          calendarIds: [calendar.id],
          calendarViewType: 'week',
        },
        {
          ...shoppingCard,
          x: 1100,
          y: 40,
          width: 460,
          height: 420,
          shoppingConfig: { ...shoppingCard.shoppingConfig, listId: shopping.id },
        },
        {
          ...createComponent('text', 'note'),
          x: 1100,
          y: 520,
          width: 460,
          height: 130,
          textContent:
            'Swimming bags by the door tonight, and remember the permission slips for the museum trip on Thursday morning',
        },
      ],
    });
    await page.goto(`/view/${screen.id}`);
    const week = page.locator('[data-component-id="week"]');
    const list = page.locator('[data-component-id="shopping"]');
    const today = week.locator('.calendar-week__day.is-today');
    await expect(today.getByText('Swim practice')).toBeVisible();
    const dinner = today.locator('.calendar-widget__title').filter({ hasText: 'Grandma' });
    expect(await howItEnds(dinner)).toEqual({ cut: true, clampedWithEllipsis: true, wholeLines: true });
    await expect(list.getByText('Washing-up liquid')).toBeVisible();
    await picture(page, 'wall');

    expect(await wordsBrokenInside(week.locator('.calendar-widget__title'))).toEqual([]);
    expect(await wordsBrokenInside(list.locator('.shopping-widget__text'))).toEqual([]);
    // The long item shows whole lines and ends in an ellipsis; the items after it still show.
    const long = list.locator('.shopping-widget__label').filter({ hasText: 'Free-range' });
    expect(await howItEnds(long)).toEqual({ cut: true, clampedWithEllipsis: true, wholeLines: true });
    await expect(list.getByText('Bread')).toBeInViewport();

    // A note longer than its card shows the lines that fit, whole, the last ending in an ellipsis.
    const note = page.locator('[data-component-id="note"] .board-card__body > div');
    expect(await wordsBrokenInside(note)).toEqual([]);
    const fit = await note.evaluate((element) => {
      const style = getComputedStyle(element);
      const lines = Number(style.webkitLineClamp);
      const lineHeight = Number.parseFloat(style.lineHeight);
      return {
        cut: element.scrollHeight > element.clientHeight + 1,
        wholeLinesThatFit:
          lines * lineHeight <= element.clientHeight && (lines + 1) * lineHeight > element.clientHeight,
      };
    });
    expect(fit).toEqual({ cut: true, wholeLinesThatFit: true });
  } finally {
    await feeds.close();
  }
});
