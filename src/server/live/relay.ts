/**
 * Changes across instances: each change committed here is sent on a bus the instances share, and
 * the other instances' changes arriving on it are announced here, so a write on one instance
 * reaches a display whose stream is open on another. The bus is PostgreSQL's LISTEN/NOTIFY by
 * default, or NATS or Redis (`LUNO_LIVE_BUS`), one file each; this file is what they share: the
 * messages, the instance's own echo dropped, and reconnecting with back-off.
 *
 * A change to what instances keep in memory (`confirmed`: the sessions a write ends, a family's
 * board list) must be in force everywhere before its write answers: each instance that gets it
 * confirms once it has dropped what it kept, and the write waits for every instance heard from
 * lately, at most `confirmWithinMs` (the caches' lifetime, after which nothing read before the
 * write is kept anywhere, confirmed or not). For that, instances say
 * they are there every HEARTBEAT_MS. An instance that cannot be sure it hears the others (its bus
 * away, or joined less than SETTLE_MS ago) says so through `hearing`, and its own such writes
 * wait the whole `confirmWithinMs`.
 */
import { randomBytes } from 'node:crypto';
import { RESOURCES } from '../../common/resources';
import { type Announced, type Change, type Changes, SESSIONS } from './changes';

/** A change with more ids names none (all rows): every bus keeps messages small. */
const MAX_IDS = 500;
const idsOf = (change: Change) => (change.ids.length > MAX_IDS ? [] : change.ids);
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const HEARTBEAT_MS = 2_000;
/** An instance not heard from for this long is taken to be gone, and not waited for. */
const GONE_AFTER_MS = 3 * HEARTBEAT_MS;
/**
 * How long after connecting an instance is sure to hear every other: each answers a newcomer's
 * first word at once, and a bus carries it in milliseconds.
 */
const SETTLE_MS = 500;
/** No instance's origin: what a write waits for when this instance does not hear the others. */
const UNHEARD = '';

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

export interface RelayOptions {
  /** The changes other instances confirm before their write answers (default: SESSIONS alone). */
  confirmed?: ReadonlySet<Announced>;
  /** The longest a write waits for the other instances to confirm that they dropped what it changed. */
  confirmWithinMs: number;
  /** Told whether this instance hears every other one now (off at first, on a heartbeat after connecting). */
  hearing?: (hearing: boolean) => void;
  /**
   * Told when the bus is back after a time without it (lost, or not reached at start): the other
   * instances' changes of that time never arrived here, so whoever follows them here must catch up.
   */
  onGap?: () => void;
}

/**
 * On the bus: a change `{o, f, r, i}` (with `n` when it must be confirmed), a confirmation
 * `{o, a: n, t: the change's o}`, and an instance saying it is there `{o, h: 1}` or leaving `{o, h: 0}`.
 */
interface Message {
  o: string;
  f?: number;
  r?: string;
  i?: number[];
  n?: string;
  a?: string;
  t?: string;
  h?: 0 | 1;
}

const announced = (resource: unknown): resource is Announced =>
  resource === SESSIONS || RESOURCES.includes(resource as never);

