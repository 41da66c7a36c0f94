import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, type Dialect, openDatabase } from '../db/database';

/** Another instance of the deployment `a` belongs to, counting the board-list queries it runs. */
async function secondInstance(a: TestApp, env: Record<string, string>) {
  const listQueries: string[] = [];
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: a.database.handle.url,
    dataDir: a.database.dataDir,
    onQuery: (sql) => {
      if (/from "screens"/.test(sql)) listQueries.push(sql);
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
    listQueries,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

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
      ] as [string, Dialect, Record<string, string>][])
    : []),
];

describe.each(cases)('board lists kept in memory, two instances on %s', (_name, dialect, busEnv) => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondInstance>>;

  beforeAll(async () => {
    const env = { ...busEnv, LOG_LEVEL: 'silent', LUNO_PASSWORD_COST: 'test' };
    a = await buildTestApp(dialect, env);
    b = await secondInstance(a, env);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** Asks B for the list until it answers from memory (an instance new on a bus keeps nothing at first). */
  async function keptOnB(token: string) {
    const client = carrying(b.app, token);
    for (;;) {
      await client.get('/api/screens');
      const before = b.listQueries.length;
      const again = await client.get('/api/screens');
      if (b.listQueries.length === before) return again;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('answers a list asked for again and again from memory, with no query', async () => {
    const family = await makeSignedInFamily(a);
    await family.agent.post('/api/screens', { name: 'Kitchen' });
    expect((await keptOnB(family.token)).json().map((screen: { name: string }) => screen.name)).toEqual([
      'Kitchen',
    ]);
    const before = b.listQueries.length;
    for (let i = 0; i < 5; i++)
      expect((await carrying(b.app, family.token).get('/api/screens')).statusCode).toBe(200);
    expect(b.listQueries.length).toBe(before);
  });

  it('shows a board added, saved, renamed, moved or deleted on A on the very next read on B', async () => {
    const family = await makeSignedInFamily(a);
    const kitchen = (await family.agent.post('/api/screens', { name: 'Kitchen' })).json();
    const names = async () =>
      (await carrying(b.app, family.token).get('/api/screens'))
        .json()
        .map((screen: { name: string }) => screen.name);
    await keptOnB(family.token);

    await family.agent.post('/api/screens', { name: 'Hallway' });
    expect(await names()).toEqual(['Kitchen', 'Hallway']);

    await keptOnB(family.token);
    const saved = await family.agent.put(`/api/screens/${kitchen.id}`, { ...kitchen, name: 'Kitchen TV' });
    expect(saved.statusCode).toBe(200);
    expect(await names()).toEqual(['Kitchen TV', 'Hallway']);

    await keptOnB(family.token);
    const list = (await carrying(b.app, family.token).get('/api/screens')).json() as { id: number }[];
    const order = list.map((screen) => screen.id).reverse();
    expect((await family.agent.post('/api/screens/reorder', { order })).statusCode).toBe(200);
    expect(await names()).toEqual(['Hallway', 'Kitchen TV']);

    await keptOnB(family.token);
    expect((await family.agent.delete(`/api/screens/${kitchen.id}`)).statusCode).toBe(204);
    expect(await names()).toEqual(['Hallway']);
  });

  it("never answers one family's kept list to another", async () => {
    const one = await makeSignedInFamily(a);
    const other = await makeSignedInFamily(a);
    await one.agent.post('/api/screens', { name: 'Ours' });
    await keptOnB(one.token);
    expect((await carrying(b.app, other.token).get('/api/screens')).json()).toEqual([]);
  });
});
