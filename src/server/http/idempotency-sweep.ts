import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../background/job-queue';
import type { IdempotencyKeysRepo } from './idempotency-keys.repo';

const QUEUE = 'idempotency-key-sweep';
/** How often an instance that keeps keys asks for the expired ones to go. */
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Deletes every family's `Idempotency-Key` rows past their day. Work without a row of its own: an
 * instance that reserves a key sends a job at most once an hour, and the queue runs one sweep at a
 * time across instances. A key past its day is ignored by the check itself, so the sweep only
 * keeps the table small.
 */
export async function startIdempotencySweep(
  jobs: JobQueue,
  repo: IdempotencyKeysRepo,
  { now = () => new Date(), log }: { now?: () => Date; log: FastifyBaseLogger },
) {
  await jobs.work({
    name: QUEUE,
    concurrency: 1,
    handler: async () => {
      await repo.removeExpired(now().toISOString());
    },
  });
  let sentAt = Number.NEGATIVE_INFINITY;
  return {
    /** A key was reserved: sends the sweep when this instance has not for an hour. */
    async keyReserved(): Promise<void> {
      const at = now().getTime();
      if (at - sentAt < SWEEP_EVERY_MS) return;
      sentAt = at;
      await jobs
        .send(QUEUE, [{ key: 'expired', data: {} }])
        .catch((error: unknown) =>
          log.warn({ err: error }, 'the sweep of idempotency keys could not be sent'),
        );
    },
  };
}
