import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The photos of each album linked on a family's boards as the server last read them (issue 26), so
 * every instance answers displays from one stored copy, and one instance at a time reads an album
 * again (a lease, as calendar sources have). A link is found by the digest of its address: the
 * address itself may be longer than an index entry can hold.
 */
export const albumReads: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('album_reads'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('url_digest', 'text', (c) => c.notNull())
      /** JSON of the photos last read; null until a first reading succeeds. */
      .addColumn('images', 'text')
      .addColumn('read_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_read_at', 'text', (c) => c.notNull())
      /** Which instance is reading the album, and until when its claim holds. */
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('album_reads_family_url_key', ['family_id', 'url_digest'])
      .execute();
    await db.schema
      .createIndex('album_reads_next_read_idx')
      .on('album_reads')
      .column('next_read_at')
      .execute();
  },
});
