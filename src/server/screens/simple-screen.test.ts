import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { AMOUNT_RANGE_MESSAGE } from '../../common/money';
import { OPENING_BALANCE_NEGATIVE_MESSAGE } from '../../common/schemas/piggy-banks';
import { simpleGridCell } from '../../common/simple-screen';

const ALL = { events: true, menu: true, shopping: true, lists: true, piggyBank: true };

describe.each(dialects)('the simple Manage Screens form in one request, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  async function family() {
    const signed = await makeSignedInFamily(t);
    const list = (await signed.agent.post('/api/task-lists', { name: 'Chores' })).json();
    const groceries = (await signed.agent.post('/api/shopping-lists', { name: 'Groceries' })).json();
    return { ...signed, list, groceries };
  }

  it('adds a screen with every choice, its list, its shopping list and a new piggy bank', async () => {
    const { agent, list, groceries } = await family();
    const answer = await agent.post('/api/screens/simple', {
      name: 'Kitchen',
      choices: ALL,
      listId: list.id,
      piggyBankBalance: '12.50',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { screen, piggyBankBalance } = answer.json();
    expect(piggyBankBalance).toBe(12.5);
    const banks = (await agent.get('/api/piggy-banks')).json();
    expect(banks).toEqual([{ id: expect.any(Number), name: 'Piggy Bank', balance: 12.5, personId: null }]);
    const byType = Object.fromEntries(screen.components.map((c: { type: string }) => [c.type, c]));
    expect(Object.keys(byType).sort()).toEqual(['events', 'list', 'menu', 'piggy-bank', 'shopping']);
    expect(byType.list).toMatchObject({
      listId: list.id,
      headerText: 'Chores',
      listConfig: { listId: list.id },
    });
    expect(byType['piggy-bank'].piggyBankId).toBe(banks[0].id);
    expect(byType.shopping.shoppingConfig.listId).toBe(groceries.id);
    expect(byType.menu).toMatchObject(simpleGridCell(1));
    expect((await agent.get(`/api/screens/${screen.id}`)).json()).toEqual(screen);
  });

  it('changes a screen: a deselected choice goes, a new list is shown, the rest stays where it was', async () => {
    const { agent, list } = await family();
    const other = (await agent.post('/api/task-lists', { name: 'Homework' })).json();
    const first = (
      await agent.post('/api/screens/simple', { name: 'Hall', choices: ALL, listId: list.id })
    ).json();
    const menuBefore = first.screen.components.find((c: { type: string }) => c.type === 'menu');
    const answer = await agent.post('/api/screens/simple', {
      screenId: first.screen.id,
      version: first.screen.version,
      name: 'Hallway',
      choices: { ...ALL, events: false },
      listId: other.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { screen } = answer.json();
    expect(screen).toMatchObject({ id: first.screen.id, name: 'Hallway', version: first.screen.version + 1 });
    expect(screen.components.map((c: { type: string }) => c.type)).not.toContain('events');
    expect(screen.components.find((c: { type: string }) => c.type === 'list').listId).toBe(other.id);
    expect(screen.components.find((c: { type: string }) => c.type === 'menu')).toEqual(menuBefore);
  });

  it('changes nothing when any part is refused: no list, another family’s list, the plan’s limit, a stale version', async () => {
    const { agent, list } = await family();
    const stranger = await family();
    const tries = [
      [{ name: 'A', choices: ALL, piggyBankBalance: 5 }, 400, 'Please select a list'],
      [
        { name: 'A', choices: ALL, listId: stranger.list.id, piggyBankBalance: 5 },
        400,
        'Please select a list',
      ],
      [{ name: '', choices: ALL, listId: list.id }, 400, 'Name is required'],
      [
        { name: 'A', choices: { piggyBank: true }, piggyBankBalance: 'lots' },
        400,
        'Enter a valid piggy-bank balance',
      ],
      [
        { name: 'A', choices: { piggyBank: true }, piggyBankBalance: -5 },
        400,
        OPENING_BALANCE_NEGATIVE_MESSAGE,
      ],
      [{ name: 'A', choices: { piggyBank: true }, piggyBankBalance: 10_000_000 }, 400, AMOUNT_RANGE_MESSAGE],
    ] as const;
    for (const [body, status, error] of tries) {
      const answer = await agent.post('/api/screens/simple', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.json().error).toBe(error);
    }
    expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
    expect((await agent.get('/api/screens')).json()).toEqual([]);

    const screen = (await agent.post('/api/screens/simple', { name: 'B', choices: { menu: true } })).json()
      .screen;
    await agent.put(`/api/screens/${screen.id}`, { ...screen, name: 'Saved elsewhere' });
    const stale = await agent.post('/api/screens/simple', {
      screenId: screen.id,
      version: screen.version,
      name: 'C',
      choices: { piggyBank: true },
      piggyBankBalance: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().screen).toMatchObject({ name: 'Saved elsewhere', version: screen.version + 1 });
    expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
  });

  it('refuses a screen past the plan’s limit with the editor’s 403, keeping the bank as it was', async () => {
    const core = await buildTestApp(dialect, { LUNO_DEFAULT_TIER: 'core' });
    try {
      const { agent } = await makeSignedInFamily(core);
      for (const name of ['One', 'Two'])
        await agent.post('/api/screens/simple', { name, choices: { menu: true } });
      const answer = await agent.post('/api/screens/simple', {
        name: 'Three',
        choices: { piggyBank: true },
        piggyBankBalance: 3,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'screen_limit', limit: 2, tier: 'core' });
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
    } finally {
      await core.close();
    }
  });
});
