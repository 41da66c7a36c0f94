import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../../test/support/databases';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

describe.each(dialects)('one provider calendar id column on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('keeps the calendar id of every Google and Microsoft source, and none for a feed', async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    // Back to the schema before 0013: a column per provider.
    await sql`delete from luno_migrations where name = ${'0013-provider-calendar-ids'}`.execute(db);
    await sql`alter table calendar_sources drop column provider_calendar_id`.execute(db);
    await sql`alter table calendar_sources add column google_calendar_id text`.execute(db);
    await sql`alter table calendar_sources add column microsoft_calendar_id text`.execute(db);
    const now = new Date().toISOString();
    const familyId = (
      await sql<{ id: number }>`insert into families (name, time_zone, created_at)
        values ('Emma''s', 'UTC', ${now}) returning id`.execute(db)
    ).rows[0]!.id;
    const add = (
      name: string,
      type: string,
      google: string | null,
      microsoft: string | null,
      url: string | null,
    ) =>
      sql`insert into calendar_sources
        (family_id, name, source_type, url, google_calendar_id, microsoft_calendar_id, color, next_sync_at, created_at)
        values (${familyId}, ${name}, ${type}, ${url}, ${google}, ${microsoft}, '#1e88e5', ${now}, ${now})`.execute(
        db,
      );
    await add('Family', 'google', 'family@group.calendar.google.com', null, null);
    await add('Work', 'microsoft', null, 'AQMk-cal', null);
    await add('School', 'ical', null, null, 'https://school.example/term.ics');

    await migrateToLatest(db, dialect, migrations, { allowUnorderedMigrations: true });

    const rows = await db
      .selectFrom('calendar_sources')
      .select(['name', 'source_type', 'provider_calendar_id', 'url'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        name: 'Family',
        source_type: 'google',
        provider_calendar_id: 'family@group.calendar.google.com',
        url: null,
      },
      { name: 'Work', source_type: 'microsoft', provider_calendar_id: 'AQMk-cal', url: null },
      {
        name: 'School',
        source_type: 'ical',
        provider_calendar_id: null,
        url: 'https://school.example/term.ics',
      },
    ]);
    const columns = (await db.introspection.getTables())
      .find((table) => table.name === 'calendar_sources')!
      .columns.map((column) => column.name);
    expect(columns).not.toContain('google_calendar_id');
    expect(columns).not.toContain('microsoft_calendar_id');
  });
});
