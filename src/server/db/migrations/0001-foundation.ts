import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

export const foundation: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('families'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('users'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('subscription_status', 'text', (c) => c.notNull())
      .addColumn('subscription_tier', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_family_idx').on('users').column('family_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('tv_devices')
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('width_px', 'integer', (c) => c.notNull())
      .addColumn('height_px', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tv_devices_pk', ['family_id', 'device_id'])
      .execute();

    await withId(db.schema.createTable('analytics_events'), dialect)
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('method', 'text')
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('path', 'text')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('login_failures'), dialect)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_email_idx')
      .on('login_failures')
      .columns(['email', 'created_at'])
      .execute();
  },
});
