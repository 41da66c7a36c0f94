import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { withId } from './helpers';

/**
 * The weather (issue 28). A family keeps one place and its units. Forecasts are kept per place —
 * coordinates rounded to about a kilometre, `place_key` — and shared by every family there, with a
 * lease so that of several instances one fetches each place once an interval.
 */
export const weather: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('families').addColumn('weather_place_name', 'text').execute();
    await db.schema.alterTable('families').addColumn('weather_latitude', 'double precision').execute();
    await db.schema.alterTable('families').addColumn('weather_longitude', 'double precision').execute();
    await db.schema
      .alterTable('families')
      .addColumn('weather_units', 'text', (c) => c.notNull().defaultTo('celsius'))
      .execute();
    await db.schema.alterTable('families').addColumn('weather_place_key', 'text').execute();
    await db.schema
      .createIndex('families_weather_place_key_idx')
      .on('families')
      .column('weather_place_key')
      .execute();

    await withId(db.schema.createTable('weather_forecasts'), dialect)
      .addColumn('place_key', 'text', (c) => c.notNull().unique())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      // The metric forecast as JSON; null until the first fetch succeeds.
      .addColumn('forecast', 'text')
      .addColumn('fetched_at', 'text')
      .addColumn('next_fetch_at', 'text', (c) => c.notNull())
      .addColumn('failure_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('weather_forecasts_next_fetch_idx')
      .on('weather_forecasts')
      .column('next_fetch_at')
      .execute();
  },
});
