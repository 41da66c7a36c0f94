import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { Outbox, type OutboxOptions } from './outbox';
import { isQueued } from './outboxContext';
import { memoryStore, type OutboxStore } from './outboxStore';
import type { QueuedWrite } from './queuedWrites';

const tick = (itemId: number, isComplete = true, name = 'Milk'): QueuedWrite => ({
  kind: 'shopping-tick',
  listId: 1,
  itemId,
  isComplete,
  name,
});
const add = (item: string, tempId: number): QueuedWrite => ({
  kind: 'shopping-add',
  listId: 1,
  item,
  tempId,
});

/**
 * A server as the outbox meets it: each request is seen with its key; `network` decides whether it
 * gets there and whether its answer gets back; a key seen before is answered as the first time.
 */
function fakeServer() {
  const seen: { write: QueuedWrite; key: string }[] = [];
  const done = new Map<string, unknown>();
  let nextId = 100;
  const server = {
    seen,
    /** 'up': answers; 'down': nothing arrives; 'lose-answer': done, but the answer is lost once. */
    network: 'up' as 'up' | 'down' | 'lose-answer',
    refuse: new Map<number, ApiError>(),
    /** How many times each write was done (not merely received). */
    doneCount: () => done.size,
    async send(write: QueuedWrite, key: string): Promise<unknown> {
      if (server.network === 'down') throw new TypeError('Failed to fetch');
      seen.push({ write, key });
      if ('itemId' in write && server.refuse.has(write.itemId)) throw server.refuse.get(write.itemId);
      if (!done.has(key)) {
        done.set(key, write.kind === 'shopping-add' ? { id: nextId++, item: write.item } : { ok: true });
      }
      if (server.network === 'lose-answer') {
        server.network = 'up';
        throw new DOMException('The operation timed out.', 'TimeoutError');
      }
      return done.get(key);
    },
  };
  return server;
}

function outboxWith(server: ReturnType<typeof fakeServer>, options: Partial<OutboxOptions> = {}) {
  const sent: QueuedWrite[] = [];
  const dropped: QueuedWrite[] = [];
  let keys = 0;
  const outbox = new Outbox({
    store: memoryStore(),
    familyId: '7',
    send: server.send,
    onSent: (write) => sent.push(write),
    onDropped: (write) => dropped.push(write),
    newKey: () => `key-${++keys}`,
    patienceMs: 50,
    ...options,
  });
  return { outbox, sent, dropped };
}

const gone = () => new ApiError(404, 'Item not found.', { error: 'Item not found.', code: 'not_found' });

