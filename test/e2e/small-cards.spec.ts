import { expect, type Locator, test } from '@playwright/test';
import { addDays, todayIn } from '../../src/common/calendar-days';
import { createComponent } from '../../src/common/schemas/component';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { picture } from './support/pictures';

test.describe.configure({ mode: 'parallel' });

/** Whether one element's box overlaps another's on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

/** Whether an element's box lies wholly inside another's. */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return (
    a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5
  );
}

/** Whether an element's text is drawn whole: not cut by its own box nor broken inside a word. */
async function drawnWhole(locator: Locator): Promise<{ cut: boolean; lines: number; words: number }> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const words = (element.textContent ?? '').trim().split(/\s+/).length;
    const cut =
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
    return { cut, lines, words };
  });
}

test('a 270×150 piggy-bank card keeps its name, and its balance clear of the goal; a countdown keeps its number and its words whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signUp(page, 'small', null);
  const bank = await callApi<{ id: number }>(page, 'POST', '/api/piggy-banks', {
    name: "Emma's bank",
    balance: 12.5,
  });
  await callApi(page, 'PUT', `/api/piggy-banks/${bank.id}/goal`, { name: 'New bike', amount: 80 });
  // signUp gives the family the browser's zone.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const christmas = addDays(todayIn(zone), 27);
  const small = { width: 270, height: 150 };
  const screen = await callApi<{ id: number }>(page, 'POST', '/api/screens', {
    name: 'Hall',
    components: [
      {
        ...createComponent('piggy-bank', 'bank'),
        x: 40,
        y: 40,
        ...small,
        piggyBankId: bank.id,
        showValueOnCard: true,
      },
      {
        ...createComponent('countdown', 'countdown'),
        x: 400,
        y: 40,
        ...small,
        countdownConfig: { items: [{ title: 'Christmas', date: christmas }], showDate: true },
      },
    ],
  });
  await page.goto(`/view/${screen.id}`);
  const bankCard = page.locator('[data-component-id="bank"]');
  const countdown = page.locator('[data-component-id="countdown"]');
  await expect(bankCard.locator('.piggy-goal')).toBeVisible();
  await expect(countdown).toContainText('Christmas');
  await picture(bankCard, 'bank-270x150');
  await picture(countdown, 'countdown-270x150');

  const name = bankCard.locator('.piggy-widget__name');
  await expect(name).toHaveText("Emma's bank");
  expect(await inside(name, bankCard)).toBe(true);
  expect((await drawnWhole(name)).cut, 'the bank’s name is drawn').toBe(false);
  const balance = bankCard.locator('.piggy-widget__balance');
  await expect(balance).toBeVisible();
  expect(await inside(balance, bankCard)).toBe(true);
  expect(await overlap(balance, bankCard.locator('.piggy-goal'))).toBe(false);
  expect(await overlap(name, bankCard.locator('.piggy-goal'))).toBe(false);

  const number = countdown.locator('.countdown-row__number');
  await expect(number).toHaveText('27');
  expect(await inside(countdown.locator('.countdown-row__figure'), countdown), '27 is drawn whole').toBe(
    true,
  );
  const title = countdown.locator('.countdown-row__title');
  const drawn = await drawnWhole(title);
  expect(drawn.lines, '“Christmas” is not broken inside the word').toBeLessThanOrEqual(drawn.words);
  expect(await inside(title, countdown)).toBe(true);
});
