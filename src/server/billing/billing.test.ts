import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { UNKNOWN_PLAN } from './billing.service';

// biome-ignore lint/suspicious/noExplicitAny: a form Stripe received, read as loosely as Stripe reads it
type Sent = Record<string, any>;

const WEBHOOK_SECRET = 'whsec_luno_test_secret';
const DAY = 86_400_000;

describe.each(dialects)('subscriptions through Stripe on %s', (dialect) => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    t = await buildTestApp(dialect, {
      STRIPE_SECRET_KEY: 'sk_test_luno',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LUNO_STRIPE_BASE_URL: stripe.url,
    });
    // Stripe's deliveries, as the app receives them: the exact bytes with their signature header.
    stripe.deliver = async (payload, signature) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      return response.statusCode;
    };
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const familyRow = (familyId: number) =>
    t.database.handle.db
      .selectFrom('families')
      .selectAll()
      .where('id', '=', familyId)
      .executeTakeFirstOrThrow();
  /** What Stripe last received at `path`, as the SDK encoded it. */
  const lastRequest = (path: string): Sent =>
    ([...stripe.requests].reverse().find((r) => r.path === path)?.params ?? {}) as Sent;

  /** A new family that went through checkout for `priceId` and paid (or started its trial). */
  async function subscribed(priceId = 'plus_monthly') {
    const family = await makeSignedInFamily(t);
    const checkout = await family.agent.post('/api/subscriptions/create-checkout-session', { priceId });
    expect(checkout.statusCode).toBe(200);
    await stripe.completeCheckout(checkout.json().sessionId);
    const row = await familyRow(family.familyId);
    return {
      ...family,
      sessionId: checkout.json().sessionId as string,
      subscriptionId: row.stripe_subscription_id,
    };
  }

  it('starts a new family without a plan, and a monthly checkout with the 7-day trial opens the app', async () => {
    const family = await makeSignedInFamily(t);
    const status = (await family.agent.get('/api/auth/status')).json().user;
    expect(status).toMatchObject({ subscription_status: 'inactive' });
    expect((await family.agent.get('/api/screens')).statusCode).toBe(403);
    expect((await family.agent.get('/api/features')).json().payments).toBe(true);

    const checkout = await family.agent.post('/api/subscriptions/create-checkout-session', {
      priceId: 'plus_monthly',
    });
    expect(checkout.statusCode).toBe(200);
    const { sessionId, url } = checkout.json();
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`);
    const sent = lastRequest('/v1/checkout/sessions');
    const plusMonthly = stripe.prices.find((price) => price.lookup_key === 'luno_plus_monthly');
    expect(sent.mode).toBe('subscription');
    expect(sent.line_items[0].price).toBe(plusMonthly?.id);
    expect(String(sent.subscription_data.trial_period_days)).toBe('7');
    expect(sent.success_url).toMatch(/\/payment-success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(sent.cancel_url).toMatch(/\/payment-cancelled$/);

    // Nothing changes until Stripe says the checkout finished.
    expect((await family.agent.get('/api/auth/status')).json().user.subscription_status).toBe('inactive');
    await stripe.completeCheckout(sessionId);
    const after = (await family.agent.get('/api/auth/status')).json().user;
    expect(after).toMatchObject({ subscription_status: 'trialing', subscription_tier: 'plus' });
    expect((await family.agent.get('/api/screens')).statusCode).toBe(200);
    const billing = (await family.agent.get('/api/billing')).json();
    expect(billing).toMatchObject({ payments: true, canManageBilling: true, trialAvailable: false });
    expect(Date.parse(billing.periodEnd) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(Date.parse(billing.periodEnd) - Date.now()).toBeLessThan(7.1 * DAY);
  });

  it('refuses a price it does not sell with 400; an upgrade gets no second trial and ends the old plan', async () => {
    const family = await makeSignedInFamily(t);
    const unknown = await family.agent.post('/api/subscriptions/create-checkout-session', {
      priceId: 'gold_daily',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: UNKNOWN_PLAN, code: 'invalid_request' });
    const missing = await family.agent.post('/api/subscriptions/create-checkout-session', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Choose a plan.', code: 'invalid_request' });

    // Upgrading Core to Plus through checkout: no second trial, and the Core subscription ends.
    const { agent, familyId, subscriptionId } = await subscribed('core_weekly');
    const again = await agent.post('/api/subscriptions/create-checkout-session', {
      priceId: 'plus_annually',
    });
    expect(again.statusCode).toBe(200);
    const sent = lastRequest('/v1/checkout/sessions');
    expect(sent.subscription_data?.trial_period_days).toBeUndefined();
    await stripe.completeCheckout(again.json().sessionId);
    const row = await familyRow(familyId);
    expect(row).toMatchObject({ subscription_status: 'active', subscription_tier: 'plus' });
    expect(row.stripe_subscription_id).not.toBe(subscriptionId);
    expect(stripe.subscriptions.get(String(subscriptionId)).status).toBe('canceled');
  });

  it('follows the subscription through active, past_due and canceled, and the guards act on each', async () => {
    const { agent, subscriptionId } = await subscribed('core_monthly');
    const statusNow = async () => (await agent.get('/api/auth/status')).json().user.subscription_status;
    expect(subscriptionId).toMatch(/^sub_/);

    await stripe.setSubscriptionStatus(String(subscriptionId), 'active');
    expect(await statusNow()).toBe('active');
    expect((await agent.get('/api/screens')).statusCode).toBe(200);

    await stripe.setSubscriptionStatus(String(subscriptionId), 'past_due');
    expect(await statusNow()).toBe('past_due');
    const held = await agent.get('/api/screens');
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({
      error: 'Your subscription is not active. Please choose a plan to continue.',
      code: 'subscription_inactive',
    });

    await stripe.setSubscriptionStatus(String(subscriptionId), 'canceled');
    expect(await statusNow()).toBe('canceled');
    // A lapsed family may still choose a plan again.
    expect(
      (await agent.post('/api/subscriptions/create-checkout-session', { priceId: 'core_monthly' }))
        .statusCode,
    ).toBe(200);
  });

  it('follows a plan changed in the customer portal; a family over its new limit keeps its screens', async () => {
    const { agent, subscriptionId } = await subscribed('plus_monthly');
    for (const name of ['Kitchen', 'Hall', 'Den']) {
      expect((await agent.post('/api/screens', { name })).statusCode).toBe(201);
    }
    // The family switches to Core in Stripe's portal; Stripe tells us the subscription changed.
    const subscription = stripe.subscriptions.get(String(subscriptionId));
    subscription.items.data[0].price = stripe.prices.find(
      (price) => price.lookup_key === 'luno_core_monthly',
    );
    expect(await stripe.send(stripe.event('customer.subscription.updated', subscription))).toBe(200);

    expect((await agent.get('/api/auth/status')).json().user.subscription_tier).toBe('core');
    expect((await agent.get('/api/screens')).json()).toHaveLength(3);
    const fourth = await agent.post('/api/screens', { name: 'Attic' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toMatch(/screen limit of 2/);
  });

  it('applies a repeated event once and settles an out-of-order one on what Stripe says now', async () => {
    const { agent, familyId, subscriptionId } = await subscribed('plus_weekly');
    const id = String(subscriptionId);
    const activated = await stripe.setSubscriptionStatus(id, 'active');
    expect((await familyRow(familyId)).subscription_status).toBe('active');

    // Stripe moves on without telling us yet; the first event comes again.
    stripe.subscriptions.get(id).status = 'past_due';
    expect(await stripe.send(activated)).toBe(200);
    expect((await familyRow(familyId)).subscription_status).toBe('active');

    // An older event ("trialing") arrives late, after the move: the state is read back, not trusted.
    const late = stripe.event('customer.subscription.updated', {
      ...stripe.subscriptions.get(id),
      status: 'trialing',
    });
    expect(await stripe.send(late)).toBe(200);
    expect((await familyRow(familyId)).subscription_status).toBe('past_due');
    const recorded = await t.database.handle.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', 'in', [activated.id, late.id])
      .execute();
    expect(recorded).toHaveLength(2);
    expect((await agent.get('/api/auth/status')).json().user.subscription_status).toBe('past_due');
  });

  it('refuses an event whose signature is wrong, tampered or stale with 400, changing nothing', async () => {
    const { familyId, subscriptionId } = await subscribed('core_annually');
    const id = String(subscriptionId);
    stripe.subscriptions.get(id).status = 'canceled';
    const event = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(id));
    const payload = JSON.stringify(event);
    const post = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });

    const wrongSecret = await post(payload, stripe.sign(payload, { secret: 'whsec_not_ours' }));
    const tampered = await post(payload.replace('canceled', 'active  '), stripe.sign(payload));
    const stale = await post(
      payload,
      stripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    );
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    for (const response of [wrongSecret, tampered, stale, unsigned]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid signature.', code: 'invalid_request' });
    }
    expect((await familyRow(familyId)).subscription_status).toBe('trialing');
    const recorded = await t.database.handle.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', event.id)
      .execute();
    expect(recorded).toHaveLength(0);

    // The same event, signed as Stripe signs it, is applied.
    expect((await post(payload, stripe.sign(payload))).statusCode).toBe(200);
    expect((await familyRow(familyId)).subscription_status).toBe('canceled');
  });

  it('sells Plus Forever once in payment mode, ending the subscription it replaces', async () => {
    const { agent, familyId, subscriptionId } = await subscribed('core_monthly');
    const checkout = await agent.post('/api/subscriptions/create-checkout-session', {
      priceId: 'plus_forever_one_time',
    });
    expect(checkout.statusCode).toBe(200);
    const sent = lastRequest('/v1/checkout/sessions');
    expect(sent.mode).toBe('payment');
    expect(sent.subscription_data).toBeUndefined();
    await stripe.completeCheckout(checkout.json().sessionId);

    const row = await familyRow(familyId);
    expect(row).toMatchObject({ subscription_status: 'active', subscription_tier: 'plus_forever' });
    expect(row.stripe_subscription_id).toBeNull();
    expect(stripe.subscriptions.get(String(subscriptionId)).status).toBe('canceled');
    // The ended subscription's own news changes nothing now.
    expect((await familyRow(familyId)).subscription_tier).toBe('plus_forever');
    const unsubscribe = await agent.post('/api/account/unsubscribe');
    expect(unsubscribe.json().message).toBe(
      'Plus Forever was paid once, so there is nothing to renew or cancel.',
    );
    const more = await agent.post('/api/subscriptions/create-checkout-session', { priceId: 'plus_monthly' });
    expect(more.statusCode).toBe(409);
  });

  it('unsubscribes at the end of the paid period and says until when', async () => {
    const { agent, familyId, subscriptionId } = await subscribed('plus_monthly');
    const answer = await agent.post('/api/account/unsubscribe');
    expect(answer.statusCode).toBe(200);
    const { endsAt, message, subscription_status } = answer.json();
    expect(subscription_status).toBe('trialing');
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: (await familyRow(familyId)).time_zone,
    }).format(new Date(endsAt));
    expect(message).toBe(`Your plan stays until ${day} and will not renew.`);
    expect(stripe.subscriptions.get(String(subscriptionId)).cancel_at_period_end).toBe(true);
    const billing = (await agent.get('/api/billing')).json();
    expect(billing).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing', periodEnd: endsAt });
    // Still in the app until then.
    expect((await agent.get('/api/screens')).statusCode).toBe(200);

    const portal = await agent.post('/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    expect(lastRequest('/v1/billing_portal/sessions').return_url).toMatch(/\/app\/account$/);
  });

  it('deletes everything: the subscription ends at once and no row of the family is left', async () => {
    const { agent, familyId, subscriptionId } = await subscribed('plus_monthly');
    expect((await agent.post('/api/screens', { name: 'Kitchen' })).statusCode).toBe(201);
    expect((await agent.post('/api/shopping-lists', { name: 'Groceries' })).statusCode).toBe(201);

    // With Stripe away nothing is deleted, so nothing can renew for a family that is gone.
    const saved = stripe.deliver;
    const port = stripe.port;
    await stripe.close();
    const refused = await agent.post('/api/account/delete');
    expect(refused.statusCode).toBe(502);
    expect((await agent.get('/api/screens')).json()).toHaveLength(1);
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, port, from: stripe });
    stripe.deliver = saved;

    expect((await agent.post('/api/account/unsubscribe')).statusCode).toBe(200);
    const deleted = await agent.post('/api/account/delete');
    expect(deleted.statusCode).toBe(200);
    expect(stripe.subscriptions.get(String(subscriptionId)).status).toBe('canceled');
    const db = t.database.handle.db;
    expect(await db.selectFrom('families').select('id').where('id', '=', familyId).execute()).toEqual([]);
    for (const table of ['users', 'screens', 'shopping_lists', 'sessions'] as const) {
      const rows = await db.selectFrom(table).select('family_id').where('family_id', '=', familyId).execute();
      expect(rows, table).toEqual([]);
    }
    expect((await agent.get('/api/auth/status')).json().isAuthenticated).toBe(false);
  });
});

describe('a server without payment keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { LUNO_DEFAULT_TIER: 'plus' });
  });
  afterAll(() => t.close());

  it('keeps every account active on the default tier and runs no payment code', async () => {
    const { agent } = await makeSignedInFamily(t);
    expect((await agent.get('/api/auth/status')).json().user).toMatchObject({
      subscription_status: 'active',
      subscription_tier: 'plus',
    });
    expect((await agent.get('/api/features')).json().payments).toBe(false);
    const checkout = await agent.post('/api/subscriptions/create-checkout-session', {
      priceId: 'plus_monthly',
    });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json().code).toBe('not_set_up');
    expect((await agent.get('/api/billing')).json()).toMatchObject({
      payments: false,
      status: 'active',
      canManageBilling: false,
    });
    const unsubscribe = await agent.post('/api/account/unsubscribe');
    expect(unsubscribe.json().message).toBe(
      'Payments are not enabled on this server, so there is no subscription to cancel.',
    );
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
