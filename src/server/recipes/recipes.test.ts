import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecipeSite, startRecipeSite } from '../../../test/fakes/recipe-sites';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';

const pasta = {
  name: 'Pasta al limone',
  servings: 4,
  prepMinutes: 5,
  cookMinutes: 15,
  totalMinutes: 20,
  ingredients: [
    { text: '400 g spaghetti', quantity: 400, unit: 'g', name: 'spaghetti' },
    { text: '1 lemon', quantity: 1, name: 'lemon' },
  ],
  sections: [{ name: '', steps: ['Boil the pasta for 10 minutes.', 'Toss with the lemon.'] }],
  tags: ['Pasta', 'pasta', 'Quick'],
  notes: 'Use unwaxed lemons.',
  sourceUrl: 'https://example.com/pasta',
  author: 'Nonna',
};

describe.each(dialects)('recipes API on %s', (dialect) => {
  let t: TestApp;
  let site: RecipeSite;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' });
    site = await startRecipeSite();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  it('keeps, reads, finds, changes and deletes a recipe', async () => {
    const { agent } = await makeSignedInFamily(t);
    const created = await agent.post('/api/recipes', pasta);
    expect(created.statusCode).toBe(201);
    const recipe = created.json();
    expect(recipe).toMatchObject({ ...pasta, tags: ['Pasta', 'Quick'], photoId: null, photoUrl: null });
    expect((await agent.get(`/api/recipes/${recipe.id}`)).json()).toEqual(recipe);

    await agent.post('/api/recipes', { name: 'Crème brûlée', tags: ['Dessert'] });
    const names = async (query: string) =>
      (await agent.get(`/api/recipes${query}`)).json().map((entry: { name: string }) => entry.name);
    expect(await names('')).toEqual(['Crème brûlée', 'Pasta al limone']);
    expect(await names('?search=creme')).toEqual(['Crème brûlée']);
    expect(await names('?search=nonna')).toEqual(['Pasta al limone']);
    expect(await names('?tag=quick')).toEqual(['Pasta al limone']);

    const changed = await agent.put(`/api/recipes/${recipe.id}`, {
      ...pasta,
      name: 'Lemon pasta',
      servings: 2,
    });
    expect(changed.json()).toMatchObject({ name: 'Lemon pasta', servings: 2, createdAt: recipe.createdAt });
    expect((await agent.delete(`/api/recipes/${recipe.id}`)).statusCode).toBe(204);
    expect((await agent.get(`/api/recipes/${recipe.id}`)).json()).toEqual({
      error: 'Recipe not found.',
      code: 'not_found',
    });
  });

  it('refuses bad input with a clear message and keeps nothing', async () => {
    const { agent } = await makeSignedInFamily(t);
    const refused = async (body: Record<string, unknown>) => {
      const response = await agent.post('/api/recipes', body);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    expect(await refused({ name: ' ' })).toBe('Recipe name is required.');
    expect(await refused({ name: 'x'.repeat(201) })).toBe('Recipe name must be at most 200 characters.');
    expect(await refused({ name: 'Soup', servings: 0 })).toBe('Servings must be at least 1.');
    expect(await refused({ name: 'Soup', ingredients: [{ text: '' }] })).toMatch(
      /An ingredient cannot be empty/,
    );
    expect(await refused({ name: 'Soup', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toMatch(
      /at most 20 tags/,
    );
    expect(await refused({ name: 'Soup', sourceUrl: 'javascript:alert(1)' })).toMatch(/http or https/);
    const photo = await agent.post('/api/recipes', { name: 'Soup', photoId: 999999 });
    expect(photo.json()).toEqual({ error: 'Photo not found.', code: 'not_found' });
    expect((await agent.get('/api/recipes')).json()).toEqual([]);
  });

  it('takes a Yoast page’s recipe out of its @graph, with the largest of its pictures kept in the photos', async () => {
    const { agent } = await makeSignedInFamily(t);
    await agent.post('/api/menu', {
      date: '2026-03-02',
      dinner: 'Omelette',
      ingredients: { dinner: ['Egg'] },
    });
    const url = site.url('/recipes/yoast-graph');
    const response = await agent.post('/api/recipes/import', { url });
    expect(response.statusCode).toBe(201);
    const recipe = response.json();
    expect(recipe).toMatchObject({
      name: 'Creamy Garlic Pasta',
      author: 'Jane Doe',
      sourceUrl: url,
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: 30,
      notes: 'A weeknight pasta in a creamy garlic & parmesan sauce.',
      tags: ['Main Course', 'Italian', 'pasta', 'weeknight', 'garlic'],
      sections: [
        {
          name: '',
          steps: [
            'Cook the spaghetti in salted water for 10 minutes.',
            'Melt the butter and fry the garlic for 1 minute.',
            'Stir in the cream and parmesan, then toss with the pasta.',
          ],
        },
      ],
      ingredients: [
        { text: '400 g spaghetti', quantity: 400, unit: 'g', name: 'spaghetti' },
        { text: '2 tablespoons butter', quantity: 2, unit: 'tbsp', name: 'butter' },
        { text: '4 cloves garlic, minced', quantity: 4, unit: 'clove', name: 'garlic' },
        { text: '1 ½ cups heavy cream', quantity: 1.5, unit: 'cup', name: 'heavy cream' },
        { text: '½ cup grated parmesan', quantity: 0.5, unit: 'cup', name: 'grated parmesan' },
        // The menu's own spelling of eggs.
        { text: '2-3 eggs', quantity: 2, quantityTo: 3, name: 'Egg' },
        { text: 'Salt and pepper to taste', name: 'Salt and pepper' },
      ],
    });
    // The page offers four pictures without their sizes; the largest (1200×800) is kept, as any photo is.
    const photos = (await agent.get('/api/photos')).json();
    expect(photos).toEqual([expect.objectContaining({ id: recipe.photoId, width: 1200, height: 800 })]);
    expect(recipe.photoUrl).toBe(photos[0].url);
    // Read once: the page is never asked for again.
    const pageReads = site.requests.filter((path) => path === '/recipes/yoast-graph').length;
    await agent.get(`/api/recipes/${recipe.id}`);
    await agent.get('/api/recipes');
    expect(site.requests.filter((path) => path === '/recipes/yoast-graph')).toHaveLength(pageReads);
  });

  it('takes a recipe from a JSON-LD array, its picture the largest the page says it has', async () => {
    const { agent } = await makeSignedInFamily(t);
    const recipe = (await agent.post('/api/recipes/import', { url: site.url('/recipes/array') })).json();
    expect(recipe).toMatchObject({
      name: 'Banana Bread',
      author: 'Sam Baker, Alex Roe',
      servings: 8,
      prepMinutes: 15,
      cookMinutes: 60,
      totalMinutes: 75,
      tags: ['baking', 'breakfast'],
      sections: [
        {
          name: '',
          steps: [
            'Preheat the oven to 175°C.',
            'Mash the bananas and mix in the butter.',
            'Stir in the sugar, egg, baking soda and salt, then the flour.',
            'Bake for 1 hour.',
          ],
        },
      ],
    });
    expect(
      recipe.ingredients.map((line: { quantity?: number; unit?: string; name?: string }) => [
        line.quantity,
        line.unit,
        line.name,
      ]),
    ).toEqual([
      [3, undefined, 'ripe bananas'],
      [1 / 3, 'cup', 'melted butter'],
      [0.75, 'cup', 'sugar'],
      [1, undefined, 'egg'],
      [1, 'tsp', 'baking soda'],
      [1.5, 'cup', 'all-purpose flour'],
      [1, 'pinch', 'salt'],
    ]);
    const photos = (await agent.get('/api/photos')).json();
    expect(photos).toEqual([expect.objectContaining({ width: 960, height: 720 })]);
    // Only the largest was fetched.
    expect(site.requests).not.toContain('/images/320x240.jpg');
  });

  it('keeps the sections of a HowToSection recipe, and reads "Serves 4-6" as 4', async () => {
    const { agent } = await makeSignedInFamily(t);
    const recipe = (await agent.post('/api/recipes/import', { url: site.url('/recipes/sections') })).json();
    expect(recipe).toMatchObject({
      name: 'Chicken Tacos with Salsa',
      author: 'Taco Town',
      servings: 4,
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: 45,
      sections: [
        {
          name: 'For the salsa',
          steps: [
            'Dice the tomatoes and the onion.',
            'Mix with the juice of the lime and leave for 20 minutes.',
          ],
        },
        {
          name: 'For the chicken',
          steps: [
            'Fry the chicken in the oil for 12-15 minutes.',
            'Slice, and serve in the warm tortillas with the salsa.',
          ],
        },
      ],
    });
    expect(recipe.ingredients[0]).toEqual({
      text: '500g chicken thighs',
      quantity: 500,
      unit: 'g',
      name: 'chicken thighs',
    });
    expect(recipe.photoUrl).toMatch(/^\/api\/photos\/\d+/);
  });

  it('reads a page of microdata only', async () => {
    const { agent } = await makeSignedInFamily(t);
    const recipe = (await agent.post('/api/recipes/import', { url: site.url('/recipes/microdata') })).json();
    expect(recipe).toMatchObject({
      name: 'Tomato Soup',
      author: 'Maria Rossi',
      servings: 6,
      prepMinutes: 10,
      cookMinutes: 35,
      totalMinutes: 45,
      notes: 'A smooth soup for cold days.',
      tags: ['Soup'],
      ingredients: [
        { text: '1 kg ripe tomatoes', quantity: 1, unit: 'kg', name: 'ripe tomatoes' },
        { text: '2 onions, chopped', quantity: 2, name: 'onions' },
        { text: '750 ml vegetable stock', quantity: 750, unit: 'ml', name: 'vegetable stock' },
        { text: '2 tbsp olive oil', quantity: 2, unit: 'tbsp', name: 'olive oil' },
      ],
      sections: [
        {
          name: '',
          steps: [
            'Soften the onions in the oil for 10 minutes.',
            'Add the tomatoes and stock and simmer for 25 minutes.',
            'Blend until smooth & season.',
          ],
        },
      ],
    });
    expect((await agent.get('/api/photos')).json()).toEqual([
      expect.objectContaining({ width: 600, height: 400 }),
    ]);
  });

  it('takes the first of two recipes, and ignores a malformed duration', async () => {
    const { agent } = await makeSignedInFamily(t);
    const first = (await agent.post('/api/recipes/import', { url: site.url('/recipes/two-recipes') })).json();
    expect(first).toMatchObject({
      name: 'Guacamole',
      author: 'Pat Lee',
      servings: 2,
      photoId: null,
      sections: [{ name: '', steps: ['Mash the avocados.', 'Stir in the lime juice and onion.'] }],
    });
    const rice = (
      await agent.post('/api/recipes/import', { url: site.url('/recipes/malformed-duration') })
    ).json();
    expect(rice).toMatchObject({
      name: 'Perfect Rice',
      servings: 4,
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: 20,
      sections: [{ name: '', steps: ['Rinse the rice.', 'Simmer covered for 15 minutes.'] }],
    });
  });

  it('answers 422 with a message for a page without a recipe, or one without a name or ingredients, and keeps nothing', async () => {
    const { agent } = await makeSignedInFamily(t);
    const refused = async (url: string) => {
      const response = await agent.post('/api/recipes/import', { url });
      return { status: response.statusCode, ...response.json() };
    };
    expect(await refused(site.url('/recipes/none'))).toEqual({
      status: 422,
      code: 'no_recipe',
      error: 'No recipe was found on that page. Try the address of the recipe itself.',
    });
    expect(await refused(site.url('/recipes/no-ingredients'))).toEqual({
      status: 422,
      code: 'no_recipe',
      error: 'The recipe on that page lists no ingredients, so nothing was saved.',
    });
    expect(await refused(site.url('/recipes/no-name'))).toEqual({
      status: 422,
      code: 'no_recipe',
      error: 'The recipe on that page has no name, so nothing was saved.',
    });
    expect(await refused('ftp://127.0.0.1/recipe')).toMatchObject({
      status: 400,
      error: 'Only http and https addresses can be imported.',
    });
    expect(await refused(site.url('/huge'))).toMatchObject({
      status: 400,
      error: 'The answer is larger than 5 MB.',
    });
    expect(await refused(site.url('/missing'))).toMatchObject({ status: 502, code: 'provider_failed' });
    expect((await agent.get('/api/recipes')).json()).toEqual([]);
    expect((await agent.get('/api/photos')).json()).toEqual([]);
  });

  it('refuses a private address the server is not told to allow', async () => {
    const other = await buildTestApp(dialect);
    try {
      const { agent } = await makeSignedInFamily(other);
      const response = await agent.post('/api/recipes/import', { url: site.url('/recipes/array') });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/private network/);
    } finally {
      await other.close();
    }
  });

  it('keeps what the family always has at home, each thing once', async () => {
    const { agent } = await makeSignedInFamily(t);
    expect((await agent.get('/api/recipes/always-at-home')).json()).toEqual({ items: [] });
    const saved = await agent.put('/api/recipes/always-at-home', { items: ['Salt', ' oil ', 'salt', ''] });
    expect(saved.json()).toEqual({ items: ['Salt', 'oil'] });
    expect((await agent.get('/api/recipes/always-at-home')).json()).toEqual({ items: ['Salt', 'oil'] });
    const tooMany = await agent.put('/api/recipes/always-at-home', {
      items: Array.from({ length: 101 }, (_, i) => `thing ${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('cooks a meal from a recipe, and leaves its name as text when the recipe is deleted', async () => {
    const { agent } = await makeSignedInFamily(t);
    const recipe = (await agent.post('/api/recipes', pasta)).json();
    const saved = await agent.post('/api/menu', {
      date: '2026-03-03',
      dinner: '',
      recipes: { dinner: { recipeId: recipe.id, servings: 6 } },
    });
    expect(saved.json().entry).toMatchObject({
      dinner: 'Pasta al limone',
      recipes: { dinner: { recipeId: recipe.id, servings: 6 } },
    });
    // A client that knows nothing of recipes saves the day again: the recipe stays with its meal.
    const again = await agent.post('/api/menu', {
      date: '2026-03-03',
      lunch: 'Soup',
      dinner: 'Pasta al limone',
    });
    expect(again.json().entry.recipes).toEqual({ dinner: { recipeId: recipe.id, servings: 6 } });
    // Servings default to the recipe's own.
    const other = await agent.post('/api/menu', {
      date: '2026-03-04',
      recipes: { lunch: { recipeId: recipe.id } },
    });
    expect(other.json().entry.recipes).toEqual({ lunch: { recipeId: recipe.id, servings: 4 } });
    const unknown = await agent.post('/api/menu', {
      date: '2026-03-05',
      recipes: { lunch: { recipeId: 999999 } },
    });
    expect(unknown.json()).toEqual({ error: 'Recipe not found.', code: 'not_found' });

    await agent.delete(`/api/recipes/${recipe.id}`);
    const menu = (await agent.get('/api/menu?from=2026-03-03&to=2026-03-04')).json();
    expect(menu).toEqual([
      expect.objectContaining({ date: '2026-03-03', lunch: 'Soup', dinner: 'Pasta al limone' }),
      expect.objectContaining({ date: '2026-03-04', lunch: 'Pasta al limone' }),
    ]);
    expect(menu.every((entry: object) => !('recipes' in entry))).toBe(true);
  });

  it("keeps another family's recipes out of reach", async () => {
    const a = await makeSignedInFamily(t);
    const b = await makeSignedInFamily(t);
    const recipe = (await a.agent.post('/api/recipes', pasta)).json();
    expect((await b.agent.get(`/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await b.agent.put(`/api/recipes/${recipe.id}`, pasta)).statusCode).toBe(404);
    expect((await b.agent.delete(`/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    const menu = await b.agent.post('/api/menu', {
      date: '2026-03-03',
      recipes: { dinner: { recipeId: recipe.id } },
    });
    expect(menu.statusCode).toBe(404);
  });
});
