import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listBackups } from '../src/server/db/backups';
import { type DatabaseOptions, type Dialect, openDatabase } from '../src/server/db/database';
import { migrations } from '../src/server/db/migrations';
import { dialects } from './support/databases';
import { startLuno } from './support/luno-process';
import { scratchRoot } from './support/scratch';

const names = Object.keys(migrations).sort();
/** The migrations as an earlier build had them: those before 0030. */
const earlier = Object.fromEntries(
  names.filter((name) => name < '0030').map((name) => [name, migrations[name]]),
);
const broken = {
  ...migrations,
  '9999-broken': () => ({
    async up(trx: Kysely<unknown>) {
      await trx.schema.alterTable('families').addColumn('motto', 'text').execute();
      await sql`update families set name = 'overwritten'`.execute(trx);
      await sql`select * from no_such_table`.execute(trx);
    },
  }),
};

/** A place for one database: a data folder, and on PostgreSQL a new database of its own. */
async function place(dialect: Dialect) {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-upgrade-'));
  if (dialect === 'sqlite') {
    return {
      dataDir,
      open: (options: Partial<DatabaseOptions> = {}) => openDatabase({ dataDir, ...options }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `luno_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    open: (options: Partial<DatabaseOptions> = {}) =>
      openDatabase({ dataDir, databaseUrl: url.toString(), ...options }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(dialects)('an upgrade on %s', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  async function olderDatabase() {
    const where = await place(dialect);
    drop = where.drop;
    const older = await where.open({ migrations: earlier });
    await older.db
      .insertInto('families')
      .values({ name: 'The Parks', created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await older.close();
    return where;
  }

  it('that fails leaves the schema and the rows as they were, and names the migration', async () => {
    const where = await olderDatabase();
    const failure = where.open({ migrations: broken });
    await expect(failure).rejects.toThrow(/Database migration 9999-broken failed: .*no_such_table/);
    if (dialect === 'sqlite') {
      // It says where the copy taken before it is, and that copy is there.
      const message = await failure.catch((error: Error) => error.message);
      const [copy] = listBackups(where.dataDir, 'before-upgrade');
      expect(copy).toBeDefined();
      expect(message).toContain(copy);
    }

    const after = await where.open({ migrations: earlier });
    try {
      expect(await after.db.selectFrom('families').select('name').execute()).toEqual([{ name: 'The Parks' }]);
      const families = (await after.db.introspection.getTables()).find((table) => table.name === 'families');
      expect(families?.columns.map((column) => column.name)).not.toContain('motto');
      const applied = await sql<{ name: string }>`select name from luno_migrations`.execute(after.db);
      expect(applied.rows.map((row) => row.name).sort()).toEqual(Object.keys(earlier).sort());
    } finally {
      await after.close();
    }
  });

  it('that succeeds keeps the families it found', async () => {
    const where = await olderDatabase();
    const today = await where.open();
    try {
      expect(await today.db.selectFrom('families').select('name').execute()).toEqual([{ name: 'The Parks' }]);
    } finally {
      await today.close();
    }
  });
});

describe('on SQLite, migrations about to change a database', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copy it first, beside the other backups, with its rows as they were', async () => {
    dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-upgrade-'));
    const older = await openDatabase({ dataDir, migrations: earlier });
    await older.db
      .insertInto('families')
      .values({ name: 'The Parks', created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await older.close();
    expect(listBackups(dataDir, 'before-upgrade')).toEqual([]);

    const today = await openDatabase({ dataDir });
    await today.close();
    const [copy, ...more] = listBackups(dataDir, 'before-upgrade');
    expect(more).toEqual([]);
    expect(path.dirname(copy as string)).toBe(path.join(dataDir, 'backups'));
    const backup = new SQLite(copy as string, { readonly: true });
    try {
      expect(backup.prepare('select name from families').all()).toEqual([{ name: 'The Parks' }]);
      const applied = backup.prepare('select name from luno_migrations order by name').pluck().all();
      expect(applied).toEqual(Object.keys(earlier).sort());
    } finally {
      backup.close();
    }

    // Nothing left to migrate, and a new database: no copy.
    (await openDatabase({ dataDir })).close();
    expect(listBackups(dataDir, 'before-upgrade')).toHaveLength(1);
    const fresh = fs.mkdtempSync(path.join(scratchRoot(), 'luno-upgrade-'));
    await (await openDatabase({ dataDir: fresh })).close();
    expect(listBackups(fresh, 'before-upgrade')).toEqual([]);
    fs.rmSync(fresh, { recursive: true, force: true });
  });
});

it('a server whose upgrade fails says which migration and where the backup is, and exits', async () => {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-upgrade-'));
  try {
    const older = await openDatabase({ dataDir, migrations: earlier });
    await older.db
      .insertInto('families')
      .values({ name: 'The Parks', created_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    // Something in the way of the next migration: the table it makes is there already.
    const next = '0030-idempotency-keys';
    await sql`create table idempotency_keys (stray text)`.execute(older.db);
    await older.close();

    const luno = startLuno({ DATA_DIR: dataDir, LUNO_SECRET_KEY: 'ab'.repeat(32) });
    const code = await luno.exited();
    expect(code).not.toBe(0);
    const [copy] = listBackups(dataDir, 'before-upgrade');
    expect(luno.output()).toContain(`Database migration ${next} failed`);
    expect(luno.output()).toContain(copy);
    const file = new SQLite(path.join(dataDir, 'luno.db'), { readonly: true });
    expect(file.prepare('select name from families').pluck().all()).toEqual(['The Parks']);
    expect(file.prepare('select count(*) from luno_migrations').pluck().get()).toBe(
      Object.keys(earlier).length,
    );
    file.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
