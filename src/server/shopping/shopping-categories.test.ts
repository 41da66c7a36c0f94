import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeFamily, makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import type { ShoppingCategory, ShoppingItem } from '../../common/schemas/shopping';

describe.each(dialects)('shopping categories on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  async function save(
    agent: Agent,
    categories: { id?: number; name: string }[],
  ): Promise<ShoppingCategory[]> {
    const response = await agent.put('/api/shopping-categories', { categories });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function family() {
    const signedIn = await makeSignedInFamily(t);
    const list = (await signedIn.agent.post('/api/shopping-lists', { name: 'Groceries' })).json();
    return { ...signedIn, list };
  }

  it("keeps the family's categories in the order it gives them: adding, renaming, moving, deleting", async () => {
    const { agent } = await family();
    expect((await agent.get('/api/shopping-categories')).json()).toEqual([]);
    const [produce, bakery, dairy] = await save(agent, [
      { name: ' Produce ' },
      { name: 'Bakery' },
      { name: 'Dairy' },
    ]);
    expect([produce, bakery, dairy]).toEqual([
      { id: expect.any(Number), name: 'Produce' },
      { id: expect.any(Number), name: 'Bakery' },
      { id: expect.any(Number), name: 'Dairy' },
    ]);
    expect((await agent.get('/api/shopping-categories')).json()).toEqual([produce, bakery, dairy]);

    // The store's order changes: dairy first, bakery renamed, frozen added between.
    const reordered = await save(agent, [
      dairy!,
      { id: produce!.id, name: 'Fruit & veg' },
      { name: 'Frozen' },
      bakery!,
    ]);
    expect(reordered).toEqual([
      dairy,
      { id: produce!.id, name: 'Fruit & veg' },
      { id: expect.any(Number), name: 'Frozen' },
      bakery,
    ]);
    expect((await agent.get('/api/shopping-categories')).json()).toEqual(reordered);

    expect(await save(agent, [bakery!])).toEqual([bakery]);
    expect(await save(agent, [])).toEqual([]);
  });

  it('files items under a category, and leaves them without one when it is deleted', async () => {
    const { agent, list } = await family();
    const [produce, dairy] = await save(agent, [{ name: 'Produce' }, { name: 'Dairy' }]);
    const milk = (
      await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk', categoryId: dairy!.id })
    ).json();
    expect(milk).toEqual({
      id: expect.any(Number),
      listId: list.id,
      item: 'Milk',
      isComplete: false,
      categoryId: dairy!.id,
    });
    // Something the built-in aisles do not know: filed nowhere until the family files it.
    const apples = (await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Candles' })).json();
    expect(apples).not.toHaveProperty('categoryId');

    const filed = await agent.put(`/api/shopping-lists/${list.id}/items/${apples.id}/category`, {
      categoryId: produce!.id,
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toEqual({ ...apples, categoryId: produce!.id });

    await save(agent, [produce!]);
    expect((await agent.get(`/api/shopping-lists/${list.id}/items`)).json()).toEqual([
      { ...milk, categoryId: undefined },
      { ...apples, categoryId: produce!.id },
    ]);
    const unfiled = await agent.put(`/api/shopping-lists/${list.id}/items/${apples.id}/category`, {
      categoryId: null,
    });
    expect(unfiled.json()).toEqual(apples);
  });

  it('remembers the category of a name, whatever its case or number, for the next item of that name', async () => {
    const { agent, list } = await family();
    const [produce, dairy] = await save(agent, [{ name: 'Produce' }, { name: 'Dairy' }]);
    const eggs = (await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Eggs' })).json();
    await agent.put(`/api/shopping-lists/${list.id}/items/${eggs.id}/category`, { categoryId: dairy!.id });
    await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Tomatoes', categoryId: produce!.id });

    const party = (await agent.post('/api/shopping-lists', { name: 'Party' })).json();
    const egg = (await agent.post(`/api/shopping-lists/${party.id}/items`, { item: 'egg' })).json();
    expect(egg.categoryId).toBe(dairy!.id);
    const tomato = (await agent.post(`/api/shopping-lists/${party.id}/items`, { item: 'TOMATO' })).json();
    expect(tomato.categoryId).toBe(produce!.id);

    // Taking an item out of its category forgets it for that name.
    await agent.put(`/api/shopping-lists/${party.id}/items/${egg.id}/category`, { categoryId: null });
    const moreEggs = (await agent.post(`/api/shopping-lists/${party.id}/items`, { item: 'eggs' })).json();
    expect(moreEggs).not.toHaveProperty('categoryId');
    // A deleted category is forgotten too.
    await save(agent, [dairy!]);
    const tomatoes = (await agent.post(`/api/shopping-lists/${party.id}/items`, { item: 'tomatoes' })).json();
    expect(tomatoes).not.toHaveProperty('categoryId');
  });

  it('refuses names it cannot keep, two of one name, and one category listed twice, changing nothing', async () => {
    const { agent } = await family();
    const [dairy] = await save(agent, [{ name: 'Dairy' }]);
    const cases: [unknown, string][] = [
      [[{ name: '' }], 'Category name is required.'],
      [[{ name: '   ' }], 'Category name is required.'],
      [[{}], 'Category name is required.'],
      [[{ name: 'x'.repeat(41) }], 'Category name must be at most 40 characters.'],
      [[{ name: 'Dairy' }, { name: ' dairy ' }], 'There are two categories named "dairy".'],
      [[dairy, { id: dairy!.id, name: 'Milk' }], 'A category is listed twice.'],
      [
        Array.from({ length: 51 }, (_, i) => ({ name: `Aisle ${i}` })),
        'A family can have at most 50 categories.',
      ],
      ['Dairy', 'Categories must be a list.'],
    ];
    for (const [categories, error] of cases) {
      const response = await agent.put('/api/shopping-categories', { categories });
      expect(response.statusCode, JSON.stringify(categories).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    expect((await agent.get('/api/shopping-categories')).json()).toEqual([dairy]);
  });

  it("answers 404 for another family's category, wherever it is named, changing nothing", async () => {
    const { agent, list } = await family();
    const { agent: stranger, list: theirs } = await family();
    const [ours] = await save(agent, [{ name: 'Ours' }]);
    const [their] = await save(stranger, [{ name: 'Theirs' }]);
    const item = (await stranger.post(`/api/shopping-lists/${theirs.id}/items`, { item: 'Bread' })).json();

    const calls: [string, string, Record<string, unknown>][] = [
      ['PUT', '/api/shopping-categories', { categories: [{ id: ours!.id, name: 'Hijacked' }] }],
      ['PUT', '/api/shopping-categories', { categories: [their!, { id: ours!.id, name: 'Mine' }] }],
      ['POST', `/api/shopping-lists/${theirs.id}/items`, { item: 'Milk', categoryId: ours!.id }],
      ['PUT', `/api/shopping-lists/${theirs.id}/items/${item.id}/category`, { categoryId: ours!.id }],
      ['PUT', `/api/shopping-lists/${list.id}/items/${item.id}/category`, { categoryId: their!.id }],
    ];
    for (const [method, url, body] of calls) {
      const response = await stranger.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error, `${method} ${url}`).toMatch(/not found/);
    }
    expect((await agent.get('/api/shopping-categories')).json()).toEqual([ours]);
    expect((await stranger.get('/api/shopping-categories')).json()).toEqual([their]);
    expect((await stranger.get(`/api/shopping-lists/${theirs.id}/items`)).json()).toEqual([item]);
  });

  it('answers 404 for an item its list does not hold', async () => {
    const { agent, list } = await family();
    const other = (await agent.post('/api/shopping-lists', { name: 'Other' })).json();
    const item: ShoppingItem = (
      await agent.post(`/api/shopping-lists/${other.id}/items`, { item: 'Jam' })
    ).json();
    const response = await agent.put(`/api/shopping-lists/${list.id}/items/${item.id}/category`, {
      categoryId: null,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Item not found.', code: 'not_found' });
  });

  it('shows a paired display the categories, and lets only people change them', async () => {
    const familyId = await makeFamily(t);
    const member = await makeMember(t, familyId);
    const { agent: person } = await makeSession(t, member);
    const { agent: display } = await makeSession(t, member, 'device');
    const categories = await save(person, [{ name: 'Produce' }]);
    expect((await display.get('/api/shopping-categories')).json()).toEqual(categories);
    expect((await display.put('/api/shopping-categories', { categories: [] })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/shopping-categories' })).statusCode).toBe(401);
  });
});
