import { expect, test } from '@playwright/test';
import type { Person } from '../../src/common/schemas/people';
import type { PiggyBank } from '../../src/common/schemas/piggy-banks';
import { signUp } from './support/accounts';
import { callApi } from './support/api';

test.describe.configure({ mode: 'parallel' });

// A quick double tap on a create button makes one thing, not two (issue 39 item 10).

test('a double tap on Add Child adds one child', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'double-child', '/app/people');
  await page.getByRole('button', { name: 'Add a child' }).click();
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('Name').fill('Leo');
  await form.getByRole('button', { name: 'Add Child' }).dblclick();

  await expect(page.getByText('Leo was added. Give them chores on the Tasks page.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Children' }).getByRole('listitem')).toHaveCount(1);
  const children = (await callApi<Person[]>(page, 'GET', '/api/people')).filter(
    (person) => person.kind === 'child',
  );
  expect(children.map((child) => child.name)).toEqual(['Leo']);
});

test('a double tap on Add Piggy Bank adds one bank', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'double-bank', '/app/todos');
  const banks = page.getByRole('region', { name: 'Piggy banks' });
  const form = banks.getByRole('form', { name: 'Add a piggy bank' });
  await form.getByLabel('Name', { exact: true }).fill('Holiday');
  // Two taps before the page draws again, as on a phone busy drawing the Tasks page.
  await form.getByRole('button', { name: 'Add Piggy Bank' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });

  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(banks.getByRole('button', { name: /^Holiday/ }).first()).toBeVisible();
  const saved = await callApi<PiggyBank[]>(page, 'GET', '/api/piggy-banks');
  expect(saved.map((bank) => bank.name)).toEqual(['Holiday']);
});
