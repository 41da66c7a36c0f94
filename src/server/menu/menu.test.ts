import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';

const INVALID_DATE = { error: 'Date must be a valid YYYY-MM-DD day.', code: 'invalid_request' };

describe.each(dialects)('menu API on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('saves a day and answers it with its weekday', async () => {
    const { agent } = await makeSignedInFamily(t);
    expect((await agent.get('/api/menu')).json()).toEqual([]);
    const response = await agent.post('/api/menu', {
      date: '2026-03-02',
      breakfast: ' Porridge ',
      lunch: 'Soup',
      dinner: 'Tacos',
    });
    expect(response.statusCode).toBe(200);
    const entry = {
      id: expect.any(Number),
      date: '2026-03-02',
      day: 'Monday',
      breakfast: 'Porridge',
      lunch: 'Soup',
      dinner: 'Tacos',
    };
    expect(response.json()).toEqual({ entry });
    expect((await agent.get('/api/menu')).json()).toEqual([entry]);
  });

  it("replaces a day's meals rather than adding a second entry", async () => {
    const { agent } = await makeSignedInFamily(t);
    const first = (await agent.post('/api/menu', { date: '2026-03-03', dinner: 'Pasta' })).json().entry;
    expect(first).toMatchObject({ day: 'Tuesday', breakfast: '', lunch: '', dinner: 'Pasta' });
    const second = (
      await agent.post('/api/menu', { date: '2026-03-03', lunch: 'Salad', dinner: 'Curry' })
    ).json().entry;
    expect(second).toEqual({ ...first, lunch: 'Salad', dinner: 'Curry' });
    expect((await agent.get('/api/menu')).json()).toEqual([second]);
  });

  it('removes a day whose three meals are all empty', async () => {
    const { agent } = await makeSignedInFamily(t);
    await agent.post('/api/menu', { date: '2026-03-04', dinner: 'Stew' });
    const cleared = await agent.post('/api/menu', {
      date: '2026-03-04',
      breakfast: ' ',
      lunch: '',
      dinner: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ entry: null });
    expect((await agent.get('/api/menu')).json()).toEqual([]);
    const nothing = await agent.post('/api/menu', { date: '2026-03-05' });
    expect(nothing.json()).toEqual({ entry: null });
    expect((await agent.get('/api/menu')).json()).toEqual([]);
  });

  it('lists entries by date, within an optional from..to range', async () => {
    const { agent } = await makeSignedInFamily(t);
    for (const date of ['2026-03-09', '2026-03-01', '2026-03-15', '2026-03-08']) {
      await agent.post('/api/menu', { date, dinner: `Dinner on ${date}` });
    }
    const dates = async (query = '') =>
      ((await agent.get(`/api/menu${query}`)).json() as { date: string }[]).map((entry) => entry.date);
    expect(await dates()).toEqual(['2026-03-01', '2026-03-08', '2026-03-09', '2026-03-15']);
    expect(await dates('?from=2026-03-08&to=2026-03-14')).toEqual(['2026-03-08', '2026-03-09']);
    expect(await dates('?from=2026-03-09')).toEqual(['2026-03-09', '2026-03-15']);
    expect(await dates('?to=2026-03-01')).toEqual(['2026-03-01']);
  });

  it('refuses an impossible or malformed date', async () => {
    const { agent } = await makeSignedInFamily(t);
    for (const date of ['2026-02-30', '2026-13-01', '03/02/2026', '', undefined]) {
      const response = await agent.post('/api/menu', { date, dinner: 'Soup' });
      expect(response.statusCode, String(date)).toBe(400);
      expect(response.json()).toEqual(INVALID_DATE);
    }
    for (const query of ['?from=2026-02-30', '?to=tomorrow']) {
      const response = await agent.get(`/api/menu${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(INVALID_DATE);
    }
    expect((await agent.get('/api/menu')).json()).toEqual([]);
  });

  it("keeps each family's menu to itself", async () => {
    const { agent } = await makeSignedInFamily(t);
    const { agent: stranger } = await makeSignedInFamily(t);
    const ours = (await agent.post('/api/menu', { date: '2026-03-06', dinner: 'Pizza' })).json().entry;
    expect((await stranger.get('/api/menu')).json()).toEqual([]);
    const theirs = (await stranger.post('/api/menu', { date: '2026-03-06', dinner: 'Sushi' })).json().entry;
    expect(theirs.id).not.toBe(ours.id);
    await stranger.post('/api/menu', { date: '2026-03-06' });
    expect((await agent.get('/api/menu')).json()).toEqual([ours]);
    expect((await stranger.get('/api/menu')).json()).toEqual([]);
  });

  it('keeps ingredients per meal, answering them only for a day that has some', async () => {
    const { agent } = await makeSignedInFamily(t);
    const saved = (
      await agent.post('/api/menu', {
        date: '2026-03-09',
        breakfast: 'Porridge',
        dinner: 'Tacos',
        ingredients: { breakfast: [' Oats ', ''], dinner: ['Tortillas', 'Limes', 'lime', 'tortilla'] },
      })
    ).json().entry;
    expect(saved).toEqual({
      id: expect.any(Number),
      date: '2026-03-09',
      day: 'Monday',
      breakfast: 'Porridge',
      lunch: '',
      dinner: 'Tacos',
      ingredients: { breakfast: ['Oats'], dinner: ['Tortillas', 'Limes'] },
    });
    expect((await agent.get('/api/menu')).json()).toEqual([saved]);
    // A day without ingredients answers exactly the spec's fields.
    const plain = (await agent.post('/api/menu', { date: '2026-03-10', dinner: 'Soup' })).json().entry;
    expect(Object.keys(plain).sort()).toEqual(['breakfast', 'date', 'day', 'dinner', 'id', 'lunch']);
  });

  it("keeps a meal's ingredients through a save that does not name them, while the meal stays the same", async () => {
    const { agent } = await makeSignedInFamily(t);
    await agent.post('/api/menu', {
      date: '2026-03-11',
      lunch: 'Salad',
      dinner: 'Curry',
      ingredients: { lunch: ['Feta'], dinner: ['Rice', 'Chickpeas'] },
    });
    // The spec's call, from a client that knows nothing of ingredients: Curry keeps its own, the new
    // lunch has none and breakfast (empty) has none.
    const respelled = (
      await agent.post('/api/menu', {
        date: '2026-03-11',
        breakfast: 'Toast',
        lunch: 'Wraps',
        dinner: 'Curry',
      })
    ).json().entry;
    expect(respelled.ingredients).toEqual({ dinner: ['Rice', 'Chickpeas'] });
    // Naming one meal's ingredients leaves the others'.
    const more = (
      await agent.post('/api/menu', {
        date: '2026-03-11',
        breakfast: 'Toast',
        lunch: 'Wraps',
        dinner: 'Curry',
        ingredients: { lunch: ['Tortillas'] },
      })
    ).json().entry;
    expect(more.ingredients).toEqual({ lunch: ['Tortillas'], dinner: ['Rice', 'Chickpeas'] });
    // An emptied meal loses them; an empty list clears them.
    const cleared = (
      await agent.post('/api/menu', {
        date: '2026-03-11',
        breakfast: 'Toast',
        lunch: '',
        dinner: 'Curry',
        ingredients: { dinner: [] },
      })
    ).json().entry;
    expect(cleared).not.toHaveProperty('ingredients');
    // An empty meal cannot carry ingredients.
    const none = (
      await agent.post('/api/menu', {
        date: '2026-03-12',
        dinner: 'Pizza',
        ingredients: { lunch: ['Bread'] },
      })
    ).json().entry;
    expect(none).not.toHaveProperty('ingredients');
  });

  it('refuses ingredients it cannot keep', async () => {
    const { agent } = await makeSignedInFamily(t);
    const cases: [unknown, string][] = [
      [{ dinner: ['x'.repeat(201)] }, 'An ingredient must be at most 200 characters.'],
      [
        { dinner: Array.from({ length: 41 }, (_, i) => `Thing ${i}`) },
        'A meal can have at most 40 ingredients.',
      ],
      [{ dinner: 'Beans' }, 'Dinner ingredients must be a list.'],
      [{ dinner: [5] }, 'Dinner ingredients must be text.'],
      [['Beans'], 'Ingredients must be given meal by meal.'],
    ];
    for (const [ingredients, error] of cases) {
      const response = await agent.post('/api/menu', { date: '2026-03-13', dinner: 'Chili', ingredients });
      expect(response.statusCode, JSON.stringify(ingredients)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    expect((await agent.get('/api/menu')).json()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/menu' })).statusCode).toBe(401);
  });
});
