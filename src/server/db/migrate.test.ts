import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../test/support/databases';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

describe.each(dialects)('migrations on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.drop());

  it('leave the database as it was when one fails, and apply cleanly once fixed', async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const tables = async () => (await db.introspection.getTables()).map((table) => table.name);
    const before = await tables();

    const broken = {
      ...migrations,
      '9000-add-notes': () => ({
        async up(trx: Kysely<unknown>) {
          await trx.schema.createTable('notes').addColumn('body', 'text').execute();
          await sql`select * from no_such_table`.execute(trx);
        },
      }),
    };
    await expect(migrateToLatest(db, dialect, broken)).rejects.toThrow(/9000-add-notes failed/);
    expect(await tables()).toEqual(before);

    const fixed = {
      ...migrations,
      '9000-add-notes': () => ({
        async up(trx: Kysely<unknown>) {
          await trx.schema.createTable('notes').addColumn('body', 'text').execute();
        },
      }),
    };
    await migrateToLatest(db, dialect, fixed);
    expect(await tables()).toContain('notes');
    // Applied migrations are not run again.
    await migrateToLatest(db, dialect, fixed);
  });
});
