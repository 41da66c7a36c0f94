import { expect, type Page, test } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '../fakes/stripe';
import { E2E_PASSWORD } from './support/accounts';
import { callApi } from './support/api';
import { ownServer } from './support/own-server';

const WEBHOOK_SECRET = 'whsec_luno_browser_tests';

// A server of these tests' own that sells plans through the local fake of Stripe.
test.describe.configure({ mode: 'serial' });

let stripe: FakeStripe;
let server: ReturnType<typeof ownServer>;

test.beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  server = ownServer(Number(process.env.E2E_PORT) + 4, {
    STRIPE_SECRET_KEY: 'sk_test_luno_browser',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LUNO_STRIPE_BASE_URL: stripe.url,
  });
  // Stripe's deliveries reach the server over HTTP, signed, as they would from Stripe.
  stripe.deliver = async (payload, signature) => {
    const response = await fetch(`${server.baseURL}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return response.status;
  };
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
  await stripe?.close();
});

async function signUpFromPricing(page: Page, plan: string) {
  await page.goto(`${server.baseURL}/pricing`);
  await page.getByRole('button', { name: `Choose ${plan}`, exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?from=pricing$/);
  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up with Email' }).click();
  return email;
}

const statusOf = async (page: Page) =>
  (await (await page.request.get(`${server.baseURL}/api/auth/status`)).json()).user;

test('a visitor picks Plus monthly, signs up, starts the trial at checkout and reaches the editor', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/pricing`);
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await signUpFromPricing(page, 'Plus');

  // The hosted checkout of the card provider (the fake), for the chosen price, with the trial.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
  await expect(page.getByText('luno_plus_monthly')).toBeVisible();
  await page.getByRole('button', { name: 'Start trial' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In to Luno' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);
  expect(await statusOf(page)).toMatchObject({ subscription_status: 'trialing', subscription_tier: 'plus' });

  // The account page says what the trial is and lets it stop renewing.
  await page.goto(`${server.baseURL}/app/account`);
  const plan = page.getByRole('region', { name: 'Plan and billing' });
  await expect(plan.getByText('Free trial until')).toBeVisible();
  await plan.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(plan.getByText(/Your plan stays until .* and will not renew\./)).toBeVisible();
  await expect(plan.getByText(/Stays until .*, then stops/)).toBeVisible();

  await plan.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Billing Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Luno' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
});

test('a family whose subscription was canceled is held at pricing with the guard’s message', async ({
  page,
}) => {
  await signUpFromPricing(page, 'Core');
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.getByRole('link', { name: 'Log In to Luno' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);

  const subscription = [...stripe.subscriptions.values()].at(-1);
  await stripe.setSubscriptionStatus(subscription.id, 'canceled');
  await page.goto(`${server.baseURL}/app/todos`);
  await expect(page).toHaveURL(/\/pricing/);
  await expect(
    page.getByText('Your subscription is not active. Please choose a plan to continue.'),
  ).toBeVisible();
  await page.goto(`${server.baseURL}/features`);
  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByText('Please complete or update your subscription.')).toBeVisible();
});

test('a checkout left at the provider returns to the cancelled page, and pricing can start another', async ({
  page,
}) => {
  await signUpFromPricing(page, 'Core');
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment-cancelled$/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  expect((await statusOf(page)).subscription_status).toBe('inactive');
  await page.getByRole('link', { name: 'Back to pricing' }).click();
  await page.getByRole('button', { name: 'Choose Plus Forever' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
});

test('a family whose plan shrank keeps its boards, and the editor says why it cannot add one', async ({
  page,
}) => {
  await signUpFromPricing(page, 'Plus');
  await page.getByRole('button', { name: 'Start trial' }).click();
  await page.getByRole('link', { name: 'Log In to Luno' }).click();
  await expect(page).toHaveURL(/\/app\/layout$/);
  for (const name of ['Kitchen', 'Hall', 'Den']) await callApi(page, 'POST', '/api/screens', { name });

  // Switched to Core in the provider's portal; the webhook brings the change while the editor is open.
  const streaming = page.waitForResponse((response) => response.url().endsWith('/api/live'));
  await page.reload();
  await streaming;
  const subscription = [...stripe.subscriptions.values()].at(-1);
  subscription.items.data[0].price = stripe.prices.find((price) => price.lookup_key === 'luno_core_monthly');
  await stripe.send(stripe.event('customer.subscription.updated', subscription));

  await expect(
    page.getByText(
      'Your family has 3 screens and the Core plan includes 2. Every screen stays, but new ones can be added only once there are fewer than 2, or with a bigger plan.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add screen' }).click();
  await expect(page.getByRole('dialog', { name: 'Screen Limit Reached' })).toBeVisible();
});
