import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * `Idempotency-Key` on the API's writes (issue 40 §4): a row per key a family's member or display
 * sent, reserved before the write runs and holding its answer once it ran, kept a day
 * (http/idempotency.ts). One key of one sender is one row; the unique index is what lets two
 * requests of the same key, on any instance, do the write once.
 */
export const idempotencyKeys: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('idempotency_keys'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text', (c) => c.notNull())
      .addColumn('response_status', 'integer')
      .addColumn('response_headers', 'text')
      .addColumn('response_body', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idempotency_keys_family_key_idx')
      .on('idempotency_keys')
      .columns(['family_id', 'actor', 'idempotency_key'])
      .unique()
      .execute();
    // The sweep of every family's expired keys.
    await db.schema
      .createIndex('idempotency_keys_expires_idx')
      .on('idempotency_keys')
      .column('expires_at')
      .execute();
  },
});
