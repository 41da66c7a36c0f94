import { expect, type Locator, test } from '@playwright/test';
import { createComponent } from '../../src/common/schemas/component';
import type { PiggyBank } from '../../src/common/schemas/piggy-banks';
import type { TaskItem } from '../../src/common/schemas/tasks';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { pairTv } from './support/tv';

test.describe.configure({ mode: 'parallel' });

test('a balance never goes below $0.00, and the message says the range a balance may take', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'owes', null);
  await callApi(page, 'POST', '/api/piggy-banks', { name: 'Emma', balance: 3 });
  await page.goto('/app/todos');
  const emma = page.getByRole('button', { name: /^Emma/ });
  await emma.click();

  const newBalance = page.getByLabel('New balance');
  await newBalance.fill('-5');
  await page.getByRole('button', { name: 'Update Balance' }).click();
  await expect(page.getByText('A balance cannot be below $0.00.', { exact: false })).toBeVisible();
  await expect(emma).toContainText('$3.00');
  await newBalance.fill('10000000');
  await page.getByRole('button', { name: 'Update Balance' }).click();
  await expect(page.getByText('Amounts must be between $0.00 and $1,000,000.00.')).toBeVisible();
  await expect(page.getByText('-$1,000,000', { exact: false })).toHaveCount(0);
  await expect(emma).toContainText('$3.00');

  // The same rule on every path the API offers.
  const banks = await callApi<PiggyBank[]>(page, 'GET', '/api/piggy-banks');
  const refused = await page.evaluate(async (bankId) => {
    const { csrfToken } = await (await fetch('/api/csrf-token')).json();
    const headers = {
      'Content-Type': 'application/json',
      'X-CSRF-Token': csrfToken,
      Authorization: `Bearer ${localStorage.getItem('token')}`,
    };
    const put = await fetch(`/api/piggy-banks/${bankId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ new_balance: -5 }),
    });
    const single = await fetch('/api/piggy-bank', { method: 'POST', headers, body: '{"balance":-4}' });
    return [put.status, single.status];
  }, banks[0].id);
  expect(refused).toEqual([400, 400]);
  expect((await callApi<PiggyBank[]>(page, 'GET', '/api/piggy-banks'))[0].balance).toBe(3);
});

test('deleting a bank closes its dialog; the panel shows the actions of the one bank chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'deleting', null);
  for (const name of ['Emma', 'Leo', 'Maya']) {
    await callApi(page, 'POST', '/api/piggy-banks', { name, balance: 1 });
  }
  await page.goto('/app/todos');
  const banks = page.getByRole('region', { name: 'Piggy banks' });
  await banks.getByRole('button', { name: /^Emma/ }).click();
  await banks.getByRole('button', { name: /^Leo/ }).click();
  await banks.getByRole('button', { name: /^Maya/ }).click();
  await expect(banks.getByRole('heading', { name: 'Maya', level: 3 })).toBeVisible();
  await expect(banks.getByRole('button', { name: /^Rename / })).toHaveCount(1);
  await expect(banks.getByRole('button', { name: /^Delete / })).toHaveCount(1);
  await expect(banks.getByRole('button', { name: 'Rename Maya' })).toBeVisible();

  // Adding a bank chooses it, and only its actions are shown.
  await banks.getByLabel('Name', { exact: true }).fill('Noah');
  await banks.getByRole('button', { name: 'Add Piggy Bank' }).click();
  await expect(banks.getByRole('button', { name: /^Noah/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(banks.getByRole('button', { name: 'Rename Noah' })).toBeVisible();
  await expect(banks.getByRole('button', { name: /^Rename / })).toHaveCount(1);

  await banks.getByRole('button', { name: /^Leo/ }).click();
  await banks.getByRole('button', { name: 'Delete Leo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Leo?' });
  await dialog.getByRole('button', { name: 'Delete Piggy Bank' }).click();
  await expect(dialog).toBeHidden();
  await expect(banks.getByRole('button', { name: /^Leo/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deleting...' })).toHaveCount(0);
  const left = await callApi<PiggyBank[]>(page, 'GET', '/api/piggy-banks');
  expect(left.map((bank) => bank.name).sort()).toEqual(['Emma', 'Maya', 'Noah']);
});

/** Two taps landing before the page has drawn the first one's busy state. */
async function doubleTap(button: Locator) {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

test('a double tap on Add Child or Add Piggy Bank adds one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'double', null);
  await page.goto('/app/people');
  await page.getByRole('button', { name: 'Add a child' }).click();
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('Name').fill('Leo');
  await doubleTap(form.getByRole('button', { name: 'Add Child' }));
  await expect(page.getByRole('list', { name: 'Children' }).getByText('Leo', { exact: true })).toBeVisible();
  const people = await callApi<{ name: string }[]>(page, 'GET', '/api/people');
  expect(people.filter((person) => person.name === 'Leo')).toHaveLength(1);

  await page.goto('/app/todos');
  const banks = page.getByRole('region', { name: 'Piggy banks' });
  await banks.getByLabel('Name', { exact: true }).fill('Emma');
  await doubleTap(banks.getByRole('button', { name: 'Add Piggy Bank' }));
  await expect(banks.getByRole('button', { name: /^Emma/ })).toBeVisible();
  expect(await callApi<PiggyBank[]>(page, 'GET', '/api/piggy-banks')).toHaveLength(1);
});

test('the phone does not offer Complete on a chore waiting for a parent’s OK', async ({
  browser,
  page: phone,
}) => {
  await phone.setViewportSize({ width: 390, height: 844 });
  await signUp(phone, 'waiting', null);
  const list = await callApi<{ id: number }>(phone, 'POST', '/api/task-lists', {
    name: 'Chores',
    needsApproval: true,
  });
  await callApi<TaskItem>(phone, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Feed the cat' });
  const listComponent = createComponent('list', 'chores');
  const board = await callApi<{ id: number }>(phone, 'POST', '/api/screens', {
    name: 'Kitchen',
    components: [
      {
        ...listComponent,
        listId: list.id,
        listConfig: {
          ...listComponent.listConfig,
          listId: list.id,
          features: { ...listComponent.listConfig.features, enableTaskFeatures: true },
        },
        x: 60,
        y: 60,
        width: 760,
        height: 900,
      },
    ],
  });
  const { tv, tvContext } = await pairTv(browser, phone, board.id);
  const onTv = tv.getByRole('listitem').filter({ hasText: 'Feed the cat' });
  await onTv.getByRole('button', { name: 'Complete Feed the cat' }).click();
  await tv.clock.fastForward(5_000);
  await expect(onTv).toContainText('Waiting for OK');
  await tvContext.close();

  await phone.goto('/app/todos');
  const row = phone.locator('.task-row').filter({ hasText: 'Feed the cat' });
  await expect(row).toContainText('Waiting for your OK');
  await expect(row.getByRole('button', { name: /^Complete/ })).toHaveCount(0);
});
