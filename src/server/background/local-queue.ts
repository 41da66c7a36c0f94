/**
 * The job queue of a single box (SQLite): jobs are rows of `jobs`, so a restart finds those still
 * waiting and those cut off mid-run; the one process that works them keeps the keys it runs in
 * memory, which is all "one runner per key" needs when there is one process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  type JobQueue,
  type JobToSend,
  type QueueDefinition,
  retryDelayMs,
} from './job-queue';
import { startLooking } from './look-loop';

export interface LocalQueueOptions {
  /** How often waiting jobs are looked for (sending one also looks at once). */
  pollMs: number;
  log: FastifyBaseLogger;
}

/** Rows inserted by one statement, well within SQLite's limit on bound values. */
const INSERT_CHUNK = 200;

export async function createLocalJobQueue(db: Db, { pollMs, log }: LocalQueueOptions): Promise<JobQueue> {
  // A job that was running when the process stopped runs again, unless another already waits. Two
  // statements rather than a transaction: nothing else runs yet, and each waits out a busy file.
  await db
    .deleteFrom('jobs')
    .where('state', '=', 'running')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('jobs as waiting')
          .select('waiting.id')
          .whereRef('waiting.queue', '=', 'jobs.queue')
          .whereRef('waiting.job_key', '=', 'jobs.job_key')
          .where('waiting.state', '=', 'waiting'),
      ),
    )
    .execute();
  await db.updateTable('jobs').set({ state: 'waiting' }).where('state', '=', 'running').execute();

  const queues = new Map<string, QueueDefinition<unknown>>();
  /** Keys run now (by a job or `exclusive`), as "queue\u0000key". */
  const held = new Set<string>();
  const running = new Map<string, number>();
  const underWay = new Set<Promise<unknown>>();
  let stopped = false;
  let stopping: Promise<void> | undefined;

  const heldKey = (queue: string, key: string) => `${queue}\u0000${key}`;

  function track<T>(promise: Promise<T>): Promise<T> {
    underWay.add(promise);
    void promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  }

  async function runJob(
    definition: QueueDefinition<unknown>,
    row: { id: number; job_key: string; data: string; retries: number },
  ): Promise<void> {
    const key = heldKey(definition.name, row.job_key);
    try {
      await definition.handler(JSON.parse(row.data));
      await db.deleteFrom('jobs').where('id', '=', row.id).execute();
    } catch (error) {
      const retries = row.retries + 1;
      const limit = definition.retryLimit ?? DEFAULT_RETRY_LIMIT;
      log.warn({ err: error, queue: definition.name, key: row.job_key, retries }, 'a background job failed');
      await afterFailure(definition, row, retries, limit).catch((failure: unknown) =>
        log.error({ err: failure, queue: definition.name }, 'a failed background job could not be put back'),
      );
    } finally {
      held.delete(key);
      running.set(definition.name, (running.get(definition.name) ?? 1) - 1);
      look();
    }
  }

  async function afterFailure(
    definition: QueueDefinition<unknown>,
    row: { id: number; job_key: string },
    retries: number,
    limit: number,
  ) {
    const waiting = await db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', definition.name)
      .where('job_key', '=', row.job_key)
      .where('state', '=', 'waiting')
      .executeTakeFirst();
    // Given up, or another job of the key waits and will do the work.
    if (retries > limit || waiting) {
      await db.deleteFrom('jobs').where('id', '=', row.id).execute();
      return;
    }
    const delay = retryDelayMs(definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS, retries);
    await db
      .updateTable('jobs')
      .set({ state: 'waiting', retries, start_after: new Date(Date.now() + delay).toISOString() })
      .where('id', '=', row.id)
      .execute();
  }

  async function pump(): Promise<void> {
    const now = new Date().toISOString();
    for (const definition of queues.values()) {
      let free = definition.concurrency - (running.get(definition.name) ?? 0);
      if (free <= 0 || stopped) continue;
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'job_key', 'data', 'retries'])
        .where('queue', '=', definition.name)
        .where('state', '=', 'waiting')
        .where('start_after', '<=', now)
        .orderBy('start_after')
        .limit(free + held.size)
        .execute();
      for (const row of rows) {
        if (free <= 0 || stopped) break;
        const key = heldKey(definition.name, row.job_key);
        if (held.has(key)) continue;
        // Conditional, so that of processes sharing the file (tests do) one takes the job.
        const taken = await db
          .updateTable('jobs')
          .set({ state: 'running' })
          .where('id', '=', row.id)
          .where('state', '=', 'waiting')
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) continue;
        held.add(key);
        running.set(definition.name, (running.get(definition.name) ?? 0) + 1);
        free--;
        void track(runJob(definition, row));
      }
    }
  }

  const { look, stop: stopLooking } = startLooking(pump, { pollMs, log, track, stopped: () => stopped });

  return {
    async work(definition) {
      queues.set(definition.name, definition as QueueDefinition<unknown>);
      look();
    },

    async send<T>(queue: string, jobs: JobToSend<T>[]) {
      const createdAt = new Date().toISOString();
      for (let index = 0; index < jobs.length; index += INSERT_CHUNK) {
        await db
          .insertInto('jobs')
          .values(
            jobs.slice(index, index + INSERT_CHUNK).map((job) => ({
              queue,
              job_key: job.key,
              data: JSON.stringify(job.data),
              state: 'waiting',
              start_after: (job.startAfter ?? new Date()).toISOString(),
              created_at: createdAt,
            })),
          )
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
      look();
    },

    async exclusive(queue, key, work) {
      const name = heldKey(queue, key);
      if (held.has(name) || stopped) return null;
      held.add(name);
      try {
        return { value: await track(work()) };
      } finally {
        held.delete(name);
        look();
      }
    },

    async idle() {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },

    stop() {
      stopping ??= (async () => {
        stopped = true;
        stopLooking();
        while (underWay.size > 0) await Promise.allSettled([...underWay]);
      })();
      return stopping;
    },
  };
}