export function startRelay(bus: Bus, changes: Changes, log: Log, options: RelayOptions) {
  const origin = randomBytes(6).toString('hex');
  const hearing = options.hearing ?? (() => {});
  let connection: BusConnection | null = null;
  let missed = false;
  let hears = false;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let settling: NodeJS.Timeout | undefined;
  /** Other instances, by when they were last heard. */
  const peers = new Map<string, number>();
  /** This instance's changes waiting for confirmations, by their `n`: who has yet to confirm. */
  const unconfirmed = new Map<string, { missing: Set<string>; done: () => void }>();
  let sent = 0;

  function send(message: Omit<Message, 'o'>): Promise<void> {
    if (!connection) return Promise.resolve();
    return connection.send(JSON.stringify({ o: origin, ...message })).catch((error: unknown) => {
      log.warn({ err: error }, 'a change could not be sent to the other instances');
    });
  }

  function setHearing(now: boolean) {
    if (hears === now) return;
    hears = now;
    hearing(now);
  }

  function confirmed(nonce: string, peer: string) {
    const waiting = unconfirmed.get(nonce);
    waiting?.missing.delete(peer);
    if (waiting?.missing.size === 0) waiting.done();
  }

  /**
   * Only an instance that says it is there counts as one to wait for: an older one (in the middle
   * of a deploy) relays changes but confirms nothing, and keeps no sessions.
   */
  function heard(peer: string, presence: Message['h']) {
    if (presence === 0) {
      peers.delete(peer);
      for (const nonce of [...unconfirmed.keys()]) confirmed(nonce, peer);
      return;
    }
    if (presence !== 1 && !peers.has(peer)) return;
    // A newcomer hears at once that this instance is there.
    if (!peers.has(peer)) void send({ h: 1 });
    peers.set(peer, Date.now());
  }

  function deliver(payload: string) {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return; // Not one of ours.
    }
    if (typeof message?.o !== 'string' || message.o === origin) return;
    heard(message.o, message.h);
    if (typeof message.a === 'string') {
      if (message.t === origin) confirmed(message.a, message.o);
      return;
    }
    if (!announced(message.r) || typeof message.f !== 'number') return;
    const published = changes.publish({
      familyId: message.f,
      resource: message.r,
      ids: Array.isArray(message.i) ? message.i : [],
      remote: true,
    });
    const nonce = message.n;
    if (typeof nonce === 'string') void published.then(() => send({ a: nonce, t: message.o }));
  }

  /** Resolves once every instance heard from lately has confirmed the change, or after `confirmWithinMs`. */
  function confirmedEverywhere(change: Change): Promise<void> {
    const message = { f: change.familyId, r: change.resource, i: idsOf(change) };
    const now = Date.now();
    const others = [...peers].filter(([, at]) => now - at < GONE_AFTER_MS).map(([peer]) => peer);
    // Unsure who is out there, a write that ends sessions waits for an instance none is: the
    // sessions others read before it end on their own by then. Any other such change is sent and
    // not waited for: a board list kept elsewhere is at worst its few seconds old, and a screen
    // saved while the bus is away should not take seconds to answer.
    const sure = hears;
    if (!sure && change.resource !== SESSIONS) return send(message);
    const missing = new Set(sure ? others : [UNHEARD]);
    if (missing.size === 0) return send(message);
    const nonce = `${origin}-${++sent}`;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(limit);
        unconfirmed.delete(nonce);
        resolve();
      };
      const limit = setTimeout(() => {
        if (sure) log.warn({ missing: [...missing] }, 'instances did not confirm the sessions a write ended');
        done();
      }, options.confirmWithinMs);
      unconfirmed.set(nonce, { missing, done });
      void send({ ...message, n: nonce });
    });
  }

  function lost(error: unknown) {
    log.warn({ err: error }, `the change relay lost ${bus.name}; reconnecting`);
    missed = true;
    const broken = connection;
    connection = null;
    quiet();
    void broken?.close().catch(() => undefined);
    schedule();
  }

  /** No heartbeats out and nothing trusted in, until connected again. */
  function quiet() {
    clearInterval(heartbeat);
    clearTimeout(settling);
    peers.clear();
    setHearing(false);
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
      void send({ h: 1 });
      heartbeat = setInterval(() => {
        void send({ h: 1 });
        const gone = Date.now() - GONE_AFTER_MS;
        for (const [peer, at] of peers) if (at < gone) peers.delete(peer);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      // By then every instance has heard this one, and this one each of them.
      settling = setTimeout(() => setHearing(true), SETTLE_MS);
      settling.unref();
      if (missed) {
        missed = false;
        options.onGap?.();
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

  const toConfirm = options.confirmed ?? new Set<Announced>([SESSIONS]);
  const unsubscribe = changes.subscribe((change: Change) => {
    if (change.remote) return;
    if (toConfirm.has(change.resource)) return confirmedEverywhere(change);
    if (!connection) return;
    void send({ f: change.familyId, r: change.resource, i: idsOf(change) });
  });

  hearing(false);
  const ready = connect();
  return {
    /** Resolves once the first connection is in place (or failed and is being retried). */
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await send({ h: 0 });
      quiet();
      for (const waiting of [...unconfirmed.values()]) waiting.done();
      await connection?.close().catch(() => undefined);
      connection = null;
    },
  };
}
