import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database';

/** Families listed at most, the most photo storage first. */
const FAMILIES_LISTED = 500;
/** Error texts listed at most per kind. */
const ERRORS_LISTED = 20;

export interface AdminFamilyRow {
  id: number;
  created_at: string;
  suspended_at: string | null;
  members: number;
  boards: number;
  displays: number;
  photos: number;
  photo_bytes: number;
}

export interface QueueHealth {
  queue: string;
  waiting: number;
  running: number;
  failing: number;
}

/**
 * What the operator's view reads: counts and sizes across every family, never a row's contents.
 * The only reads not filtered by one family: they run when an operator opens the page.
 */
export function createAdminRepo(db: Db, dialect: Dialect) {
  const count = (value: unknown) => Number(value ?? 0);

  async function failures(table: 'calendar_sources' | 'album_reads') {
    const rows = await db
      .selectFrom(table)
      .select(['last_error', (eb) => eb.fn.countAll().as('count')])
      .where('failure_count', '>', 0)
      .groupBy('last_error')
      .orderBy('count', 'desc')
      .execute();
    return {
      failing: rows.reduce((total, row) => total + count(row.count), 0),
      errors: rows.slice(0, ERRORS_LISTED).map((row) => ({
        error: (row.last_error ?? 'Unknown error').slice(0, 300),
        count: count(row.count),
      })),
    };
  }

  async function families(id?: number): Promise<AdminFamilyRow[]> {
    let query = db.selectFrom('families as f').select((eb) => [
      'f.id',
      'f.created_at',
      'f.suspended_at',
      eb
        .selectFrom('users')
        .select(eb.fn.countAll().as('n'))
        .whereRef('users.family_id', '=', 'f.id')
        .as('members'),
      eb
        .selectFrom('screens')
        .select(eb.fn.countAll().as('n'))
        .whereRef('screens.family_id', '=', 'f.id')
        .as('boards'),
      eb
        .selectFrom('displays')
        .select(eb.fn.countAll().as('n'))
        .whereRef('displays.family_id', '=', 'f.id')
        .as('displays'),
      eb
        .selectFrom('photos')
        .select(eb.fn.countAll().as('n'))
        .whereRef('photos.family_id', '=', 'f.id')
        .as('photos'),
      eb
        .selectFrom('photos')
        .select((photos) => photos.fn.sum('bytes').as('n'))
        .whereRef('photos.family_id', '=', 'f.id')
        .as('photo_bytes'),
    ]);
    if (id !== undefined) query = query.where('f.id', '=', id);
    const rows = await query
      .orderBy('photo_bytes', (ob) => ob.desc().nullsLast())
      .orderBy('f.id')
      .limit(FAMILIES_LISTED)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      created_at: row.created_at,
      suspended_at: row.suspended_at,
      members: count(row.members),
      boards: count(row.boards),
      displays: count(row.displays),
      photos: count(row.photos),
      photo_bytes: count(row.photo_bytes),
    }));
  }

  return {
    async totals() {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('families').select(eb.fn.countAll().as('n')).as('families'),
          eb
            .selectFrom('families')
            .select(eb.fn.countAll().as('n'))
            .where('suspended_at', 'is not', null)
            .as('suspended'),
          eb.selectFrom('users').select(eb.fn.countAll().as('n')).as('members'),
          eb.selectFrom('screens').select(eb.fn.countAll().as('n')).as('boards'),
          eb.selectFrom('displays').select(eb.fn.countAll().as('n')).as('displays'),
          eb
            .selectFrom('photos')
            .select((photos) => photos.fn.sum('bytes').as('n'))
            .as('photo_bytes'),
        ])
        .executeTakeFirstOrThrow();
      return {
        families: count(row.families),
        suspended: count(row.suspended),
        members: count(row.members),
        boards: count(row.boards),
        displays: count(row.displays),
        photoBytes: count(row.photo_bytes),
      };
    },

    families: () => families(),

    async family(id: number): Promise<AdminFamilyRow | undefined> {
      return (await families(id))[0];
    },

    /** Jobs by queue: waiting, running, and failed (being retried, or given up in the last day). */
    async queues(): Promise<QueueHealth[]> {
      const byQueue = new Map<string, QueueHealth>();
      const entry = (queue: string) => {
        let found = byQueue.get(queue);
        if (!found) {
          found = { queue, waiting: 0, running: 0, failing: 0 };
          byQueue.set(queue, found);
        }
        return found;
      };
      if (dialect === 'sqlite') {
        const rows = await db
          .selectFrom('jobs')
          .select([
            'queue',
            'state',
            (eb) => eb.fn.countAll().as('n'),
            (eb) => eb.fn.countAll().filterWhere('retries', '>', 0).as('retried'),
          ])
          .groupBy(['queue', 'state'])
          .execute();
        for (const row of rows) {
          const queue = entry(row.queue);
          if (row.state === 'running') queue.running += count(row.n);
          else queue.waiting += count(row.n);
          queue.failing += count(row.retried);
        }
      } else {
        // pg-boss's own table: created and retry wait, active runs, retry and failed have failed.
        const { rows } = await sql<{ name: string; state: string; n: string }>`
          select name, state, count(*) as n from pgboss.job
          where state in ('created', 'retry', 'active')
             or (state = 'failed' and completed_on > now() - interval '1 day')
          group by name, state`.execute(db);
        for (const row of rows) {
          const queue = entry(row.name);
          if (row.state === 'active') queue.running += count(row.n);
          else if (row.state === 'created') queue.waiting += count(row.n);
          else if (row.state === 'retry') {
            queue.waiting += count(row.n);
            queue.failing += count(row.n);
          } else queue.failing += count(row.n);
        }
      }
      return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue));
    },

    calendarFailures: () => failures('calendar_sources'),
    albumFailures: () => failures('album_reads'),
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
