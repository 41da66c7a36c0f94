import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database';

/**
 * Server-wide counts for /metrics, read when Prometheus scrapes (never on a request's path): how
 * many rows, never what a family keeps in them.
 */
export function createMetricsRepo(db: Db, dialect: Dialect) {
  return {
    /** Jobs waiting to start, by queue (kind of work). */
    async jobsWaiting(): Promise<Map<string, number>> {
      const { rows } =
        dialect === 'postgres'
          ? await sql<{ queue: string; waiting: string | number }>`
              select name as queue, count(*) as waiting from pgboss.job
              where state in ('created', 'retry') group by name`.execute(db)
          : await sql<{ queue: string; waiting: number }>`
              select queue, count(*) as waiting from jobs where state = 'waiting' group by queue`.execute(db);
      return new Map(rows.map((row) => [row.queue, Number(row.waiting)]));
    },

    /** Calendar sources whose last sync failed. */
    async calendarSourcesFailing(): Promise<number> {
      const row = await db
        .selectFrom('calendar_sources')
        .select((eb) => eb.fn.countAll<string | number>().as('failing'))
        .where('failure_count', '>', 0)
        .executeTakeFirstOrThrow();
      return Number(row.failing);
    },

    /** Shared albums whose last reading failed. */
    async albumReadsFailing(): Promise<number> {
      const row = await db
        .selectFrom('album_reads')
        .select((eb) => eb.fn.countAll<string | number>().as('failing'))
        .where('failure_count', '>', 0)
        .executeTakeFirstOrThrow();
      return Number(row.failing);
    },

    /** Notifications waiting for a push service to take them. */
    async pushMessagesWaiting(): Promise<number> {
      const row = await db
        .selectFrom('push_messages')
        .select((eb) => eb.fn.countAll<string | number>().as('waiting'))
        .executeTakeFirstOrThrow();
      return Number(row.waiting);
    },
  };
}

export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
