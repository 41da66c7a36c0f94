import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

export const screens: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('screens'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('screens_family_idx')
      .on('screens')
      .columns(['family_id', 'position'])
      .execute();

    await withId(db.schema.createTable('saved_screens'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('screen_data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('saved_screens_family_idx').on('saved_screens').column('family_id').execute();
  },
});
