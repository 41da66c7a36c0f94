import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, signUp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import type { PiggyBank } from '../../common/schemas/piggy-banks';

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
      const { agent, familyId } = await signUp(t.app);
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
      const mia = await createBank(agent, { name: ' Mia ', balance: 2.5 });
      expect(mia).toEqual({ id: expect.any(Number), name: 'Mia', balance: 2.5 });
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
      const { agent } = await signUp(t.app);
      const bank = await createBank(agent, { name: 'Mia', balance: 1.1 });
      const response = await agent.get(`/api/piggy-banks/${bank.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...bank,
        transactions: [
          {
            id: expect.any(Number),
            piggyBankId: bank.id,
            amount: 1.1,
            reason: 'Opening balance',
            taskItemId: null,
            createdAt: expect.any(String),
          },
        ],
      });
      const zero = await createBank(agent, { name: 'Zero', balance: 0 });
      expect((await agent.get(`/api/piggy-banks/${zero.id}`)).json().transactions).toEqual([]);
    });

    it('sets a balance by hand and records the change, newest first', async () => {
      const { agent } = await signUp(t.app);
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
      const { agent } = await signUp(t.app);
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
      const { agent } = await signUp(t.app);
      const cases: [Record<string, unknown>, string][] = [
        [{ balance: 1 }, 'Piggy bank name is required.'],
        [{ name: '  ', balance: 1 }, 'Piggy bank name is required.'],
        [{ name: 'Mia', balance: 'lots' }, 'Balance must be a valid number.'],
        [{ name: 'Mia', balance: '$2' }, 'Balance must be a valid number.'],
      ];
      for (const [body, error] of cases) {
        const response = await agent.post('/api/piggy-banks', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error });
      }
      const bank = await createBank(agent, { name: 'Mia', balance: 1 });
      for (const body of [{}, { new_balance: '' }, { new_balance: 'abc' }]) {
        const response = await agent.put(`/api/piggy-banks/${bank.id}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error: 'Balance must be a valid number.' });
      }
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([bank]);
    });

    it("answers 404 for another family's bank and for an id that is not a number", async () => {
      const { agent } = await signUp(t.app);
      const { agent: stranger } = await signUp(t.app);
      const bank = await createBank(agent, { name: 'Mia', balance: 7 });
      const reads = await stranger.get(`/api/piggy-banks/${bank.id}`);
      expect(reads.statusCode).toBe(404);
      expect(reads.json()).toEqual({ error: 'Piggy bank not found.' });
      const writes = await stranger.put(`/api/piggy-banks/${bank.id}`, { new_balance: 0 });
      expect(writes.statusCode).toBe(404);
      expect((await stranger.get('/api/piggy-banks')).json()).toEqual([]);
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().balance).toBe(7);
      for (const url of ['/api/piggy-banks/mia', '/api/piggy-banks/1e3']) {
        const response = await agent.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ url: '/api/piggy-banks' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/piggy-bank' })).statusCode).toBe(401);
    });
  });

  describe('the single-bank form', () => {
    it('reads 0 without a bank, then creates "Piggy Bank" on the first save', async () => {
      const { agent } = await signUp(t.app);
      expect((await agent.get('/api/piggy-bank')).json()).toEqual({ balance: 0 });
      const saved = await agent.post('/api/piggy-bank', { balance: '12.5' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ balance: 12.5 });
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([
        { id: expect.any(Number), name: 'Piggy Bank', balance: 12.5 },
      ]);
      expect((await agent.get('/api/piggy-bank')).json()).toEqual({ balance: 12.5 });
    });

    it("edits the family's first bank", async () => {
      const { agent } = await signUp(t.app);
      const first = await createBank(agent, { name: 'Mia', balance: 1 });
      const second = await createBank(agent, { name: 'Leo', balance: 2 });
      expect((await agent.get('/api/piggy-bank')).json()).toEqual({ balance: 1 });
      expect((await agent.post('/api/piggy-bank', { balance: 9 })).json()).toEqual({ balance: 9 });
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([{ ...first, balance: 9 }, second]);
      const history = (await agent.get(`/api/piggy-banks/${first.id}`)).json().transactions;
      expect(history[0]).toMatchObject({ amount: 8, reason: 'Balance set by hand' });
    });

    it("answers the form's message for a bad balance", async () => {
      const { agent } = await signUp(t.app);
      for (const body of [{}, { balance: 'abc' }, { balance: '' }]) {
        const response = await agent.post('/api/piggy-bank', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error: 'Enter a valid piggy-bank balance' });
      }
      expect((await agent.get('/api/piggy-banks')).json()).toEqual([]);
    });

    it('makes one bank of ten first saves arriving together', async () => {
      // Several families: the first round also opens the pool's connections, which spaces it out.
      for (let round = 0; round < 4; round++) {
        const { agent } = await signUp(t.app);
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
});
