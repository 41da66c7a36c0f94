import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { AMOUNT_RANGE_MESSAGE } from '../../common/money';
import {
  BALANCE_NEGATIVE_MESSAGE,
  OPENING_BALANCE_NEGATIVE_MESSAGE,
  type PiggyBank,
} from '../../common/schemas/piggy-banks';
import { PIGGY_BANK_ID_MESSAGE } from '../../common/schemas/tasks';
import { createPiggyBanksRepo } from './piggy-banks.repo';

describe.each(dialects)('piggy banks API on %s', (dialect) => {
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

  describe('piggy banks', () => {
    it('creates and lists banks with balances in dollars on the wire and cents in the database', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
      const mia = await createBank(agent, { name: ' Mia ', balance: 2.5 });
      expect(mia).toEqual({ id: expect.any(Number), name: 'Mia', balance: 2.5, personId: null });
      const leo = await createBank(agent, { name: 'Leo', balance: '10' });
      const empty = await createBank(agent, { name: 'New', balance: '' });
      expect(empty.balance).toBe(0);
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([mia, { ...leo, balance: 10 }, empty]);

      const row = await t.database.handle.db
        .selectFrom('piggy_banks')
        .selectAll()
        .where('id', '=', mia.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ balance_cents: 250, family_id: familyId });
    });

    it('shows one bank with its history, the opening balance included', async () => {
      const { agent } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 1.1 });
      const response = await agent.get(`/api/piggy-banks/${bank.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...bank,
        goal: null,
        transactions: [
          {
            id: expect.any(Number),
            piggyBankId: bank.id,
            amount: 1.1,
            reason: 'Opening balance',
            taskItemId: null,
            createdAt: expect.any(String),
            kind: 'opening',
            note: null,
          },
        ],
      });
      const zero = await createBank(agent, { name: 'Zero', balance: 0 });
      expect((await agent.get(`/api/piggy-banks/${zero.id}`)).json().transactions).toEqual([]);
    });

    it('sets a balance by hand and records the change, newest first', async () => {
      const { agent } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 5 });
      const response = await agent.put(`/api/piggy-banks/${bank.id}`, { new_balance: 3.25 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...bank, balance: 3.25 });
      await agent.put(`/api/piggy-banks/${bank.id}`, { new_balance: '4' });
      const details = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
      expect(details.balance).toBe(4);
      expect(
        details.transactions.map((entry: { amount: number; reason: string }) => [entry.amount, entry.reason]),
      ).toEqual([
        [0.75, 'Balance set by hand'],
        [-1.75, 'Balance set by hand'],
        [5, 'Opening balance'],
      ]);
    });

    it('shows at most the 50 newest transactions', async () => {
      const { agent } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Busy', balance: 0 });
      for (let cents = 1; cents <= 55; cents += 1) {
        await agent.put(`/api/piggy-banks/${bank.id}`, { new_balance: cents / 100 });
      }
      const { transactions } = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
      expect(transactions).toHaveLength(50);
      expect(transactions[0].amount).toBe(0.01);
      expect(transactions.every((entry: { reason: string }) => entry.reason === 'Balance set by hand')).toBe(
        true,
      );
    });

    it("answers the spec's messages for a bad bank or balance", async () => {
      const { agent } = await makeSignedInFamily(t);
      const cases: [Record<string, unknown>, string][] = [
        [{ balance: 1 }, 'Piggy bank name is required.'],
        [{ name: '  ', balance: 1 }, 'Piggy bank name is required.'],
        [{ name: 'Mia', balance: 'lots' }, 'Balance must be a valid number.'],
        [{ name: 'Mia', balance: '$2' }, 'Balance must be a valid number.'],
      ];
      for (const [body, error] of cases) {
        const response = await agent.post('/api/piggy-banks', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error, code: 'invalid_request' });
      }
      const bank = await createBank(agent, { name: 'Mia', balance: 1 });
      for (const body of [{}, { new_balance: '' }, { new_balance: 'abc' }]) {
        const response = await agent.put(`/api/piggy-banks/${bank.id}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({
          error: 'Balance must be a valid number.',
          code: 'invalid_request',
        });
      }
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([bank]);
    });

    it("answers 404 for another family's bank and for an id that is not a number", async () => {
      const { agent } = await makeSignedInFamily(t);
      const { agent: stranger } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 7 });
      const reads = await stranger.get(`/api/piggy-banks/${bank.id}`);
      expect(reads.statusCode).toBe(404);
      expect(reads.json()).toEqual({ error: 'Piggy bank not found.', code: 'not_found' });
      const writes = await stranger.put(`/api/piggy-banks/${bank.id}`, { new_balance: 0 });
      expect(writes.statusCode).toBe(404);
      expect((await stranger.get('/api/piggy-banks')).json()).toEqual([]);
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().balance).toBe(7);
      for (const url of ['/api/piggy-banks/mia', '/api/piggy-banks/1e3']) {
        const response = await agent.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: expect.any(String), code: 'not_found' });
      }
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ url: '/api/piggy-banks' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/piggy-bank' })).statusCode).toBe(401);
    });
  });

  describe('the single-bank form', () => {
    it('reads 0 without a bank, then creates "Piggy Bank" on the first save', async () => {
      const { agent } = await makeSignedInFamily(t);
      expect((await agent.get('/api/piggy-bank')).json()).toEqual({ balance: 0 });
      const saved = await agent.post('/api/piggy-bank', { balance: '12.5' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ balance: 12.5 });
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([
        { id: expect.any(Number), name: 'Piggy Bank', balance: 12.5, personId: null },
      ]);
      expect((await agent.get('/api/piggy-bank')).json()).toEqual({ balance: 12.5 });
    });

    it("edits the family's first bank", async () => {
      const { agent } = await makeSignedInFamily(t);
      const first = await createBank(agent, { name: 'Mia', balance: 1 });
      const second = await createBank(agent, { name: 'Leo', balance: 2 });
      expect((await agent.get('/api/piggy-bank')).json()).toEqual({ balance: 1 });
      expect((await agent.post('/api/piggy-bank', { balance: 9 })).json()).toEqual({ balance: 9 });
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([{ ...first, balance: 9 }, second]);
      const history = (await agent.get(`/api/piggy-banks/${first.id}`)).json().transactions;
      expect(history[0]).toMatchObject({ amount: 8, reason: 'Balance set by hand' });
    });

    it("answers the form's message for a bad balance", async () => {
      const { agent } = await makeSignedInFamily(t);
      for (const body of [{}, { balance: 'abc' }, { balance: '' }]) {
        const response = await agent.post('/api/piggy-bank', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({
          error: 'Enter a valid piggy-bank balance',
          code: 'invalid_request',
        });
      }
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
    });

    it('makes one bank of ten first saves arriving together', async () => {
      // Several families: the first round also opens the pool's connections, which spaces it out.
      for (let round = 0; round < 4; round++) {
        const { agent } = await makeSignedInFamily(t);
        const browser = agent.overHttp(await t.url());
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => browser.post('/api/piggy-bank', { balance: i + 1 })),
        );
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        const banks = (await agent.get('/api/piggy-banks')).json();
        expect(banks).toHaveLength(1);
        expect(answers.map((answer) => answer.json().balance)).toContain(banks[0].balance);
      }
    });
  });

  describe('balances and their limits', () => {
    it('refuses a negative starting balance', async () => {
      const { agent } = await makeSignedInFamily(t);
      for (const balance of [-50, '-0.01', ' -1 ']) {
        const response = await agent.post('/api/piggy-banks', { name: 'Mia', balance });
        expect(response.statusCode, String(balance)).toBe(400);
        expect(response.json()).toEqual({ error: OPENING_BALANCE_NEGATIVE_MESSAGE, code: 'invalid_request' });
      }
      const single = await agent.post('/api/piggy-bank', { balance: -5 });
      expect(single.statusCode).toBe(400);
      expect(single.json()).toEqual({ error: OPENING_BALANCE_NEGATIVE_MESSAGE, code: 'invalid_request' });
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
    });

    it('never sets a balance below 0, on any path, and changes nothing when it refuses', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 3 });
      const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
      const refused: [string, string, Record<string, unknown>][] = [
        ['PUT', `/api/piggy-banks/${bank.id}`, { new_balance: -2 }],
        ['PUT', `/api/piggy-banks/${bank.id}`, { new_balance: '-0.01' }],
        ['POST', '/api/piggy-bank', { balance: -4 }],
        ['POST', '/api/piggy-bank', { balance: ' -1 ' }],
      ];
      for (const [method, url, body] of refused) {
        const response = await agent.request(method, url, body);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json()).toEqual({ error: BALANCE_NEGATIVE_MESSAGE, code: 'invalid_request' });
      }
      const screen = await agent.post('/api/screens/simple', {
        name: 'Kitchen',
        choices: { piggyBank: true },
        piggyBankBalance: -5,
      });
      expect(screen.statusCode).toBe(400);
      expect(screen.json().error).toBe(BALANCE_NEGATIVE_MESSAGE);
      const out = await agent.post(`/api/piggy-banks/${bank.id}/withdrawals`, { amount: 3.01 });
      expect(out.statusCode).toBe(400);
      const item = await agent.post(`/api/task-lists/${list.id}/items`, { task: 'Owe', value: -1 });
      expect(item.statusCode).toBe(400);

      expect((await agent.get('/api/piggy-banks')).json()).toEqual([bank]);
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().transactions).toHaveLength(1);
      // Down to exactly 0 is a balance like any other.
      expect((await agent.put(`/api/piggy-banks/${bank.id}`, { new_balance: 0 })).json().balance).toBe(0);
      expect((await agent.post('/api/piggy-bank', { balance: '0.00' })).json()).toEqual({ balance: 0 });
      expect(await createPiggyBanksRepo(t.database.handle.db).balanceDrifts(familyId)).toEqual([]);
      expect(AMOUNT_RANGE_MESSAGE).toBe('Amounts must be between $0.00 and $1,000,000.00.');
    });

    it('names the ±$1,000,000 limit when an amount is beyond it, on every money field', async () => {
      const { agent } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 1_000_000 });
      expect(bank.balance).toBe(1_000_000);
      const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
      const refused: [string, string, Record<string, unknown>][] = [
        ['POST', '/api/piggy-banks', { name: 'Leo', balance: 10_000_000 }],
        ['POST', '/api/piggy-banks', { name: 'Leo', balance: '1000000.01' }],
        ['PUT', `/api/piggy-banks/${bank.id}`, { new_balance: 10_000_000 }],
        ['PUT', `/api/piggy-banks/${bank.id}`, { new_balance: '-1e7' }],
        ['POST', '/api/piggy-bank', { balance: 1e7 }],
      ];
      for (const [method, url, body] of refused) {
        const response = await agent.request(method, url, body);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json()).toEqual({ error: AMOUNT_RANGE_MESSAGE, code: 'invalid_request' });
      }
      // A chore's value cannot be negative, so the range it is told starts at $0.00.
      const value = await agent.post(`/api/task-lists/${list.id}/items`, { task: 'Mow', value: 10_000_000 });
      expect(value.statusCode).toBe(400);
      expect(value.json()).toEqual({
        error: 'Amounts must be between $0.00 and $1,000,000.00.',
        code: 'invalid_request',
      });
      expect(AMOUNT_RANGE_MESSAGE).toContain('$1,000,000.00');
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([bank]);
    });
  });

  describe('renaming and deleting a bank', () => {
    it('renames a bank, keeping its balance and history', async () => {
      const { agent } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 4 });
      const renamed = await agent.patch(`/api/piggy-banks/${bank.id}`, { name: '  Mia’s savings ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ ...bank, name: 'Mia’s savings' });
      const details = (await agent.get(`/api/piggy-banks/${bank.id}`)).json();
      expect(details).toMatchObject({ name: 'Mia’s savings', balance: 4 });
      expect(details.transactions).toHaveLength(1);
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'Piggy bank name is required.'],
        [{ name: ' ' }, 'Piggy bank name is required.'],
        [{ name: 'x'.repeat(101) }, 'Piggy bank name must be at most 100 characters.'],
      ];
      for (const [body, error] of cases) {
        const response = await agent.patch(`/api/piggy-banks/${bank.id}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error, code: 'invalid_request' });
      }
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([{ ...bank, name: 'Mia’s savings' }]);
    });

    it("neither renames nor deletes another family's bank", async () => {
      const { agent } = await makeSignedInFamily(t);
      const { agent: stranger } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 7 });
      const rename = await stranger.patch(`/api/piggy-banks/${bank.id}`, { name: 'Mine' });
      expect(rename.statusCode).toBe(404);
      expect(rename.json()).toEqual({ error: 'Piggy bank not found.', code: 'not_found' });
      const remove = await stranger.delete(`/api/piggy-banks/${bank.id}`);
      expect(remove.statusCode).toBe(404);
      expect(remove.json()).toEqual({ error: 'Piggy bank not found.', code: 'not_found' });
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([bank]);
    });

    it('deletes a bank from every view and keeps its history for the audit', async () => {
      const { agent, familyId } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 5 });
      const kept = await createBank(agent, { name: 'Leo', balance: 1 });
      await agent.put(`/api/piggy-banks/${bank.id}`, { new_balance: 8 });
      const history = (await agent.get(`/api/piggy-banks/${bank.id}`)).json().transactions;

      const response = await agent.delete(`/api/piggy-banks/${bank.id}`);
      expect(response.statusCode).toBe(204);
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([kept]);
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { new_balance: 1 }],
        ['PATCH', { name: 'Back' }],
        ['DELETE', undefined],
      ] as const) {
        const answer = await agent.request(method, `/api/piggy-banks/${bank.id}`, body);
        expect(answer.statusCode, method).toBe(404);
        expect(answer.json()).toEqual({ error: 'Piggy bank not found.', code: 'not_found' });
      }
      // The single-bank form now edits the oldest bank still there.
      expect((await agent.get('/api/piggy-bank')).json()).toEqual({ balance: 1 });

      const db = t.database.handle.db;
      const row = await db.selectFrom('piggy_banks').selectAll().where('id', '=', bank.id).executeTakeFirst();
      expect(row).toMatchObject({ family_id: familyId, name: 'Mia', balance_cents: 800 });
      expect(row?.deleted_at).toEqual(expect.any(String));
      const rows = await db
        .selectFrom('piggy_bank_transactions')
        .select(['id', 'amount_cents', 'reason'])
        .where('piggy_bank_id', '=', bank.id)
        .orderBy('id', 'desc')
        .execute();
      expect(rows.map((entry) => entry.id)).toEqual(history.map((entry: { id: number }) => entry.id));
      expect(rows.map((entry) => [entry.amount_cents, entry.reason])).toEqual([
        [300, 'Balance set by hand'],
        [500, 'Opening balance'],
      ]);
    });

    it('stops tasks paying into a deleted bank; they keep their value and complete without a payout', async () => {
      const { agent } = await makeSignedInFamily(t);
      const bank = await createBank(agent, { name: 'Mia', balance: 0 });
      const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
      const task = (
        await agent.post(`/api/task-lists/${list.id}/items`, {
          task: 'Feed the cat',
          value: 2,
          targetPiggyBankId: bank.id,
        })
      ).json();
      expect(task.targetPiggyBankId).toBe(bank.id);
      expect((await agent.delete(`/api/piggy-banks/${bank.id}`)).statusCode).toBe(204);

      const items = (await agent.get(`/api/task-lists/${list.id}/items`)).json();
      expect(items).toEqual([expect.objectContaining({ id: task.id, value: 2, targetPiggyBankId: null })]);
      const retarget = await agent.put(`/api/task-lists/${list.id}/items/${task.id}`, {
        task: 'Feed the cat',
        value: 2,
        targetPiggyBankId: bank.id,
      });
      expect(retarget.statusCode).toBe(400);
      expect(retarget.json()).toEqual({ error: PIGGY_BANK_ID_MESSAGE, code: 'invalid_request' });

      const completed = await agent.post(`/api/task-lists/${list.id}/items/${task.id}/complete`, {
        addToPiggyBank: true,
      });
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json().payout).toBeNull();
      const paid = await t.database.handle.db
        .selectFrom('piggy_bank_transactions')
        .select('id')
        .where('piggy_bank_id', '=', bank.id)
        .execute();
      expect(paid).toEqual([]);
    });
  });
});
