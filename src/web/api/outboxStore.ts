/**
 * Where the outbox (./outbox.ts) keeps the writes it has not yet had answered: IndexedDB, so they
 * outlive a reload, a closed tab or a phone that restarts in the shop. A few lines over the raw API
 * rather than a library: one object store, in the order the writes were made. Where IndexedDB is
 * missing or refused (some private modes), the writes live as long as the page.
 */
import type { QueuedWrite } from './queuedWrites';

/** One write waiting for its answer. `seq` orders them; `key` is its Idempotency-Key. */
export interface StoredWrite {
  seq: number;
  /** The family signed in when it was made: it is sent only while that family is signed in. */
  familyId: string;
  key: string;
  write: QueuedWrite;
  /** When it was made (ms since the epoch). */
  at: number;
}

export interface OutboxStore {
  /** Every stored write, oldest first. */
  all(): Promise<StoredWrite[]>;
  add(entry: Omit<StoredWrite, 'seq'>): Promise<StoredWrite>;
  /** Rewrites an entry (a write whose item got its real id). */
  put(entry: StoredWrite): Promise<void>;
  delete(seq: number): Promise<void>;
}

const DATABASE = 'luno-outbox';
const STORE = 'writes';

/** The writes of this page only. */
export function memoryStore(): OutboxStore {
  const entries = new Map<number, StoredWrite>();
  let next = 1;
  return {
    all: async () => [...entries.values()].sort((a, b) => a.seq - b.seq),
    async add(entry) {
      const stored = { ...entry, seq: next++ };
      entries.set(stored.seq, stored);
      return stored;
    },
    async put(entry) {
      entries.set(entry.seq, entry);
    },
    async delete(seq) {
      entries.delete(seq);
    },
  };
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
  };
  return done(request);
}

/** The browser's IndexedDB store, or the page's own when the browser has none to give. */
export function browserStore(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  let opened: Promise<IDBDatabase> | undefined;
  const fallback = memoryStore();
  // A refused database (a private mode) falls back once, for good, rather than failing every write.
  let usable = true;
  const withStore = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    opened ??= openDatabase();
    const database = await opened;
    const transaction = database.transaction(STORE, mode);
    const result = done(work(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  };
  const guarded =
    <A extends unknown[], T>(work: (...args: A) => Promise<T>, inMemory: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      if (!usable) return inMemory(...args);
      try {
        return await work(...args);
      } catch (error) {
        console.warn('The outbox cannot use IndexedDB; changes made offline last as long as the page', error);
        usable = false;
        return inMemory(...args);
      }
    };
  return {
    all: guarded(
      async () => (await withStore('readonly', (store) => store.getAll())) as StoredWrite[],
      fallback.all,
    ),
    add: guarded(async (entry) => {
      const seq = await withStore('readwrite', (store) => store.add(entry));
      return { ...entry, seq: Number(seq) };
    }, fallback.add),
    put: guarded(async (entry) => {
      await withStore('readwrite', (store) => store.put(entry));
    }, fallback.put),
    delete: guarded(async (seq) => {
      await withStore('readwrite', (store) => store.delete(seq));
    }, fallback.delete),
  };
}