describe('the outbox', () => {
  it('sends each write once, in order, and answers the server’s answer', async () => {
    const server = fakeServer();
    const { outbox } = outboxWith(server);
    const answers = await Promise.all([
      outbox.submit(tick(1)),
      outbox.submit(tick(1, false)),
      outbox.submit(tick(2)),
    ]);
    await outbox.flush();
    expect(server.seen.map(({ write, key }) => [write, key])).toEqual([
      [tick(1), 'key-1'],
      [tick(1, false), 'key-2'],
      [tick(2), 'key-3'],
    ]);
    // The first had its own answer; the two made behind it were shown done and sent in their turn.
    expect(answers[0]).toEqual({ ok: true });
    expect(outbox.getState()).toEqual({ waiting: [], offline: false, notes: [] });
  });

  it('keeps writes made with no network, shows them waiting, and sends them in order when it is back', async () => {
    const server = fakeServer();
    server.network = 'down';
    const { outbox, sent } = outboxWith(server);
    const first = await outbox.submit(tick(1));
    const second = await outbox.submit(add('Bread', -1));
    expect(isQueued(first) && isQueued(second)).toBe(true);
    expect(outbox.getState()).toMatchObject({ waiting: [tick(1), add('Bread', -1)], offline: true });
    // A retry while the network is still away changes nothing and sends nothing.
    await outbox.flush();
    expect(server.seen).toEqual([]);

    server.network = 'up';
    await outbox.flush();
    expect(server.seen.map(({ write }) => write)).toEqual([tick(1), add('Bread', -1)]);
    expect(sent).toEqual([tick(1), add('Bread', -1)]);
    expect(outbox.getState()).toEqual({ waiting: [], offline: false, notes: [] });
  });

  it('sends a write whose answer was lost again under the same key, so it is done once', async () => {
    const server = fakeServer();
    server.network = 'lose-answer';
    const { outbox } = outboxWith(server);
    expect(isQueued(await outbox.submit(add('Milk', -1)))).toBe(true);
    expect(outbox.getState().waiting).toHaveLength(1);
    await outbox.flush();
    expect(server.seen.map(({ key }) => key)).toEqual(['key-1', 'key-1']);
    expect(server.doneCount()).toBe(1);
    expect(outbox.getState().waiting).toEqual([]);
  });

  it('drops a waiting write the server refuses, with a note, and sends the next', async () => {
    const server = fakeServer();
    server.network = 'down';
    const { outbox, dropped } = outboxWith(server);
    await outbox.submit(tick(1, true, 'Milk'));
    await outbox.submit(tick(2, true, 'Eggs'));
    server.network = 'up';
    server.refuse.set(1, gone());
    await outbox.flush();
    expect(server.seen.map(({ write }) => write)).toEqual([tick(1, true, 'Milk'), tick(2, true, 'Eggs')]);
    expect(dropped).toEqual([tick(1, true, 'Milk')]);
    expect(outbox.getState().notes.map((note) => note.text)).toEqual(['Milk was removed on another device.']);
    expect(outbox.getState().waiting).toEqual([]);

    // Never tried again: the next retry sends nothing.
    await outbox.flush();
    expect(server.seen).toHaveLength(2);
    outbox.dismissNote(outbox.getState().notes[0]!.id);
    expect(outbox.getState().notes).toEqual([]);
  });

  it('notes a key the server says was used for another body, in the server’s words', async () => {
    const server = fakeServer();
    server.network = 'down';
    const { outbox } = outboxWith(server);
    await outbox.submit(tick(3, true, 'Jam'));
    server.network = 'up';
    server.refuse.set(
      3,
      new ApiError(422, 'This key was used for another request.', { code: 'invalid_request' }),
    );
    await outbox.flush();
    expect(outbox.getState().notes.map((note) => note.text)).toEqual([
      'A change to Jam was not saved: This key was used for another request.',
    ]);
  });

  it('gives the page the refusal of a write’s first try, as any other write’s error', async () => {
    const server = fakeServer();
    server.refuse.set(1, gone());
    const { outbox } = outboxWith(server, { patienceMs: 5_000 });
    await expect(outbox.submit(tick(1))).rejects.toMatchObject({ code: 'not_found' });
    expect(outbox.getState()).toEqual({ waiting: [], offline: false, notes: [] });
  });

  it('waits on a server that answers 502, 503 or 504, or says to sign in again', async () => {
    for (const refusal of [
      new ApiError(502, undefined),
      new ApiError(503, 'Down', { code: 'database_unavailable' }),
      new ApiError(504, undefined),
      new ApiError(401, 'Sign in', { code: 'not_signed_in' }),
    ]) {
      const server = fakeServer();
      server.refuse.set(1, refusal);
      const { outbox } = outboxWith(server);
      expect(isQueued(await outbox.submit(tick(1)))).toBe(true);
      expect(outbox.getState()).toMatchObject({ waiting: [tick(1)], offline: true, notes: [] });
    }
  });

  it('sends a tick of an item added offline with the id the server gave it', async () => {
    const server = fakeServer();
    server.network = 'down';
    const { outbox } = outboxWith(server);
    await outbox.submit(add('Milk', -5));
    await outbox.submit(tick(-5, true, 'Milk'));
    server.network = 'up';
    await outbox.flush();
    expect(server.seen.map(({ write }) => write)).toEqual([add('Milk', -5), tick(100, true, 'Milk')]);
  });

  it('drops the writes about an item whose adding was refused, with one note', async () => {
    const server = fakeServer();
    const send = server.send;
    server.send = async (write, key) => {
      if (write.kind === 'shopping-add') {
        throw new ApiError(404, 'Shopping list not found.', { code: 'not_found' });
      }
      return send(write, key);
    };
    // Left by an earlier visit with no network.
    const store = memoryStore();
    await store.add({ familyId: '7', key: 'a', write: add('Milk', -5), at: 1 });
    await store.add({ familyId: '7', key: 'b', write: tick(-5, true, 'Milk'), at: 2 });
    await store.add({ familyId: '7', key: 'c', write: tick(9, true, 'Eggs'), at: 3 });
    const { outbox } = outboxWith(server, { store });
    await outbox.flush();
    expect(server.seen.map(({ write }) => write)).toEqual([tick(9, true, 'Eggs')]);
    expect(outbox.getState().notes.map((note) => note.text)).toEqual([
      'Milk could not be added: the list was deleted on another device.',
    ]);
    expect(await store.all()).toEqual([]);
  });

  it('sends what an earlier page load left, and only the signed-in family’s', async () => {
    const store: OutboxStore = memoryStore();
    await store.add({ familyId: '7', key: 'ours', write: tick(1), at: 1 });
    await store.add({ familyId: '8', key: 'theirs', write: tick(2), at: 2 });
    const server = fakeServer();
    const { outbox } = outboxWith(server, { store });
    await outbox.flush();
    expect(server.seen).toEqual([{ write: tick(1), key: 'ours' }]);
    // The other family's write is kept for its own next sign-in.
    expect((await store.all()).map((entry) => entry.key)).toEqual(['theirs']);
  });

  it('forgets this family’s waiting writes when it signs out, and sends nothing more', async () => {
    const store = memoryStore();
    const server = fakeServer();
    server.network = 'down';
    const { outbox } = outboxWith(server, { store });
    await outbox.submit(tick(1));
    await outbox.forget();
    server.network = 'up';
    await outbox.flush();
    expect(server.seen).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  it('shows a write as waiting when its first try is slow to answer', async () => {
    let release = () => {};
    const { outbox } = outboxWith(fakeServer(), {
      send: () => new Promise((resolve) => (release = () => resolve({ ok: true }))),
    });
    expect(isQueued(await outbox.submit(tick(1)))).toBe(true);
    expect(outbox.getState().waiting).toEqual([tick(1)]);
    release();
    await outbox.flush();
    expect(outbox.getState().waiting).toEqual([]);
  });
});
