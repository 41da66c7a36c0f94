import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, signUp } from './support/accounts';

const PASSWORD = 'correct-horse-battery';

function uniqueEmail(): string {
  return `user-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
}

/** Creates an account through the API in its own cookie jar, leaving the browser signed out. */
async function createAccount(request: APIRequestContext, email: string): Promise<void> {
  const { csrfToken } = await (await request.get('/api/csrf-token')).json();
  const response = await request.post('/api/signup', {
    data: { email, password: PASSWORD },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(201);
}

async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

test('signing up by email on /signup lands in the editor', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await fillCredentials(page, uniqueEmail(), PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();

  await expect(page).toHaveURL(/\/app\/layout$/);
  await expect(page).toHaveTitle('Editor - Luno');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('familyId'))).toBeTruthy();
});

test('a plan remembered from /pricing is cleared by sign-up on a server without billing', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.evaluate(() =>
    localStorage.setItem(
      'selectedPlanForSignup',
      JSON.stringify({ priceId: 'plus_monthly', plan: 'plus', frequency: 'monthly' }),
    ),
  );
  await page.goto('/signup?from=pricing');
  // No checkout follows on this server, so sign-up promises none.
  await expect(page.getByText('Billing is off on this server, so there is no checkout')).toBeVisible();
  await expect(page.getByText('You chose')).toHaveCount(0);

  await fillCredentials(page, uniqueEmail(), PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);
  expect(await page.evaluate(() => localStorage.getItem('selectedPlanForSignup'))).toBeNull();
});

test('a taken email shows the server’s error on /signup', async ({ page, request }) => {
  const email = uniqueEmail();
  await createAccount(request, email);
  await page.goto('/signup');
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(page.getByRole('alert')).toContainText('already exists');
  await expect(page).toHaveURL(/\/signup$/);
});

test('logging out goes to / and forgets the session', async ({ page }) => {
  await page.goto('/signup');
  await fillCredentials(page, uniqueEmail(), PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: "Let's plan." })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/app/layout');
  await expect(page).toHaveURL(/\/login$/);
});

test('logging in on /login lands in the editor', async ({ page, request }) => {
  const email = uniqueEmail();
  await createAccount(request, email);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In', exact: true })).toBeVisible();
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/layout$/);
  await expect(
    page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Tasks' }),
  ).toBeVisible();
});

test('a protected page sends a signed-out visitor to /login and back after logging in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await createAccount(request, email);

  await page.goto('/app/todos');
  await expect(page).toHaveURL(/\/login$/);
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/todos$/);
  await expect(page).toHaveTitle('Tasks - Luno');
});

test('a wrong password on /login shows Invalid credentials', async ({ page, request }) => {
  const email = uniqueEmail();
  await createAccount(request, email);

  await page.goto('/login');
  await fillCredentials(page, email, 'not-the-password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login modal signs in from the landing page', async ({ page, request }) => {
  const email = uniqueEmail();
  await createAccount(request, email);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/app\/layout$/);
});

test('a signed-in visitor on / goes to the editor, and unknown /app paths go to the editor', async ({
  page,
}) => {
  await page.goto('/signup');
  await fillCredentials(page, uniqueEmail(), PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);

  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/layout$/);
  await page.goto('/app/no-such-page');
  await expect(page).toHaveURL(/\/app\/layout$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/layout$/);
});

test('Delete Everything asks first, then removes the account and logs out', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);

  await page.getByRole('button', { name: 'Delete Everything' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete everything?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Delete Everything' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
});

test('a member changes their password on the account page and logs in with the new one', async ({
  page,
  browser,
}) => {
  const email = await signUp(page, 'password');
  // The same member in another browser, with a page of the app open.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/login');
  await fillCredentials(elsewhere, email, E2E_PASSWORD);
  await elsewhere.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(elsewhere).toHaveURL(/\/app\/layout$/);
  await elsewhere.goto('/app/screens');
  await expect(elsewhere.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  const dialog = page.getByRole('region', { name: 'You' });
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByLabel('New password', { exact: true }).fill('a brand new secret');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();

  await dialog.getByLabel('Current password').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Your other browsers were logged out.')).toBeVisible();
  // The other browser's open page hears its session end, and asks to log in by itself.
  await expect(elsewhere).toHaveURL(/\/login/);
  await elsewhere.context().close();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);
});
