/**
 * Changes across instances: each change committed here is sent on a bus the instances share, and
 * the other instances' changes arriving on it are announced here, so a write on one instance
 * reaches a display whose stream is open on another. The bus is PostgreSQL's LISTEN/NOTIFY by
 * default, or NATS or Redis (`LUNO_LIVE_BUS`), one file each; this file is what they share: the
 * message, the instance's own echo dropped, and reconnecting with back-off.
 */
import { randomBytes } from 'node:crypto';
import { RESOURCES, type Resource } from '../../common/resources';
import type { Change, Changes } from './changes';

/** A change with more ids names none (all rows): every bus keeps messages small. */
const MAX_IDS = 500;
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

interface Log {
  warn(object: object, message: string): void;
}

/** An open connection to a bus: sends this instance's changes, closes. */
export interface BusConnection {
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** One kind of bus: opens a connection that hands every message on it to `deliver` and calls `lost` if it breaks. */
export interface Bus {
  name: string;
  open(deliver: (payload: string) => void, lost: (error: unknown) => void): Promise<BusConnection>;
}

/**
 * `onGap` is told when the bus is back after a time without it (lost, or not reached at start): the
 * other instances' changes of that time never arrived here, so whoever follows them here must
 * catch up.
 */
export function startRelay(bus: Bus, changes: Changes, log: Log, onGap: () => void) {
  const origin = randomBytes(6).toString('hex');
  let connection: BusConnection | null = null;
  let missed = false;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  function deliver(payload: string) {
    try {
      const message = JSON.parse(payload) as { o: string; f: number; r: Resource; i: number[] };
      if (message.o === origin || !RESOURCES.includes(message.r)) return;
      changes.publish({ familyId: message.f, resource: message.r, ids: message.i, remote: true });
    } catch {
      // Not one of ours.
    }
  }

  function lost(error: unknown) {
    log.warn({ err: error }, `the change relay lost ${bus.name}; reconnecting`);
    missed = true;
    const broken = connection;
    connection = null;
    void broken?.close().catch(() => undefined);
    schedule();
  }

  async function connect() {
    if (stopped) return;
    try {
      const opened = await bus.open(deliver, (error) => {
        if (connection === opened) lost(error);
      });
      if (stopped) return void opened.close().catch(() => undefined);
      connection = opened;
      attempt = 0;
      if (missed) {
        missed = false;
        onGap();
      }
    } catch (error) {
      log.warn({ err: error }, `the change relay could not reach ${bus.name}; trying again`);
      missed = true;
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
    if (change.remote || !connection) return;
    const ids = change.ids.length > MAX_IDS ? [] : change.ids;
    const payload = JSON.stringify({ o: origin, f: change.familyId, r: change.resource, i: ids });
    connection.send(payload).catch((error: unknown) => {
      log.warn({ err: error }, 'a change could not be sent to the other instances');
    });
  });

  const ready = connect();
  return {
    /** Resolves once the first connection is in place (or failed and is being retried). */
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await connection?.close().catch(() => undefined);
      connection = null;
    },
  };
}
