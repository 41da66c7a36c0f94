import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * Deleting a piggy bank marks it instead of removing it: its transactions and the completions
 * that paid into it keep pointing at a row with its name, for the family's audit.
 */
export const deletedPiggyBanks: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('piggy_banks').addColumn('deleted_at', 'text').execute();
  },
});
