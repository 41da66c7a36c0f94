import { expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, setSubscriptionStatus, signUp } from './support/accounts';

const INACTIVE_MESSAGE = 'Your subscription is not active. Please choose a plan to continue.';

function uniqueEmail(): string {
  return `plans-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
}

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('without billing, pricing and sign-up say so and name the plan a new account gets', async ({ page }) => {
  await page.goto('/pricing');
  const status = page.locator('.plan-status');
  await expect(status).toContainText('Billing is off on this server');
  await expect(status).toContainText('A new account here gets Plus Forever (up to 10 screens)');
  // Nothing is sold here, so no plan offers a checkout.
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
  await expect(planCard(page, 'Plus Forever')).toContainText('Free on this server');
  await expect(planCard(page, 'Plus')).not.toContainText('Free on this server');

  await status.getByRole('link', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('status')).toContainText(
    'Billing is off on this server, so there is no checkout: your account gets Plus Forever (up to 10 screens)',
  );
  await expect(page.getByText('take you to checkout')).toHaveCount(0);

  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);
  const { user } = await (await page.request.get('/api/auth/status')).json();
  expect(user.subscription_tier).toBe('plus_forever');
});

test.describe('on a server whose new accounts get Core', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_CORE_PORT}` });

  test('pricing names Core as the plan a new account gets', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('.plan-status')).toContainText(
      'A new account here gets Core (up to 2 screens)',
    );
    await expect(planCard(page, 'Core')).toContainText('Free on this server');
  });
});

test('a member on /pricing sees their plan and the way back to their boards', async ({ page }) => {
  await signUp(page, 'plans', '/pricing');
  const status = page.locator('.plan-status');
  await expect(status).toContainText('Your family is on Plus Forever (up to 10 screens).');
  await expect(status).toContainText('nothing to pay or change here');
  await expect(planCard(page, 'Plus Forever')).toContainText('Your plan');
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);

  await status.getByRole('link', { name: 'Go to your boards' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);
});

test('a family whose plan lapsed hears why, from the app and from a display, and what it can do', async ({
  page,
}) => {
  const email = await signUp(page, 'plans', null);
  const { csrfToken } = await (await page.request.get('/api/csrf-token')).json();
  const created = await page.request.post('/api/screens', {
    data: { name: 'Hall' },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  const { id } = await created.json();
  setSubscriptionStatus(email, 'canceled');

  await page.goto('/app/layout');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText(INACTIVE_MESSAGE)).toBeVisible();
  const status = page.locator('.plan-status');
  await expect(status).toContainText('Your family’s Plus Forever (up to 10 screens) plan is not active.');
  await expect(status).toContainText('ask whoever runs this Luno server to reactivate your account');
  await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);

  // A display has its own page without the app's router; it carries the guard's message all the same.
  await page.goto(`/view/${id}`);
  await expect(page).toHaveURL(/\/pricing\?reason=subscriptionInactive$/);
  await expect(page.getByText(INACTIVE_MESSAGE)).toBeVisible();

  await status.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const { isAuthenticated } = await (await page.request.get('/api/auth/status')).json();
  expect(isAuthenticated).toBe(false);
});

test('the log-in page says what this server has built: screen pairing, and no Google sign-in', async ({
  page,
}) => {
  await page.goto('/pair?pairingId=abc123');
  await expect(page).toHaveURL(/\/login\?pairingId=abc123$/);
  await expect(page.getByText('Google sign-in is not enabled on this server.')).toBeVisible();
  await expect(page.getByText('Log in to finish pairing your screen.', { exact: false })).toBeVisible();
});
