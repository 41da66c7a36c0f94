import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import type { ShoppingItem } from '../../common/schemas/shopping';

/** A week of the menu, Monday 2030-03-04 to Sunday 2030-03-10. */
const WEEK = { from: '2030-03-04', to: '2030-03-10' };

describe.each(dialects)('from the menu to the shopping list on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  async function family() {
    const signedIn = await makeSignedInFamily(t);
    const list = (await signedIn.agent.post('/api/shopping-lists', { name: 'Groceries' })).json();
    return { ...signedIn, list };
  }

  async function plan(agent: Agent, date: string, meals: Record<string, unknown>) {
    const response = await agent.post('/api/menu', { date, ...meals });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().entry;
  }

  const names = async (agent: Agent, listId: number) =>
    ((await agent.get(`/api/shopping-lists/${listId}/items`)).json() as ShoppingItem[]).map(
      (item) => item.item,
    );

  const addWeek = (agent: Agent, listId: number, days: Record<string, unknown> = WEEK) =>
    agent.post(`/api/shopping-lists/${listId}/menu-ingredients`, days);

  it("adds the week's ingredients once each, merged with what the list holds", async () => {
    const { agent, list } = await family();
    for (const item of ['Milk', 'eggs', 'Tomato']) {
      await agent.post(`/api/shopping-lists/${list.id}/items`, { item });
    }
    await plan(agent, '2030-03-04', {
      breakfast: 'Omelette',
      dinner: 'Tacos',
      ingredients: { breakfast: ['Eggs', 'Chives'], dinner: ['Tortillas', 'tomatoes', 'Limes'] },
    });
    await plan(agent, '2030-03-06', {
      lunch: 'Salad',
      ingredients: { lunch: ['tomato', 'Lime', 'Bay leaves', 'Feta'] },
    });
    // Outside the week: not added.
    await plan(agent, '2030-03-11', { dinner: 'Curry', ingredients: { dinner: ['Rice'] } });

    const response = await addWeek(agent, list.id);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.added.map((item: ShoppingItem) => item.item)).toEqual([
      'Chives',
      'Tortillas',
      'Limes',
      'Bay leaves',
      'Feta',
    ]);
    expect(result.added[0]).toEqual({
      id: expect.any(Number),
      listId: list.id,
      item: 'Chives',
      isComplete: false,
    });
    expect(result.reopened).toEqual([]);
    expect(result.alreadyListed).toEqual(['eggs', 'Tomato']);
    expect(await names(agent, list.id)).toEqual([
      'Milk',
      'eggs',
      'Tomato',
      'Chives',
      'Tortillas',
      'Limes',
      'Bay leaves',
      'Feta',
    ]);

    // Adding the same week again changes nothing.
    const again = (await addWeek(agent, list.id)).json();
    expect(again.added).toEqual([]);
    expect(again.alreadyListed).toEqual([
      'eggs',
      'Chives',
      'Tortillas',
      'Tomato',
      'Limes',
      'Bay leaves',
      'Feta',
    ]);
    expect(await names(agent, list.id)).toHaveLength(8);
  });

  it('unticks a bought item that the menu needs again rather than adding it twice', async () => {
    const { agent, list } = await family();
    const berries = (await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Berries' })).json();
    await t.database.handle.db
      .updateTable('shopping_items')
      .set({ is_complete: 1 })
      .where('id', '=', berries.id)
      .execute();
    await plan(agent, '2030-03-05', {
      breakfast: 'Pancakes',
      ingredients: { breakfast: ['berry', 'Flour'] },
    });

    const result = (await addWeek(agent, list.id)).json();
    expect(result.reopened).toEqual([{ ...berries, isComplete: false }]);
    expect(result.added.map((item: ShoppingItem) => item.item)).toEqual(['Flour']);
    const items = (await agent.get(`/api/shopping-lists/${list.id}/items`)).json();
    expect(items).toEqual([{ ...berries, isComplete: false }, result.added[0]]);
  });

  it('answers an empty result for days with no ingredients, and touches nothing', async () => {
    const { agent, list } = await family();
    await plan(agent, '2030-03-04', { dinner: 'Leftovers' });
    const response = await addWeek(agent, list.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: [], reopened: [], alreadyListed: [] });
    expect(await names(agent, list.id)).toEqual([]);
  });

  it('adds each thing once when several adds of the same week arrive together', async () => {
    // Several families: the first round also opens the pool's connections, which spaces it out.
    for (let round = 0; round < 4; round++) {
      const { agent, list } = await family();
      await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Onion' });
      await plan(agent, '2030-03-04', {
        dinner: 'Chili',
        ingredients: { dinner: ['Beans', 'Onions', 'Tomatoes', 'Chillies'] },
      });
      await plan(agent, '2030-03-07', {
        dinner: 'Soup',
        ingredients: { dinner: ['tomato', 'Leeks', 'bean'] },
      });
      const browser = agent.overHttp(await t.url());
      const answers = await Promise.all(Array.from({ length: 6 }, () => addWeek(browser, list.id)));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      // One of them added everything; the others found it there.
      const added = answers.map((answer) => answer.json().added.length);
      expect(added.sort()).toEqual([0, 0, 0, 0, 0, 4]);
      expect(await names(agent, list.id)).toEqual(['Onion', 'Beans', 'Tomatoes', 'Chillies', 'Leeks']);
    }
  });

  it('puts new items in the category the family last gave their name', async () => {
    const { agent, list } = await family();
    const [produce, dairy] = (
      await agent.put('/api/shopping-categories', { categories: [{ name: 'Produce' }, { name: 'Dairy' }] })
    ).json();
    const other = (await agent.post('/api/shopping-lists', { name: 'Party' })).json();
    await agent.post(`/api/shopping-lists/${other.id}/items`, { item: 'Lemons', categoryId: produce.id });
    await agent.post(`/api/shopping-lists/${other.id}/items`, { item: 'Yoghurt', categoryId: dairy.id });
    await plan(agent, '2030-03-08', {
      dinner: 'Fish',
      ingredients: { dinner: ['lemon', 'yoghurt', 'Cod'] },
    });
    const added = (await addWeek(agent, list.id)).json().added;
    expect(added).toEqual([
      expect.objectContaining({ item: 'lemon', categoryId: produce.id }),
      expect.objectContaining({ item: 'yoghurt', categoryId: dairy.id }),
      { id: expect.any(Number), listId: list.id, item: 'Cod', isComplete: false },
    ]);
  });

  it('refuses days it cannot read, in the wrong order or more than a month', async () => {
    const { agent, list } = await family();
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2030-02-30', to: '2030-03-01' }, 'Date must be a valid YYYY-MM-DD day.'],
      [{ from: '2030-03-01' }, 'Date must be a valid YYYY-MM-DD day.'],
      [{ from: '2030-03-10', to: '2030-03-04' }, 'The last day cannot come before the first.'],
      [{ from: '2030-03-01', to: '2030-04-01' }, 'Choose at most 31 days of the menu.'],
    ];
    for (const [body, error] of cases) {
      const response = await addWeek(agent, list.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    expect((await addWeek(agent, list.id, { from: '2030-03-01', to: '2030-03-31' })).statusCode).toBe(200);
  });

  it("answers 404 for another family's list, and never reads another family's menu", async () => {
    const { agent, list } = await family();
    const { agent: stranger, list: theirs } = await family();
    await plan(stranger, '2030-03-04', { dinner: 'Stew', ingredients: { dinner: ['Carrots'] } });
    const response = await addWeek(stranger, list.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Shopping list not found.', code: 'not_found' });
    expect((await addWeek(agent, list.id)).json().added).toEqual([]);
    expect(await names(agent, list.id)).toEqual([]);
    expect(await names(stranger, theirs.id)).toEqual([]);
  });
});
