import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../../test/support/databases';
import { addMemberRows } from './0023-people';

describe.each(dialects)('people for the accounts a database already has, on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('gives every member a person row in their family, named from their address and coloured in turn', async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    const now = new Date().toISOString();
    const family = async (name: string) =>
      (
        await db
          .insertInto('families')
          .values({ name, time_zone: 'UTC', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const user = (familyId: number, email: string) =>
      db
        .insertInto('users')
        .values({ family_id: familyId, email, password_hash: null, created_at: now })
        .execute();
    const smiths = await family('Smiths');
    const jones = await family('Jones');
    await user(smiths, 'anna.smith@example.com');
    await user(jones, 'bo_jones42@example.com');
    await user(smiths, 'kim+luno@example.com');
    // As the accounts stood before people existed.
    await db.deleteFrom('people').execute();

    await addMemberRows(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('people')
      .select(['family_id', 'kind', 'name', 'color', 'emoji'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { family_id: smiths, kind: 'member', name: 'Anna', color: '#43a047', emoji: null },
      { family_id: smiths, kind: 'member', name: 'Kim', color: '#1e88e5', emoji: null },
      { family_id: jones, kind: 'member', name: 'Bo', color: '#43a047', emoji: null },
    ]);
  });
});
