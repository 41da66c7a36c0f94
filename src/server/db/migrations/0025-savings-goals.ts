import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * Savings goals and the kinds of history rows (issue 29 §5). A bank may have a goal: its name,
 * its amount in cents and a picture from the family's photos (deleting the photo leaves the goal
 * without one). Every history row now says what kind of change it was, and a withdrawal or spend
 * keeps the note an adult gave it; the rows before this migration get their kind from what they
 * already say (a task's payout names its task, an opening balance its reason).
 */
export const savingsGoals: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('piggy_banks').addColumn('goal_name', 'text').execute();
    await db.schema.alterTable('piggy_banks').addColumn('goal_cents', 'integer').execute();
    await db.schema
      .alterTable('piggy_banks')
      .addColumn('goal_photo_id', 'integer', (c) => c.references('photos.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('piggy_banks_goal_photo_idx')
      .on('piggy_banks')
      .column('goal_photo_id')
      .execute();
    await db.schema
      .alterTable('piggy_bank_transactions')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('set'))
      .execute();
    await db.schema.alterTable('piggy_bank_transactions').addColumn('note', 'text').execute();
    await sql`update piggy_bank_transactions set kind = 'payout' where task_item_id is not null`.execute(db);
    await sql`update piggy_bank_transactions set kind = 'opening'
      where task_item_id is null and reason = 'Opening balance'`.execute(db);
    // A person's earnings are read by bank and time.
    await db.schema
      .createIndex('piggy_bank_transactions_bank_time_idx')
      .on('piggy_bank_transactions')
      .columns(['piggy_bank_id', 'created_at'])
      .execute();
  },
});
