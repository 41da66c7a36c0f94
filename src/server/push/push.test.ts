import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakePushService,
  type FakeSubscription,
  startFakePushService,
} from '../../../test/fakes/push-service';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { PUSH_TEST_TITLE } from '../../common/schemas/push';
import type { Notice } from './notice';
import { MAX_DEVICES_PER_MEMBER } from './push.service';
import { MAX_TRIES } from './push-sender';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const notice = (fields: Partial<Notice> = {}): Notice => ({
  title: 'Maya did Water the tomatoes',
  body: '$1.00 waits for your OK',
  url: '/app/todos',
  topic: 'approval-12',
  urgency: 'normal',
  ttlSeconds: 3600,
  ...fields,
});

describe.each(dialects)('Web Push on %s', (dialect) => {
  let t: TestApp;
  let fake: FakePushService;
  let publicKey: string;

  beforeAll(async () => {
    fake = await startFakePushService();
    t = await buildTestApp(dialect, { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' }, { backgroundTickMs: 100 });
    const { agent } = await makeSignedInFamily(t);
    publicKey = (await agent.get('/api/push/key')).json().publicKey;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** A member's phone, subscribed with the server's key as a browser subscribes, and posted to Luno. */
  async function subscribedPhone(
    agent: Agent,
    subscription = fake.subscribe({ applicationServerKey: publicKey }),
  ) {
    const response = await agent.post('/api/push/subscriptions', subscription, {
      'user-agent': ANDROID_CHROME,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { subscription, id: response.json().id as number };
  }

  const devicesOf = async (agent: Agent) => (await agent.get('/api/push/subscriptions')).json().subscriptions;

  /** Until the queue has worked off what was sent, retries due by now included. */
  async function settled() {
    await t.app.jobs.idle();
  }

  it('answers the application server key: a P-256 public key in base64url', async () => {
    const { agent } = await makeSignedInFamily(t);
    const response = await agent.get('/api/push/key');
    expect(response.statusCode).toBe(200);
    const key = Buffer.from(response.json().publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(response.json().publicKey).toBe(publicKey);
  });

  it('keeps a member’s devices: subscribe, again (same id), list, delete', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    const { subscription, id } = await subscribedPhone(agent);
    // The browser posts its subscription again on each visit: the same row.
    const again = await agent.post('/api/push/subscriptions', subscription, { 'user-agent': ANDROID_CHROME });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ id });
    const devices = await devicesOf(agent);
    expect(devices).toEqual([
      { id, name: 'Chrome on Android', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    // Endpoints and keys never leave the server.
    expect(JSON.stringify(devices)).not.toContain(subscription.endpoint);

    const partner = await makeSession(t, await makeMember(t, familyId));
    expect(await devicesOf(partner.agent)).toEqual([]);
    const theirs = await partner.agent.delete(`/api/push/subscriptions/${id}`);
    expect(theirs.statusCode).toBe(404);
    const stranger = await makeSignedInFamily(t);
    expect((await stranger.agent.delete(`/api/push/subscriptions/${id}`)).statusCode).toBe(404);
    expect((await agent.delete('/api/push/subscriptions/999999')).statusCode).toBe(404);

    expect((await agent.delete(`/api/push/subscriptions/${id}`)).statusCode).toBe(204);
    expect(await devicesOf(agent)).toEqual([]);
  });

  it('gives a browser that another member subscribed to the member who subscribes it now', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    const partner = await makeSession(t, await makeMember(t, familyId));
    await subscribedPhone(partner.agent, subscription);
    expect(await devicesOf(agent)).toEqual([]);
    expect(await devicesOf(partner.agent)).toHaveLength(1);
  });

  it(`keeps a member's ${MAX_DEVICES_PER_MEMBER} most recently used devices`, async () => {
    const { agent } = await makeSignedInFamily(t);
    const first = await subscribedPhone(agent);
    for (let device = 1; device <= MAX_DEVICES_PER_MEMBER; device++) await subscribedPhone(agent);
    const devices = await devicesOf(agent);
    expect(devices).toHaveLength(MAX_DEVICES_PER_MEMBER);
    expect(devices.map((device: { id: number }) => device.id)).not.toContain(first.id);
  });

  it('refuses a subscription it cannot use with 400, keeping nothing', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    const good = fake.subscribe({ applicationServerKey: publicKey });
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = offCurve[64]! ^ 1;
    const cases: [string, FakeSubscription | Record<string, unknown>, RegExp][] = [
      ['not a URL', { ...good, endpoint: 'push service' }, /not a web address/],
      ['http', { ...good, endpoint: good.endpoint.replace('https:', 'http:') }, /https/],
      ['another loopback address', { ...good, endpoint: 'https://127.0.0.2/wpush/v2/x' }, /private network/],
      ['loopback by name', { ...good, endpoint: good.endpoint.replace('127.0.0.1', 'localhost') }, /private/],
      ['IPv6 loopback', { ...good, endpoint: 'https://[::1]:4430/wpush/v2/x' }, /private network/],
      ['loopback, decimal', { ...good, endpoint: 'https://2130706434/wpush/v2/x' }, /private network/],
      [
        'loopback, IPv4-mapped IPv6',
        { ...good, endpoint: 'https://[::ffff:127.0.0.2]/wpush/v2/x' },
        /private network/,
      ],
      ['no keys', { endpoint: good.endpoint, expirationTime: null }, /keys/],
      [
        'p256dh too short',
        { ...good, keys: { ...good.keys, p256dh: point.subarray(0, 64).toString('base64url') } },
        /p256dh/,
      ],
      [
        'p256dh compressed',
        {
          ...good,
          keys: {
            ...good.keys,
            p256dh: Buffer.concat([Buffer.from([2]), point.subarray(1, 33)]).toString('base64url'),
          },
        },
        /p256dh/,
      ],
      [
        'p256dh off the curve',
        { ...good, keys: { ...good.keys, p256dh: offCurve.toString('base64url') } },
        /p256dh/,
      ],
      ['p256dh not base64url', { ...good, keys: { ...good.keys, p256dh: '!!!' } }, /p256dh/],
      [
        'auth of 15 bytes',
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(15, 7).toString('base64url') } },
        /auth/,
      ],
      [
        'auth of 17 bytes',
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(17, 7).toString('base64url') } },
        /auth/,
      ],
      ['a negative expirationTime', { ...good, expirationTime: -1 }, /expirationTime/],
    ];
    for (const [what, body, message] of cases) {
      const response = await agent.post('/api/push/subscriptions', body as Record<string, unknown>);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().error, what).toMatch(message);
    }
    expect(await devicesOf(agent)).toEqual([]);
    const stored = await t.database.handle.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('family_id', '=', familyId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('never lets a paired display subscribe, list or test', async () => {
    const { userId, familyId } = await makeSignedInFamily(t);
    const display = await makeDisplay(t, { userId, familyId });
    const subscription = fake.subscribe({ applicationServerKey: publicKey });
    const answers = [
      await display.agent.post('/api/push/subscriptions', subscription),
      await display.agent.get('/api/push/subscriptions'),
      await display.agent.get('/api/push/key'),
      await display.agent.post('/api/push/test', {}),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('display_refused');
    }
  });

  it('asks for the CSRF token on its writes', async () => {
    const { agent } = await makeSignedInFamily(t);
    const subscription = fake.subscribe({ applicationServerKey: publicKey });
    const forged = await agent.post('/api/push/subscriptions', subscription, { 'x-csrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('csrf_failed');
  });

  it('sends “Luno notifications are on” to each of the member’s devices, which decrypt it', async () => {
    const { agent } = await makeSignedInFamily(t);
    const phone = await subscribedPhone(agent);
    const laptop = await subscribedPhone(agent);
    const response = await agent.post('/api/push/test', {});
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: 2 });
    for (const device of [phone, laptop]) {
      const [message] = await fake.waitForMessages(1, { endpoint: device.subscription.endpoint });
      expect(message!.payload).toMatchObject({ title: PUSH_TEST_TITLE, url: '/app' });
      expect(message!.claims.sub).toMatch(/^(mailto:|https:)/);
    }
    await settled();
    const devices = await devicesOf(agent);
    expect(devices.every((device: { lastUsedAt: string | null }) => device.lastUsedAt !== null)).toBe(true);
  });

  it('sends TTL, Urgency and Topic, and the notice’s link, tag and actions', async () => {
    const { agent, familyId, userId } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    await t.app.push.sendToUsers(
      familyId,
      [userId],
      notice({
        urgency: 'high',
        ttlSeconds: 7200,
        topic: 'approval-42',
        actions: [{ action: 'approve', title: 'Approve', post: '/api/task-approvals/42/approve' }],
      }),
    );
    const [message] = await fake.waitForMessages(1, { endpoint: subscription.endpoint });
    expect(message!.headers.urgency).toBe('high');
    expect(message!.headers.topic).toBe('approval-42');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(7000);
    expect(Number(message!.headers.ttl)).toBeLessThanOrEqual(7200);
    expect(message!.payload).toEqual({
      title: 'Maya did Water the tomatoes',
      body: '$1.00 waits for your OK',
      url: '/app/todos',
      tag: 'approval-42',
      actions: [{ action: 'approve', title: 'Approve', post: '/api/task-approvals/42/approve' }],
    });
  });

  it('shortens a body too long for one message, keeping it under 4 KB', async () => {
    const { agent, familyId, userId } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    await t.app.push.sendToUsers(
      familyId,
      [userId],
      notice({ topic: 'long-a', body: 'Milk, '.repeat(2000) }),
    );
    await t.app.push.sendToUsers(familyId, [userId], notice({ topic: 'long-b', body: '🥛'.repeat(3000) }));
    const messages = await fake.waitForMessages(2, { endpoint: subscription.endpoint });
    for (const message of messages) {
      expect(message.decryptError).toBeUndefined();
      expect(message.bodyBytes).toBeLessThanOrEqual(4096);
      const body = String(message.payload!.body);
      expect(body.endsWith('…')).toBe(true);
      expect(body.length).toBeGreaterThan(1000);
    }
  });

  it('sends nothing to a member without devices, nor to members of another family', async () => {
    const { agent, familyId, userId } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    const stranger = await makeSignedInFamily(t);
    const before = fake.attempts().length;
    // Only the devices of the named family's members: this member is another family's.
    await t.app.push.sendToUsers(stranger.familyId, [userId], notice());
    await t.app.push.sendToUsers(familyId, [], notice());
    expect((await stranger.agent.post('/api/push/test', {})).json()).toEqual({ queued: 0 });
    await settled();
    expect(fake.attempts().length).toBe(before);
    expect(fake.messages(subscription.endpoint)).toEqual([]);
  });

  it('forgets a device whose subscription has ended (410, 404)', async () => {
    for (const status of [410, 404]) {
      const { agent } = await makeSignedInFamily(t);
      const { subscription } = await subscribedPhone(agent);
      fake.answerWith(subscription.endpoint, { status });
      await agent.post('/api/push/test', {});
      await fake.waitForAttempts(1, { endpoint: subscription.endpoint });
      await settled();
      expect(await devicesOf(agent), String(status)).toEqual([]);
      expect(fake.messages(subscription.endpoint)).toEqual([]);
    }
  });

  it('tries again after a 429’s Retry-After, and after a 5xx, until the message is taken', async () => {
    const { agent } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    fake.answerWith(
      subscription.endpoint,
      { status: 429, retryAfter: '2' },
      { status: 503, retryAfter: '1' },
    );
    await agent.post('/api/push/test', {});
    const [message] = await fake.waitForMessages(1, { endpoint: subscription.endpoint });
    expect(message!.payload!.title).toBe(PUSH_TEST_TITLE);
    const attempts = fake.attempts(subscription.endpoint);
    expect(attempts.map((attempt) => attempt.status)).toEqual([429, 503, 201]);
    // Not asked again before the service said.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(900);
    expect(await devicesOf(agent)).toHaveLength(1);
  });

  it('sends the newest notice of a topic that waited for a retry, not the one it replaced', async () => {
    const { agent, familyId, userId } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    fake.answerWith(subscription.endpoint, { status: 429, retryAfter: '2' });
    await t.app.push.sendToUsers(familyId, [userId], notice({ topic: 'shopping-7', body: 'Milk' }));
    await fake.waitForAttempts(1, { endpoint: subscription.endpoint });
    await settled();
    await t.app.push.sendToUsers(familyId, [userId], notice({ topic: 'shopping-7', body: 'Milk, eggs' }));
    const [message] = await fake.waitForMessages(1, { endpoint: subscription.endpoint });
    expect(message!.payload!.body).toBe('Milk, eggs');
    // The retry waited out the 429's Retry-After although a newer notice came meanwhile.
    const attempts = fake.attempts(subscription.endpoint);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1900);
    await settled();
    expect(fake.messages(subscription.endpoint)).toHaveLength(1);
  });

  it(`gives a message up after ${MAX_TRIES} failed tries, keeping the device`, async () => {
    const { agent } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    fake.answerWith(subscription.endpoint, { status: 500, retryAfter: '1', times: 20 });
    await agent.post('/api/push/test', {});
    await fake.waitForAttempts(MAX_TRIES, { endpoint: subscription.endpoint, timeoutMs: 30_000 });
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await settled();
    expect(fake.attempts(subscription.endpoint)).toHaveLength(MAX_TRIES);
    expect(await devicesOf(agent)).toHaveLength(1);
  });

  it('drops a message a push service refuses (400, 413) without trying again, keeping the device', async () => {
    const { agent } = await makeSignedInFamily(t);
    const { subscription } = await subscribedPhone(agent);
    fake.answerWith(subscription.endpoint, { status: 400 }, { status: 413 });
    await agent.post('/api/push/test', {});
    await fake.waitForAttempts(1, { endpoint: subscription.endpoint });
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await settled();
    expect(fake.attempts(subscription.endpoint)).toHaveLength(1);
    expect(await devicesOf(agent)).toHaveLength(1);
    // The next message goes (the 413 answers it), and the one after arrives.
    await agent.post('/api/push/test', {});
    await fake.waitForAttempts(2, { endpoint: subscription.endpoint });
    await settled();
    await agent.post('/api/push/test', {});
    await fake.waitForMessages(1, { endpoint: subscription.endpoint });
  });

  it('is refused by the push service when signed with a key the device did not subscribe with', async () => {
    // Another server with keys of its own (its own data dir), posting to a subscription of this one.
    const other = await buildTestApp(
      dialect,
      { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' },
      { backgroundTickMs: 100 },
    );
    try {
      const { agent } = await makeSignedInFamily(other);
      const otherKey = (await agent.get('/api/push/key')).json().publicKey;
      expect(otherKey).not.toBe(publicKey);
      const { subscription } = await subscribedPhone(
        agent,
        fake.subscribe({ applicationServerKey: publicKey }),
      );
      await agent.post('/api/push/test', {});
      const [attempt] = await fake.waitForAttempts(1, { endpoint: subscription.endpoint });
      expect(attempt!.status).toBe(403);
      expect(attempt!.reason).toMatch(/application server key/);
      await other.app.jobs.idle();
      expect(fake.messages(subscription.endpoint)).toEqual([]);
      // A refused signature is not a gone device: it stays listed.
      expect(await devicesOf(agent)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
