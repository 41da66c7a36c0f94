/**
 * The job queue on PostgreSQL: pg-boss keeps the jobs (its own `pgboss` schema), hands each to one
 * instance (`FOR UPDATE SKIP LOCKED`), retries a failed one with back-off and fails one whose runner
 * died after its expiry, so it is retried. Queues use pg-boss's `short` policy: one waiting job per
 * key. One runner per key is a session advisory lock held by the runner's connection for the run —
 * taken by queued jobs and `exclusive` alike, and let go by PostgreSQL if the instance dies.
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import {
  DEFAULT_RETRY_DELAY_SECONDS,
  DEFAULT_RETRY_LIMIT,
  type JobQueue,
  type QueueDefinition,
} from './job-queue';
import { startLooking } from './look-loop';

export interface PgBossQueueOptions {
  /** How often each queue asks for jobs (sending one also asks at once). */
  pollMs: number;
  log: FastifyBaseLogger;
}

/** A run taking longer than this is taken for dead and its job is retried. */
const EXPIRE_SECONDS = 15 * 60;
const TRY_LOCK = 'select pg_try_advisory_lock(hashtextextended($1, 0)) as held';
const UNLOCK = 'select pg_advisory_unlock(hashtextextended($1, 0))';
/**
 * Whether a job of the key was taken up after this one ($3): that run, or the one waiting beside
 * it, began after this job was sent and does its work. (Read from pg-boss's own table.)
 */
const OVERTAKEN = `select exists (
  select 1 from pgboss.job later
  where later.name = $1 and later.singleton_key = $2 and later.id <> $3
    and later.started_on > (select started_on from pgboss.job where name = $1 and id = $3)
) as overtaken`;

export async function createPgBossQueue(url: string, { pollMs, log }: PgBossQueueOptions): Promise<JobQueue> {
  // Loaded here, so a server on SQLite never loads them.
  const [{ default: pg }, { default: PgBoss }] = await Promise.all([import('pg'), import('pg-boss')]);
  const boss = new PgBoss({
    connectionString: url,
    application_name: 'luno-jobs',
    max: 4,
    schedule: false,
    // Finished jobs are history nobody reads: kept an hour, then a day in the archive.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterHours: 24,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'the job queue reported an error'));
  await boss.start();
  const locks = new pg.Pool({ connectionString: url, max: 8, idleTimeoutMillis: 10_000 });
  locks.on('error', (error) => log.warn({ err: error }, 'a job lock connection failed'));

  const queues = new Map<string, QueueDefinition<unknown>>();
  const running = new Map<string, number>();
  const underWay = new Set<Promise<unknown>>();
  let stopped = false;
  let stopping: Promise<void> | undefined;

  function track<T>(promise: Promise<T>): Promise<T> {
    underWay.add(promise);
    void promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  }

  async function exclusive<R>(
    queue: string,
    key: string,
    work: () => Promise<R>,
  ): Promise<{ value: R } | null> {
    const lock = `${queue}:${key}`;
    const client = await locks.connect();
    let held: boolean;
    try {
      held = (await client.query<{ held: boolean }>(TRY_LOCK, [lock])).rows[0]?.held === true;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    if (!held) {
      client.release();
      return null;
    }
    try {
      return { value: await work() };
    } finally {
      try {
        await client.query(UNLOCK, [lock]);
        client.release();
      } catch (error) {
        // Dropping the connection lets go of the lock too.
        client.release(error as Error);
      }
    }
  }

  async function overtaken(queue: string, key: string, id: string): Promise<boolean> {
    const { rows } = await locks.query<{ overtaken: boolean }>(OVERTAKEN, [queue, key, id]);
    return rows[0]?.overtaken === true;
  }

  async function runJob(definition: QueueDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>) {
    const key = job.singletonKey ?? job.id;
    try {
      const ran = await exclusive(definition.name, key, () => definition.handler(job.data));
      // Another runner holds the key: this job waits its turn, unless another already waits (pg-boss
      // drops it) or was taken up since this one was — on a busy database that can come before this
      // put-back, and would otherwise leave two to run after the first.
      if (!ran && !(await overtaken(definition.name, key, job.id))) {
        await boss.insert([
          {
            name: definition.name,
            data: job.data as object,
            singletonKey: key,
            startAfter: new Date(Date.now() + pollMs).toISOString(),
          },
        ]);
      }
      await boss.complete(definition.name, job.id);
    } catch (error) {
      log.warn({ err: error, queue: definition.name, key }, 'a background job failed');
      await boss
        .fail(definition.name, job.id, { message: error instanceof Error ? error.message : String(error) })
        .catch((failure: unknown) =>
          log.warn({ err: failure }, 'a failed background job could not be marked'),
        );
    } finally {
      running.set(definition.name, (running.get(definition.name) ?? 1) - 1);
      look();
    }
  }

  async function pump(): Promise<void> {
    for (const definition of queues.values()) {
      const free = definition.concurrency - (running.get(definition.name) ?? 0);
      if (free <= 0 || stopped) continue;
      const jobs = await boss.fetch<unknown>(definition.name, { batchSize: free, includeMetadata: true });
      for (const job of jobs) {
        running.set(definition.name, (running.get(definition.name) ?? 0) + 1);
        void track(runJob(definition, job));
      }
    }
  }

  const { look, stop: stopLooking } = startLooking(pump, { pollMs, log, track, stopped: () => stopped });

  return {
    async work(definition) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        policy: 'short',
        retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: EXPIRE_SECONDS,
      });
      queues.set(definition.name, definition as QueueDefinition<unknown>);
      look();
    },

    async send(queue, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: queue,
          data: job.data as object,
          singletonKey: job.key,
          ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
        })),
      );
      look();
    },

    exclusive(queue, key, work) {
      if (stopped) return Promise.resolve(null);
      return track(exclusive(queue, key, work));
    },

    async idle() {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },

    stop() {
      stopping ??= (async () => {
        stopped = true;
        stopLooking();
        while (underWay.size > 0) await Promise.allSettled([...underWay]);
        await boss.stop({ graceful: false, wait: true, close: true });
        await locks.end();
      })();
      return stopping;
    },
  };
}
