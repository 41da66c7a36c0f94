import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { rawRequest } from '../../../test/support/http-client';
import { createCalendarsRepo } from '../calendars/calendars.repo';
import type { Database } from '../db/schema';
import { createPhotosRepo } from '../photos/photos.repo';
import { createPushSubscriptionsRepo } from '../push/push-subscriptions.repo';

/** Reads anyone may make, and writes anyone may make with a CSRF token. */
const PUBLIC = new Set([
  'GET /api/csrf-token',
  'GET /api/auth/status',
  'GET /api/auth/logout',
  'GET /api/features',
  'POST /api/login',
  'POST /api/signup',
  // Who forgot their password asks for a link and uses it without a session.
  'POST /api/account/password-reset',
  'POST /api/account/password-reset/confirm',
  'POST /api/analytics',
  // A demo visitor joins the mailing list without an account.
  'POST /api/mailing-list/subscribe-demo',
  // A TV asks for a pairing code and polls it before it has any session.
  'POST /api/pair',
  'GET /api/pair/:pairingId/status',
  // Whoever holds an invite link may see which family it is for before signing up.
  'GET /api/invites/:token',
  // Monitoring asks whether the process answers and the database is ready, and learns nothing else.
  'GET /api/health',
  'GET /api/ready',
]);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const TABLES: (keyof Database)[] = [
  'families',
  'users',
  'sessions',
  'tv_devices',
  'analytics_events',
  'login_failures',
  'screens',
  'saved_screens',
  'task_lists',
  'task_items',
  'task_completions',
  'piggy_banks',
  'piggy_bank_transactions',
  'shopping_lists',
  'shopping_items',
  'shopping_categories',
  'shopping_item_categories',
  'menu_entries',
  'photos',
  'calendar_sources',
  'calendar_events',
  'oauth_connections',
  'pairings',
  'displays',
  'stripe_events',
  'family_invites',
  'family_events',
  'calendar_feeds',
  'inbox_messages',
  'mailing_list',
  'weather_forecasts',
  'people',
  'push_subscriptions',
  'push_messages',
  'calendar_watches',
  'recipes',
  'always_at_home',
  'shopping_item_unfiled',
];

