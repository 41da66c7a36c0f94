import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeShoppingList, makeSignedInFamily } from '../../../test/support/factories';
import { openStream } from '../../../test/support/live-stream';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';

/** Touch on the wall (issue 28): a paired screen's own session adds to and ticks off shopping lists. */
describe.each(dialects)('touch on the wall on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('adds an item from the TV that the phone is told of at once, and ticks one off', async () => {
    const parent = await makeSignedInFamily(t);
    const list = await makeShoppingList(t, parent.familyId, 'Groceries', ['Eggs']);
    const tv = await makeDisplay(t, parent);
    const phone = await openStream(await t.url(), `luno_session=${parent.token}`);
    await phone.until(() => phone.received.some((e) => e.event === 'ready'));

    const added = await tv.agent.post(`/api/shopping-lists/${list.id}/items`, { item: '  Milk ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      listId: list.id,
      item: 'Milk',
      isComplete: false,
    });
    await phone.until(() =>
      phone.changes().some((change) => change.resource === 'shopping-items' && change.ids.includes(list.id)),
    );
    phone.close();
    const items = (await parent.agent.get(`/api/shopping-lists/${list.id}/items`)).json();
    expect(items.map((item: { item: string }) => item.item)).toEqual(['Eggs', 'Milk']);

    // With the phone's rules: an empty item is refused with the same words.
    const empty = await tv.agent.post(`/api/shopping-lists/${list.id}/items`, { item: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Item is required.', code: 'invalid_request' });

    const eggs = items.find((item: { item: string }) => item.item === 'Eggs');
    expect((await tv.agent.delete(`/api/shopping-lists/${list.id}/items/${eggs.id}`)).statusCode).toBe(204);
    // Ticked twice (a second TV, or an undo that came too late): the second is told it is gone.
    const again = await tv.agent.delete(`/api/shopping-lists/${list.id}/items/${eggs.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Item not found.', code: 'not_found' });
    expect((await parent.agent.get(`/api/shopping-lists/${list.id}/items`)).json()).toEqual([
      expect.objectContaining({ item: 'Milk' }),
    ]);
  });

  it("reaches only its own family's lists, and still cannot change the lists themselves", async () => {
    const parent = await makeSignedInFamily(t);
    const list = await makeShoppingList(t, parent.familyId, 'Groceries', ['Eggs']);
    const tv = await makeDisplay(t, parent);
    const neighbour = await makeSignedInFamily(t);
    const theirs = await makeShoppingList(t, neighbour.familyId, 'Theirs', ['Flour']);
    const [flour] = (await neighbour.agent.get(`/api/shopping-lists/${theirs.id}/items`)).json();

    expect((await tv.agent.post(`/api/shopping-lists/${theirs.id}/items`, { item: 'Milk' })).statusCode).toBe(
      404,
    );
    expect((await tv.agent.delete(`/api/shopping-lists/${theirs.id}/items/${flour.id}`)).statusCode).toBe(
      404,
    );
    expect((await neighbour.agent.get(`/api/shopping-lists/${theirs.id}/items`)).json()).toHaveLength(1);

    const refused = [
      await tv.agent.post('/api/shopping-lists', { name: 'Mine' }),
      await tv.agent.put(`/api/shopping-lists/${list.id}`, { name: 'Renamed' }),
      await tv.agent.delete(`/api/shopping-lists/${list.id}`),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE, code: 'display_refused' });
    }
    expect((await parent.agent.get('/api/shopping-lists')).json()).toEqual([
      { id: list.id, name: 'Groceries' },
    ]);
  });
});
