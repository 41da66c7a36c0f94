import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent, type AgentResponse, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import {
  makeDisplay,
  makeMember,
  makeSession,
  makeShoppingList,
  makeSignedInFamily,
} from '../../../test/support/factories';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { IDEMPOTENCY_KEEP_MS, KEY_MALFORMED_MESSAGE, REPLAYED_HEADER, requestHash } from './idempotency';
import { createIdempotencyKeysRepo } from './idempotency-keys.repo';

let keys = 0;
/** A fresh key, as the phone makes one per queued change. */
function newKey(): string {
  keys += 1;
  return `change-${keys}-${Math.random().toString(36).slice(2)}`;
}
const keyed = (key: string) => ({ 'idempotency-key': key });

/** An answer as a client compares two: what it said and how. */
const seen = (response: AgentResponse) => ({
  status: response.statusCode,
  contentType: response.headers['content-type'],
  body: response.body,
});

describe.each(dialects)('Idempotency-Key on %s', (dialect) => {
  let t: TestApp;
  let agent: Agent;
  let familyId: number;
  let userId: number;
  let token: string;
  /** How far the app's clock runs ahead of real time. */
  let ahead = 0;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: () => new Date(Date.now() + ahead), backgroundTickMs: 50 });
    ({ agent, familyId, userId, token } = await makeSignedInFamily(t));
  });
  afterAll(() => t.close());

  const itemsOf = async (listId: number, as = agent) =>
    (await as.get(`/api/shopping-lists/${listId}/items`)).json() as { id: number; item: string }[];

  const keyRows = (key: string) =>
    t.database.handle.db
      .selectFrom('idempotency_keys')
      .select(['family_id', 'response_status'])
      .where('idempotency_key', '=', key)
      .execute();

  it('answers a repeated add with the first item, and adds it once', async () => {
    const list = await makeShoppingList(t, familyId, 'Repeat add');
    const key = newKey();
    const first = await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' }, keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' }, keyed(key));
    expect(seen(again)).toEqual(seen(first));
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await itemsOf(list.id)).toEqual([expect.objectContaining({ id: first.json().id, item: 'Milk' })]);
  });

  it('keeps an answer the browser gets compressed, and creates the screen once', async () => {
    const key = newKey();
    const asBrowser = { ...keyed(key), 'accept-encoding': 'br, gzip' };
    const note = (index: number) => ({
      id: `note-${index}`,
      type: 'text',
      x: 20 * index,
      y: 40,
      width: 300,
      height: 100,
      textContent: `Swimming kit on Tuesday, library books back on Friday (${index})`,
    });
    const body = { name: 'Kitchen', components: Array.from({ length: 12 }, (_, index) => note(index)) };
    const before = ((await agent.get('/api/screens')).json() as unknown[]).length;
    const first = await agent.post('/api/screens', body, asBrowser);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await agent.post('/api/screens', body, asBrowser);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.statusCode).toBe(201);
    expect(again.headers['content-encoding']).toBe('br');
    const idOf = (response: AgentResponse) =>
      JSON.parse(brotliDecompressSync(response.rawPayload).toString()).id;
    expect(idOf(again)).toBe(idOf(first));
    expect(((await agent.get('/api/screens')).json() as unknown[]).length).toBe(before + 1);
  });

  it('treats a body with its fields in another order as the same request', async () => {
    const list = await makeShoppingList(t, familyId, 'Field order');
    const key = newKey();
    const url = `/api/shopping-lists/${list.id}/items`;
    const first = await agent.post(url, { item: 'Tea', categoryId: null }, keyed(key));
    const again = await agent.post(url, { categoryId: null, item: 'Tea' }, keyed(key));
    expect(seen(again)).toEqual(seen(first));
    expect(await itemsOf(list.id)).toHaveLength(1);
  });

  it('answers a repeated delete with the same 204 though the item is gone', async () => {
    const list = await makeShoppingList(t, familyId, 'Repeat delete', ['Bread']);
    const [bread] = await itemsOf(list.id);
    const url = `/api/shopping-lists/${list.id}/items/${bread!.id}`;
    const key = newKey();
    const first = await agent.delete(url, keyed(key));
    expect(first.statusCode).toBe(204);
    const again = await agent.delete(url, keyed(key));
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe('');
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    // Without its key the same delete is a new request, and finds nothing.
    expect((await agent.delete(url)).statusCode).toBe(404);
    expect(await itemsOf(list.id)).toEqual([]);
  });

  it('pays a chore ticked twice with one key once', async () => {
    const bank = (await agent.post('/api/piggy-banks', { name: 'Maya', balance: 1.25 })).json();
    const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
    const chore = (
      await agent.post(`/api/task-lists/${list.id}/items`, {
        task: 'Water the tomatoes',
        value: 2.5,
        targetPiggyBankId: bank.id,
      })
    ).json();
    const url = `/api/task-lists/${list.id}/items/${chore.id}/complete`;
    const key = newKey();
    const first = await agent.post(url, {}, keyed(key));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payout).toEqual({ piggyBankId: bank.id, amount: 2.5, balance: 3.75 });
    const again = await agent.post(url, {}, keyed(key));
    expect(seen(again)).toEqual(seen(first));
    const details = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
    expect(details.balance).toBe(3.75);
    expect(details.transactions.filter((entry: { kind: string }) => entry.kind === 'payout')).toHaveLength(1);
  });

  it('refuses the key with another body, route or method (422), and changes nothing', async () => {
    const list = await makeShoppingList(t, familyId, 'Reused key');
    const other = await makeShoppingList(t, familyId, 'Other list');
    const key = newKey();
    expect(
      (await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' }, keyed(key))).statusCode,
    ).toBe(201);
    const refusals = [
      await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Eggs' }, keyed(key)),
      await agent.post(`/api/shopping-lists/${other.id}/items`, { item: 'Milk' }, keyed(key)),
      await agent.put(`/api/shopping-lists/${list.id}`, { name: 'Renamed' }, keyed(key)),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error:
          'This Idempotency-Key was already used for a different request. Send each new request with a new key.',
        code: 'idempotency_key_reused',
      });
    }
    expect((await itemsOf(list.id)).map((row) => row.item)).toEqual(['Milk']);
    expect(await itemsOf(other.id)).toEqual([]);
    const lists = (await agent.get('/api/shopping-lists')).json() as { id: number; name: string }[];
    expect(lists.find((row) => row.id === list.id)?.name).toBe('Reused key');
  });

  it('does the write once for 20 requests at the same moment, and gives all 20 its answer', async () => {
    const list = await makeShoppingList(t, familyId, 'Crowd');
    const key = newKey();
    const overHttp = agent.overHttp(await t.url());
    await overHttp.fetchCsrfToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        overHttp.post(`/api/shopping-lists/${list.id}/items`, { item: 'Apples' }, keyed(key)),
      ),
    );
    const [first] = answers;
    expect(first!.statusCode, first!.body).toBe(201);
    for (const answer of answers) expect(seen(answer)).toEqual(seen(first!));
    expect(answers.filter((answer) => !answer.headers[REPLAYED_HEADER])).toHaveLength(1);
    expect(await itemsOf(list.id)).toHaveLength(1);
    expect(await keyRows(key)).toEqual([{ family_id: familyId, response_status: 201 }]);
  });

  it('keeps a key to its family, and to the member or display that sent it', async () => {
    const key = newKey();
    const ours = await makeShoppingList(t, familyId, 'Ours');
    const first = await agent.post(`/api/shopping-lists/${ours.id}/items`, { item: 'Milk' }, keyed(key));
    expect(first.statusCode).toBe(201);

    const stranger = await makeSignedInFamily(t);
    const theirs = await makeShoppingList(t, stranger.familyId, 'Theirs');
    const answer = await stranger.agent.post(
      `/api/shopping-lists/${theirs.id}/items`,
      { item: 'Milk' },
      keyed(key),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(answer.json().id).not.toBe(first.json().id);
    // Family A's key does not open family B's list either: its repeat from B is B's own request.
    const intoOurs = await stranger.agent.post(
      `/api/shopping-lists/${ours.id}/items`,
      { item: 'Milk' },
      keyed(key),
    );
    expect(intoOurs.statusCode).toBe(422);
    expect(await itemsOf(theirs.id, stranger.agent)).toHaveLength(1);

    // Another member of the family, and the family's display, each keep keys of their own.
    const partner = await makeSession(t, await makeMember(t, familyId));
    const display = await makeDisplay(t, { userId, familyId });
    for (const sender of [partner.agent, display.agent]) {
      const theirAnswer = await sender.post(
        `/api/shopping-lists/${ours.id}/items`,
        { item: 'Milk' },
        keyed(key),
      );
      expect(theirAnswer.statusCode).toBe(201);
      expect(theirAnswer.headers[REPLAYED_HEADER]).toBeUndefined();
    }
    expect(await itemsOf(ours.id)).toHaveLength(3);
    // The same member keeps a key across log-ins: a phone signed in again still repeats its changes.
    const again = await makeSession(t, { userId, familyId });
    const repeated = await again.agent.post(
      `/api/shopping-lists/${ours.id}/items`,
      { item: 'Milk' },
      keyed(key),
    );
    expect(seen(repeated)).toEqual(seen(first));
    expect(token).not.toBe(again.token);
  });

  it('keeps a refusal (4xx) and answers its repeat with it', async () => {
    const list = await makeShoppingList(t, familyId, 'Refusals');
    const key = newKey();
    const first = await agent.post(`/api/shopping-lists/${list.id}/items`, { item: '' }, keyed(key));
    expect(first.statusCode).toBe(400);
    const again = await agent.post(`/api/shopping-lists/${list.id}/items`, { item: '' }, keyed(key));
    expect(seen(again)).toEqual(seen(first));
    expect(again.headers[REPLAYED_HEADER]).toBe('true');

    const gone = newKey();
    const missing = await agent.delete(`/api/shopping-lists/${list.id}/items/999999999`, keyed(gone));
    expect(missing.statusCode).toBe(404);
    const missingAgain = await agent.delete(`/api/shopping-lists/${list.id}/items/999999999`, keyed(gone));
    expect(seen(missingAgain)).toEqual(seen(missing));
    expect(missingAgain.headers[REPLAYED_HEADER]).toBe('true');
  });

  it('keeps no failure of the server (5xx): the repeat does the write', async () => {
    const list = await makeShoppingList(t, familyId, 'Failure');
    const key = newKey();
    const db = t.database.handle.db;
    // The items' table away for a moment: every insert into it fails on the server's side.
    await sql`ALTER TABLE shopping_items RENAME TO shopping_items_away`.execute(db);
    let failed: AgentResponse;
    try {
      failed = await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' }, keyed(key));
    } finally {
      await sql`ALTER TABLE shopping_items_away RENAME TO shopping_items`.execute(db);
    }
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await keyRows(key)).toEqual([]);
    const retried = await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' }, keyed(key));
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await itemsOf(list.id)).toHaveLength(1);
  });

  it('forgets a key after a day, and sweeps the keys past their day away', async () => {
    const list = await makeShoppingList(t, familyId, 'A day later');
    const key = newKey();
    const unused = newKey();
    const url = `/api/shopping-lists/${list.id}/items`;
    expect((await agent.post(url, { item: 'Milk' }, keyed(key))).statusCode).toBe(201);
    expect((await agent.post(url, { item: 'Butter' }, keyed(unused))).statusCode).toBe(201);
    ahead = IDEMPOTENCY_KEEP_MS - 60_000;
    try {
      expect((await agent.post(url, { item: 'Milk' }, keyed(key))).headers[REPLAYED_HEADER]).toBe('true');
      ahead = IDEMPOTENCY_KEEP_MS + 60_000;
      const later = await agent.post(url, { item: 'Milk' }, keyed(key));
      expect(later.statusCode).toBe(201);
      expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
      expect((await itemsOf(list.id)).map((row) => row.item)).toEqual(['Milk', 'Butter', 'Milk']);
      // The key used again a day later holds its new answer; the one never used again is swept.
      await vi.waitFor(async () => expect(await keyRows(unused)).toEqual([]), { timeout: 5_000 });
      expect(await keyRows(key)).toEqual([{ family_id: familyId, response_status: 201 }]);
    } finally {
      ahead = 0;
    }
  });

  it('refuses a malformed key (400) and writes nothing', async () => {
    const list = await makeShoppingList(t, familyId, 'Malformed');
    for (const key of ['', 'two words', 'x'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const answer = await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' }, keyed(key));
      expect(answer.statusCode, JSON.stringify(key)).toBe(400);
      expect(answer.json()).toEqual({ error: KEY_MALFORMED_MESSAGE, code: 'invalid_request' });
    }
    const longest = 'k'.repeat(255);
    expect(
      (await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' }, keyed(longest))).statusCode,
    ).toBe(201);
    expect(await itemsOf(list.id)).toHaveLength(1);
  });

  it('leaves reads and requests without a key as they are', async () => {
    const list = await makeShoppingList(t, familyId, 'Unkeyed', ['Milk']);
    const read = await agent.get(`/api/shopping-lists/${list.id}/items`, keyed('a read'));
    expect(read.statusCode).toBe(200);
    expect((await agent.get(`/api/shopping-lists/${list.id}/items`, keyed('a read'))).json()).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      expect((await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Eggs' })).statusCode).toBe(
        201,
      );
    }
    expect(await itemsOf(list.id)).toHaveLength(3);
    expect(await keyRows('a read')).toEqual([]);
  });
});

