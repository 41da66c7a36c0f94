import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * Writing events to calendars (issue 41): a source stays read-only until a parent lets Luno write
 * to it (`writable`); each stored occurrence keeps where it lives at its provider and the version
 * read (`remote_id`, `series_id`, `etag`, `original_start`, `recurring`), so a write goes to the
 * right resource over that version; a write moves the family's events stamp (`written_at`); a
 * connected account keeps the scopes it granted (`scopes`, space-separated), so turning writing on
 * knows whether to ask for the write permission.
 */
export const calendarWrites: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('calendar_sources')
      .addColumn('writable', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('calendar_sources').addColumn('written_at', 'text').execute();
    for (const column of ['series_id', 'remote_id', 'etag', 'original_start']) {
      await db.schema.alterTable('calendar_events').addColumn(column, 'text').execute();
    }
    await db.schema
      .alterTable('calendar_events')
      .addColumn('recurring', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // A write replaces the stored occurrences of the series it touched.
    await db.schema
      .createIndex('calendar_events_source_series_idx')
      .on('calendar_events')
      .columns(['source_id', 'series_id'])
      .execute();
    await db.schema.alterTable('oauth_connections').addColumn('scopes', 'text').execute();
  },
});
