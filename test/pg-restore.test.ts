import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { Agent, PASSWORD, signUp } from './support/app';
import { scratchRoot } from './support/scratch';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A Luno on the PostgreSQL database at `url`, as a server runs it. */
async function lunoOn(url: string, dataDir: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LUNO_PASSWORD_COST: 'test',
    LUNO_AUTH_RATE_LIMIT: '1000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe.skipIf(!adminUrl)('a PostgreSQL backup (README: pg_dump -Fc, pg_restore)', () => {
  const names = [
    `luno_dump_${randomBytes(5).toString('hex')}`,
    `luno_restored_${randomBytes(5).toString('hex')}`,
  ];
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-pg-dump-'));
  const urlOf = (name: string) => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restores into a new database that a Luno then serves, with everything the family had', async () => {
    const [source, target] = names.map(urlOf) as [string, string];
    await admin(`CREATE DATABASE ${names[0]}`);
    const first = await lunoOn(source, dataDir);
    const family = await signUp(first.app, undefined, 'The Parks');
    const list = (await family.agent.post('/api/shopping-lists', { name: 'Groceries' })).json();
    await family.agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' });
    const tasks = (await family.agent.post('/api/task-lists', { name: 'Chores' })).json();
    await family.agent.post(`/api/task-lists/${tasks.id}/items`, { task: 'Walk the dog' });
    await first.close();

    const dump = path.join(dataDir, 'luno.dump');
    execFileSync('pg_dump', ['-Fc', '-f', dump, source]);
    await admin(`CREATE DATABASE ${names[1]}`);
    execFileSync('pg_restore', ['--no-owner', '-d', target, dump]);

    const restored = await lunoOn(target, dataDir);
    try {
      const agent = new Agent(restored.app);
      const login = await agent.post('/api/login', { email: family.email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.familyName).toBe('The Parks');
      const items = (await agent.get(`/api/shopping-lists/${list.id}/items`)).json();
      expect(items.map((item: { item: string }) => item.item)).toEqual(['Milk']);
      const taskItems = (await agent.get(`/api/task-lists/${tasks.id}/items`)).json();
      expect(taskItems.map((item: { task: string }) => item.task)).toEqual(['Walk the dog']);
      // It takes writes too: its sequences came along.
      const another = await agent.post('/api/shopping-lists', { name: 'Hardware' });
      expect(another.statusCode).toBe(201);
      expect(another.json().id).toBeGreaterThan(list.id);
    } finally {
      await restored.close();
    }
  });
});
