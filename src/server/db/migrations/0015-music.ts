import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The family's connected Spotify account (issue 26): one per family, its tokens sealed, and the
 * account's plan, since only Premium may control playback.
 */
export const music: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('music_connections'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('access_sealed', 'text', (c) => c.notNull())
      .addColumn('refresh_sealed', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('account', 'text')
      .addColumn('product', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('music_connections_family_key', ['family_id'])
      .execute();
  },
});
