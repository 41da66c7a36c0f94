import type { FastifyBaseLogger } from 'fastify';

/**
 * Looks for jobs every `pollMs`, and at once when asked (`look()`): one look at a time, and a look
 * asked for while one runs happens once more after it, so nothing sent meanwhile waits a whole
 * interval. Both queues (./local-queue.ts, ./pg-boss-queue.ts) take their jobs this way.
 */
export function startLooking(
  pump: () => Promise<void>,
  {
    pollMs,
    log,
    track,
    stopped,
  }: {
    pollMs: number;
    log: FastifyBaseLogger;
    /** Keeps the look among the work `idle()` and `stop()` wait for. */
    track: <T>(promise: Promise<T>) => Promise<T>;
    stopped: () => boolean;
  },
) {
  let pumping: Promise<void> | null = null;
  let again = false;

  function look(): void {
    if (stopped()) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = track(
      pump()
        .catch((error: unknown) => log.warn({ err: error }, 'the job queue could not look for jobs'))
        .finally(() => {
          pumping = null;
          if (again) {
            again = false;
            look();
          }
        }),
    );
  }

  const timer = setInterval(look, pollMs);
  timer.unref();
  return { look, stop: () => clearInterval(timer) };
}
