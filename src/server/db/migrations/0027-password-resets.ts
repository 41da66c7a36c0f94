import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * "Forgot password?" (issue 39 §15): a reset link's token is kept as its SHA-256 only, like a
 * session's, with its hour and the moment it was used, so a second use is told apart from a
 * link that never existed. Deleting the account deletes its links.
 */
export const passwordResets: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
  },
});