describe.each(dialects)('Idempotency-Key across two instances on %s', (dialect) => {
  let a: TestApp;
  let b: { app: Awaited<ReturnType<typeof buildApp>>; close(): Promise<void> };
  let familyId: number;
  let userId: number;
  let onA: Agent;
  let onB: Agent;

  beforeAll(async () => {
    a = await buildTestApp(dialect);
    // Another instance of the deployment: the same database, its own process state.
    const database = await openDatabase({ databaseUrl: a.database.handle.url, dataDir: a.database.dataDir });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: a.database.dataDir, LUNO_PASSWORD_COST: 'test' }),
      database,
      logger: false,
    });
    await app.ready();
    b = {
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
    const family = await makeSignedInFamily(a);
    familyId = family.familyId;
    userId = family.userId;
    onA = family.agent.overHttp(await a.url());
    await onA.fetchCsrfToken();
    onB = new Agent(b.app).overHttp(await b.app.listen({ port: 0, host: '127.0.0.1' }));
    onB.bearer = family.token;
    await onB.fetchCsrfToken();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const itemsOf = async (listId: number) =>
    (await onA.get(`/api/shopping-lists/${listId}/items`)).json() as { id: number }[];

  it('does the write once when both instances get the key at the same moment', async () => {
    const list = await makeShoppingList(a, familyId, 'Two instances');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? onA : onB).post(`/api/shopping-lists/${list.id}/items`, { item: 'Pears' }, keyed(key)),
      ),
    );
    for (const answer of answers) expect(seen(answer)).toEqual(seen(answers[0]!));
    expect(answers[0]!.statusCode).toBe(201);
    expect(await itemsOf(list.id)).toHaveLength(1);
  });

  const reservation = (listId: number, item: string, lockedFor: number) => {
    const at = Date.now();
    return {
      requestHash: requestHash({
        method: 'POST',
        route: '/api/shopping-lists/:id/items',
        params: { id: String(listId) },
        query: {},
        body: { item },
      }),
      owner: 'a request on an instance that died',
      lockedUntil: new Date(at + lockedFor).toISOString(),
      createdAt: new Date(at).toISOString(),
      expiresAt: new Date(at + IDEMPOTENCY_KEEP_MS).toISOString(),
    };
  };

  it('takes over a key whose first request died before answering', async () => {
    const list = await makeShoppingList(a, familyId, 'Died');
    const key = newKey();
    const scope = { familyId, actor: `member:${userId}`, key };
    const repo = createIdempotencyKeysRepo(a.database.handle.db);
    await repo.reserve(scope, reservation(list.id, 'Plums', -1_000));
    const answer = await onB.post(`/api/shopping-lists/${list.id}/items`, { item: 'Plums' }, keyed(key));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await itemsOf(list.id)).toHaveLength(1);
  });

  it('waits for the answer of a request under way on the other instance', async () => {
    const list = await makeShoppingList(a, familyId, 'Under way');
    const key = newKey();
    const scope = { familyId, actor: `member:${userId}`, key };
    const repo = createIdempotencyKeysRepo(a.database.handle.db);
    const held = reservation(list.id, 'Figs', 60_000);
    const id = (await repo.reserve(scope, held)) as number;
    const waiting = onB.post(`/api/shopping-lists/${list.id}/items`, { item: 'Figs' }, keyed(key));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const kept = { id: 424242, listId: list.id, item: 'Figs', isComplete: false };
    await repo.finish(familyId, id, held.owner, {
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(kept),
    });
    const answer = await waiting;
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual(kept);
    expect(answer.headers[REPLAYED_HEADER]).toBe('true');
    expect(await itemsOf(list.id)).toEqual([]);
  });
});
