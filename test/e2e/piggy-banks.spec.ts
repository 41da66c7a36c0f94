import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { callApi } from './support/api';
import { axeFindings } from './support/axe';
import { picture } from './support/pictures';

test('a bank is renamed and, after a confirmation, deleted; a balance is never set below $0.00', async ({
  page,
}) => {
  await signUp(page, 'banks', '/app/todos');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();

  // A negative starting balance and one beyond the limit are refused, each with its reason.
  await page.getByLabel('Name', { exact: true }).fill('Emma');
  const starting = page.getByLabel('Starting balance ($)');
  await starting.fill('-50');
  await page.getByRole('button', { name: 'Add Piggy Bank' }).click();
  await expect(page.getByText('A starting balance cannot be negative.', { exact: false })).toBeVisible();
  await starting.fill('10000000');
  await page.getByRole('button', { name: 'Add Piggy Bank' }).click();
  await expect(page.getByText('Amounts must be between $0.00 and $1,000,000.00.')).toBeVisible();
  await starting.fill('5');
  await page.getByRole('button', { name: 'Add Piggy Bank' }).click();
  const emma = page.getByRole('button', { name: /^Emma/ });
  await expect(emma).toContainText('$5.00');

  // No balance goes below zero: the form says so and sends nothing.
  await expect(emma, 'a new bank is chosen').toHaveAttribute('aria-pressed', 'true');
  const newBalance = page.getByLabel('New balance');
  const box = await newBalance.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(150);
  await newBalance.fill('-2');
  await page.getByRole('button', { name: 'Update Balance' }).click();
  await expect(page.getByText('A balance cannot be below $0.00.')).toBeVisible();
  await expect(emma).toContainText('$5.00');
  await newBalance.fill('2');
  await page.getByRole('button', { name: 'Update Balance' }).click();
  await expect(emma).toContainText('$2.00');

  await page.getByRole('button', { name: 'Rename Emma' }).click();
  const nameField = page.getByLabel('Piggy bank name');
  await expect(nameField).toBeFocused();
  await nameField.fill('  ');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Piggy bank name is required.')).toBeVisible();
  await nameField.fill('Emma’s savings');
  await page.getByRole('button', { name: 'Save Name' }).click();
  const renamed = page.getByRole('button', { name: /^Emma’s savings/ });
  await expect(renamed).toContainText('$2.00');
  await expect(page.getByRole('heading', { name: 'Emma’s savings', level: 3 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Emma’s savings' })).toBeFocused();

  await page.setViewportSize({ width: 1920, height: 1080 });
  await picture(page, 'desktop', { fullPage: true });
  expect(await axeFindings(page)).toEqual([]);

  // Cancelling keeps the bank; confirming deletes it.
  await page.getByRole('button', { name: 'Delete Emma’s savings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Emma’s savings?' });
  await expect(dialog).toContainText('Its history is kept for your records.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await picture(page, 'desktop-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(renamed).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Delete Emma’s savings' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeFindings(page)).toEqual([]);
  await picture(page, 'phone-confirm');
  await dialog.getByRole('button', { name: 'Delete Piggy Bank' }).click();
  await expect(dialog).toBeHidden();
  await expect(renamed).toBeHidden();
  await expect(page.getByText('No piggy banks yet.', { exact: false })).toBeVisible();
  expect(await callApi<unknown[]>(page, 'GET', '/api/piggy-banks')).toEqual([]);
  await picture(page, 'phone', { fullPage: true });
});
