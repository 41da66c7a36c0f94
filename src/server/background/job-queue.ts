/**
 * Background work as jobs in a queue, one interface for both ways Luno runs: on PostgreSQL the
 * jobs are pg-boss's (`pg-boss-queue.ts`), shared by every instance; on SQLite a single box works
 * them in its own process from a `jobs` table (`local-queue.ts`). Either way:
 *
 * - a job has a key, and one runner per key works at a time, across instances — a job whose key
 *   is held waits; `exclusive` runs work now under a key, beside the queue's own runners;
 * - at most one job per key waits to start: sending another while one waits does nothing;
 * - a job may start later (`startAfter`), which is how work is spread over time;
 * - a handler that throws is tried again, each time after a longer wait, a few times;
 * - jobs are kept in the database, so a restart neither loses nor repeats finished work (a job
 *   cut off mid-run is run again).
 */

export interface JobToSend<T> {
  data: T;
  /** At most one runner at a time per key, and one waiting job. */
  key: string;
  /** Not before this instant (the queue's own clock: real time). */
  startAfter?: Date;
}

export interface QueueDefinition<T> {
  /** The queue's name: a kind of work ("calendar-sync"). */
  name: string;
  /** The work of one job. Throwing tries the job again later. */
  handler: (data: T) => Promise<void>;
  /** Jobs of this queue one instance runs at once. */
  concurrency: number;
  /** Tries after the first failure. */
  retryLimit?: number;
  /** The wait before the first retry (up to twice it, at random); each further one doubles it. */
  retryDelaySeconds?: number;
}

export interface JobQueue {
  /** Declares a queue and this instance's runner of its jobs. */
  work<T>(definition: QueueDefinition<T>): Promise<void>;
  /** Queues jobs; those whose key already has a waiting job are dropped. */
  send<T>(queue: string, jobs: JobToSend<T>[]): Promise<void>;
  /**
   * Runs `work` now in this process as the one runner of the key (a request that must answer with
   * the result: "refresh now"). Null, without running it, while another runner holds the key.
   */
  exclusive<R>(queue: string, key: string, work: () => Promise<R>): Promise<{ value: R } | null>;
  /** Resolves once this instance runs nothing (tests wait on it before counting). */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for those under way. */
  stop(): Promise<void>;
}

/** Retries when a definition names none: a bug or an outage, not the work's own failures. */
export const DEFAULT_RETRY_LIMIT = 4;
export const DEFAULT_RETRY_DELAY_SECONDS = 30;

/**
 * The wait before retry number `retry` (1, 2, …): the delay, doubling, and up to as much again at
 * random so that jobs failing together (a service away) do not all come back together — pg-boss's
 * own rule.
 */
export function retryDelayMs(delaySeconds: number, retry: number): number {
  return delaySeconds * 1000 * 2 ** (retry - 1) * (1 + Math.random());
}
