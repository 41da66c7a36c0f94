import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import type { ShoppingItem, ShoppingList } from '../../common/schemas/shopping';

describe.each(dialects)('shopping API on %s', (dialect) => {
  let t: TestApp;
  let agent: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ agent } = await makeSignedInFamily(t));
    ({ agent: stranger } = await makeSignedInFamily(t));
  });
  afterAll(() => t.close());

  async function createList(name = 'Groceries', as = agent): Promise<ShoppingList> {
    const response = await as.post('/api/shopping-lists', { name });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function addItem(listId: number, item: string): Promise<ShoppingItem> {
    const response = await agent.post(`/api/shopping-lists/${listId}/items`, { item });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('creates, lists, renames and deletes shopping lists', async () => {
    const list = await createList('  Weekly shop ');
    expect(list).toEqual({ id: expect.any(Number), name: 'Weekly shop' });
    expect((await agent.get('/api/shopping-lists')).json()).toContainEqual(list);

    const renamed = await agent.put(`/api/shopping-lists/${list.id}`, { name: 'Big shop' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: list.id, name: 'Big shop' });

    const deleted = await agent.delete(`/api/shopping-lists/${list.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await agent.get('/api/shopping-lists')).json()).not.toContainEqual(
      expect.objectContaining({ id: list.id }),
    );
  });

  it("answers the spec's message for a missing list name", async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }]) {
      const response = await agent.post('/api/shopping-lists', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: 'Shopping list name is required.', code: 'invalid_request' });
    }
    const list = await createList();
    const rename = await agent.put(`/api/shopping-lists/${list.id}`, { name: '' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ error: 'Shopping list name is required.', code: 'invalid_request' });
  });

  it('adds items, lists them oldest first and removes one', async () => {
    const list = await createList();
    const milk = await addItem(list.id, ' Milk ');
    expect(milk).toEqual({ id: expect.any(Number), listId: list.id, item: 'Milk', isComplete: false });
    const eggs = await addItem(list.id, 'Eggs');
    const bread = await addItem(list.id, 'Bread');
    expect((await agent.get(`/api/shopping-lists/${list.id}/items`)).json()).toEqual([milk, eggs, bread]);

    const removed = await agent.delete(`/api/shopping-lists/${list.id}/items/${eggs.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await agent.get(`/api/shopping-lists/${list.id}/items`)).json()).toEqual([milk, bread]);
    expect((await agent.delete(`/api/shopping-lists/${list.id}/items/${eggs.id}`)).statusCode).toBe(404);
  });

  it('refuses an empty item', async () => {
    const list = await createList();
    for (const body of [{}, { item: '  ' }]) {
      const response = await agent.post(`/api/shopping-lists/${list.id}/items`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Item is required.', code: 'invalid_request' });
    }
  });

  it('deletes the items of a deleted list', async () => {
    const list = await createList();
    await addItem(list.id, 'Apples');
    await addItem(list.id, 'Pears');
    expect((await agent.delete(`/api/shopping-lists/${list.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/shopping-lists/${list.id}/items`)).statusCode).toBe(404);
    const left = await t.database.handle.db
      .selectFrom('shopping_items')
      .select('id')
      .where('list_id', '=', list.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("answers 404 for every call on another family's list or item", async () => {
    const list = await createList('Ours');
    const item = await addItem(list.id, 'Cheese');
    const theirs = await createList('Theirs', stranger);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['PUT', `/api/shopping-lists/${list.id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/shopping-lists/${list.id}`],
      ['GET', `/api/shopping-lists/${list.id}/items`],
      ['POST', `/api/shopping-lists/${list.id}/items`, { item: 'Sneaky' }],
      ['DELETE', `/api/shopping-lists/${list.id}/items/${item.id}`],
      ['DELETE', `/api/shopping-lists/${theirs.id}/items/${item.id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await stranger.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error, `${method} ${url}`).toEqual(expect.any(String));
    }
    expect((await stranger.get('/api/shopping-lists')).json()).toEqual([theirs]);
    expect((await agent.get(`/api/shopping-lists/${list.id}/items`)).json()).toEqual([item]);
    expect((await agent.get('/api/shopping-lists')).json()).toContainEqual(list);
  });

  it('answers 404 for an id that is not a number', async () => {
    for (const url of ['/api/shopping-lists/milk/items', '/api/shopping-lists/0x1/items']) {
      const response = await agent.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'not_found' });
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/shopping-lists' })).statusCode).toBe(401);
  });

  it('answers items added while their list is deleted with 201 or 404, never an error', async () => {
    for (let round = 0; round < 5; round++) {
      const list = await createList();
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          agent.post(`/api/shopping-lists/${list.id}/items`, { item: `#${i}` }),
        ),
        agent.delete(`/api/shopping-lists/${list.id}`),
        ...Array.from({ length: 10 }, (_, i) =>
          agent.post(`/api/shopping-lists/${list.id}/items`, { item: `#${i}` }),
        ),
      ]);
      for (const answer of answers) expect([201, 204, 404], answer.body).toContain(answer.statusCode);
      expect((await agent.get(`/api/shopping-lists/${list.id}/items`)).statusCode).toBe(404);
      const orphans = await t.database.handle.db
        .selectFrom('shopping_items')
        .select('id')
        .where('list_id', '=', list.id)
        .execute();
      expect(orphans).toEqual([]);
    }
  });
});
