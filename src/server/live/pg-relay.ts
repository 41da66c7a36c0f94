/**
 * Changes across instances on PostgreSQL: each change committed here is sent with NOTIFY, and a
 * connection of its own LISTENs for the other instances' changes and announces them here, so a
 * write on one instance reaches a display whose stream is open on another.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { RESOURCES, type Resource } from '../../common/resources';
import type { Change, Changes } from './changes';

const CHANNEL = 'luno_changes';
/** NOTIFY payloads must stay under 8,000 bytes; a change with more ids names none (all rows). */
const MAX_IDS = 500;
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

interface Log {
  warn(object: object, message: string): void;
}

export function startPgRelay(url: string, changes: Changes, log: Log) {
  const origin = randomBytes(6).toString('hex');
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  function deliver(payload: string | undefined) {
    try {
      const message = JSON.parse(payload ?? '') as { o: string; f: number; r: Resource; i: number[] };
      if (message.o === origin || !RESOURCES.includes(message.r)) return;
      changes.publish({ familyId: message.f, resource: message.r, ids: message.i, remote: true });
    } catch {
      // Not one of ours.
    }
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'the change relay lost PostgreSQL; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      attempt = 0;
    } catch (error) {
      log.warn({ err: error }, 'the change relay could not reach PostgreSQL; trying again');
      void next.end().catch(() => undefined);
      schedule();
    }
  }

  function schedule() {
    if (stopped || timer) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  }

  const unsubscribe = changes.subscribe((change: Change) => {
    if (change.remote || !client) return;
    const ids = change.ids.length > MAX_IDS ? [] : change.ids;
    const payload = JSON.stringify({ o: origin, f: change.familyId, r: change.resource, i: ids });
    client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => {
      log.warn({ err: error }, 'a change could not be sent to the other instances');
    });
  });

  const ready = connect();
  return {
    /** Resolves once the first LISTEN is in place (or failed and is being retried). */
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
