/**
 * The outbox: the phone's writes that must work with no network (ticking, adding and shopping a
 * list, ticking a chore; ./queuedWrites.ts) are kept in IndexedDB (./outboxStore.ts) before they
 * are sent, and sent strictly in the order they were made, each exactly once:
 *
 * - Each write gets its own Idempotency-Key when it is made, and keeps it: a write whose answer was
 *   lost (the signal went as it was on its way) is sent again under the same key, and the server
 *   answers it as it did the first time instead of doing it twice.
 * - A write that meets no network (fetch throws, no answer in time, or a proxy's 502/503/504 while
 *   the server is away) waits, and so does every write after it; the page shows it done at once
 *   (`withQueued`). They are sent when the network is back (the provider tries on load, on the
 *   browser's `online` and every little while), one at a time, the next only once the one before
 *   has its answer.
 * - A waiting write the server refuses (its item was deleted on another phone, the chore was done
 *   there first, a key the server says was used for another body) is dropped with a short note,
 *   never tried again. A write refused on its first try, while the page still waits for it, is the
 *   mutation's error, as any other write's.
 *
 * No React here: `useAppOutbox` (./outboxProvider.ts) builds one per signed-in family and hands it to
 * the hooks through ./outboxContext.ts.
 */
import { ApiError, hasCode } from './client';
import { type OutboxPort, QUEUED, type QueuedAnswer } from './outboxContext';
import type { OutboxStore, StoredWrite } from './outboxStore';
import { goneNote, namesItem, type QueuedWrite, refusedNote, withQueued, withRealId } from './queuedWrites';

/** How long the page waits on a write's first try before it shows the write as waiting. */
export const FIRST_TRY_PATIENCE_MS = 3_000;

export interface OutboxNote {
  id: number;
  text: string;
}

export interface OutboxState {
  /** The writes not yet answered, oldest first. */
  waiting: readonly QueuedWrite[];
  /** True once a try met no network, until one gets through. */
  offline: boolean;
  /** Writes that could no longer apply, for the family to read. */
  notes: readonly OutboxNote[];
}

export interface OutboxOptions {
  store: OutboxStore;
  /** The family signed in: only its writes are sent, and new ones are kept under it. */
  familyId: string;
  /** Sends one write under its key; throws ApiError for an answer other than 2xx. */
  send: (write: QueuedWrite, key: string) => Promise<unknown>;
  /** A write the server did, with its answer: the cache takes it in. */
  onSent: (write: QueuedWrite, answer: unknown) => void;
  /** A write that was dropped: what it showed is read again from the server. */
  onDropped: (write: QueuedWrite) => void;
  newKey?: () => string;
  /** Runs `work` alone among the pages of this browser (two tabs must not send one write twice). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  patienceMs?: number;
}

type Outcome = { sent: unknown } | { refused: ApiError } | 'wait';

/** A server that cannot be reached, or cannot take the write for now: the write waits. */
function waits(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  // A proxy's answer while the server is away carries no code, so these go by status.
  if (error.status === 502 || error.status === 503 || error.status === 504) return true;
  // Signed out meanwhile (the write waits for the next sign-in), or asked to slow down.
  return hasCode(error, 'not_signed_in', 'rate_limited', 'database_unavailable');
}

/** A v4 UUID; `crypto.randomUUID` is only there on https (a LAN install may be plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Waiter {
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

export class Outbox implements OutboxPort {
  private readonly options: OutboxOptions;
  private entries: StoredWrite[] = [];
  /** Writes made a moment ago, on their way into the store: shown, not yet sent. */
  private unsaved: { write: QueuedWrite }[] = [];
  private notes: OutboxNote[] = [];
  private offline = false;
  private state: OutboxState = { waiting: [], offline: false, notes: [] };
  private signature = '[]';
  private readonly listeners = new Set<() => void>();
  /** The pages' own writes still waiting to hear whether they were done, by `seq`. */
  private readonly waiters = new Map<number, Waiter>();
  private readonly loaded: Promise<void>;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private nextNote = 1;
  private closed = false;

  constructor(options: OutboxOptions) {
    this.options = options;
    this.loaded = this.reload().catch(() => undefined);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): OutboxState => this.state;

  withQueued = <T>(key: readonly unknown[], data: T): T => withQueued(key, data, this.state.waiting);

  /**
   * Stops sending and forgets what waits (the family signs out on this phone): another family's
   * changes are never sent under the next sign-in, nor kept on a phone someone else may use.
   */
  async forget(): Promise<void> {
    this.closed = true;
    await this.loaded;
    for (const entry of this.entries) await this.options.store.delete(entry.seq);
    this.entries = [];
    for (const waiter of this.waiters.values()) waiter.resolve(QUEUED);
    this.waiters.clear();
    this.publish();
  }

