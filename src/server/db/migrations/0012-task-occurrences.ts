import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * One completion per occurrence (issue 24): a repeating task's occurrence, named by its due day,
 * is completed and paid once, whichever device asks and in whatever order. The unique index is
 * what enforces it; the completion row is written in the same transaction as the payout.
 */
export const taskOccurrences: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    // A rule edited back onto a day already completed could complete that day again. The first
    // completion keeps the occurrence; later ones stay in the history without naming it, as a
    // one-off's do (their payouts stay in the piggy banks' own history).
    await sql`
      update task_completions set due_date = null
      where due_date is not null and exists (
        select 1 from task_completions earlier
        where earlier.task_item_id = task_completions.task_item_id
          and earlier.due_date = task_completions.due_date
          and earlier.id < task_completions.id)
    `.execute(db);
    await db.schema
      .createIndex('task_completions_occurrence_key')
      .on('task_completions')
      .columns(['task_item_id', 'due_date'])
      .unique()
      .execute();
  },
});
