import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '.';
import { withId } from './helpers';

/**
 * Background work moves onto one job queue (issue 30): pg-boss's own schema on PostgreSQL, and on a
 * single box (SQLite) this `jobs` table, worked in process — one row per waiting or running job.
 * The lease columns each kind of work kept for itself (calendar sources, album readings, weather
 * forecasts) go: the queue lets one runner at a time work on a key.
 */
export const jobQueue: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('jobs'), dialect)
      .addColumn('queue', 'text', (c) => c.notNull())
      .addColumn('job_key', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('start_after', 'text', (c) => c.notNull())
      .addColumn('retries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // One waiting job per key.
    await db.schema
      .createIndex('jobs_waiting_key_idx')
      .on('jobs')
      .columns(['queue', 'job_key'])
      .unique()
      .where(sql.ref('state'), '=', 'waiting')
      .execute();
    await db.schema.createIndex('jobs_start_idx').on('jobs').columns(['queue', 'start_after']).execute();
    for (const table of ['calendar_sources', 'album_reads', 'weather_forecasts']) {
      for (const column of ['lease_owner', 'lease_until']) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    }
  },
});
