import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * TV pairing (issue 9). A pairing is a short-lived code a TV shows as a QR code; only hashes of
 * its id and of the TV's secret are kept. A display is a paired TV: its own device session, the
 * board it shows, and whether it moves on between boards by their timers.
 */
export const displays: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pairings')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text')
      .addColumn('width_px', 'integer')
      .addColumn('height_px', 'integer')
      .addColumn('browser', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      // Filled when a parent confirms on the phone.
      .addColumn('family_id', 'integer', (c) => c.references('families.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('screen_id', 'integer')
      .addColumn('display_name', 'text')
      .addColumn('completed_at', 'text')
      // Filled when the TV takes its device session: a code is used once.
      .addColumn('claimed_at', 'text')
      .execute();
    await db.schema.createIndex('pairings_expires_idx').on('pairings').column('expires_at').execute();

    await withId(db.schema.createTable('displays'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text')
      .addColumn('width_px', 'integer')
      .addColumn('height_px', 'integer')
      .addColumn('browser', 'text', (c) => c.notNull())
      .addColumn('screen_id', 'integer', (c) => c.references('screens.id').onDelete('set null'))
      .addColumn('cycle', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('switched_at', 'text', (c) => c.notNull())
      .addColumn('session_hash', 'text', (c) => c.notNull().unique())
      .addColumn('paired_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('displays_family_idx').on('displays').column('family_id').execute();
  },
});
