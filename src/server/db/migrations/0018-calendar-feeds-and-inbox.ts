import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The family calendar's secret iCal address and its inbox's notes (issue 29). A feed's token is
 * looked up by its SHA-256 hash and kept sealed (AES-256-GCM) so members can see the address again;
 * a family has at most one. Each message forwarded to the family's address leaves a note of what
 * it added or why it was refused; the newest are kept.
 */
export const calendarFeedsAndInbox: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('calendar_feeds'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('token_sealed', 'text', (c) => c.notNull())
      .addColumn('include_chores', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('calendar_feeds_family_key', ['family_id'])
      .execute();

    await withId(db.schema.createTable('inbox_messages'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('accepted', 'integer', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('inbox_messages_family_idx')
      .on('inbox_messages')
      .columns(['family_id', 'received_at'])
      .execute();
  },
});
