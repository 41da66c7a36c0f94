/**
 * Every query the API runs for a family must find its rows through an index, never by reading a
 * whole table: at 10,000 families a sequential scan of a family table costs 10,000 times what it
 * costs here. With sequential scans priced out (`enable_seqscan = off`) PostgreSQL still chooses
 * one only where no index can serve the query, so a small test database is enough to tell.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createComponent } from '../src/common/schemas/component';
import { type Agent, buildTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import {
  makeBoard,
  makeChild,
  makeMenuEntry,
  makePiggyBank,
  makeShoppingList,
  makeSignedInFamily,
  makeTaskList,
} from './support/factories';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

/** What a request reads or changes: statements that only add rows or manage the session are not planned here. */
const PLANNED = /^\s*(select|update|delete|with)\b/i;

describe.runIf(dialects.includes('postgres'))('query plans on PostgreSQL', () => {
  const queries = new Map<string, readonly unknown[]>();
  let recording = false;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      'postgres',
      {},
      {
        onQuery: (sql, parameters) => {
          if (recording && PLANNED.test(sql) && !queries.has(sql)) queries.set(sql, parameters);
        },
      },
    );
  });
  afterAll(() => t.close());

  async function ok(agent: Agent, method: string, url: string, body?: Record<string, unknown>) {
    const response = await agent.request(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  }

  it('reads and writes every family-scoped table through an index', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    // Another family, so that a query missing its family filter would have rows to wrongly read.
    const other = await makeSignedInFamily(t);
    await makeBoard(t, other.familyId, { name: 'Theirs' });

    const board = await makeBoard(t, familyId, {
      name: 'Kitchen',
      components: [createComponent('text', 'hello')],
    });
    const { list, items } = await makeTaskList(t, familyId, 'Chores', ['Feed the cat', 'Dishes']);
    const child = await makeChild(t, familyId, 'Leo');
    const bank = await makePiggyBank(t, familyId, 'Savings', 500, child.id);
    const shopping = await makeShoppingList(t, familyId, 'Groceries', ['Milk']);
    const today = new Date().toISOString().slice(0, 10);
    await makeMenuEntry(t, familyId, { date: today, dinner: 'Soup' });

    recording = true;
    const ids: Record<string, number> = {
      '/api/screens/': board.id,
      '/api/task-lists/': list.id,
      '/api/piggy-banks/': bank.id,
      '/api/shopping-lists/': shopping.id,
      '/api/people/': child.id,
    };
    // Every read the API has, as a member's phone makes it.
    const reads = t.app.routeInventory.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/auth/') &&
        route.url !== '/api/live',
    );
    expect(reads.length).toBeGreaterThan(15);
    for (const { url } of reads) {
      const prefix = Object.keys(ids).find((start) => url.startsWith(start));
      const concrete = url.replace(/:[A-Za-z]+/g, () => String(prefix ? ids[prefix] : 1));
      const response = await agent.get(concrete);
      expect(response.statusCode, `GET ${concrete}`).toBeLessThan(500);
    }

    // The writes a family makes every day.
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      position: _position,
      ...screen
    } = await ok(agent, 'GET', `/api/screens/${board.id}`);
    await ok(agent, 'PUT', `/api/screens/${board.id}`, { ...screen, name: 'Kitchen TV' });
    await ok(agent, 'POST', `/api/task-lists/${list.id}/items`, { task: 'Water the plants' });
    await ok(agent, 'POST', `/api/task-lists/${list.id}/items/${items[0]!.id}/complete`, {});
    await ok(agent, 'POST', `/api/shopping-lists/${shopping.id}/items`, { item: 'Eggs' });
    await ok(agent, 'POST', '/api/menu', { date: today, dinner: 'Pasta' });
    const swimming = await ok(agent, 'POST', '/api/events', {
      calendarId: 0,
      title: 'Swimming',
      start: `${today}T16:00:00Z`,
      repeatConfig: { freq: 'WEEKLY' },
    });
    await ok(agent, 'PUT', `/api/events/${encodeURIComponent(swimming.id)}?scope=this`, {
      title: 'Swimming',
      start: `${today}T17:00:00Z`,
    });
    // A change the phone queued offline, sent and then repeated with its Idempotency-Key.
    for (let send = 0; send < 2; send++) {
      const queued = { 'idempotency-key': 'queued-change-1' };
      const keyed = await agent.request(
        'POST',
        `/api/shopping-lists/${shopping.id}/items`,
        { item: 'Jam' },
        queued,
      );
      expect(keyed.statusCode, keyed.body).toBe(201);
    }
    recording = false;
    expect(queries.size).toBeGreaterThan(20);

    const familyTables = await tablesWithFamily(t);
    const client = new pg.Client({ connectionString: t.database.handle.url });
    await client.connect();
    const offenders: string[] = [];
    try {
      await client.query('SET enable_seqscan = off');
      for (const [sql, parameters] of queries) {
        const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, [...parameters]);
        const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
        const scanned = seqScans(plan).filter((table) => familyTables.has(table));
        if (scanned.length) offenders.push(`${scanned.join(', ')}: ${sql}`);
      }
    } finally {
      await client.end();
    }
    expect(offenders).toEqual([]);
  });
});

async function tablesWithFamily(t: TestApp): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: t.database.handle.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'family_id'`,
    );
    return new Set(['families', ...rows.map((row) => row.table_name)]);
  } finally {
    await client.end();
  }
}
