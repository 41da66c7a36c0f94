import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * A parent's OK before a chore counts (issue 29). A list may need it; a tick from a paired
 * screen on such a list is a completion row with status 'pending' that holds its occurrence (the
 * unique key of 0012 still allows one row per occurrence) and pays nothing until a parent approves
 * it, which turns it 'done'. A completion also names who did it.
 */
export const taskApprovals: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('task_lists')
      .addColumn('needs_approval', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('task_completions')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('done'))
      .execute();
    await db.schema
      .alterTable('task_completions')
      .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('task_completions_pending_idx')
      .on('task_completions')
      .column('family_id')
      .where(sql.ref('status'), '=', 'pending')
      .execute();
    await db.schema
      .createIndex('task_completions_person_idx')
      .on('task_completions')
      .column('person_id')
      .execute();
  },
});
