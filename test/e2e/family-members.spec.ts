import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, signUp } from './support/accounts';
import { callApi } from './support/api';

test('a parent invites another adult by a link; they sign up through it and share the boards', async ({
  page,
  browser,
}) => {
  const parent = await signUp(page, 'parent', null);
  await callApi(page, 'POST', '/api/screens', { name: 'Kitchen board' });
  await page.goto('/app/account');
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByRole('list', { name: 'Members' })).toContainText(parent);
  await members.getByRole('button', { name: 'Invite someone' }).click();
  const link = await members.getByLabel(/Invite link/).inputValue();
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{40,}$/);
  await expect(members.getByRole('list', { name: 'Invites waiting' }).getByRole('listitem')).toHaveCount(1);

  // The other adult, in a browser of their own.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByRole('heading', { name: 'Join My Family' })).toBeVisible();
  await expect(second.getByText(`${parent} invited you`)).toBeVisible();
  await second.getByRole('link', { name: 'Sign up to join' }).click();
  const email = `second-${Date.now()}@example.com`;
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password').fill(E2E_PASSWORD);
  await second.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(second).toHaveURL(/\/app\/layout$/);
  await second.goto('/app/screens');
  await expect(second.getByText('Kitchen board')).toBeVisible();

  // The link worked once.
  await second.goto(link);
  await expect(second.getByText('This invite link has already been used.')).toBeVisible();

  // The first parent sees them, and removes them after confirming, while their page is open.
  await second.goto('/app/screens');
  await expect(second.getByText('Kitchen board')).toBeVisible();
  await expect(members.getByRole('list', { name: 'Members' })).toContainText(email);
  await members
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Remove' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove this member?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(members.getByRole('list', { name: 'Members' })).not.toContainText(email);
  // Their open page hears that its session ended, and asks them to log in again by itself.
  await expect(second).toHaveURL(/\/login/);
  await other.close();
});

test('a signed-in adult joining leaves their own empty family only after confirming', async ({
  page,
  browser,
}) => {
  await signUp(page, 'host', '/app/account');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const link = await page.getByLabel(/Invite link/).inputValue();

  const other = await browser.newContext();
  const joiner = await other.newPage();
  await signUp(joiner, 'joiner', null);
  await callApi(joiner, 'PATCH', '/api/family', { name: 'Solo Household' });
  await joiner.goto(link);
  await expect(
    joiner.getByText(/You leave “Solo Household”, of which you are the only member/),
  ).toBeVisible();
  await joiner.getByRole('button', { name: 'Join My Family' }).click();
  const confirm = joiner.getByRole('dialog', { name: 'Delete “Solo Household” and join?' });
  await confirm.getByRole('button', { name: 'Delete and join' }).click();
  await expect(joiner).toHaveURL(/\/app\/layout$/);
  await joiner.goto('/app/account');
  await expect(joiner.getByRole('region', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  await other.close();
});
