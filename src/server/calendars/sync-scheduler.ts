import type { FastifyBaseLogger } from 'fastify';
import type { CalendarSync } from './calendar-sync';

/** How often the scheduler looks for sources that are due. */
const TICK_MS = 30_000;
/** Sources synced at once by one instance: feeds are slow, but the server has other work. */
const AT_ONCE = 3;

/**
 * Syncs due sources in the background. Several instances may run it against one database: each
 * source's lease lets one of them sync it at a time.
 */
export function startSyncScheduler(sync: CalendarSync, log: FastifyBaseLogger, tickMs = TICK_MS) {
  let running: Promise<void> | null = null;
  let stopped = false;

  async function tick(): Promise<void> {
    const due = await sync.due(AT_ONCE * 4);
    for (let index = 0; index < due.length && !stopped; index += AT_ONCE) {
      await Promise.all(
        due
          .slice(index, index + AT_ONCE)
          .map((id) =>
            sync
              .syncSource(id)
              .catch((error: unknown) => log.error({ err: error, sourceId: id }, 'calendar sync failed')),
          ),
      );
    }
  }

  const timer = setInterval(() => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, 'calendar sync could not look for due sources'))
      .finally(() => {
        running = null;
      });
  }, tickMs);
  timer.unref();

  return {
    /** Stops looking and waits for syncs under way, so closing the database never cuts one off. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
