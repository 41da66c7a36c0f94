import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/** Google sign-in (issue 10): the Google account a member signs in with, by its stable subject id. */
export const googleSignIn: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('google_sub', 'text').execute();
    await db.schema.createIndex('users_google_sub_key').on('users').column('google_sub').unique().execute();
  },
});
