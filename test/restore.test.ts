import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { backUpSqlite, listBackups } from '../src/server/db/backups';
import { openDatabase } from '../src/server/db/database';
import { Agent, PASSWORD, signUp } from './support/app';
import { scratchRoot } from './support/scratch';

const configFor = (dataDir: string) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    LUNO_PASSWORD_COST: 'test',
    LUNO_AUTH_RATE_LIMIT: '1000',
  });

async function startApp(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config: configFor(dataDir), database, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `npm run restore -- <file>` as the built tool runs it, from source. */
function restore(dataDir: string, file: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _unused, ...rest } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/db/restore-cli.ts', file], {
    env: { ...rest, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const familyNames = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare('select name from families order by name').pluck().all();
  } finally {
    db.close();
  }
};

describe('npm run restore', () => {
  let dataDir: string;
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** A database with the Parks, a backup of it, then the Kims added after the backup. */
  async function withBackup() {
    dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-restore-'));
    const server = await startApp(dataDir);
    const parks = await signUp(server.app, undefined, 'The Parks');
    const backup = path.join(dataDir, 'backups', 'luno-daily-2026-11-27.db');
    const open = new SQLite(path.join(dataDir, 'luno.db'), { readonly: true });
    await backUpSqlite(open, backup);
    open.close();
    await signUp(server.app, undefined, 'The Kims');
    await server.close();
    return { backup, parks };
  }

  const current = () => path.join(dataDir, 'luno.db');

  it('puts a backup back, keeping the database that was in place, and the server reads it', async () => {
    const { backup, parks } = await withBackup();
    const { code, output } = restore(dataDir, backup);
    expect(output).toMatch(/Restored .*luno-daily-2026-11-27\.db/);
    expect(code).toBe(0);
    expect(familyNames(current())).toEqual(['The Parks']);
    const [aside] = listBackups(dataDir, 'replaced');
    expect(output).toContain(aside);
    expect(familyNames(aside as string)).toEqual(['The Kims', 'The Parks']);

    const server = await startApp(dataDir);
    try {
      const login = await new Agent(server.app).post('/api/login', {
        email: parks.email,
        password: PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.familyName).toBe('The Parks');
    } finally {
      await server.close();
    }
  });

  it('refuses a damaged file, another SQLite database and a newer schema, changing nothing', async () => {
    const { backup } = await withBackup();
    const refusals: [string, RegExp][] = [];

    const garbage = path.join(dataDir, 'garbage.db');
    fs.writeFileSync(garbage, 'this is not a database, just some words in a file '.repeat(200));
    refusals.push([garbage, /not a readable SQLite database/]);

    // A real backup with pages overwritten in its middle.
    const damaged = path.join(dataDir, 'damaged.db');
    fs.copyFileSync(backup, damaged);
    const bytes = fs.readFileSync(damaged);
    bytes.fill(0x5a, 4096 * 3, 4096 * 6);
    fs.writeFileSync(damaged, bytes);
    refusals.push([damaged, /damaged|not a readable SQLite database/]);

    const other = path.join(dataDir, 'other.db');
    const otherDb = new SQLite(other);
    otherDb.exec('create table recipes (name text)');
    otherDb.close();
    refusals.push([other, /not a Luno one/]);

    const newer = path.join(dataDir, 'newer.db');
    fs.copyFileSync(backup, newer);
    const newerDb = new SQLite(newer);
    newerDb
      .prepare('insert into luno_migrations (name, timestamp) values (?, ?)')
      .run('9999-from-a-later-version', new Date().toISOString());
    newerDb.close();
    refusals.push([newer, /newer Luno .*9999-from-a-later-version/]);

    refusals.push([path.join(dataDir, 'missing.db'), /No file at/]);

    const before = fs.readFileSync(current());
    for (const [file, reason] of refusals) {
      const { code, output } = restore(dataDir, file);
      expect(output).toMatch(reason);
      expect(code).toBe(1);
    }
    expect(fs.readFileSync(current()).equals(before)).toBe(true);
    expect(familyNames(current())).toEqual(['The Kims', 'The Parks']);
    expect(listBackups(dataDir, 'replaced')).toEqual([]);
  });

  it('refuses while the server runs on the database', async () => {
    const { backup } = await withBackup();
    const server = await startApp(dataDir);
    try {
      const { code, output } = restore(dataDir, backup);
      expect(output).toMatch(/Luno is running on .* Stop it/);
      expect(code).toBe(1);
      expect(familyNames(current())).toEqual(['The Kims', 'The Parks']);
    } finally {
      await server.close();
    }
    expect(restore(dataDir, backup).code).toBe(0);
  });

  it('refuses on PostgreSQL, naming pg_restore', () => {
    dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-restore-'));
    const { code, output } = restore(dataDir, 'backup.dump', { DATABASE_URL: 'postgres://127.0.0.1:9/luno' });
    expect(output).toMatch(/DATABASE_URL is set: restore PostgreSQL with pg_restore/);
    expect(code).toBe(1);
  });
});
