import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeShoppingList, makeSignedInFamily } from '../../../test/support/factories';
import type { ShoppingItem } from '../../common/schemas/shopping';
import type { Change } from '../live/changes';

/** Ticking items where they stand, and "Clear ticked" (issue 40: lists that work in the shop). */
describe.each(dialects)('ticking shopping items on %s', (dialect) => {
  let t: TestApp;
  const announced: Change[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.app.changes.subscribe((change) => announced.push(change));
  });
  afterAll(() => t.close());

  async function familyWithList(items: string[]) {
    const family = await makeSignedInFamily(t);
    const list = await makeShoppingList(t, family.familyId, 'Groceries', items);
    const listed = async (): Promise<ShoppingItem[]> =>
      (await family.agent.get(`/api/shopping-lists/${list.id}/items`)).json();
    return { ...family, list, listed, items: await listed() };
  }

  it('ticks and unticks an item where it stands, telling the family’s other devices', async () => {
    const { agent, familyId, list, listed, items } = await familyWithList(['Milk', 'Eggs', 'Bread']);
    const eggs = items[1]!;
    const url = `/api/shopping-lists/${list.id}/items/${eggs.id}`;

    announced.length = 0;
    const ticked = await agent.patch(url, { isComplete: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toEqual({ id: eggs.id, listId: list.id, item: 'Eggs', isComplete: true });
    expect(announced).toContainEqual(
      expect.objectContaining({ familyId, resource: 'shopping-items', ids: [list.id] }),
    );
    // It stays where it was on the list: the order is the order things were added.
    expect((await listed()).map((item) => [item.item, item.isComplete])).toEqual([
      ['Milk', false],
      ['Eggs', true],
      ['Bread', false],
    ]);

    // Ticking it again changes nothing and still answers the item.
    expect((await agent.patch(url, { isComplete: true })).json()).toMatchObject({ isComplete: true });
    const unticked = await agent.patch(url, { isComplete: false });
    expect(unticked.statusCode).toBe(200);
    expect(unticked.json()).toMatchObject({ id: eggs.id, isComplete: false });
    expect((await listed()).every((item) => !item.isComplete)).toBe(true);
  });

  it('refuses a body without a true or false isComplete', async () => {
    const { agent, list, items } = await familyWithList(['Milk']);
    const url = `/api/shopping-lists/${list.id}/items/${items[0]!.id}`;
    for (const body of [{}, { isComplete: 'yes' }, { isComplete: 1 }, { isComplete: null }]) {
      const response = await agent.patch(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({
        error: 'isComplete must be true or false.',
        code: 'invalid_request',
      });
    }
  });

  it('answers 404 for an item deleted meanwhile, another list’s item or another family’s', async () => {
    const { agent, familyId, list, items } = await familyWithList(['Milk', 'Eggs']);
    const [milk, eggs] = items as [ShoppingItem, ShoppingItem];
    const other = await makeShoppingList(t, familyId, 'Hardware', ['Nails']);
    expect((await agent.delete(`/api/shopping-lists/${list.id}/items/${milk.id}`)).statusCode).toBe(204);

    const gone = await agent.patch(`/api/shopping-lists/${list.id}/items/${milk.id}`, { isComplete: true });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'Item not found.', code: 'not_found' });
    const wrongList = await agent.patch(`/api/shopping-lists/${other.id}/items/${eggs.id}`, {
      isComplete: true,
    });
    expect(wrongList.statusCode).toBe(404);

    const stranger = await makeSignedInFamily(t);
    const theirs = await stranger.agent.patch(`/api/shopping-lists/${list.id}/items/${eggs.id}`, {
      isComplete: true,
    });
    expect(theirs.statusCode).toBe(404);
    const cleared = await stranger.agent.post(`/api/shopping-lists/${list.id}/clear-ticked`);
    expect(cleared.statusCode).toBe(404);
    expect(cleared.json()).toEqual({ error: 'Shopping list not found.', code: 'not_found' });
    expect((await agent.get(`/api/shopping-lists/${list.id}/items`)).json()).toEqual([eggs]);
  });

  it('clears the ticked items in one go and keeps the rest in their order', async () => {
    const { agent, familyId, list, listed, items } = await familyWithList(['Milk', 'Eggs', 'Bread', 'Jam']);
    const [milk, eggs, bread, jam] = items as [ShoppingItem, ShoppingItem, ShoppingItem, ShoppingItem];
    const other = await makeShoppingList(t, familyId, 'Hardware', ['Nails']);
    const [nails] = (await agent.get(`/api/shopping-lists/${other.id}/items`)).json();
    for (const item of [milk, bread]) {
      await agent.patch(`/api/shopping-lists/${list.id}/items/${item.id}`, { isComplete: true });
    }
    await agent.patch(`/api/shopping-lists/${other.id}/items/${nails.id}`, { isComplete: true });

    announced.length = 0;
    const cleared = await agent.post(`/api/shopping-lists/${list.id}/clear-ticked`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ deleted: 2 });
    expect(announced).toContainEqual(
      expect.objectContaining({ familyId, resource: 'shopping-items', ids: [list.id] }),
    );
    expect(await listed()).toEqual([eggs, jam]);
    // Another list's ticked items stay.
    expect((await agent.get(`/api/shopping-lists/${other.id}/items`)).json()).toEqual([
      { ...nails, isComplete: true },
    ]);

    // Nothing ticked: nothing to clear, nothing announced.
    announced.length = 0;
    expect((await agent.post(`/api/shopping-lists/${list.id}/clear-ticked`)).json()).toEqual({ deleted: 0 });
    expect(announced).toEqual([]);
  });

  it('lets a paired screen tick and untick, as it adds and removes, but not clear the list', async () => {
    const parent = await makeSignedInFamily(t);
    const list = await makeShoppingList(t, parent.familyId, 'Groceries', ['Eggs']);
    const [eggs] = (await parent.agent.get(`/api/shopping-lists/${list.id}/items`)).json();
    const tv = await makeDisplay(t, parent);
    const ticked = await tv.agent.patch(`/api/shopping-lists/${list.id}/items/${eggs.id}`, {
      isComplete: true,
    });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json()).toMatchObject({ isComplete: true });
    const cleared = await tv.agent.post(`/api/shopping-lists/${list.id}/clear-ticked`);
    expect(cleared.statusCode).toBe(403);
    expect(cleared.json().code).toBe('display_refused');
  });

  it('answers ticks racing a clear with 200 or 404, never an error, and leaves no ticked item behind', async () => {
    const { agent, list, listed, items } = await familyWithList(
      Array.from({ length: 12 }, (_, i) => `#${i}`),
    );
    const base = await t.url();
    const overHttp = agent.overHttp(base);
    const answers = await Promise.all([
      ...items.map((item) =>
        overHttp.patch(`/api/shopping-lists/${list.id}/items/${item.id}`, { isComplete: true }),
      ),
      overHttp.post(`/api/shopping-lists/${list.id}/clear-ticked`),
    ]);
    for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
    // Whatever was ticked before the clear went with it; whatever was ticked after is still there, ticked.
    const left = await listed();
    const deleted = answers.at(-1)!.json().deleted as number;
    expect(left.length + deleted).toBe(items.length);
    expect(left.every((item) => item.isComplete)).toBe(true);
    await agent.post(`/api/shopping-lists/${list.id}/clear-ticked`);
    expect(await listed()).toEqual([]);
  });
});
