import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../../test/support/databases';
import { isDuplicate } from '../errors';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

describe.each(dialects)('one completion per occurrence on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('keeps every completion made before, the first of a day naming it, and refuses a second one after', async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    // Back to the schema before 0012, with a day completed twice (a rule edited back onto it).
    await sql`delete from luno_migrations where name = ${'0012-task-occurrences'}`.execute(db);
    await sql`drop index task_completions_occurrence_key`.execute(db);
    const now = new Date().toISOString();
    const familyId = (
      await sql<{ id: number }>`insert into families (name, time_zone, created_at)
        values ('Emma''s', 'UTC', ${now}) returning id`.execute(db)
    ).rows[0]!.id;
    const complete = (dueDate: string | null, paidCents: number) =>
      db
        .insertInto('task_completions')
        .values({
          family_id: familyId,
          task_item_id: 7,
          task: 'Empty the dishwasher',
          due_date: dueDate,
          paid_cents: paidCents,
          piggy_bank_id: null,
          completed_at: now,
        })
        .execute();
    await complete('2026-11-19', 200);
    await complete('2026-11-26', 200);
    await complete('2026-11-26', 150);

    await migrateToLatest(db, dialect, migrations, { allowUnorderedMigrations: true });

    const rows = await db
      .selectFrom('task_completions')
      .select(['due_date', 'paid_cents'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { due_date: '2026-11-19', paid_cents: 200 },
      { due_date: '2026-11-26', paid_cents: 200 },
      { due_date: null, paid_cents: 150 },
    ]);
    const again = await complete('2026-11-26', 200).catch((error: unknown) => error);
    expect(isDuplicate(again)).toBe(true);
  });
});
