import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The family photo library (issue 26 §2), kept in the database so every instance on one PostgreSQL
 * serves the same photos (docs/decisions.md). A photo's smaller sizes go with it when it is deleted.
 */
export const photos: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
    await withId(db.schema.createTable('photos'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('data', bytes, (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('photos_family_idx').on('photos').columns(['family_id', 'id']).execute();

    await db.schema
      .createTable('photo_sizes')
      .addColumn('photo_id', 'integer', (c) => c.notNull().references('photos.id').onDelete('cascade'))
      .addColumn('width_step', 'integer', (c) => c.notNull())
      .addColumn('data', bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint('photo_sizes_pkey', ['photo_id', 'width_step'])
      .execute();
  },
});
