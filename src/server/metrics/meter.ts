/**
 * What the server counts as it works, for `GET /metrics`. Each call is a plain increment when
 * metrics are on (LUNO_METRICS_TOKEN) and nothing at all when they are off: a module that counts
 * never loads prom-client, which only ./metrics.ts imports, on first use.
 */
export interface Meter {
  /** A background job of `queue` threw (it will be tried again, or was given up). */
  jobFailed(queue: string): void;
  /** A push service's answer to one notification: delivered, gone, retry or refused. */
  pushDelivered(outcome: string): void;
  /** A request met a database fault (db/errors.ts `DatabaseFault`). */
  databaseError(fault: string): void;
  /** A live stream opened by a member's app or a display; the returned function closes it. */
  liveStreamOpened(kind: 'user' | 'device'): () => void;
}

const nothing = () => {};

export const NO_METER: Meter = {
  jobFailed: nothing,
  pushDelivered: nothing,
  databaseError: nothing,
  liveStreamOpened: () => nothing,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts for /metrics; NO_METER while metrics are off. */
    meter: Meter;
  }
}
