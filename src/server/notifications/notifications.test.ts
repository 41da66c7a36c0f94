import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeChild, makeDisplay, makeFamily, makeMember, makeSession } from '../../../test/support/factories';
import { type RecordingPushSender, recordingPushSender } from '../../../test/support/recording-push-sender';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../common/schemas/notifications';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Notice } from '../push/notice';

/** The families of these tests live in Berlin: UTC+2 in June. */
const ZONE = 'Europe/Berlin';
/** The background tick of these tests' apps: the fake clock decides what is due, this how soon it is seen. */
const TICK_MS = 20;
/** Real time for rounds that should not happen to have had their chance. */
const settle = () => new Promise((resolve) => setTimeout(resolve, TICK_MS * 15));

const poll = { interval: 20, timeout: 5_000 };

interface Member {
  userId: number;
  agent: Agent;
  personId: number;
}

async function ok(agent: Agent, method: string, url: string, body?: Record<string, unknown>) {
  const response = await agent.request(method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

function world(t: () => TestApp, push: RecordingPushSender) {
  async function family() {
    const familyId = await makeFamily(t(), { timeZone: ZONE });
    async function member(name: string): Promise<Member> {
      const { userId } = await makeMember(t(), familyId, { email: uniqueEmail(name.toLowerCase()) });
      const { agent } = await makeSession(t(), { userId, familyId });
      const people = (await agent.get('/api/people')).json() as { id: number; name: string; kind: string }[];
      const own = people.find((person) => person.kind === 'member' && person.name === name);
      if (!own) throw new Error(`no person named ${name}`);
      return { userId, agent, personId: own.id };
    }
    return { familyId, member };
  }

  /** Saves the member's settings: the defaults with `change` over them. */
  async function settings(member: Member, change: Partial<NotificationSettings>) {
    await ok(member.agent, 'PUT', '/api/notifications/settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      ...change,
    });
  }

  const told = (member: Member) => push.to(member.userId);
  const titles = (member: Member) => told(member).map((notice) => notice.title);
  /** Waits until the member was told `count` notices in all, then checks no more come. */
  async function expectTold(member: Member, count: number): Promise<Notice[]> {
    await expect.poll(() => told(member).length, poll).toBeGreaterThanOrEqual(count);
    await settle();
    expect(titles(member)).toHaveLength(count);
    return told(member);
  }
  return { family, settings, told, titles, expectTold };
}

describe.each(dialects)('notifications on %s', (dialect) => {
  let t: TestApp;
  let clock = new Date('2026-06-10T08:00:00Z');
  const push = recordingPushSender();
  const { family, settings, told, titles, expectTold } = world(() => t, push);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: () => clock, backgroundTickMs: TICK_MS, pushSender: push });
  });
  afterAll(() => t?.close());

  /** Moves the app's clock on to `iso` (UTC); tests share it, so it only moves forward. */
  function goTo(iso: string) {
    const next = new Date(iso);
    if (next < clock) throw new Error(`the clock cannot go back to ${iso}`);
    clock = next;
  }

  it('answers the defaults until a member saves settings, saves the whole object, and refuses bad input', async () => {
    goTo('2026-06-10T08:00:00Z');
    const { familyId, member } = await family();
    const sam = await member('Sam');
    const alex = await member('Alex');
    const settingsOf = (agent: Agent) => agent.get('/api/notifications/settings');

    expect((await settingsOf(sam.agent)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const mine: NotificationSettings = {
      approvals: false,
      choresDue: { on: true, time: '17:30' },
      events: { on: true, minutesBefore: 45 },
      syncProblems: false,
      shoppingChanges: true,
      quietHours: { on: true, start: '22:00', end: '06:30' },
    };
    const saved = await sam.agent.put('/api/notifications/settings', mine);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(mine);
    expect((await settingsOf(sam.agent)).json()).toEqual(mine);
    // Each member's own: another's are still the defaults.
    expect((await settingsOf(alex.agent)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    for (const bad of [
      { ...mine, choresDue: { on: true, time: '25:00' } },
      { ...mine, events: { on: true, minutesBefore: -5 } },
      { ...mine, events: { on: true, minutesBefore: 20_000 } },
      { ...mine, quietHours: undefined },
      { ...mine, approvals: 'yes' },
    ]) {
      const refused = await sam.agent.put('/api/notifications/settings', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().code).toBe('invalid_request');
    }
    expect((await settingsOf(sam.agent)).json()).toEqual(mine);

    // A paired screen is told nothing and keeps no settings.
    const { agent: wall } = await makeDisplay(t, { userId: sam.userId, familyId });
    expect((await settingsOf(wall)).statusCode).toBe(403);
    expect((await wall.put('/api/notifications/settings', DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(
      403,
    );
    expect((await settingsOf(sam.agent)).json()).toEqual(mine);
  });

  it('tells every parent with approvals on of a tick from the wall at once, even at night, once', async () => {
    goTo('2026-06-11T21:00:00Z'); // 23:00 in Berlin: quiet hours, which approvals ignore
    const { familyId, member } = await family();
    const sam = await member('Sam');
    const alex = await member('Alex');
    const kim = await member('Kim');
    await settings(alex, { approvals: false });
    expect((await kim.agent.post('/api/family/leave')).statusCode).toBe(200);
    const maya = await makeChild(t, familyId, 'Maya');
    const list = await ok(sam.agent, 'POST', '/api/task-lists', { name: 'Garden', needsApproval: true });
    const tomatoes = await ok(sam.agent, 'POST', `/api/task-lists/${list.id}/items`, {
      task: 'Water the tomatoes',
      value: 1,
      assigneeId: maya.id,
    });
    const fish = await ok(sam.agent, 'POST', `/api/task-lists/${list.id}/items`, {
      task: 'Feed the fish',
      assigneeId: maya.id,
    });
    const { agent: wall } = await makeDisplay(t, { userId: sam.userId, familyId });
    const tick = (item: { id: number }) =>
      wall.post(`/api/task-lists/${list.id}/items/${item.id}/complete`, {});

    expect((await tick(tomatoes)).json().awaitingApproval).toBe(true);
    const [waiting] = (await sam.agent.get('/api/task-approvals')).json() as { id: number }[];
    // Told before the tick answered: the write waited for the notice to be handed on.
    expect(told(sam)).toEqual([
      {
        title: 'Waiting for your OK',
        body: 'Maya did Water the tomatoes — $1.00 waits for your OK',
        url: '/app/todos',
        topic: `approval-${waiting?.id}`,
        urgency: 'high',
        ttlSeconds: expect.any(Number),
        actions: [
          { action: 'approve', title: 'Approve', post: `/api/task-approvals/${waiting?.id}/approve` },
          { action: 'send-back', title: 'Send back', post: `/api/task-approvals/${waiting?.id}/send-back` },
        ],
      },
    ]);
    // A second tick is refused and rolls back: nobody is told again.
    expect((await tick(tomatoes)).statusCode).toBe(409);
    expect((await tick(fish)).statusCode).toBe(200);
    const notices = await expectTold(sam, 2);
    expect(notices[1]?.body).toBe('Maya did Feed the fish — it waits for your OK');
    expect(told(alex)).toEqual([]);
    expect(told(kim)).toEqual([]);

    // The notification's Approve does what the app's does; approving tells nobody anything.
    const approve = notices[0]?.actions?.[0]?.post ?? '';
    expect((await sam.agent.post(approve)).json()).toMatchObject({ completed: true });
    await expectTold(sam, 2);
  });

  it('lists the chores due of the people a member looks after at their time, each day once', async () => {
    goTo('2026-06-12T08:00:00Z'); // 10:00 in Berlin
    const { familyId, member } = await family();
    const sam = await member('Sam');
    const alex = await member('Alex');
    const leo = await makeChild(t, familyId, 'Leo');
    const gran = await ok(sam.agent, 'POST', '/api/people', {
      kind: 'adult',
      name: 'Gran',
      color: '#8e24aa',
    });
    const list = await ok(sam.agent, 'POST', '/api/task-lists', { name: 'Chores' });
    const daily = { repeatConfig: { freq: 'DAILY' } };
    const add = (task: string, assigneeId: number | null) =>
      ok(sam.agent, 'POST', `/api/task-lists/${list.id}/items`, { task, ...daily, assigneeId });
    await add('Feed the cat', leo.id);
    await add('Dishes', alex.personId);
    await add('Bins', null);
    await add('Water the plants', gran.id);
    const made = await add('Make the bed', leo.id);
    // Due on Monday: not today's.
    await ok(sam.agent, 'POST', `/api/task-lists/${list.id}/items`, {
      task: 'Walk the dog',
      repeatConfig: { freq: 'WEEKLY', byweekday: ['MO'] },
    });
    // Done today: not listed.
    await ok(sam.agent, 'POST', `/api/task-lists/${list.id}/items/${made.id}/complete`, {});
    // A family with nothing due hears nothing.
    const quiet = await family();
    const kim = await quiet.member('Kim');
    await settings(kim, {});

    goTo('2026-06-12T13:59:00Z');
    await settle();
    expect(titles(sam)).toEqual([]);

    goTo('2026-06-12T14:00:30Z'); // 16:00:30
    const [forSam] = await expectTold(sam, 1);
    expect(forSam).toMatchObject({
      title: '3 chores due today',
      body: 'Feed the cat (Leo), Bins, Water the plants (Gran)',
      url: '/app/todos',
      topic: 'chores-due',
      urgency: 'normal',
    });
    const [forAlex] = await expectTold(alex, 1);
    expect(forAlex).toMatchObject({
      title: '4 chores due today',
      body: 'Feed the cat (Leo), Dishes (Alex), Bins, Water the plants (Gran)',
    });
    expect(told(kim)).toEqual([]);

    // The next day at 16:00: today's chores, the day before's still open with them.
    goTo('2026-06-13T14:00:30Z');
    const notices = await expectTold(sam, 2);
    expect(notices[1]).toMatchObject({ title: '4 chores due today' });
    expect(notices[1]?.body).toContain('Make the bed (Leo)');
  });

  it('holds a reminder that falls in quiet hours until they end, and sends it then, once', async () => {
    goTo('2026-06-14T08:00:00Z');
    const { member } = await family();
    const sam = await member('Sam');
    const list = await ok(sam.agent, 'POST', '/api/task-lists', { name: 'Chores' });
    await ok(sam.agent, 'POST', `/api/task-lists/${list.id}/items`, {
      task: 'Feed the cat',
      repeatConfig: { freq: 'DAILY' },
    });
    await settings(sam, { choresDue: { on: true, time: '22:30' } });

    goTo('2026-06-14T20:31:00Z'); // 22:31: quiet
    await settle();
    expect(titles(sam)).toEqual([]);
    goTo('2026-06-15T04:59:00Z'); // 06:59: still quiet
    await settle();
    expect(titles(sam)).toEqual([]);
    goTo('2026-06-15T05:00:30Z'); // 07:00:30: quiet hours are over
    const [held] = await expectTold(sam, 1);
    expect(held).toMatchObject({ title: '1 chore still open from yesterday', body: 'Feed the cat' });
    goTo('2026-06-15T07:00:00Z');
    await expectTold(sam, 1);
  });

  it('reminds of events before they start: the member’s minutes, an event’s own, all-day ones at 08:00', async () => {
    goTo('2026-06-16T08:00:00Z'); // Tuesday, 10:00 in Berlin
    const { familyId, member } = await family();
    const sam = await member('Sam');
    const alex = await member('Alex');
    const maya = await makeChild(t, familyId, 'Maya');
    await settings(sam, { choresDue: { on: false, time: '16:00' } });
    await settings(alex, { choresDue: { on: false, time: '16:00' } });
    const event = (body: Record<string, unknown>) => ok(sam.agent, 'POST', '/api/family-events', body);
    await event({ title: 'Dentist', start: '2026-06-16T14:00:00Z', personId: maya.id });
    await event({ title: 'Team meeting', start: '2026-06-16T10:00:00Z', personId: alex.personId });
    const swim = await event({
      title: 'Swim',
      start: '2026-06-16T16:00:00Z',
      repeatConfig: { freq: 'DAILY' },
      repeatUntil: '2026-06-17',
      reminderMinutes: 0,
    });
    expect(swim.reminderMinutes).toBe(0);
    await event({ title: 'Early run', start: '2026-06-17T05:15:00Z' });
    await event({ title: 'Grandma visits', start: '2026-06-17', allDay: true });
    await event({ title: 'Trip', start: '2026-06-18T08:00:00Z', reminderMinutes: 24 * 60 });

    goTo('2026-06-16T09:31:00Z'); // 11:31: the meeting at 12:00 is Alex's alone
    const [meeting] = await expectTold(alex, 1);
    expect(meeting).toMatchObject({
      title: 'Team meeting',
      body: 'Today at 12:00 · Alex',
      url: '/app/events',
      urgency: 'high',
    });
    expect(titles(sam)).toEqual([]);

    goTo('2026-06-16T13:30:30Z'); // 15:30:30: the family's dentist, for Maya
    expect((await expectTold(sam, 1))[0]).toMatchObject({ title: 'Dentist', body: 'Today at 16:00 · Maya' });
    expect(titles(alex)).toEqual(['Team meeting', 'Dentist']);

    goTo('2026-06-16T16:00:30Z'); // 18:00:30: "at the start"
    await expectTold(sam, 2);
    goTo('2026-06-17T04:50:00Z'); // 06:50: the run's reminder fell in quiet hours
    await expectTold(sam, 2);
    goTo('2026-06-17T05:00:30Z'); // 07:00:30
    expect((await expectTold(sam, 3))[2]).toMatchObject({ title: 'Early run', body: 'Today at 07:15' });
    goTo('2026-06-17T06:00:30Z'); // 08:00:30
    expect((await expectTold(sam, 4))[3]).toMatchObject({
      title: 'Grandma visits',
      body: 'All day today',
      urgency: 'normal',
    });
    goTo('2026-06-17T08:00:30Z'); // 10:00:30: a day before the trip
    expect((await expectTold(sam, 5))[4]).toMatchObject({ title: 'Trip', body: 'Tomorrow at 10:00' });
    goTo('2026-06-17T16:00:30Z'); // the second swim
    expect(titles(sam)).toEqual(['Dentist', 'Swim', 'Early run', 'Grandma visits', 'Trip']);
    await expectTold(sam, 6);
    expect(titles(sam)[5]).toBe('Swim');
  });

  it('tells of a calendar that stopped syncing once per problem, and of an account to reconnect', async () => {
    goTo('2026-06-19T08:00:00Z');
    const { familyId, member } = await family();
    const sam = await member('Sam');
    const alex = await member('Alex');
    await settings(sam, { choresDue: { on: false, time: '16:00' } });
    await settings(alex, { syncProblems: false });
    const db = t.database.handle.db;
    const source = await db
      .insertInto('calendar_sources')
      .values({
        family_id: familyId,
        name: 'School',
        source_type: 'ical',
        url: 'https://school.example/calendar.ics',
        color: '#1e88e5',
        last_synced_at: '2026-06-18T08:00:00.000Z',
        last_error: 'The calendar could not be read. It will be tried again.',
        failure_count: 3,
        // Never read by these tests' sync: the failures are set here.
        next_sync_at: '2099-01-01T00:00:00.000Z',
        created_at: '2026-06-01T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    goTo('2026-06-19T09:01:00Z'); // a round within the hour
    const [stopped] = await expectTold(sam, 1);
    expect(stopped).toMatchObject({
      title: 'A calendar stopped syncing',
      body: '“School” could not be read. The calendar could not be read. It will be tried again.',
      url: '/app/events',
      topic: `sync-source-${source.id}`,
    });
    goTo('2026-06-19T10:02:00Z'); // still failing: the same problem
    await expectTold(sam, 1);

    // It recovers, then fails again: a new problem.
    const sources = db.updateTable('calendar_sources').where('id', '=', source.id);
    await sources.set({ failure_count: 0, last_error: null, last_synced_at: clock.toISOString() }).execute();
    goTo('2026-06-19T11:03:00Z');
    await expectTold(sam, 1);
    await sources.set({ failure_count: 3, last_error: 'Not found (404).' }).execute();
    goTo('2026-06-19T12:04:00Z');
    expect((await expectTold(sam, 2))[1]?.body).toBe('“School” could not be read. Not found (404).');

    await db
      .insertInto('oauth_connections')
      .values({
        family_id: familyId,
        provider: 'google',
        access_sealed: 'sealed',
        refresh_sealed: null,
        expires_at: clock.toISOString(),
        created_at: clock.toISOString(),
        account: 'sam@example.com',
        refused_at: clock.toISOString(),
      })
      .execute();
    goTo('2026-06-19T13:05:00Z');
    expect((await expectTold(sam, 3))[2]).toMatchObject({ title: 'Reconnect Google', url: '/app/events' });
    goTo('2026-06-19T14:06:00Z');
    await expectTold(sam, 3);
    expect(told(alex)).toEqual([]);
  });

  it('gathers changes to a shopping list for the others who asked, at most one notice per list per 5 minutes', async () => {
    goTo('2026-06-20T08:00:00Z');
    const { familyId, member } = await family();
    const sam = await member('Sam');
    const alex = await member('Alex');
    const kim = await member('Kim');
    for (const who of [sam, alex, kim]) {
      await settings(who, { choresDue: { on: false, time: '16:00' }, shoppingChanges: who !== kim });
    }
    const { agent: wall } = await makeDisplay(t, { userId: sam.userId, familyId }, { name: 'Kitchen TV' });
    const list = await ok(sam.agent, 'POST', '/api/shopping-lists', { name: 'Groceries' });
    const items = `/api/shopping-lists/${list.id}/items`;
    const bread = await ok(alex.agent, 'POST', items, { item: 'Bread' });
    await ok(sam.agent, 'POST', items, { item: 'Milk' });
    await ok(sam.agent, 'POST', items, { item: 'Eggs' });
    await ok(sam.agent, 'DELETE', `${items}/${bread.id}`);

    goTo('2026-06-20T08:00:59Z');
    await settle();
    expect(titles(alex)).toEqual([]);
    goTo('2026-06-20T08:01:01Z');
    const [batch] = await expectTold(alex, 1);
    expect(batch).toMatchObject({
      title: 'Groceries',
      body: 'Sam changed Groceries: +Milk, +Eggs, removed Bread',
      url: `/app/shopping?list=${list.id}`,
      topic: `shopping-${list.id}`,
      urgency: 'low',
    });
    // Alex added the bread: Sam is told of that, never of his own changes.
    expect(told(sam).map((notice) => notice.body)).toEqual(['Alex changed Groceries: +Bread']);

    goTo('2026-06-20T08:02:00Z');
    await ok(sam.agent, 'POST', items, { item: 'Butter' });
    goTo('2026-06-20T08:05:00Z'); // a minute gone, but not five since the last
    await expectTold(alex, 1);
    goTo('2026-06-20T08:06:02Z');
    expect((await expectTold(alex, 2))[1]?.body).toBe('Sam changed Groceries: +Butter');

    // From the wall: everyone who asked, under the screen's name.
    await ok(wall, 'POST', items, { item: 'Juice' });
    goTo('2026-06-20T08:07:10Z');
    expect((await expectTold(sam, 2))[1]?.body).toBe('Kitchen TV changed Groceries: +Juice');
    await expectTold(alex, 2);
    goTo('2026-06-20T08:11:05Z');
    expect((await expectTold(alex, 3))[2]?.body).toBe('Kitchen TV changed Groceries: +Juice');

    // Ticking in the shop and clearing what was ticked are changes too.
    const milk = ((await sam.agent.get(items)).json() as { id: number; item: string }[]).find(
      (item) => item.item === 'Milk',
    );
    await ok(sam.agent, 'PATCH', `${items}/${milk?.id}`, { isComplete: true });
    await ok(sam.agent, 'POST', `/api/shopping-lists/${list.id}/clear-ticked`);
    goTo('2026-06-20T08:16:10Z');
    expect((await expectTold(alex, 4))[3]?.body).toBe('Sam changed Groceries: ticked Milk, removed Milk');
    expect(told(kim)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('send each reminder once between them', async () => {
    let clock = new Date('2026-06-10T08:00:00Z');
    const now = () => clock;
    const push = recordingPushSender();
    const first = await buildTestApp('postgres', {}, { now, backgroundTickMs: TICK_MS, pushSender: push });
    const database = await openDatabase({
      databaseUrl: first.database.handle.url,
      dataDir: first.database.dataDir,
    });
    const second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: first.database.dataDir,
        LUNO_AUTH_RATE_LIMIT: '1000',
      }),
      database,
      logger: false,
      now,
      backgroundTickMs: TICK_MS,
      pushSender: push,
    });
    try {
      const { family, told } = world(() => first, push);
      const { member } = await family();
      const sam = await member('Sam');
      const list = await ok(sam.agent, 'POST', '/api/task-lists', { name: 'Chores' });
      await ok(sam.agent, 'POST', `/api/task-lists/${list.id}/items`, {
        task: 'Feed the cat',
        repeatConfig: { freq: 'DAILY' },
      });
      await ok(sam.agent, 'POST', '/api/family-events', { title: 'Dentist', start: '2026-06-10T14:30:00Z' });

      for (const day of ['10', '11', '12']) {
        clock = new Date(`2026-06-${day}T14:00:30Z`); // 16:00:30: the chores, and the dentist's reminder
        await expect
          .poll(() => told(sam).filter((notice) => notice.topic === 'chores-due').length, poll)
          .toBe(Number(day) - 9);
      }
      await settle();
      const topics = told(sam).map((notice) => notice.title);
      expect(topics.filter((title) => title === 'Dentist')).toHaveLength(1);
      expect(topics.filter((title) => title.endsWith('due today'))).toHaveLength(3);
    } finally {
      await second.close();
      await database.close();
      await first.close();
    }
  });
});
