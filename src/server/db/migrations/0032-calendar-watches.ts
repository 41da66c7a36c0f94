import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * Never silently stale (issue 41 §5): one row per connected calendar that a provider tells of its
 * changes — a Google `events.watch` channel or a Microsoft Graph subscription — with the secret
 * its notifications must carry (kept as a hash), when it ends and when it is renewed; a failure
 * is kept with its count, and polling goes on meanwhile. The source is named without a foreign
 * key so a channel outlives its source long enough to be stopped.
 */
export const calendarWatches: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('calendar_watches'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('source_id', 'integer', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'text')
      .addColumn('resource_id', 'text')
      .addColumn('secret_hash', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('renew_at', 'text', (c) => c.notNull())
      .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('calendar_watches_family_source_idx')
      .on('calendar_watches')
      .columns(['family_id', 'source_id'])
      .unique()
      .execute();
    // A notification names its channel; renewals are looked for by time.
    await db.schema
      .createIndex('calendar_watches_channel_idx')
      .on('calendar_watches')
      .column('channel_id')
      .unique()
      .execute();
    await db.schema
      .createIndex('calendar_watches_renew_idx')
      .on('calendar_watches')
      .column('renew_at')
      .execute();
    await db.schema
      .createIndex('calendar_watches_source_idx')
      .on('calendar_watches')
      .column('source_id')
      .execute();
  },
});
