import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { withId } from './helpers';

/**
 * The mailing list a demo visitor joins by giving an address (spec 01 §5, spec 02 §7): each
 * address once, with where it came from and when. Not family data: no family owns a row.
 */
export const mailingList: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('mailing_list'), dialect)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
