import type { FastifyBaseLogger } from 'fastify';

/** How often a scheduler looks for work that is due. */
export const TICK_MS = 30_000;

/**
 * Background work kept in rows, each claimed under a lease before it runs (calendar syncs, album
 * readings, a place's weather).
 */
export interface DueWork<Id = number> {
  /** The rows due now that no instance holds. */
  due(limit: number): Promise<Id[]>;
  /** Runs one row's work, unless another instance holds it. */
  run(id: Id): Promise<unknown>;
}

export interface SchedulerOptions {
  /** What the work is called in the log ("calendar sync"). */
  name: string;
  tickMs?: number;
  /** Rows worked on at once by one instance: their reads are slow, but the server has other work. */
  atOnce?: number;
}

/**
 * Runs due rows in the background. Several instances may run one against one database: each row's
 * lease lets one of them work on it at a time.
 */
export function startDueScheduler<Id>(
  work: DueWork<Id>,
  log: FastifyBaseLogger,
  { name, tickMs = TICK_MS, atOnce = 3 }: SchedulerOptions,
) {
  let running: Promise<void> | null = null;
  let stopped = false;

  async function tick(): Promise<void> {
    const due = await work.due(atOnce * 4);
    for (let index = 0; index < due.length && !stopped; index += atOnce) {
      await Promise.all(
        due
          .slice(index, index + atOnce)
          .map((id) =>
            work.run(id).catch((error: unknown) => log.error({ err: error, id }, `${name} failed`)),
          ),
      );
    }
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, `${name} could not look for due work`))
      .finally(() => {
        running = null;
      });
  }, tickMs);
  timer.unref();

  return {
    /** Stops looking and waits for work under way, so closing the database never cuts it off. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
