import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { type Db, openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { registerErrorHandling } from '../http/errors';
import { registerZodSerializer } from '../http/zod-serializer';
import { healthRoutes } from './health.routes';

const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };

describe.each(dialects)('health and readiness on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('says the process answers, with the version in package.json, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says it is ready once the database holds every migration of this version', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this version is missing from the database, and ready again after', async () => {
    const db = t.database.handle.db as unknown as Kysely<{
      luno_migrations: { name: string; timestamp: string };
    }>;
    const last = await db
      .selectFrom('luno_migrations')
      .selectAll()
      .orderBy('name', 'desc')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('luno_migrations').where('name', '=', last.name).execute();
    try {
      const response = await t.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'database_unavailable' });
      expect(response.json().error).toContain(last.name);
    } finally {
      await db.insertInto('luno_migrations').values(last).execute();
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

/** The health routes alone, over a database handle that is gone. */
async function routesOver(db: Db) {
  const app = Fastify();
  registerErrorHandling(app);
  registerZodSerializer(app);
  healthRoutes(app, { db });
  await app.ready();
  return app;
}

describe('readiness when the database is gone', () => {
  it('answers 503 over a closed SQLite database, while health still answers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-ready-'));
    const handle = await openDatabase({ dataDir });
    await handle.close();
    const app = await routesOver(handle.db);
    try {
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'database_unavailable' });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(dialects.includes('postgres'))(
    'answers 503 when PostgreSQL is not there (a closed port)',
    async () => {
      const pool = new pg.Pool({
        connectionString: 'postgres://postgres@127.0.0.1:9/luno',
        connectionTimeoutMillis: 2_000,
      });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      const app = await routesOver(db);
      try {
        const ready = await app.inject({ url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ code: 'database_unavailable' });
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await db.destroy();
      }
    },
  );
});
