import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { transact } from '../db/transaction';
import type { Change } from './changes';

describe.each(dialects)('changes announced by every write, on %s', (dialect) => {
  let t: TestApp;
  const heard: Change[] = [];
  /** For each change, whether its row could already be read from outside the transaction. */
  const visibleWhenHeard: Promise<boolean>[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.app.changes.subscribe((change) => {
      heard.push(change);
      if (change.resource === 'shopping-lists' && change.ids[0] !== undefined) {
        visibleWhenHeard.push(
          t.database.handle.db
            .selectFrom('shopping_lists')
            .select('id')
            .where('id', '=', change.ids[0])
            .executeTakeFirst()
            .then((row) => row !== undefined),
        );
      }
    });
  });
  afterAll(() => t.close());

  it('announces each kind of write for the family that made it, once it is committed', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    heard.length = 0;
    const screen = (await agent.post('/api/screens', { name: 'Kitchen' })).json();
    await agent.put(`/api/screens/${screen.id}`, { ...screen, name: 'Hall' });
    const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
    const bank = (await agent.post('/api/piggy-banks', { name: 'Sam', balance: 0 })).json();
    const task = (
      await agent.post(`/api/task-lists/${list.id}/items`, {
        task: 'Bins',
        value: 1,
        targetPiggyBankId: bank.id,
      })
    ).json();
    await agent.post(`/api/task-lists/${list.id}/items/${task.id}/complete`, {});
    const shopping = (await agent.post('/api/shopping-lists', { name: 'Groceries' })).json();
    await agent.post(`/api/shopping-lists/${shopping.id}/items`, { item: 'Milk' });
    await agent.post('/api/menu', { date: '2030-01-01', dinner: 'Tacos' });
    await agent.post(`/api/tv-devices/${crypto.randomUUID()}/dimensions`, { widthPx: 1920, heightPx: 1080 });

    expect(heard.map((change) => [change.familyId, change.resource, change.ids])).toEqual([
      [familyId, 'screens', [screen.id]],
      [familyId, 'screens', [screen.id]],
      [familyId, 'task-lists', [list.id]],
      [familyId, 'piggy-banks', [bank.id]],
      [familyId, 'task-items', [list.id]],
      [familyId, 'task-items', [list.id]],
      [familyId, 'piggy-banks', [bank.id]],
      [familyId, 'shopping-lists', [shopping.id]],
      [familyId, 'shopping-items', [shopping.id]],
      [familyId, 'menu', [expect.any(Number)]],
      [familyId, 'devices', []],
    ]);
    expect(await Promise.all(visibleWhenHeard)).toEqual([true]);
  });

  it('announces nothing for a write that did not happen', async () => {
    const { agent } = await makeSignedInFamily(t);
    heard.length = 0;
    const screen = (await agent.post('/api/screens', { name: 'Kitchen' })).json();
    heard.length = 0;
    expect((await agent.put(`/api/screens/${screen.id}`, { ...screen, version: 0 })).statusCode).toBe(409);
    expect((await agent.delete('/api/shopping-lists/999999')).statusCode).toBe(404);
    expect((await agent.post('/api/task-lists', { name: '' })).statusCode).toBe(400);
    expect(heard).toEqual([]);
  });

  it('publishes what a rolled-back transaction announced not at all, and a joined one after the outer commit', async () => {
    const db = t.database.handle.db;
    heard.length = 0;
    await expect(
      transact(db, t.app.changes, async (_trx, announce) => {
        announce(1, 'menu');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(heard).toEqual([]);
    await transact(db, t.app.changes, async (trx, announce) => {
      announce(1, 'menu');
      await transact(trx, t.app.changes, async (_inner, announceInner) => announceInner(1, 'screens', [7]));
      expect(heard).toEqual([]);
    });
    expect(heard.map((change) => change.resource)).toEqual(['menu', 'screens']);
  });
});
