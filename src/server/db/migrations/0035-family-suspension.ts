import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * Whoever runs the server can suspend a family (the operator's view, `admin/`): while `suspended_at`
 * is set its members can sign in and out but do nothing else, and its displays show why.
 */
export const familySuspension: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('families').addColumn('suspended_at', 'text').execute();
  },
});
