import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { JobQueue, QueueDefinition } from '../background/job-queue';
import type { DatabaseHandle } from '../db/database';
import type { PushDelivery } from '../push/push-delivery';
import type { Meter } from './meter';
import { NO_METER } from './meter';
import { createMetricsRepo } from './metrics.repo';

/** Request durations, in seconds: a board's read is a few milliseconds, a photo upload seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** LUNO_METRICS_TOKEN; metrics are off without it. */
  token: string | undefined;
  database: DatabaseHandle;
}

/** What a scrape without the token, or any request while metrics are off, gets: an unknown address's 404. */
function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
}

/** Whether `Authorization: Bearer <token>` carries the token, compared in constant time. */
function carriesToken(header: string | undefined, token: string): boolean {
  const [scheme, sent] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !sent) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent.trim()), digest(token));
}

/**
 * `GET /metrics`, Prometheus's text format, for whoever runs the server: on only when
 * LUNO_METRICS_TOKEN is set and asked for with that token as a bearer token; a 404 otherwise.
 * prom-client is loaded here, only when metrics are on. Per request the server observes one
 * histogram; everything else is counted as it happens or read when Prometheus scrapes.
 *
 * Must be registered before the routes it times. Returns the app's `meter` (also `app.meter`).
 */
export async function registerMetrics(
  app: FastifyInstance,
  { token, database }: MetricsOptions,
): Promise<Meter> {
  if (!token) {
    app.decorate('meter', NO_METER);
    app.get('/metrics', async (_request, reply) => notFound(reply));
    return NO_METER;
  }
  const client = await import('prom-client');
  const registry = new client.Registry();
  // Process memory, CPU, event-loop lag, handles, garbage collection: prom-client's own.
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  const repo = createMetricsRepo(database.db, database.dialect);

  const requestDuration = new client.Histogram({
    name: 'luno_http_request_duration_seconds',
    help: 'Time to answer a request, by the route pattern it matched, its method and its status.',
    labelNames: ['route', 'method', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const liveStreams = new client.Gauge({
    name: 'luno_live_streams_open',
    help: 'Live-update streams open on this instance, by who holds them (user: a member’s app, device: a display).',
    labelNames: ['kind'],
    registers,
  });
  const displaysOnline = new client.Gauge({
    name: 'luno_displays_online',
    help: 'Displays connected to this instance now (each holds a live stream).',
    registers,
  });
  const jobFailures = new client.Counter({
    name: 'luno_job_failures_total',
    help: 'Background jobs that threw, by queue (kind of work).',
    labelNames: ['queue'],
    registers,
  });
  const pushDeliveries = new client.Counter({
    name: 'luno_push_deliveries_total',
    help: 'Push services’ answers to notifications, by outcome (delivered, gone, retry, refused).',
    labelNames: ['outcome'],
    registers,
  });
  const databaseErrors = new client.Counter({
    name: 'luno_database_errors_total',
    help: 'Requests that met a database fault, by fault (unavailable, conflict, out-of-space, …).',
    labelNames: ['fault'],
    registers,
  });
  // Read from the database when Prometheus scrapes; a scrape while it is away leaves them out.
  new client.Gauge({
    name: 'luno_job_queue_depth',
    help: 'Background jobs waiting to start, by queue (kind of work).',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      const waiting = await repo.jobsWaiting().catch(() => new Map<string, number>());
      for (const [queue, count] of waiting) this.set({ queue }, count);
    },
  });
  const fromDatabase = (name: string, help: string, read: () => Promise<number>) =>
    new client.Gauge({
      name,
      help,
      registers,
      async collect() {
        this.reset();
        const value = await read().catch(() => null);
        if (value !== null) this.set(value);
      },
    });
  fromDatabase(
    'luno_calendar_syncs_failing',
    'Calendar sources whose last sync failed.',
    repo.calendarSourcesFailing,
  );
  fromDatabase(
    'luno_album_reads_failing',
    'Shared albums whose last reading failed.',
    repo.albumReadsFailing,
  );
  fromDatabase(
    'luno_push_messages_waiting',
    'Notifications waiting for a push service to take them.',
    repo.pushMessagesWaiting,
  );
  const { pool } = database;
  if (pool) {
    new client.Gauge({
      name: 'luno_database_pool_connections',
      help: 'PostgreSQL connections of this instance’s pool, by state (idle, busy) and requests waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle, waiting } = pool();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  const open = { user: 0, device: 0 };
  const showStreams = () => {
    liveStreams.set({ kind: 'user' }, open.user);
    liveStreams.set({ kind: 'device' }, open.device);
    displaysOnline.set(open.device);
  };
  showStreams();
  const meter: Meter = {
    jobFailed: (queue) => jobFailures.inc({ queue }),
    pushDelivered: (outcome) => pushDeliveries.inc({ outcome }),
    databaseError: (fault) => databaseErrors.inc({ fault }),
    liveStreamOpened(kind) {
      open[kind] += 1;
      showStreams();
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        open[kind] -= 1;
        showStreams();
      };
    },
  };
  app.decorate('meter', meter);

  app.get('/metrics', async (request, reply) => {
    if (!carriesToken(request.headers.authorization, token)) return notFound(reply);
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return meter;
}

/** Counts the failures of every queue's jobs: wraps each handler `jobs.work` is given from here on. */
export function countJobFailures(jobs: JobQueue, meter: Meter): void {
  if (meter === NO_METER) return;
  const work = jobs.work.bind(jobs);
  jobs.work = <T>(definition: QueueDefinition<T>) =>
    work<T>({
      ...definition,
      handler: async (data: T) => {
        try {
          await definition.handler(data);
        } catch (error) {
          meter.jobFailed(definition.name);
          throw error;
        }
      },
    });
}

/** Counts each push service's answer to a notification by its outcome. */
export function countPushDeliveries(delivery: PushDelivery, meter: Meter): PushDelivery {
  if (meter === NO_METER) return delivery;
  return {
    ...delivery,
    async deliver(...args) {
      const outcome = await delivery.deliver(...args);
      meter.pushDelivered(outcome.kind);
      return outcome;
    },
  };
}
