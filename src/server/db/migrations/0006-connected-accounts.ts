import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * Which Google or Microsoft account a family connected, so the Events page can say so, and whether
 * the provider has since refused the grant (the family must connect again; the calendars stay).
 */
export const connectedAccounts: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('oauth_connections').addColumn('account', 'text').execute();
    await db.schema.alterTable('oauth_connections').addColumn('refused_at', 'text').execute();
  },
});