/** Ways to write the same path that some router or proxy reads as the plain one. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  const encodeLetters = (text: string) =>
    text.replace(/[a-z]/gi, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
  return [
    path,
    `/%61pi${rest}`,
    `/%2561pi${rest}`,
    encodeLetters(path),
    `//api${rest}`,
    `/api/${rest}`,
    `${path}/`,
    `/API${rest}`,
    `/api/.${rest}`,
    `/x/..${path}`,
    `/api%2F${rest.slice(1)}`,
    `${path}?x=1`,
    `${path};x`,
  ];
}

describe.each(dialects)('guards on every route and every spelling, on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  let victim: Awaited<ReturnType<typeof makeSignedInFamily>>;
  const ids: Record<string, string> = {};
  let body: string;
  let webDir: string;

  async function snapshot(): Promise<string> {
    const db = t.database.handle.db;
    const rows = await Promise.all(
      TABLES.map((table) => db.selectFrom(table).selectAll().execute() as Promise<unknown[]>),
    );
    return JSON.stringify(rows);
  }

  /** The route's path with the victim family's real rows, so a request that got through would show. */
  function concretePath(url: string): string {
    return url.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => {
      if (name === 'deviceId') return ids.deviceId!;
      if (name === 'pairingId') return ids.pairing!;
      if (name === 'token') return ids.inviteToken!;
      if (url.startsWith('/api/family/members')) return ids.member!;
      if (url.startsWith('/api/family/invites')) return ids.invite!;
      if (url.startsWith('/api/displays')) return ids.display!;
      if (name === 'templateId') return ids.savedScreen!;
      if (name === 'itemId') return url.startsWith('/api/task-lists') ? ids.taskItem! : ids.shoppingItem!;
      if (url.startsWith('/api/screens')) return ids.screen!;
      if (url.startsWith('/api/saved-screens')) return ids.savedScreen!;
      if (url.startsWith('/api/task-lists')) return ids.taskList!;
      if (url.startsWith('/api/shopping-lists')) return ids.shoppingList!;
      if (url.startsWith('/api/piggy-banks')) return ids.piggyBank!;
      if (url.startsWith('/api/calendars')) return ids.calendar!;
      if (url.startsWith('/api/photos')) return ids.photo!;
      if (url.startsWith('/api/family-events')) return ids.familyEvent!;
      if (url.startsWith('/api/events')) return `family:${ids.familyEvent}:2031-01-01T09:00:00.000Z`;
      if (url.startsWith('/api/people')) return ids.person!;
      if (url.startsWith('/api/task-approvals')) return ids.approval!;
      if (url.startsWith('/api/push/subscriptions')) return ids.pushSubscription!;
      if (url.startsWith('/api/admin/families')) return String(victim.familyId);
      if (url.startsWith('/api/recipes')) return ids.recipe!;
      throw new Error(`no sample id for ${name} in ${url}`);
    });
  }

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Luno</title>');
    t = await buildTestApp(dialect, { LUNO_WEB_DIR: webDir });
    victim = await makeSignedInFamily(t);
    const { agent } = victim;
    const screen = (await agent.post('/api/screens', { name: 'Kitchen' })).json();
    ids.screen = String(screen.id);
    ids.savedScreen = String(
      (await agent.post('/api/saved-screens', { name: 'Saved', screenData: {} })).json().id,
    );
    ids.taskList = String((await agent.post('/api/task-lists', { name: 'Chores' })).json().id);
    ids.taskItem = String(
      (await agent.post(`/api/task-lists/${ids.taskList}/items`, { task: 'Dishes' })).json().id,
    );
    ids.shoppingList = String((await agent.post('/api/shopping-lists', { name: 'Groceries' })).json().id);
    ids.shoppingItem = String(
      (await agent.post(`/api/shopping-lists/${ids.shoppingList}/items`, { item: 'Milk' })).json().id,
    );
    ids.piggyBank = String((await agent.post('/api/piggy-banks', { name: 'Sam', balance: 1 })).json().id);
    ids.person = String((await agent.post('/api/people', { name: 'Leo', color: '#1e88e5' })).json().id);
    ids.recipe = String((await agent.post('/api/recipes', { name: 'Soup' })).json().id);
    // A tick from the wall waiting for a parent's OK.
    const approvals = (await agent.post('/api/task-lists', { name: 'Checked', needsApproval: true })).json()
      .id;
    const checked = (await agent.post(`/api/task-lists/${approvals}/items`, { task: 'Tidy up' })).json().id;
    const wall = await makeSession(t, victim, 'device');
    await wall.agent.post(`/api/task-lists/${approvals}/items/${checked}/complete`);
    ids.approval = String((await agent.get('/api/task-approvals')).json()[0].id);
    ids.deviceId = crypto.randomUUID();
    // A TV paired with the family, and another waiting for its code to be confirmed.
    const tv = new Agent(t.app);
    const paired = (await tv.post('/api/pair', {})).json().pairingId;
    await agent.post(`/api/pair/${paired}/complete`, { familyId: victim.familyId });
    await tv.get(`/api/pair/${paired}/status`);
    ids.display = String((await agent.get('/api/displays')).json()[0].id);
    ids.pairing = (await new Agent(t.app).post('/api/pair', {})).json().pairingId;
    // A second member who joined by a link, and a link still waiting.
    const joined = (await agent.post('/api/family/invites')).json().url.split('/join/')[1];
    const member = new Agent(t.app);
    await member.post('/api/signup', { email: uniqueEmail('member'), password: PASSWORD, invite: joined });
    ids.member = String((await member.get('/api/auth/status')).json().user.id);
    const waiting = (await agent.post('/api/family/invites')).json();
    ids.invite = String(waiting.id);
    ids.inviteToken = waiting.url.split('/join/')[1];
    // A source as adding one leaves it, without reading a feed; its loopback address is refused by the fetcher should a request get through.
    const calendar = await createCalendarsRepo(t.database.handle.db).insert(
      {
        familyId: victim.familyId,
        name: 'School',
        sourceType: 'ical',
        url: 'http://127.0.0.1:9/school.ics',
        username: null,
        secretSealed: null,
        providerCalendarId: null,
        color: '#2563eb',
      },
      new Date().toISOString(),
    );
    ids.calendar = String(calendar.id);
    const photo = await createPhotosRepo(t.database.handle.db).insert(
      victim.familyId,
      { width: 1, height: 1, data: Buffer.from('photo'), contentType: 'image/jpeg', version: 'v1' },
      new Date().toISOString(),
    );
    ids.photo = String(photo.id);
    // A phone of the victim that takes notifications (at a closed port, should a message get through).
    ids.pushSubscription = String(
      await createPushSubscriptionsRepo(t.database.handle.db).insert(
        victim.familyId,
        victim.userId,
        {
          endpoint: 'https://127.0.0.1:9/wpush/v2/victim',
          p256dh: 'BPhone',
          auth: 'secret',
          expirationTime: null,
          name: 'Chrome on Android',
        },
        new Date().toISOString(),
      ),
    );
    ids.familyEvent = String(
      (await agent.post('/api/family-events', { title: 'Dentist', start: '2031-01-01T09:00:00Z' })).json().id,
    );
    await agent.post('/api/family/calendar-feed', {});
    // Not due for years: the background sync would otherwise record its refusal on the row mid-walk.
    await t.database.handle.db
      .updateTable('calendar_sources')
      .set({ next_sync_at: '2999-01-01T00:00:00.000Z' })
      .where('id', '=', calendar.id)
      .execute();
    // One body every write route would accept, so only a guard can stop it.
    body = JSON.stringify({
      name: 'Hijacked',
      balance: 999,
      new_balance: 999,
      item: 'Hijacked',
      task: 'Hijacked',
      date: '2031-01-01',
      dinner: 'Hijacked',
      from: '2031-01-01',
      to: '2031-01-07',
      categoryId: null,
      categories: [{ name: 'Hijacked' }],
      order: [Number(ids.screen)],
      email: uniqueEmail('attacker'),
      password: PASSWORD,
      event: 'page_view',
      source: 'attacker',
      widthPx: 640,
      heightPx: 480,
      components: [],
      background: {},
      timer: {},
      activeLayoutPreset: 'base',
      customDimensions: {},
      version: 1,
      screenData: {},
      latitude: 39.8,
      longitude: -89.64,
      units: 'fahrenheit',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const routes = () => {
    const all = t.app.routeInventory.filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );
    expect(all.length).toBeGreaterThan(30);
    return all;
  };

  async function walk(
    pick: (route: { method: string; url: string }) => boolean,
    headers: () => Record<string, string>,
    allowed: number[],
  ) {
    const before = await snapshot();
    const answers: string[] = [];
    for (const route of routes().filter(pick)) {
      for (const path of spellings(concretePath(route.url))) {
        const write = !SAFE.has(route.method);
        const response = await rawRequest(port, route.method, path, {
          headers: { ...(write ? { 'content-type': 'application/json' } : {}), ...headers() },
          body: write ? body : undefined,
        });
        // A path no route matched is the web app's: one of its pages, or a redirect to / (spec 01 §2).
        const appPage =
          !write &&
          (String(response.headers['content-type']).startsWith('text/html') ||
            (response.status === 302 && response.headers.location === '/'));
        if (!allowed.includes(response.status) && !appPage)
          answers.push(`${route.method} ${path} → ${response.status}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await snapshot()).toBe(before);
  }

  const isWrite = (route: { method: string }) => !SAFE.has(route.method);
  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  it('refuses every write from the family’s own browser without a CSRF token (a cross-site form)', async () => {
    const cookie = `luno_session=${victim.agent.cookie('luno_session')}`;
    await walk(isWrite, () => ({ cookie }), [403, 404]);
  });

  it('refuses every write with neither a session nor a CSRF token', async () => {
    await walk(isWrite, () => ({}), [403, 404]);
  });

  it('refuses every family read and write without a session, even with a valid CSRF token', async () => {
    const csrf = await rawRequest(port, 'GET', '/api/csrf-token');
    const secret = /luno_csrf=([^;]+)/.exec(String(csrf.headers['set-cookie']))?.[1];
    const token = JSON.parse(csrf.body).csrfToken as string;
    await walk(
      (route) => !PUBLIC.has(key(route)),
      () => ({ cookie: `luno_csrf=${secret}`, 'x-csrf-token': token }),
      [401, 404],
    );
  });

  it('still serves the plain spelling to the family with its token', async () => {
    const response = await victim.agent.post('/api/shopping-lists', { name: 'Hardware' });
    expect(response.statusCode).toBe(201);
  });
});
