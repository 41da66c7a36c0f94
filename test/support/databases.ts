import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  type DatabaseHandle,
  type DatabaseOptions,
  type Dialect,
  openDatabase,
} from '../../src/server/db/database';
import { scratchRoot } from './scratch';

/** API tests run on SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file: a temp SQLite file, or a new PostgreSQL database. */
export async function createTestDatabase(
  dialect: Dialect,
  { onQuery }: Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(scratchRoot(), 'luno-test-'));
  if (dialect === 'sqlite') {
    const handle = await openDatabase({ dataDir, onQuery });
    return {
      handle,
      dataDir,
      async drop() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `luno_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // As with SQLite in memory: commits need not wait for the disk; a crash of this server is not under test.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir, onQuery });
  return {
    handle,
    dataDir,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
