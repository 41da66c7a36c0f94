import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue';

/** How often an instance looks for rows whose work is due. */
export const TICK_MS = 30_000;
/** Rows sent as jobs by one look: enough for 10,000 families' calendars on a ten-minute interval. */
const BATCH = 500;

/**
 * Work whose schedule is kept in the rows it is about (a calendar source's next sync, an album's
 * next reading, a place's next forecast): the family sees it, and the app's clock decides it.
 */
export interface DueWork<Id extends string | number> {
  /** The queue's name ("calendar-sync"). */
  queue: string;
  /** The rows due now, most overdue first. */
  due(limit: number): Promise<Id[]>;
  /** Runs one row's work if it is still due (the queue holds the row's key meanwhile). */
  runIfDue(id: Id): Promise<unknown>;
  /** Rows worked on at once by one instance: their reads are slow, but the server has other work. */
  concurrency: number;
}

export interface DueWorkOptions {
  /** What the work is called in the log ("calendar sync"). */
  name: string;
  tickMs?: number;
  /**
   * Over how long rows found due together are started (default: the tick). Work due at a moment a
   * family chose (a reminder at 16:00) is spread over less, so that it is not late by a tick.
   */
  spreadMs?: number;
}

/**
 * Sends due rows to the job queue as jobs keyed by row, so however many instances look, one job
 * per row waits and one runs. Rows found due together start at random moments over the next tick,
 * and each next run is counted from when it ran, so a crowd due at once (a restart, a migration,
 * 10,000 families added in a day) spreads out over time and stays spread.
 */
export async function startDueWork<Id extends string | number>(
  jobs: JobQueue,
  work: DueWork<Id>,
  log: FastifyBaseLogger,
  { name, tickMs = TICK_MS, spreadMs = tickMs }: DueWorkOptions,
) {
  await jobs.work<{ id: Id }>({
    name: work.queue,
    concurrency: work.concurrency,
    handler: async ({ id }) => {
      await work.runIfDue(id);
    },
  });
  let looking: Promise<void> | null = null;
  let stopped = false;

  async function look(): Promise<void> {
    const due = await work.due(BATCH);
    const now = Date.now();
    await jobs.send(
      work.queue,
      due.map((id) => ({
        data: { id },
        key: String(id),
        startAfter: new Date(now + Math.floor(Math.random() * spreadMs)),
      })),
    );
  }

  const timer = setInterval(() => {
    if (looking || stopped) return;
    looking = look()
      .catch((error: unknown) => log.warn({ err: error }, `${name} could not look for due work`))
      .finally(() => {
        looking = null;
      });
  }, tickMs);
  timer.unref();

  return {
    /** Stops looking; the queue's own stop waits for jobs under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await looking;
    },
  };
}
