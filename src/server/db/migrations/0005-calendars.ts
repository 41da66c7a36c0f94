import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The family's time zone, calendar sources, connected Google and Microsoft accounts, and the
 * sources' stored events (issue 8).
 *
 * Families made before this kept "today" by the server's clock; they get the server's zone so
 * nothing they see moves, and can change it in the app. Timed events are stored as UTC instants,
 * all-day events as calendar days (`YYYY-MM-DD`, end exclusive), so no zone can shift them.
 */
export const calendars: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    await db.schema
      .alterTable('families')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
      .execute();
    await sql`update families set time_zone = ${serverZone}`.execute(db);

    await withId(db.schema.createTable('calendar_sources'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('source_type', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('username', 'text')
      /** An Apple app password, sealed with the server key (AES-256-GCM). */
      .addColumn('secret_sealed', 'text')
      .addColumn('google_calendar_id', 'text')
      .addColumn('microsoft_calendar_id', 'text')
      .addColumn('color', 'text', (c) => c.notNull())
      /** What the source said last time, for a polite conditional or incremental fetch. */
      .addColumn('etag', 'text')
      .addColumn('last_modified', 'text')
      .addColumn('sync_token', 'text')
      /** The last day the stored events were expanded to; a feed that did not change is re-read before it. */
      .addColumn('expanded_until', 'text')
      .addColumn('last_synced_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_sync_at', 'text', (c) => c.notNull())
      /** Which instance is syncing the source, and until when its claim holds. */
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('calendar_sources_family_idx')
      .on('calendar_sources')
      .column('family_id')
      .execute();
    await db.schema
      .createIndex('calendar_sources_next_sync_idx')
      .on('calendar_sources')
      .column('next_sync_at')
      .execute();

    // A family's connection to a Google or Microsoft account, for its calendars; tokens sealed.
    await withId(db.schema.createTable('oauth_connections'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('access_sealed', 'text', (c) => c.notNull())
      .addColumn('refresh_sealed', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('oauth_connections_family_provider_key', ['family_id', 'provider'])
      .execute();

    await withId(db.schema.createTable('calendar_events'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('source_id', 'integer', (c) =>
        c.notNull().references('calendar_sources.id').onDelete('cascade'),
      )
      /** Stable across syncs: the event's UID and, for one occurrence of a series, its start. */
      .addColumn('occurrence_key', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('is_all_day', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('calendar_events_family_start_idx')
      .on('calendar_events')
      .columns(['family_id', 'starts_at'])
      .execute();
    await db.schema
      .createIndex('calendar_events_source_idx')
      .on('calendar_events')
      .column('source_id')
      .execute();
  },
});
