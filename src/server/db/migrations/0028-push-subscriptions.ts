import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * Web Push (issue 40): each member's devices that take notifications, one row per browser
 * subscription (its endpoint is unique: the same browser subscribing again updates its row), and the
 * messages waiting for each, one per device and topic, so a newer notice replaces a waiting older one
 * as the push service replaces an unread one. Deleting the member, or the device, deletes them.
 */
export const pushSubscriptions: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('push_subscriptions'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('expiration_time', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema
      .createIndex('push_subscriptions_family_user_idx')
      .on('push_subscriptions')
      .columns(['family_id', 'user_id'])
      .execute();
    await withId(db.schema.createTable('push_messages'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('subscription_id', 'integer', (c) =>
        c.notNull().references('push_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('topic', 'text', (c) => c.notNull())
      /** The notice as JSON. */
      .addColumn('notice', 'text', (c) => c.notNull())
      /** Changes with each newer notice, so a delivery removes only the one it sent. */
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_after', 'text', (c) => c.notNull())
      .addColumn('queued_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('push_messages_family_topic_idx')
      .on('push_messages')
      .columns(['family_id', 'subscription_id', 'topic'])
      .unique()
      .execute();
    // Deleting a device (ON DELETE CASCADE) finds its messages.
    await db.schema
      .createIndex('push_messages_subscription_idx')
      .on('push_messages')
      .column('subscription_id')
      .execute();
  },
});
