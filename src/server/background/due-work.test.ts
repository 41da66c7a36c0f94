import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startDueWork } from './due-work';
import type { JobQueue, JobToSend, QueueDefinition } from './job-queue';

const quiet = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** A queue that keeps what it is sent and runs nothing by itself. */
function recordingQueue() {
  const sent: JobToSend<{ id: number }>[] = [];
  const definitions: QueueDefinition<{ id: number }>[] = [];
  const queue: JobQueue = {
    async work(definition) {
      definitions.push(definition as QueueDefinition<unknown> as QueueDefinition<{ id: number }>);
    },
    async send(_queue, jobs) {
      sent.push(...(jobs as JobToSend<{ id: number }>[]));
    },
    async exclusive(_queue, _key, work) {
      return { value: await work() };
    },
    async idle() {},
    async stop() {},
  };
  return { queue, sent, definitions };
}

describe('due work', () => {
  it('sends every due row as a job keyed by its row, spread over the next tick, and runs it only if still due', async () => {
    const { queue, sent, definitions } = recordingQueue();
    const tickMs = 40;
    const due = Array.from({ length: 400 }, (_, index) => index + 1);
    const ran: number[] = [];
    const before = Date.now();
    const work = await startDueWork(
      queue,
      {
        queue: 'calendar-sync',
        concurrency: 3,
        due: async (limit) => due.slice(0, limit),
        runIfDue: async (id) => {
          ran.push(id);
        },
      },
      quiet,
      { name: 'calendar sync', tickMs },
    );
    try {
      await expect.poll(() => sent.length, { interval: 10, timeout: 5_000 }).toBeGreaterThanOrEqual(400);
    } finally {
      await work.stop();
    }
    const first = sent.slice(0, 400);
    expect(first.map((job) => job.key)).toEqual(due.map(String));
    expect(first.map((job) => job.data)).toEqual(due.map((id) => ({ id })));
    // Not all at once: start times spread over a tick after the look.
    const starts = first.map((job) => job.startAfter!.getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(before);
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThan(tickMs / 2);
    expect(new Set(starts).size).toBeGreaterThan(10);

    expect(definitions).toHaveLength(1);
    expect(definitions[0]).toMatchObject({ name: 'calendar-sync', concurrency: 3 });
    await definitions[0]!.handler({ id: 7 });
    expect(ran).toEqual([7]);
  });
});