  /**
   * Keeps `write` and sends it after those before it. Resolves with the server's answer once it is
   * done, or with QUEUED when it has to wait (no network, or still no answer after a moment: the
   * page shows it done either way); rejects with the server's refusal of its first try.
   */
  async submit<T>(write: QueuedWrite): Promise<T | QueuedAnswer> {
    // Shown at once, before IndexedDB has it: a tapped checkbox must not flick back meanwhile.
    const unsaved = { write };
    this.unsaved.push(unsaved);
    this.publish();
    let entry: StoredWrite;
    try {
      await this.loaded;
      entry = await this.options.store.add({
        familyId: this.options.familyId,
        key: (this.options.newKey ?? newIdempotencyKey)(),
        write,
        at: Date.now(),
      });
    } finally {
      this.unsaved = this.unsaved.filter((other) => other !== unsaved);
    }
    // A flush that read the store meanwhile may have it already.
    if (!this.entries.some((other) => other.seq === entry.seq)) this.entries.push(entry);
    this.publish();
    const answer = new Promise<T | QueuedAnswer>((resolve, reject) => {
      this.waiters.set(entry.seq, { resolve: resolve as (answer: unknown) => void, reject });
    });
    // Behind others that wait, it waits too: shown done now, sent in its turn.
    if (this.offline || this.entries[0]?.seq !== entry.seq) this.settle(entry.seq, QUEUED);
    else setTimeout(() => this.settle(entry.seq, QUEUED), this.options.patienceMs ?? FIRST_TRY_PATIENCE_MS);
    void this.flush();
    return answer;
  }

  /** Sends what waits, in order, until it is all sent or the network is away again. */
  flush(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    const exclusive = this.options.exclusive ?? ((work) => work());
    this.flushing = (async () => {
      try {
        await this.loaded;
        do {
          this.flushAgain = false;
          await exclusive(() => this.sendWaiting());
          // Asked again meanwhile (the network came back, a new write): one more pass.
        } while (this.flushAgain && !this.closed);
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  dismissNote(id: number): void {
    this.notes = this.notes.filter((note) => note.id !== id);
    this.publish();
  }

  private async sendWaiting(): Promise<void> {
    // Another tab may have sent some meanwhile: the store says what still waits.
    await this.reload();
    while (!this.closed) {
      const head = this.entries[0];
      if (!head) break;
      const outcome = await this.attempt(head);
      if (outcome === 'wait') {
        this.offline = true;
        for (const entry of this.entries) this.settle(entry.seq, QUEUED);
        this.publish();
        return;
      }
      this.offline = false;
      await this.options.store.delete(head.seq);
      this.entries = this.entries.filter((entry) => entry.seq !== head.seq);
      if ('sent' in outcome) {
        await this.sent(head, outcome.sent);
      } else {
        await this.dropped(head, outcome.refused);
      }
      this.publish();
    }
    this.publish();
  }

  private async attempt(entry: StoredWrite): Promise<Outcome> {
    try {
      return { sent: await this.options.send(entry.write, entry.key) };
    } catch (error) {
      if (waits(error)) return 'wait';
      return { refused: error as ApiError };
    }
  }

  private async sent(entry: StoredWrite, answer: unknown): Promise<void> {
    const { write } = entry;
    // Later writes about the item this one added now name it by the server's id.
    if (write.kind === 'shopping-add' && answer && typeof answer === 'object' && 'id' in answer) {
      const id = Number(answer.id);
      for (const [index, later] of this.entries.entries()) {
        const renamed = withRealId(later.write, write.tempId, id);
        if (renamed === later.write) continue;
        this.entries[index] = { ...later, write: renamed };
        await this.options.store.put(this.entries[index]!);
      }
    }
    this.options.onSent(write, answer);
    this.settle(entry.seq, answer);
  }

  private async dropped(entry: StoredWrite, refusal: ApiError): Promise<void> {
    const { write } = entry;
    const waiter = this.waiters.get(entry.seq);
    if (waiter) {
      // The page still waits for this write's first try: its error is the mutation's.
      this.waiters.delete(entry.seq);
      waiter.reject(refusal);
    } else {
      const reason = refusal.error;
      const gone = hasCode(
        refusal,
        'not_found',
        'deleted_meanwhile',
        'gone',
        'conflict',
        'changed_meanwhile',
      );
      this.note(gone ? goneNote(write) : refusedNote(write, reason));
    }
    // An item that was never added takes the writes about it with it.
    if (write.kind === 'shopping-add') {
      for (const later of this.entries.filter((other) => namesItem(other.write, write.tempId))) {
        await this.options.store.delete(later.seq);
        this.settle(later.seq, QUEUED);
      }
      this.entries = this.entries.filter((other) => !namesItem(other.write, write.tempId));
    }
    this.options.onDropped(write);
  }

  private note(text: string): void {
    this.notes = [...this.notes, { id: this.nextNote++, text }];
  }

  private settle(seq: number, answer: unknown): void {
    const waiter = this.waiters.get(seq);
    if (!waiter) return;
    this.waiters.delete(seq);
    waiter.resolve(answer);
  }

  private async reload(): Promise<void> {
    const stored = await this.options.store.all();
    this.entries = stored.filter((entry) => entry.familyId === this.options.familyId);
    this.publish();
  }

  /** Tells the pages, when something they draw changed (a store read again gives equal copies). */
  private publish(): void {
    const waiting = [...this.entries, ...this.unsaved].map((entry) => entry.write);
    const signature = JSON.stringify(waiting);
    if (
      signature === this.signature &&
      this.offline === this.state.offline &&
      this.notes === this.state.notes
    ) {
      return;
    }
    this.signature = signature;
    this.state = { waiting, offline: this.offline, notes: this.notes };
    for (const listener of this.listeners) listener();
  }
}
