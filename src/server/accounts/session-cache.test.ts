import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe';
import { Agent, buildTestApp, PASSWORD, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database';

const WEBHOOK_SECRET = 'whsec_luno_test_secret';
const NOT_SIGNED_IN = { error: 'You must be logged in.', code: 'not_signed_in' };
const LAPSED = {
  error: 'Your subscription is not active. Please choose a plan to continue.',
  code: 'subscription_inactive',
};
const ACTIVE = { status: 'active', tier: 'plus' } as const;

/** Another instance of the deployment `a` belongs to: the same database (and bus), its own process state. */
async function secondInstance(a: TestApp, env: Record<string, string>) {
  const sessionQueries: string[] = [];
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: a.database.handle.url,
    dataDir: a.database.dataDir,
    onQuery: (sql) => {
      if (/from "sessions"/.test(sql)) sessionQueries.push(sql);
    },
  });
  const app = await buildApp({
    config: loadConfig({ ...env, DATA_DIR: a.database.dataDir }),
    database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    sessionQueries,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A client of `app` carrying `token` as a bearer token, as a display or the app does. */
function carrying(app: FastifyInstance, token: string): Agent {
  const agent = new Agent(app);
  agent.bearer = token;
  return agent;
}

const cases: [string, Dialect, Record<string, string>][] = [
  ...dialects.map((dialect): [string, Dialect, Record<string, string>] => [dialect, dialect, {}]),
  ...(process.env.TEST_DATABASE_URL
    ? ([
        [
          'postgres, NATS as the bus',
          'postgres',
          { LUNO_LIVE_BUS: 'nats', LUNO_LIVE_BUS_URL: 'nats://127.0.0.1:4222' },
        ],
        [
          'postgres, Redis as the bus',
          'postgres',
          { LUNO_LIVE_BUS: 'redis', LUNO_LIVE_BUS_URL: 'redis://127.0.0.1:6379' },
        ],
      ] as [string, Dialect, Record<string, string>][])
    : []),
];

describe.each(cases)('sessions kept in memory, two instances on %s', (_name, dialect, busEnv) => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondInstance>>;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    const env = {
      ...busEnv,
      LOG_LEVEL: 'silent',
      LUNO_AUTH_RATE_LIMIT: '1000',
      LUNO_PASSWORD_COST: 'test',
      STRIPE_SECRET_KEY: 'sk_test_luno',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LUNO_STRIPE_BASE_URL: stripe.url,
    };
    a = await buildTestApp(dialect, env);
    b = await secondInstance(a, env);
    // Stripe's webhooks reach instance A.
    stripe.deliver = async (payload, signature) =>
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
      ).statusCode;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await stripe.close();
  });

  /**
   * Asks B with `token` until it answers from memory (an instance on a bus keeps nothing in its
   * first moments there), and returns what it answered.
   */
  async function keptOnB(token: string, url = '/api/screens') {
    const client = carrying(b.app, token);
    for (;;) {
      await client.get(url);
      const before = b.sessionQueries.length;
      const again = await client.get(url);
      if (b.sessionQueries.length === before) return again;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('answers a session asked for again and again from memory, with no query', async () => {
    const family = await makeSignedInFamily(a, { plan: ACTIVE });
    expect((await keptOnB(family.token)).statusCode).toBe(200);
    const before = b.sessionQueries.length;
    const client = carrying(b.app, family.token);
    for (let i = 0; i < 20; i++) expect((await client.get('/api/screens')).statusCode).toBe(200);
    expect(b.sessionQueries.length).toBe(before);
  });

  it('refuses a log-in on B at once after it logs out on A; the family’s other log-ins go on', async () => {
    const family = await makeSignedInFamily(a, { plan: ACTIVE });
    const other = await makeSession(a, { userId: family.userId, familyId: family.familyId });
    expect((await keptOnB(family.token)).statusCode).toBe(200);
    expect((await keptOnB(other.token)).statusCode).toBe(200);

    expect((await carrying(a.app, family.token).get('/api/auth/logout')).statusCode).toBe(200);

    const refused = await carrying(b.app, family.token).get('/api/screens');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(NOT_SIGNED_IN);
    expect((await carrying(b.app, other.token).get('/api/screens')).statusCode).toBe(200);
  });

  it('refuses an unpaired display on B at once after a parent unpairs it on A', async () => {
    const family = await makeSignedInFamily(a, { plan: ACTIVE });
    const display = await makeDisplay(a, family);
    expect((await keptOnB(display.token)).statusCode).toBe(200);
    expect((await keptOnB(family.token)).statusCode).toBe(200);

    expect((await family.agent.delete(`/api/displays/${display.displayId}`)).statusCode).toBe(200);

    expect((await carrying(b.app, display.token).get('/api/screens')).statusCode).toBe(401);
    expect((await carrying(b.app, family.token).get('/api/screens')).statusCode).toBe(200);
  });

  it('refuses on B at once a family whose plan lapsed through a webhook on A', async () => {
    const family = await makeSignedInFamily(a);
    const checkout = await family.agent.post('/api/subscriptions/create-checkout-session', {
      priceId: 'plus_monthly',
    });
    await stripe.completeCheckout(checkout.json().sessionId);
    const { stripe_subscription_id: subscriptionId } = await a.database.handle.db
      .selectFrom('families')
      .select('stripe_subscription_id')
      .where('id', '=', family.familyId)
      .executeTakeFirstOrThrow();
    expect((await keptOnB(family.token)).statusCode).toBe(200);

    await stripe.setSubscriptionStatus(String(subscriptionId), 'canceled');

    const lapsed = await carrying(b.app, family.token).get('/api/screens');
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json()).toEqual(LAPSED);
    // Still signed in: the pricing page can offer a plan.
    expect((await carrying(b.app, family.token).get('/api/auth/status')).json().isAuthenticated).toBe(true);
  });

  it('refuses on B at once the other log-ins of a member who changed their password on A', async () => {
    const family = await makeSignedInFamily(a, { plan: ACTIVE });
    const phone = await makeSession(a, { userId: family.userId, familyId: family.familyId });
    expect((await keptOnB(phone.token)).statusCode).toBe(200);
    expect((await keptOnB(family.token)).statusCode).toBe(200);

    const changed = await family.agent.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);

    expect((await carrying(b.app, phone.token).get('/api/screens')).statusCode).toBe(401);
    expect((await carrying(b.app, family.token).get('/api/screens')).statusCode).toBe(200);
  });

  it('refuses on B at once a member removed on A and one whose account was deleted, and moves one who left', async () => {
    const family = await makeSignedInFamily(a, { plan: ACTIVE });
    const removedMember = await makeMember(a, family.familyId);
    const removed = await makeSession(a, removedMember);
    const deleted = await makeSession(a, await makeMember(a, family.familyId));
    const leaver = await makeSession(a, await makeMember(a, family.familyId));

    expect((await keptOnB(removed.token)).statusCode).toBe(200);
    expect((await family.agent.delete(`/api/family/members/${removedMember.userId}`)).statusCode).toBe(200);
    expect((await carrying(b.app, removed.token).get('/api/screens')).statusCode).toBe(401);

    expect((await keptOnB(deleted.token)).statusCode).toBe(200);
    expect((await deleted.agent.post('/api/account/delete', {})).statusCode).toBe(200);
    expect((await carrying(b.app, deleted.token).get('/api/screens')).statusCode).toBe(401);

    // Still signed in, now in a family of their own, which has no plan yet on a server that sells them.
    expect((await keptOnB(leaver.token)).statusCode).toBe(200);
    expect((await leaver.agent.post('/api/family/leave', {})).statusCode).toBe(200);
    const left = await carrying(b.app, leaver.token).get('/api/screens');
    expect(left.statusCode).toBe(403);
    expect(left.json()).toEqual(LAPSED);

    expect((await carrying(b.app, family.token).get('/api/screens')).statusCode).toBe(200);
  });
});
