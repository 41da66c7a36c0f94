import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../test/support/databases';
import type { JobQueue } from './job-queue';
import { createLocalJobQueue } from './local-queue';
import { createPgBossQueue } from './pg-boss-queue';

const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;
const POLL_MS = 20;
const waitFor = { interval: 20, timeout: 10_000 };

/** A promise and its resolver, for work that should hold still until a test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe.each(dialects)('the job queue on %s', (dialect) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];

  /** An instance of the queue: on PostgreSQL each is a pg-boss of its own, as on another server. */
  async function instance(): Promise<JobQueue> {
    const options = { pollMs: POLL_MS, log: quiet };
    const queue =
      dialect === 'postgres'
        ? await createPgBossQueue(database.handle.url!, options)
        : await createLocalJobQueue(database.handle.db, options);
    queues.push(queue);
    return queue;
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database?.drop();
  });

  it('runs one job per key at a time, drops a second waiting one, and runs other keys beside it', async () => {
    const first = await instance();
    const second = dialect === 'postgres' ? await instance() : first;
    const runs: string[] = [];
    const held = gate();
    let running = 0;
    let most = 0;
    const handler = async ({ name }: { name: string }) => {
      running++;
      most = Math.max(most, running);
      runs.push(name);
      if (name.startsWith('a')) await held.opened;
      running--;
    };
    await first.work({ name: 'keys', concurrency: 4, handler });
    if (second !== first) await second.work({ name: 'keys', concurrency: 4, handler });

    await first.send('keys', [{ key: 'a', data: { name: 'a1' } }]);
    await expect.poll(() => runs, waitFor).toEqual(['a1']);
    // While a1 runs: one more job of key a waits (a second is dropped), b runs beside a1.
    await second.send('keys', [
      { key: 'a', data: { name: 'a2' } },
      { key: 'b', data: { name: 'b1' } },
    ]);
    await first.send('keys', [{ key: 'a', data: { name: 'a3' } }]);
    await expect.poll(() => runs, waitFor).toContain('b1');
    expect(await second.exclusive('keys', 'a', async () => 'ran')).toBeNull();
    expect(await second.exclusive('keys', 'c', async () => 'ran')).toEqual({ value: 'ran' });
    expect(runs.filter((name) => name.startsWith('a'))).toEqual(['a1']);

    held.open();
    const ofA = () => runs.filter((name) => name.startsWith('a'));
    await expect.poll(() => ofA().length, waitFor).toBe(2);
    await first.idle();
    await second.idle();
    // The one job that waited ran after a1, and only it.
    expect(ofA()).toHaveLength(2);
    expect(ofA()[0]).toBe('a1');
    expect(most).toBe(2);
  });

  it('tries a failed job again later, then gives up after its retries', async () => {
    const queue = await instance();
    const tries: Record<string, number> = {};
    await queue.work<{ id: string; failures: number }>({
      name: 'flaky',
      concurrency: 2,
      retryLimit: 2,
      retryDelaySeconds: 1,
      handler: async ({ id, failures }) => {
        tries[id] = (tries[id] ?? 0) + 1;
        if (tries[id] <= failures) throw new Error('the service is away');
      },
    });
    await queue.send('flaky', [
      { key: 'once', data: { id: 'once', failures: 1 } },
      { key: 'always', data: { id: 'always', failures: 99 } },
    ]);
    await expect.poll(() => tries.once, waitFor).toBe(2);
    // Back-off: one to two seconds, then two to four.
    await expect.poll(() => tries.always, { ...waitFor, timeout: 20_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(tries).toEqual({ once: 2, always: 3 });
  });

  it('keeps waiting jobs across a restart, and runs each once', async () => {
    const before = await instance();
    await before.work({ name: 'kept', concurrency: 1, handler: async () => {} });
    await before.send('kept', [{ key: 'k', data: { n: 1 }, startAfter: new Date(Date.now() + 300) }]);
    await before.stop();

    const after = await instance();
    const seen: number[] = [];
    await after.work<{ n: number }>({
      name: 'kept',
      concurrency: 1,
      handler: async ({ n }) => {
        seen.push(n);
      },
    });
    await expect.poll(() => seen, waitFor).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await after.idle();
    expect(seen).toEqual([1]);
  });

  it.runIf(dialect === 'sqlite')('runs again a job that was cut off mid-run', async () => {
    const now = new Date().toISOString();
    await database.handle.db
      .insertInto('jobs')
      .values({
        queue: 'cut',
        job_key: 'x',
        data: '{"n":7}',
        state: 'running',
        start_after: now,
        created_at: now,
      })
      .execute();
    const queue = await instance();
    const seen: number[] = [];
    await queue.work<{ n: number }>({
      name: 'cut',
      concurrency: 1,
      handler: async ({ n }) => {
        seen.push(n);
      },
    });
    await expect.poll(() => seen, waitFor).toEqual([7]);
    await queue.idle();
    expect(
      await database.handle.db.selectFrom('jobs').select('id').where('queue', '=', 'cut').execute(),
    ).toEqual([]);
  });
});
