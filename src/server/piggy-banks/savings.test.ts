import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeChild, makeDisplay, makeSignedInFamily } from '../../../test/support/factories';
import { AMOUNT_RANGE_MESSAGE } from '../../common/money';
import {
  GOAL_AMOUNT_MESSAGE,
  GOAL_AMOUNT_POSITIVE_MESSAGE,
  GOAL_NAME_REQUIRED_MESSAGE,
  GOAL_PHOTO_MESSAGE,
  GOAL_WHOLE_CENTS_MESSAGE,
  overBalanceMessage,
  type PiggyBank,
  TAKE_OUT_AMOUNT_MESSAGE,
  TAKE_OUT_KIND_MESSAGE,
  TAKE_OUT_NOTE_MESSAGE,
  TAKE_OUT_POSITIVE_MESSAGE,
  TAKE_OUT_WHOLE_CENTS_MESSAGE,
} from '../../common/schemas/piggy-banks';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';
import { createPhotosRepo } from '../photos/photos.repo';
import { createPiggyBanksRepo } from './piggy-banks.repo';

/** A small deterministic generator (mulberry32): a failing sequence can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe.each(dialects)('savings goals, money taken out and earnings on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  async function createBank(agent: Agent, body: Record<string, unknown>): Promise<PiggyBank> {
    const response = await agent.post('/api/piggy-banks', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  function addPhoto(familyId: number) {
    return createPhotosRepo(t.database.handle.db).insert(
      familyId,
      {
        width: 640,
        height: 480,
        data: Buffer.from('not really a jpeg'),
        contentType: 'image/jpeg',
        version: 'v1',
      },
      new Date().toISOString(),
    );
  }

  /** Every bank of the family, deleted ones too, holds what its history adds up to. */
  async function expectNoDrift(familyId: number) {
    expect(await createPiggyBanksRepo(t.database.handle.db).balanceDrifts(familyId)).toEqual([]);
  }

  async function completeNewTask(agent: Agent, bankId: number, value: number) {
    const list =
      (await agent.get('/api/task-lists')).json()[0] ??
      (await agent.post('/api/task-lists', { name: 'Chores' })).json();
    const task = await agent.post(`/api/task-lists/${list.id}/items`, {
      task: 'Chore',
      value,
      targetPiggyBankId: bankId,
    });
    expect(task.statusCode, task.body).toBe(201);
    return agent.post(`/api/task-lists/${list.id}/items/${task.json().id}/complete`, {
      addToPiggyBank: true,
    });
  }

  describe('goals', () => {
    it('sets, shows, replaces and clears a goal; the bank is otherwise untouched', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Leo', balance: 12 });
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().goal).toBeNull();

      const photo = await addPhoto(familyId);
      const set = await agent.put(`/api/piggy-banks/${bank.id}/goal`, {
        name: '  A new bike ',
        amount: '120.50',
        photoId: photo.id,
      });
      expect(set.statusCode, set.body).toBe(200);
      const goal = { name: 'A new bike', amount: 120.5, photoId: photo.id, photoUrl: photo.url };
      expect(set.json()).toEqual(goal);
      const details = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
      expect(details).toMatchObject({ ...bank, goal });
      expect(details.transactions).toHaveLength(1);
      // The list and the other existing answers keep their shape.
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([bank]);

      const replaced = await agent.put(`/api/piggy-banks/${bank.id}/goal`, { name: 'Lego', amount: 40 });
      expect(replaced.json()).toEqual({ name: 'Lego', amount: 40, photoId: null, photoUrl: null });

      expect((await agent.delete(`/api/piggy-banks/${bank.id}/goal`)).statusCode).toBe(204);
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().goal).toBeNull();
      // Clearing what is already clear is no error.
      expect((await agent.delete(`/api/piggy-banks/${bank.id}/goal`)).statusCode).toBe(204);
      await expectNoDrift(familyId);
    });

    it('keeps the goal without its picture when the photo is deleted', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Maya', balance: 0 });
      const photo = await addPhoto(familyId);
      await agent.put(`/api/piggy-banks/${bank.id}/goal`, {
        name: 'Zoo trip',
        amount: 15,
        photoId: photo.id,
      });
      expect((await agent.delete(`/api/photos/${photo.id}`)).statusCode).toBe(204);
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().goal).toEqual({
        name: 'Zoo trip',
        amount: 15,
        photoId: null,
        photoUrl: null,
      });
    });

    it('refuses a bad goal with a clear 400, keeping the goal saved before', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const { familyId: otherFamily } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Leo', balance: 1 });
      const saved = (await agent.put(`/api/piggy-banks/${bank.id}/goal`, { name: 'Kite', amount: 9 })).json();
      const strangersPhoto = await addPhoto(otherFamily);
      const cases: [Record<string, unknown>, string][] = [
        [{ amount: 5 }, GOAL_NAME_REQUIRED_MESSAGE],
        [{ name: ' ', amount: 5 }, GOAL_NAME_REQUIRED_MESSAGE],
        [{ name: 'x'.repeat(61), amount: 5 }, "The goal's name must be at most 60 characters."],
        [{ name: 'Kite' }, GOAL_AMOUNT_MESSAGE],
        [{ name: 'Kite', amount: 'lots' }, GOAL_AMOUNT_MESSAGE],
        [{ name: 'Kite', amount: 0 }, GOAL_AMOUNT_POSITIVE_MESSAGE],
        [{ name: 'Kite', amount: -3 }, GOAL_AMOUNT_POSITIVE_MESSAGE],
        [{ name: 'Kite', amount: 1.005 }, GOAL_WHOLE_CENTS_MESSAGE],
        [{ name: 'Kite', amount: '2.999' }, GOAL_WHOLE_CENTS_MESSAGE],
        [{ name: 'Kite', amount: 10_000_000 }, AMOUNT_RANGE_MESSAGE],
        [{ name: 'Kite', amount: 5, photoId: 'abc' }, GOAL_PHOTO_MESSAGE],
        [{ name: 'Kite', amount: 5, photoId: strangersPhoto.id }, GOAL_PHOTO_MESSAGE],
      ];
      for (const [body, error] of cases) {
        const response = await agent.put(`/api/piggy-banks/${bank.id}/goal`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error, code: 'invalid_request' });
      }
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().goal).toEqual(saved);
      await expectNoDrift(familyId);
    });
  });

  describe('withdrawals and spends', () => {
    it('takes money out with a note, each a history row of its kind', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Leo', balance: 20 });
      const spent = await agent.post(`/api/piggy-banks/${bank.id}/withdrawals`, {
        amount: '7.25',
        note: ' Lego set ',
        kind: 'spend',
      });
      expect(spent.statusCode, spent.body).toBe(201);
      expect(spent.json()).toEqual({
        bank: { ...bank, balance: 12.75 },
        transaction: {
          id: expect.any(Number),
          piggyBankId: bank.id,
          amount: -7.25,
          reason: 'Spent: Lego set',
          taskItemId: null,
          createdAt: expect.any(String),
          kind: 'spend',
          note: 'Lego set',
        },
      });
      const taken = await agent.post(`/api/piggy-banks/${bank.id}/withdrawals`, {
        amount: 2.75,
        kind: 'withdrawal',
      });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(taken.json().transaction).toMatchObject({
        amount: -2.75,
        reason: 'Taken out',
        kind: 'withdrawal',
        note: null,
      });
      // Everything there is may be taken out, leaving 0.
      const all = await agent.post(`/api/piggy-banks/${bank.id}/withdrawals`, {
        amount: 10,
        note: 'Savings account',
      });
      expect(all.json().bank.balance).toBe(0);

      const details = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
      expect(details.balance).toBe(0);
      expect(
        details.transactions.map((row: { amount: number; kind: string }) => [row.amount, row.kind]),
      ).toEqual([
        [-10, 'withdrawal'],
        [-2.75, 'withdrawal'],
        [-7.25, 'spend'],
        [20, 'opening'],
      ]);
      await expectNoDrift(familyId);
    });

    it('refuses bad amounts, notes and kinds with a clear 400 that changes nothing', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Maya', balance: 5 });
      const cases: [Record<string, unknown>, string][] = [
        [{}, TAKE_OUT_AMOUNT_MESSAGE],
        [{ amount: '' }, TAKE_OUT_AMOUNT_MESSAGE],
        [{ amount: 'five' }, TAKE_OUT_AMOUNT_MESSAGE],
        [{ amount: 0 }, TAKE_OUT_POSITIVE_MESSAGE],
        [{ amount: -1 }, TAKE_OUT_POSITIVE_MESSAGE],
        [{ amount: '-0.50' }, TAKE_OUT_POSITIVE_MESSAGE],
        [{ amount: 1.234 }, TAKE_OUT_WHOLE_CENTS_MESSAGE],
        [{ amount: '0.001' }, TAKE_OUT_WHOLE_CENTS_MESSAGE],
        [{ amount: 5.01 }, overBalanceMessage('Maya', 500)],
        [{ amount: 100 }, overBalanceMessage('Maya', 500)],
        [{ amount: 1e7 }, AMOUNT_RANGE_MESSAGE],
        [{ amount: 1, note: 'x'.repeat(201) }, TAKE_OUT_NOTE_MESSAGE],
        [{ amount: 1, note: 12 }, TAKE_OUT_NOTE_MESSAGE],
        [{ amount: 1, kind: 'gift' }, TAKE_OUT_KIND_MESSAGE],
      ];
      for (const [body, error] of cases) {
        const response = await agent.post(`/api/piggy-banks/${bank.id}/withdrawals`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error, code: 'invalid_request' });
      }
      expect(overBalanceMessage('Maya', 500)).toBe('Maya holds $5.00: no more than that can be taken out.');
      const details = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
      expect(details.balance).toBe(5);
      expect(details.transactions).toHaveLength(1);

      // An empty bank has nothing to take out.
      await agent.put(`/api/piggy-banks/${bank.id}`, { new_balance: 0 });
      const empty = await agent.post(`/api/piggy-banks/${bank.id}/withdrawals`, { amount: 1 });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        error: 'Maya holds $0.00: nothing can be taken out.',
        code: 'invalid_request',
      });
      await expectNoDrift(familyId);
    });
  });

  describe('who may', () => {
    it('keeps every family to its own banks, people and photos', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const { agent: stranger } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Leo', balance: 5 });
      const leo = await makeChild(t, familyId, 'Leo');
      await agent.put(`/api/piggy-banks/${bank.id}/goal`, { name: 'Kite', amount: 9 });
      const attempts = [
        await stranger.put(`/api/piggy-banks/${bank.id}/goal`, { name: 'Mine', amount: 1 }),
        await stranger.delete(`/api/piggy-banks/${bank.id}/goal`),
        await stranger.post(`/api/piggy-banks/${bank.id}/withdrawals`, { amount: 1, note: 'Mine' }),
        await stranger.get(`/api/people/${leo.id}/earnings`),
      ];
      for (const response of attempts) expect(response.statusCode, response.body).toBe(404);
      expect(attempts[0]!.json()).toEqual({ error: 'Piggy bank not found.', code: 'not_found' });
      expect(attempts[3]!.json()).toEqual({ error: 'Person not found.', code: 'not_found' });
      const details = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
      expect(details).toMatchObject({ balance: 5, goal: { name: 'Kite', amount: 9 } });
      expect(details.transactions).toHaveLength(1);
    });

    it('refuses a paired screen: it shows the goal but sets nothing and takes nothing out', async () => {
      const { agent, familyId, userId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Leo', balance: 5 });
      await agent.put(`/api/piggy-banks/${bank.id}/goal`, { name: 'Kite', amount: 9 });
      const { agent: tv } = await makeDisplay(t, { userId, familyId });
      expect((await tv.get(`/api/piggy-banks/${bank.id}`)).json().goal).toMatchObject({ name: 'Kite' });
      for (const response of [
        await tv.put(`/api/piggy-banks/${bank.id}/goal`, { name: 'Sweets', amount: 1 }),
        await tv.delete(`/api/piggy-banks/${bank.id}/goal`),
        await tv.post(`/api/piggy-banks/${bank.id}/withdrawals`, { amount: 5, kind: 'spend' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE, code: 'display_refused' });
      }
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json()).toMatchObject({
        balance: 5,
        goal: { name: 'Kite', amount: 9 },
      });
    });

    it('needs a session', async () => {
      const nobody = new Agent(t.app);
      for (const response of [
        await nobody.put('/api/piggy-banks/1/goal', { name: 'Kite', amount: 1 }),
        await nobody.delete('/api/piggy-banks/1/goal'),
        await nobody.post('/api/piggy-banks/1/withdrawals', { amount: 1 }),
        await nobody.get('/api/people/1/earnings'),
      ]) {
        expect(response.statusCode).toBe(401);
      }
    });
  });

  describe('earnings by week', () => {
    it("answers this week's earnings and spending of the person's banks, and empty weeks before", async () => {
      const { agent, familyId } = await makeSignedInFamily(t, { timeZone: 'Europe/Berlin' });
      const leo = await makeChild(t, familyId, 'Leo');
      const maya = await makeChild(t, familyId, 'Maya');
      const leosBank = await createBank(agent, { name: 'Leo', balance: 3, personId: leo.id });
      const mayasBank = await createBank(agent, { name: 'Maya', balance: 0, personId: maya.id });
      expect((await completeNewTask(agent, leosBank.id, 1.5)).statusCode).toBe(200);
      expect((await completeNewTask(agent, leosBank.id, 2)).statusCode).toBe(200);
      expect((await completeNewTask(agent, mayasBank.id, 4)).statusCode).toBe(200);
      await agent.post(`/api/piggy-banks/${leosBank.id}/withdrawals`, {
        amount: 1,
        kind: 'spend',
        note: 'Sweets',
      });
      await agent.put(`/api/piggy-banks/${leosBank.id}`, { new_balance: 10 });

      const response = await agent.get(`/api/people/${leo.id}/earnings?weeks=3`);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer.personId).toBe(leo.id);
      expect(answer.timeZone).toBe('Europe/Berlin');
      expect(answer.weeks).toHaveLength(3);
      expect(answer.weeks[2]).toMatchObject({ earned: 3.5, spent: 1, payouts: 2 });
      expect(answer.weeks.slice(0, 2).map((week: { earned: number }) => week.earned)).toEqual([0, 0]);
      const [first, second, third] = answer.weeks.map((week: { weekStart: string }) => week.weekStart);
      expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
      expect([second, third]).toEqual([
        new Date(Date.parse(`${first}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
        new Date(Date.parse(`${first}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10),
      ]);
      expect((await agent.get(`/api/people/${maya.id}/earnings`)).json().weeks).toHaveLength(8);

      for (const query of ['weeks=0', 'weeks=53', 'weeks=two', 'weeks=1.5']) {
        const bad = await agent.get(`/api/people/${leo.id}/earnings?${query}`);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json()).toEqual({
          error: 'Weeks must be a whole number from 1 to 52.',
          code: 'invalid_request',
        });
      }
      expect((await agent.get('/api/people/999999/earnings')).statusCode).toBe(404);
    });
  });

  describe('a balance is the sum of its history', () => {
    it('after a random sequence of payouts, withdrawals, spends, balance edits and goals', async () => {
      const next = random(dialect === 'sqlite' ? 29 : 529);
      const { agent, familyId } = await makeSignedInFamily(t);
      const banks = [
        await createBank(agent, { name: 'Leo', balance: 5 }),
        await createBank(agent, { name: 'Maya', balance: 0 }),
      ];
      const cents = (max: number) => 1 + Math.floor(next() * max);
      const expected = new Map<number, number>([
        [banks[0]!.id, 500],
        [banks[1]!.id, 0],
      ]);
      for (let step = 0; step < 60; step++) {
        const bank = banks[Math.floor(next() * banks.length)]!;
        const held = expected.get(bank.id)!;
        const roll = next();
        if (roll < 0.35) {
          const value = cents(500);
          const done = await completeNewTask(agent, bank.id, value / 100);
          expect(done.statusCode, done.body).toBe(200);
          expected.set(bank.id, held + value);
        } else if (roll < 0.7) {
          const amount = cents(800);
          const response = await agent.post(`/api/piggy-banks/${bank.id}/withdrawals`, {
            amount: amount / 100,
            kind: next() < 0.5 ? 'spend' : 'withdrawal',
            note: `step ${step}`,
          });
          if (amount <= held) {
            expect(response.statusCode, response.body).toBe(201);
            expected.set(bank.id, held - amount);
          } else {
            expect(response.statusCode, response.body).toBe(400);
          }
        } else if (roll < 0.85) {
          const balance = Math.floor(next() * 2000) - 200;
          const response = await agent.put(`/api/piggy-banks/${bank.id}`, { new_balance: balance / 100 });
          // Never below zero: a negative balance is refused and changes nothing.
          expect(response.statusCode, response.body).toBe(balance >= 0 ? 200 : 400);
          if (balance >= 0) expected.set(bank.id, balance);
        } else if (roll < 0.95) {
          await agent.put(`/api/piggy-banks/${bank.id}/goal`, { name: 'Goal', amount: cents(5000) / 100 });
        } else {
          await agent.delete(`/api/piggy-banks/${bank.id}/goal`);
        }
        await expectNoDrift(familyId);
      }
      for (const bank of banks) {
        expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().balance).toBe(
          expected.get(bank.id)! / 100,
        );
      }
    });

    it('finds a bank whose balance was changed without its history', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Leo', balance: 5 });
      await t.database.handle.db
        .updateTable('piggy_banks')
        .set({ balance_cents: 700 })
        .where('id', '=', bank.id)
        .execute();
      expect(await createPiggyBanksRepo(t.database.handle.db).balanceDrifts(familyId)).toEqual([
        { familyId, bankId: bank.id, balanceCents: 700, historyCents: 500 },
      ]);
    });
  });

  describe('at the same time, over real sockets', () => {
    it('never takes a bank below zero, however many withdrawals and payouts arrive together', async () => {
      for (let round = 0; round < 3; round++) {
        const { agent, familyId } = await makeSignedInFamily(t);
        const bank = await createBank(agent, { name: 'Leo', balance: 10 });
        const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
        const tasks = [];
        for (let i = 0; i < 4; i++) {
          tasks.push(
            (
              await agent.post(`/api/task-lists/${list.id}/items`, {
                task: `Chore ${i}`,
                value: 1,
                targetPiggyBankId: bank.id,
              })
            ).json(),
          );
        }
        const browser = agent.overHttp(await t.url());
        const answers = await Promise.all([
          ...Array.from({ length: 16 }, () =>
            browser.post(`/api/piggy-banks/${bank.id}/withdrawals`, {
              amount: 1,
              kind: 'spend',
              note: 'Sweets',
            }),
          ),
          ...tasks.map((task) =>
            browser.post(`/api/task-lists/${list.id}/items/${task.id}/complete`, { addToPiggyBank: true }),
          ),
        ]);
        const withdrawals = answers.slice(0, 16);
        for (const answer of withdrawals) expect([201, 400], answer.body).toContain(answer.statusCode);
        for (const answer of answers.slice(16)) expect(answer.statusCode, answer.body).toBe(200);
        const taken = withdrawals.filter((answer) => answer.statusCode === 201).length;
        // 10 to start and 4 paid in: at least the first 10 withdrawals always find money.
        expect(taken).toBeGreaterThanOrEqual(10);
        expect(taken).toBeLessThanOrEqual(14);
        const balance = (await agent.get(`/api/piggy-banks/${bank.id}`)).json().balance;
        expect(balance).toBe(14 - taken);
        expect(balance).toBeGreaterThanOrEqual(0);
        for (const answer of withdrawals) {
          if (answer.statusCode === 201) expect(answer.json().bank.balance).toBeGreaterThanOrEqual(0);
        }
        await expectNoDrift(familyId);
      }
    });
  });
});
