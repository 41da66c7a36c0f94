import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import type { ShoppingItem } from '../../common/schemas/shopping';

/** A week of the menu, Monday 2030-03-04 to Sunday 2030-03-10. */
const WEEK = { from: '2030-03-04', to: '2030-03-10' };

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe.each(dialects)('recipes on the menu to the shopping list on %s', (dialect) => {
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

  const items = async (agent: Agent, listId: number) =>
    (await agent.get(`/api/shopping-lists/${listId}/items`)).json() as ShoppingItem[];

  async function recipe(agent: Agent, name: string, servings: number, ingredients: string[]) {
    const response = await agent.post('/api/recipes', { name, servings, ingredients: lines(...ingredients) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  it('scales each recipe to its servings, adds up an ingredient across meals, and leaves out what is at home', async () => {
    const { agent, list } = await family();
    const pancakes = await recipe(agent, 'Pancakes', 4, [
      '200 g flour',
      '2 eggs',
      '300 ml milk',
      'pinch of salt',
    ]);
    const bread = await recipe(agent, 'Bread', 2, [
      '0.5 kg flour',
      '1 tsp salt',
      '2 cups milk',
      '2 tbsp olive oil',
    ]);
    await agent.put('/api/recipes/always-at-home', { items: ['salt', 'oil'] });
    // Tuesday: pancakes for 6 (1.5 times the recipe); Thursday: bread for 2 as written.
    await agent.post('/api/menu', {
      date: '2030-03-05',
      recipes: { breakfast: { recipeId: pancakes, servings: 6 } },
    });
    await agent.post('/api/menu', {
      date: '2030-03-07',
      lunch: 'Sandwiches',
      ingredients: { lunch: ['Ham', 'Egg'] },
      recipes: { dinner: { recipeId: bread, servings: 2 } },
    });
    // Outside the week: not added.
    await agent.post('/api/menu', {
      date: '2030-03-11',
      recipes: { dinner: { recipeId: bread, servings: 8 } },
    });

    const response = await agent.post(`/api/shopping-lists/${list.id}/menu-ingredients`, WEEK);
    expect(response.statusCode, response.body).toBe(200);
    // flour: 200 g × 1.5 = 300 g, + 0.5 kg (500 g) = 800 g; eggs: 2 × 1.5 = 3, + Thursday's Egg (no
    // amount) = 3; milk: 300 ml × 1.5 = 450 ml beside 2 cups; salt and olive oil are at home.
    expect((await items(agent, list.id)).map((item) => item.item)).toEqual([
      'flour (800 g)',
      'eggs (3)',
      'milk (450 ml + 2 cups)',
      'Ham',
    ]);
  });

  it('merges with what the list holds as it does without recipes: held items stay, bought ones come back', async () => {
    const { agent, list } = await family();
    const soup = await recipe(agent, 'Soup', 4, ['1 kg tomatoes', '2 onions', '750 ml stock']);
    await agent.post('/api/menu', {
      date: '2030-03-06',
      recipes: { dinner: { recipeId: soup, servings: 4 } },
    });
    const tomatoes = (await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Tomato' })).json();
    const onions = (await agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Onions (1)' })).json();
    await agent.patch(`/api/shopping-lists/${list.id}/items/${onions.id}`, { isComplete: true });

    const result = (await agent.post(`/api/shopping-lists/${list.id}/menu-ingredients`, WEEK)).json();
    expect(result.alreadyListed).toEqual(['Tomato']);
    expect(result.reopened.map((item: ShoppingItem) => item.item)).toEqual(['Onions (1)']);
    expect(result.added.map((item: ShoppingItem) => item.item)).toEqual(['stock (750 ml)']);
    const after = await items(agent, list.id);
    expect(after.map((item) => [item.item, item.isComplete])).toEqual([
      ['Tomato', false],
      ['Onions (1)', false],
      ['stock (750 ml)', false],
    ]);
    expect(after[0]!.id).toBe(tomatoes.id);
    // Twice: nothing more.
    const second = (await agent.post(`/api/shopping-lists/${list.id}/menu-ingredients`, WEEK)).json();
    expect(second.added).toEqual([]);
  });

  it("files new items in their aisle by themselves, and the family's own choice wins after", async () => {
    const { agent, list } = await family();
    const categories = (
      await agent.put('/api/shopping-categories', {
        categories: [{ name: 'Fruit & veg' }, { name: 'Dairy & eggs' }, { name: 'Odds' }],
      })
    ).json() as { id: number; name: string }[];
    const [produce, dairy, odds] = categories.map((category) => category.id);
    const add = async (item: string, categoryId?: number) =>
      (await agent.post(`/api/shopping-lists/${list.id}/items`, { item, categoryId })).json() as ShoppingItem;
    expect((await add('Milk')).categoryId).toBe(dairy);
    expect((await add('bananas')).categoryId).toBe(produce);
    expect((await add('Birthday card')).categoryId).toBeUndefined();
    // The family files milk under Odds: every later milk goes there.
    await add('Whole milk', odds);
    expect((await add('whole milk')).categoryId).toBe(odds);
    expect((await add('Milk')).categoryId).toBe(dairy);
    // The family takes bananas out of every aisle: the built-in list does not file them again.
    const bananas = await add('Bananas');
    await agent.put(`/api/shopping-lists/${list.id}/items/${bananas.id}/category`, { categoryId: null });
    expect(await add('banana')).not.toHaveProperty('categoryId');

    const soup = await recipe(agent, 'Soup', 2, ['2 carrots', '100 ml cream']);
    await agent.post('/api/menu', { date: '2030-03-06', recipes: { dinner: { recipeId: soup } } });
    const result = (await agent.post(`/api/shopping-lists/${list.id}/menu-ingredients`, WEEK)).json();
    expect(result.added.map((item: ShoppingItem) => [item.item, item.categoryId])).toEqual([
      ['carrots (2)', produce],
      ['cream (100 ml)', dairy],
    ]);
  });
});
