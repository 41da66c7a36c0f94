import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * Every family's language and money (issue 42): the family's `language` (a BCP 47 tag; the spec's
 * English until it is changed) and `currency` (ISO 4217; the "cents" columns then hold that
 * currency's minor units), and a member's own `language` (null: the family's).
 */
export const languageCurrency: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('families')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en-US'))
      .execute();
    await db.schema
      .alterTable('families')
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
      .execute();
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
});
