import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { createComponent } from '../../common/schemas/component';
import type { Database } from '../db/schema';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-body';

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** The bodies a hostile or broken client sent: one field holding a value nested far too deep. */
const TOO_DEEP_BODIES: Record<string, string> = {
  'a 500,000-deep array': `{"name":${deepArray(500_000)},"task":"x","item":"x"}`,
  'a 200,000-deep object': `{"name":"x","screenData":${deepObject(200_000)}}`,
  'a 40,000-deep style': `{"name":"x","components":[{"id":"c","type":"text","style":${deepObject(40_000)}}]}`,
};

const TABLES: (keyof Database)[] = [
  'families',
  'users',
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
  'calendar_sources',
  'pairings',
  'displays',
  'family_invites',
];

describe('the nesting check', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{}}}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\","b":[[[]]]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });
});

describe.each(dialects)('deep bodies and odd query strings on %s', (dialect) => {
  let t: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};

  async function snapshot(): Promise<string> {
    const db = t.database.handle.db;
    const rows = await Promise.all(
      TABLES.map((table) => db.selectFrom(table).selectAll().execute() as Promise<unknown[]>),
    );
    return JSON.stringify(rows);
  }

  /** The route's path with the family's own rows, so a body that got through would reach them. */
  function concretePath(url: string): string {
    return url.replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'itemId') return String(url.startsWith('/api/task-lists') ? ids.task : ids.shoppingItem);
      if (name === 'templateId' || url.startsWith('/api/saved-screens')) return String(ids.savedScreen);
      if (url.startsWith('/api/screens')) return String(ids.screen);
      if (url.startsWith('/api/task-lists')) return String(ids.taskList);
      if (url.startsWith('/api/shopping-lists')) return String(ids.shoppingList);
      if (url.startsWith('/api/piggy-banks')) return String(ids.piggyBank);
      // Rows the family has none of here: the answer is a 404, never a 500.
      return name === 'deviceId' || name === 'pairingId' || name === 'token' ? 'abc' : '999999';
    });
  }

  const rawJson = (method: string, url: string, text: string) =>
    agent.request(method, url, text as unknown as Record<string, unknown>, {
      'content-type': 'application/json',
    });

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ agent } = await makeSignedInFamily(t));
    ids.screen = (await agent.post('/api/screens', { name: 'Kitchen' })).json().id;
    ids.savedScreen = (await agent.post('/api/saved-screens', { name: 'Saved', screenData: {} })).json().id;
    ids.taskList = (await agent.post('/api/task-lists', { name: 'Chores' })).json().id;
    ids.task = (await agent.post(`/api/task-lists/${ids.taskList}/items`, { task: 'Dishes' })).json().id;
    ids.shoppingList = (await agent.post('/api/shopping-lists', { name: 'Groceries' })).json().id;
    ids.shoppingItem = (
      await agent.post(`/api/shopping-lists/${ids.shoppingList}/items`, { item: 'Milk' })
    ).json().id;
    ids.piggyBank = (await agent.post('/api/piggy-banks', { name: 'Sam', balance: 1 })).json().id;
  });
  afterAll(() => t.close());

  const writeRoutes = () =>
    t.app.routeInventory.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !['GET', 'HEAD', 'OPTIONS'].includes(route.method) &&
        // Read unparsed: Stripe signs the exact bytes, and an unsigned body is refused.
        route.url !== '/api/webhooks/stripe',
    );

  it.each(Object.keys(TOO_DEEP_BODIES))(
    'refuses %s on every write route with 400, before it is read, changing nothing',
    async (shape) => {
      const routes = writeRoutes();
      expect(routes.length).toBeGreaterThan(40);
      const before = await snapshot();
      const failures: string[] = [];
      for (const route of routes) {
        const response = await rawJson(route.method, concretePath(route.url), TOO_DEEP_BODIES[shape]!);
        if (response.statusCode !== 400 || response.json().error !== TOO_DEEP_MESSAGE) {
          failures.push(
            `${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 100)}`,
          );
        }
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toBe(before);
    },
  );

  it('refuses a deep body to the payment webhook without a 500', async () => {
    const response = await rawJson('POST', '/api/webhooks/stripe', TOO_DEEP_BODIES['a 500,000-deep array']!);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('reads a body nested right up to the limit, and each route refuses the wrong shape with its 400', async () => {
    /** An array as deep as the limit allows, given the levels of the body around it. */
    const atLimit = (levelsAround: number) => deepArray(MAX_JSON_DEPTH - levelsAround);
    const component = { ...createComponent('text', 'c'), style: '__DEEP__' };
    const bodies: [string, string, string][] = [
      ['POST', '/api/screens', `{"name":${atLimit(1)}}`],
      [
        'PUT',
        `/api/screens/${ids.screen}`,
        JSON.stringify({ name: 'K', components: [component], version: 1 }),
      ],
      ['POST', '/api/saved-screens', `{"name":"T","screenData":{"components":${atLimit(2)}}}`],
      ['POST', '/api/task-lists', `{"name":${atLimit(1)}}`],
      ['PUT', `/api/task-lists/${ids.taskList}`, `{"name":${atLimit(1)}}`],
      ['POST', `/api/task-lists/${ids.taskList}/items`, `{"task":"x","repeatConfig":${atLimit(1)}}`],
      ['PUT', `/api/task-lists/${ids.taskList}/items/${ids.task}`, `{"task":${atLimit(1)}}`],
      ['POST', '/api/piggy-banks', `{"name":"x","balance":${atLimit(1)}}`],
      ['PUT', `/api/piggy-banks/${ids.piggyBank}`, `{"new_balance":${atLimit(1)}}`],
      ['POST', '/api/shopping-lists', `{"name":${atLimit(1)}}`],
      ['PUT', `/api/shopping-lists/${ids.shoppingList}`, `{"name":${atLimit(1)}}`],
      ['POST', `/api/shopping-lists/${ids.shoppingList}/items`, `{"item":${atLimit(1)}}`],
    ];
    const failures: string[] = [];
    for (const [method, url, text] of bodies) {
      // The style sits four levels in: the body, components, the layer, the style.
      const body = text.replace('"__DEEP__"', deepObject(MAX_JSON_DEPTH - 4));
      expect(nestsDeeperThan(body, MAX_JSON_DEPTH), `${method} ${url}`).toBe(false);
      const response = await rawJson(method, url, body);
      if (response.statusCode !== 400)
        failures.push(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers odd query strings on every read without a 500', async () => {
    const odd = [
      'a[b][c][d][e]=1',
      `${'a['.repeat(2000)}=1`,
      'start=2030-01-01&start=2030-01-02&end[]=x&from[a]=1&to=%',
      'date=%E0%A4%A&date=&code=1&code=2&state[x]=1&error=1&error=2',
      '__proto__[polluted]=1&constructor[prototype][polluted]=1',
      'jwt=1&jwt=2&tz=&tz[]=UTC',
      `x=${'%5B'.repeat(5000)}`,
    ];
    const reads = t.app.routeInventory
      .filter((route) => route.method === 'GET' && route.url.startsWith('/api/'))
      // The live stream stays open; signing out is walked last so the rest are read signed in.
      .filter((route) => route.url !== '/api/live')
      .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
    expect(reads.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of reads) {
      for (const query of odd) {
        const url = `${concretePath(route.url)}?${query}`;
        const response = await agent.get(url);
        if (response.statusCode >= 500) failures.push(`${url.slice(0, 120)}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
