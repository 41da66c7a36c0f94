import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createComponent } from '../../src/common/schemas/component';
import type { PiggyBankDetails } from '../../src/common/schemas/piggy-banks';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';
import { pairTv } from './support/tv';

/** A bike in the family's photo library, as a phone's file chooser hands it over. */
async function bikePhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="#fde68a"/>
    <circle cx="230" cy="520" r="150" fill="none" stroke="#1f2937" stroke-width="36"/>
    <circle cx="570" cy="520" r="150" fill="none" stroke="#1f2937" stroke-width="36"/>
    <path d="M230 520 L370 300 L570 520 M370 300 L520 300 M330 240 L420 240" stroke="#dc2626" stroke-width="36" fill="none" stroke-linecap="round"/>
  </svg>`;
  return {
    name: 'bike.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer(),
  };
}

test('a parent sets a savings goal with a picture and records a spend on the phone; the board shows the progress and follows a payout', async ({
  browser,
  page: phone,
}) => {
  test.setTimeout(150_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'goals', null);

  // Leo, his bank, and chores he was paid for this week.
  const leo = await callApi<{ id: number }>(phone, 'POST', '/api/people', {
    name: 'Leo',
    color: '#1e88e5',
    emoji: '🦁',
  });
  const maya = await callApi<{ id: number }>(phone, 'POST', '/api/people', {
    name: 'Maya',
    color: '#d81b60',
    emoji: '🦊',
  });
  const leosBank = await callApi<{ id: number }>(phone, 'POST', '/api/piggy-banks', {
    name: "Leo's bank",
    balance: 0,
    personId: leo.id,
  });
  const mayasBank = await callApi<{ id: number }>(phone, 'POST', '/api/piggy-banks', {
    name: "Maya's bank",
    balance: 0,
    personId: maya.id,
  });
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', { name: 'Chores' });
  const payChore = async (task: string, value: number, bankId: number) => {
    const item = await callApi<{ id: number }>(phone, 'POST', `/api/task-lists/${list.id}/items`, {
      task,
      value,
      targetPiggyBankId: bankId,
    });
    await callApi(phone, 'POST', `/api/task-lists/${list.id}/items/${item.id}/complete`, {
      addToPiggyBank: true,
    });
  };
  await payChore('Wash the car', 7.5, leosBank.id);
  await payChore('Rake the leaves', 5, leosBank.id);
  await payChore('Feed the cat', 18, mayasBank.id);
  await callApi(phone, 'PUT', `/api/piggy-banks/${mayasBank.id}/goal`, { name: 'Zoo trip', amount: 15 });

  // The parent chooses Leo's bank on the Tasks page and sets a goal with a picture from the library.
  await phone.goto('/app/todos');
  const banks = phone.getByRole('region', { name: 'Piggy banks' });
  await banks.getByRole('button', { name: /^Leo's bank/ }).click();
  await expect(banks.getByText('No savings goal yet.')).toBeVisible();
  await banks.getByRole('button', { name: 'Set a Goal' }).click();
  const dialog = phone.getByRole('dialog', { name: "A goal for Leo's bank" });
  await dialog.getByLabel('What it is for').fill('A new bike');
  await dialog.getByLabel('Goal amount ($)').fill('40');
  await dialog.getByRole('button', { name: 'Choose a Picture' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(await bikePhoto());
  await expect(dialog.getByRole('img', { name: 'A new bike' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Goal' }).click();
  await expect(dialog).toBeHidden();
  const goal = banks.getByRole('progressbar', { name: /A new bike/ });
  await expect(goal).toHaveAttribute('aria-valuenow', '31');
  await expect(banks).toContainText('$12.50 of $40.00 · $27.50 to go');

  // A spend with a note: one history row, the balance and the goal's progress follow.
  const moneyOut = banks.getByRole('form', { name: "Take money out of Leo's bank" });
  await moneyOut.getByLabel('What happened').selectOption({ label: 'Spent on something' });
  await moneyOut.getByLabel('Amount ($)').fill('2.50');
  await moneyOut.getByLabel('Note').fill('Sticker book');
  await moneyOut.getByRole('button', { name: 'Record Spend' }).click();
  await expect(moneyOut).toContainText("Recorded. Leo's bank now holds $10.00.");
  await expect(goal).toHaveAttribute('aria-valuenow', '25');
  await expect(banks.getByRole('list', { name: "Recent activity of Leo's bank" })).toContainText(
    'Spent: Sticker book',
  );

  // Leo's earnings by week: this week's chores, and what was spent.
  const earnings = banks.getByRole('region', { name: 'Leo’s earnings by week' });
  await expect(earnings.getByRole('listitem').first()).toContainText('This week');
  await expect(earnings.getByRole('listitem').first()).toContainText('+$12.50');
  await expect(earnings.getByRole('listitem').first()).toContainText('−$2.50');

  const details = await callApi<PiggyBankDetails>(phone, 'GET', `/api/piggy-banks/${leosBank.id}`);
  expect(details.balance).toBe(10);
  expect(details.goal).toMatchObject({ name: 'A new bike', amount: 40, photoId: expect.any(Number) });
  expect(details.transactions[0]).toMatchObject({ amount: -2.5, kind: 'spend', note: 'Sticker book' });
  expect(await axeFindings(phone)).toEqual([]);
  await phone.evaluate(() => window.scrollTo(0, 0));
  await picture(phone, 'savings-goal-phone', { docs: true, fullPage: true });

  // More than the bank holds is refused, and nothing changes.
  await moneyOut.getByLabel('Amount ($)').fill('11');
  await moneyOut.getByRole('button', { name: 'Record Spend' }).click();
  await expect(moneyOut).toContainText("Leo's bank holds $10.00: no more than that can be taken out.");
  expect((await callApi<PiggyBankDetails>(phone, 'GET', `/api/piggy-banks/${leosBank.id}`)).balance).toBe(10);

  // The board: both children's banks with their goals, readable across the room.
  const bankCard = (id: string, bankId: number, x: number) => ({
    ...createComponent('piggy-bank', id),
    x,
    y: 240,
    width: 720,
    height: 420,
    piggyBankId: bankId,
  });
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Savings',
    components: [bankCard('leo-bank', leosBank.id, 180), bankCard('maya-bank', mayasBank.id, 1020)],
  });
  const { tv, tvContext } = await pairTv(browser, phone, board.id);
  const leoCard = tv.locator('[data-component-id="leo-bank"]');
  const onBoard = leoCard.getByRole('progressbar', { name: 'A new bike: 25% of $40.00' });
  await expect(onBoard).toBeVisible();
  await expect(leoCard).toContainText('$10.00');
  await expect(leoCard).toContainText('$30.00 to go of $40.00');
  await expect(leoCard.locator('.piggy-widget__picture img')).toHaveJSProperty('complete', true);
  await expect(tv.locator('[data-component-id="maya-bank"]')).toContainText('Reached!');
  await picture(tv, 'board-savings-goal', { docs: true });

  // A chore paid on the phone moves the board's progress on.
  await payChore('Walk the dog', 5, leosBank.id);
  await expect(leoCard.getByRole('progressbar', { name: 'A new bike: 37% of $40.00' })).toBeVisible();
  await expect(leoCard).toContainText('$25.00 to go of $40.00');
  await tvContext.close();
});
