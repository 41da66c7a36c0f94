import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePushService, startFakePushService } from '../../../test/fakes/push-service';
import { buildTestApp, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeChild, makeDisplay, makeFamily, makeMember, makeSession } from '../../../test/support/factories';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../common/schemas/notifications';

/**
 * The whole way of a notice, with nothing in between recorded: a rule decides, Web Push encrypts
 * and signs, and the push service's fake decrypts what the phone would show.
 */
describe.each(dialects)('notices reaching the phone on %s', (dialect) => {
  let t: TestApp;
  let fake: FakePushService;
  let clock = new Date('2026-06-10T08:00:00Z');

  beforeAll(async () => {
    fake = await startFakePushService();
    t = await buildTestApp(
      dialect,
      { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' },
      { now: () => clock, backgroundTickMs: 20 },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function subscribedMember(familyId: number, name: string) {
    const { userId } = await makeMember(t, familyId, { email: uniqueEmail(name.toLowerCase()) });
    const { agent } = await makeSession(t, { userId, familyId });
    const { publicKey } = (await agent.get('/api/push/key')).json();
    const subscription = fake.subscribe({ applicationServerKey: publicKey });
    expect((await agent.post('/api/push/subscriptions', subscription)).statusCode).toBe(201);
    return { userId, agent, endpoint: subscription.endpoint };
  }

  it('a chore ticked on the wall shows on a parent’s phone with Approve and Send back, even at night', async () => {
    clock = new Date('2026-06-11T21:30:00Z'); // 23:30 in Berlin: quiet hours hold all but approvals
    const familyId = await makeFamily(t, { timeZone: 'Europe/Berlin' });
    const sam = await subscribedMember(familyId, 'Sam');
    const maya = await makeChild(t, familyId, 'Maya');
    const list = (await sam.agent.post('/api/task-lists', { name: 'Garden', needsApproval: true })).json();
    const chore = (
      await sam.agent.post(`/api/task-lists/${list.id}/items`, {
        task: 'Water the tomatoes',
        value: 1,
        assigneeId: maya.id,
      })
    ).json();
    const { agent: wall } = await makeDisplay(t, { userId: sam.userId, familyId });
    expect((await wall.post(`/api/task-lists/${list.id}/items/${chore.id}/complete`, {})).statusCode).toBe(
      200,
    );

    const [message] = await fake.waitForMessages(1, { endpoint: sam.endpoint, timeoutMs: 10_000 });
    const [approval] = (await sam.agent.get('/api/task-approvals')).json() as { id: number }[];
    expect(message?.payload).toMatchObject({
      body: 'Maya did Water the tomatoes — $1.00 waits for your OK',
      url: '/app/todos',
      actions: [
        { action: 'approve', title: 'Approve', post: `/api/task-approvals/${approval?.id}/approve` },
        { action: 'send-back', title: 'Send back', post: `/api/task-approvals/${approval?.id}/send-back` },
      ],
    });
    expect(message?.headers.urgency).toBe('high');
    expect(message?.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it('a reminder held by quiet hours reaches the phone when they end, once', async () => {
    clock = new Date('2026-06-12T19:30:00Z'); // 21:30 in Berlin
    const familyId = await makeFamily(t, { timeZone: 'Europe/Berlin' });
    const kim = await subscribedMember(familyId, 'Kim');
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, choresDue: { on: true, time: '22:00' } };
    expect((await kim.agent.put('/api/notifications/settings', settings)).statusCode).toBe(200);
    const list = (await kim.agent.post('/api/task-lists', { name: 'Evening' })).json();
    await kim.agent.post(`/api/task-lists/${list.id}/items`, {
      task: 'Pack the swimming bag',
      repeatConfig: { freq: 'DAILY' },
    });

    clock = new Date('2026-06-12T20:05:00Z'); // 22:05: due, but quiet until 07:00
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fake.messages(kim.endpoint)).toEqual([]);

    clock = new Date('2026-06-13T05:01:00Z'); // 07:01
    const [reminder] = await fake.waitForMessages(1, { endpoint: kim.endpoint, timeoutMs: 10_000 });
    expect(JSON.stringify(reminder?.payload)).toContain('Pack the swimming bag');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fake.messages(kim.endpoint)).toHaveLength(1);
  });
});
