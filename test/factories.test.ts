import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp } from './support/app';
import { dialects } from './support/databases';
import {
  makeBoard,
  makeDisplay,
  makeFamily,
  makeMember,
  makeMenuEntry,
  makePiggyBank,
  makeSession,
  makeShoppingList,
  makeSignedInFamily,
  makeTaskList,
} from './support/factories';

// What the factories make must be what the API shows a family, or tests built on them prove nothing.
describe.each(dialects)('test factories on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('make a signed-in family whose session works as a cookie and as a bearer token', async () => {
    const family = await makeSignedInFamily(t, { name: 'The Smiths' });

    const status = (await family.agent.get('/api/auth/status')).json();
    expect(status).toMatchObject({
      isAuthenticated: true,
      user: { email: family.email, familyid: family.familyId },
    });
    const bearer = new Agent(t.app);
    bearer.bearer = family.token;
    expect((await bearer.get('/api/screens')).statusCode).toBe(200);
    // Writes pass the CSRF check as the web app's do.
    expect((await family.agent.post('/api/task-lists', { name: 'Chores' })).statusCode).toBe(201);
  });

  it('make a member who can log in with the test password', async () => {
    const familyId = await makeFamily(t);
    const member = await makeMember(t, familyId);

    const login = await new Agent(t.app).post('/api/login', { email: member.email, password: PASSWORD });

    expect(login.statusCode).toBe(200);
    expect(login.json().familyId).toBe(familyId);
  });

  it('make boards and household rows that the family sees, and no other family does', async () => {
    const family = await makeSignedInFamily(t);
    const other = await makeSignedInFamily(t);
    await makeBoard(t, family.familyId, { name: 'Kitchen' });
    await makeBoard(t, family.familyId, { name: 'Hall' });
    const { list } = await makeTaskList(t, family.familyId, 'Chores', ['Feed the cat', 'Water plants']);
    await makePiggyBank(t, family.familyId, 'Holiday', 1250);
    const shopping = await makeShoppingList(t, family.familyId, 'Groceries', ['Milk', 'Eggs']);
    await makeMenuEntry(t, family.familyId, { date: '2026-11-25', dinner: 'Soup' });

    const get = async (url: string, agent = family.agent) => (await agent.get(url)).json();
    expect((await get('/api/screens')).map((screen: { name: string }) => screen.name)).toEqual([
      'Kitchen',
      'Hall',
    ]);
    expect(
      (await get(`/api/task-lists/${list.id}/items`)).map((item: { task: string }) => item.task),
    ).toEqual(['Feed the cat', 'Water plants']);
    expect(await get('/api/piggy-banks')).toMatchObject([{ name: 'Holiday', balance: 12.5 }]);
    expect(
      (await get(`/api/shopping-lists/${shopping.id}/items`)).map((row: { item: string }) => row.item),
    ).toEqual(['Milk', 'Eggs']);
    expect(await get('/api/menu?from=2026-11-25&to=2026-11-25')).toMatchObject([
      { date: '2026-11-25', dinner: 'Soup' },
    ]);
    expect(await get('/api/screens', other.agent)).toEqual([]);
  });

  it('make a display session for a paired TV', async () => {
    const family = await makeSignedInFamily(t);
    const tv = await makeSession(t, family, 'device');

    expect((await tv.agent.get('/api/screens')).statusCode).toBe(200);
  });

  it('make a paired display that knows itself and that the family sees', async () => {
    const family = await makeSignedInFamily(t);
    const board = await makeBoard(t, family.familyId, { name: 'Kitchen' });
    const tv = await makeDisplay(t, family, { name: 'Hall TV', screenId: board.id });

    const itself = (await tv.agent.get('/api/displays/this')).json();
    expect(itself).toMatchObject({ id: tv.displayId, name: 'Hall TV', screenId: board.id, cycle: true });
    expect((await family.agent.get('/api/displays')).json()).toEqual([itself]);
  });
});
