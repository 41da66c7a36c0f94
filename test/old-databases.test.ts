import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { listBackups } from '../src/server/db/backups';
import { type Dialect, openDatabase } from '../src/server/db/database';
import { SESSION_COOKIE } from '../src/server/http/auth';
import { FIXTURE_EMAIL, FIXTURE_PASSWORD } from './fixtures/old-databases/rows.mjs';
import { Agent } from './support/app';
import { dialects } from './support/databases';
import { scratchRoot } from './support/scratch';

/** Databases of earlier versions, made from the repository's history (fixtures/old-databases/make.mjs). */
const FIXTURES = ['v0004-legible-text', 'v0020-album-reads', 'v0027-password-resets'];
const folder = path.join(__dirname, 'fixtures/old-databases');
const adminUrl = process.env.TEST_DATABASE_URL;

interface Loaded {
  databaseUrl?: string;
  dataDir: string;
  /** Rows per table, as the database holds them now. */
  counts(): Promise<Record<string, number>>;
  drop(): Promise<void>;
}

async function load(fixture: string, dialect: Dialect): Promise<Loaded> {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-old-'));
  const text = fs.readFileSync(path.join(folder, `${fixture}.${dialect}.sql`), 'utf8');
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'luno.db');
    const db = new SQLite(file);
    db.exec(text);
    db.close();
    return {
      dataDir,
      async counts() {
        const read = new SQLite(file, { readonly: true });
        try {
          const tables = read
            .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
            .pluck()
            .all() as string[];
          return Object.fromEntries(
            tables.map((table) => [
              table,
              Number(read.prepare(`select count(*) from "${table}"`).pluck().get()),
            ]),
          );
        } finally {
          read.close();
        }
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `luno_old_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(text);
  await client.end();
  return {
    databaseUrl,
    dataDir,
    async counts() {
      const reader = new pg.Client({ connectionString: databaseUrl });
      await reader.connect();
      try {
        const { rows } = await reader.query<{ table_name: string }>(
          "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
        );
        const counts: Record<string, number> = {};
        for (const { table_name } of rows) {
          counts[table_name] = Number(
            (await reader.query(`select count(*) as n from "${table_name}"`)).rows[0].n,
          );
        }
        return counts;
      } finally {
        await reader.end();
      }
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(dialects)('databases of earlier versions of Luno, on %s', (dialect) => {
  const loaded: Loaded[] = [];
  afterAll(async () => {
    for (const each of loaded) await each.drop();
  });

  it.each(FIXTURES)(
    '%s migrates to today with every row kept and readable through the API',
    async (fixture) => {
      const old = await load(fixture, dialect);
      loaded.push(old);
      const before = await old.counts();
      const tables = Object.keys(before).filter((table) => !table.startsWith('luno_migrations'));
      // The fixture fills every table its version had.
      expect(tables.filter((table) => before[table] === 0)).toEqual([]);

      const database = await openDatabase({ databaseUrl: old.databaseUrl, dataDir: old.dataDir });
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: old.dataDir,
        ...(old.databaseUrl ? { DATABASE_URL: old.databaseUrl } : {}),
        LUNO_AUTH_RATE_LIMIT: '1000',
      });
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      try {
        // No row was lost: every table of that version is still there with as many rows.
        const after = await old.counts();
        const kept = Object.fromEntries(tables.map((table) => [table, after[table]]));
        expect(kept).toEqual(Object.fromEntries(tables.map((table) => [table, before[table]])));
        if (dialect === 'sqlite') expect(listBackups(old.dataDir, 'before-upgrade')).toHaveLength(1);
        const applied = await sql<{ name: string }>`select name from luno_migrations`.execute(database.db);
        expect(applied.rows.length).toBeGreaterThan(tables.includes('people') ? 27 : 20);

        // The family's member signs in with the password of that version's hash.
        const member = new Agent(app);
        const login = await member.post('/api/login', { email: FIXTURE_EMAIL, password: FIXTURE_PASSWORD });
        expect(login.statusCode).toBe(200);
        expect(login.json().user.familyName).toBe('The Fixtures');
        const read = async (url: string) => {
          const answer = await member.get(url);
          expect({
            url,
            status: answer.statusCode,
            body: answer.statusCode === 200 ? null : answer.body,
          }).toEqual({
            url,
            status: 200,
            body: null,
          });
          return answer.json();
        };

        const [screen] = await read('/api/screens');
        expect(screen.name).toBe('Kitchen');
        expect(JSON.stringify(screen)).toContain('Pancakes on Sunday!');
        expect((await read('/api/saved-screens')).map((t: { name: string }) => t.name)).toEqual([
          'Kitchen template',
        ]);
        const lists = await read('/api/task-lists');
        expect(lists.map((list: { name: string }) => list.name)).toEqual(['Chores', 'Homework']);
        const chores = await read(`/api/task-lists/${lists[0].id}/items`);
        expect(chores.map((item: { task: string }) => item.task).sort()).toEqual([
          'Empty the bins',
          'Feed the cat',
          'Walk the dog',
        ]);
        expect(
          chores.find((item: { task: string }) => item.task === 'Feed the cat').repeatConfig,
        ).toMatchObject({
          freq: 'DAILY',
        });
        const banks = await read('/api/piggy-banks');
        // A deleted bank stays hidden; before 0011 deleting removed the row, so the jar is a live bank there.
        expect(banks.map((bank: { name: string; balance: number }) => [bank.name, bank.balance])).toEqual([
          ["Ada's Bank", 12.5],
          ...(fixture === 'v0004-legible-text' ? [['Old jar', 0]] : []),
        ]);
        const [groceries] = await read('/api/shopping-lists');
        expect(groceries.name).toBe('Groceries');
        const items = await read(`/api/shopping-lists/${groceries.id}/items`);
        expect(items.map((item: { item: string; is_complete?: boolean }) => item.item).sort()).toEqual([
          'Bread',
          'Milk',
        ]);
        const [menu] = await read('/api/menu?from=2026-01-05&to=2026-01-05');
        expect(menu).toMatchObject({ breakfast: 'Porridge', lunch: 'Soup', dinner: 'Tacos' });
        expect((await read('/api/people')).length).toBeGreaterThan(0);
        await read('/api/notifications/settings');

        if (tables.includes('family_events')) {
          expect((await read('/api/family-events')).map((e: { title: string }) => e.title)).toEqual([
            'Dentist',
          ]);
        }
        if (tables.includes('calendar_sources')) {
          expect((await read('/api/calendars')).map((c: { name: string }) => c.name)).toEqual(['School']);
        }
        if (tables.includes('photos')) {
          const photos = await read('/api/photos');
          expect(photos).toHaveLength(1);
          const bytes = await member.get(photos[0].url);
          expect(bytes.statusCode).toBe(200);
        }
        if (tables.includes('displays')) {
          expect((await read('/api/displays')).map((d: { name: string }) => d.name)).toEqual(['Hall TV']);
        }
        if (tables.includes('people')) {
          const names = (await read('/api/people')).map((p: { name: string }) => p.name);
          expect(names).toEqual(expect.arrayContaining(['Ada', 'Grandma']));
        }

        // A session of that version still opens the app; a paired display's still shows its board.
        const browser = new Agent(app);
        browser.setCookie(SESSION_COOKIE, 'fixture-login');
        expect((await browser.get('/api/screens')).statusCode).toBe(200);
        const wall = new Agent(app);
        wall.setCookie(SESSION_COOKIE, 'fixture-display');
        const board = await wall.get(`/api/screens/${screen.id}`);
        expect(board.statusCode).toBe(200);
        expect(board.json().name).toBe('Kitchen');
      } finally {
        await app.close();
        await database.close();
      }
    },
  );
});
