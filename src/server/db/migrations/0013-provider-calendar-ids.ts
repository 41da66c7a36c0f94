import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * One column for a connected account's calendar id, whichever provider it is at (`source_type`
 * names the provider), instead of a column per provider: the next provider needs no migration.
 * Every source keeps the id it had.
 */
export const providerCalendarIds: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('calendar_sources').addColumn('provider_calendar_id', 'text').execute();
    await sql`update calendar_sources
      set provider_calendar_id = case source_type
        when 'google' then google_calendar_id
        when 'microsoft' then microsoft_calendar_id
      end`.execute(db);
    await db.schema.alterTable('calendar_sources').dropColumn('google_calendar_id').execute();
    await db.schema.alterTable('calendar_sources').dropColumn('microsoft_calendar_id').execute();
  },
});
