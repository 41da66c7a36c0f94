import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * The typed pairing code (RFC 8628's user code), kept as a hash like the pairing id. Unique: an
 * expired code gives its value back (set to null) before a new one is handed out.
 */
export const pairingUserCodes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('pairings').addColumn('user_code_hash', 'text').execute();
    await db.schema
      .createIndex('pairings_user_code_key')
      .on('pairings')
      .column('user_code_hash')
      .unique()
      .execute();
  },
});
