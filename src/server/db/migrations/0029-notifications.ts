import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * What tells whom (issue 40): each member's notification settings; each family's round of timed
 * notices (reminders, held ones) with the instant it was last looked at; and every notice sent or
 * waiting, under a key that makes it once (`chores-due:{userId}:{day}`, …). A family event may
 * set its own reminder.
 */
export const notifications: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notification_settings_family_idx')
      .on('notification_settings')
      .column('family_id')
      .execute();

    await db.schema
      .createTable('notification_rounds')
      .addColumn('family_id', 'integer', (c) => c.primaryKey().references('families.id').onDelete('cascade'))
      .addColumn('checked_until', 'text', (c) => c.notNull())
      .addColumn('next_round_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notification_rounds_next_idx')
      .on('notification_rounds')
      .column('next_round_at')
      .execute();

    await withId(db.schema.createTable('notices'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('notice_key', 'text', (c) => c.notNull().unique())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('deliver_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notices_family_due_idx')
      .on('notices')
      .columns(['family_id', 'sent_at', 'deliver_at'])
      .execute();
    await db.schema
      .createIndex('notices_family_subject_idx')
      .on('notices')
      .columns(['family_id', 'user_id', 'subject'])
      .execute();

    await db.schema.alterTable('family_events').addColumn('reminder_minutes', 'integer').execute();
  },
});
