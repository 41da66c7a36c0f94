import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeSignedInFamily } from '../../../test/support/factories';
import { UNKNOWN_CURRENCY_MESSAGE, UNKNOWN_LANGUAGE_MESSAGE } from '../../common/schemas/accounts';

describe.each(dialects)("every family's language and money on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  async function familyIn(currency: string) {
    const family = await makeSignedInFamily(t);
    const response = await family.agent.patch('/api/family', { currency });
    expect(response.statusCode, response.body).toBe(200);
    return family;
  }

  describe('the family', () => {
    it('starts in English (US) and dollars, and changes language and currency with PATCH', async () => {
      const { agent } = await makeSignedInFamily(t);
      expect((await agent.get('/api/family')).json()).toMatchObject({ language: 'en-US', currency: 'USD' });

      const changed = await agent.patch('/api/family', { language: 'de', currency: 'eur' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ familyLanguage: 'de', language: 'de', currency: 'EUR' });
      expect((await agent.get('/api/family')).json()).toMatchObject({ language: 'de', currency: 'EUR' });
      const status = (await agent.get('/api/auth/status')).json();
      expect(status.user).toMatchObject({
        language: 'de',
        ownLanguage: null,
        familyLanguage: 'de',
        currency: 'EUR',
      });
    });

    it('refuses an unknown language or currency with 400 and changes nothing', async () => {
      const { agent } = await makeSignedInFamily(t, { name: 'The Parks' });
      const before = (await agent.get('/api/family')).json();
      for (const [body, message] of [
        [{ language: 'xx', name: 'Renamed' }, UNKNOWN_LANGUAGE_MESSAGE],
        [{ language: 'pt-PT' }, UNKNOWN_LANGUAGE_MESSAGE],
        [{ currency: 'XYZ', name: 'Renamed' }, UNKNOWN_CURRENCY_MESSAGE],
        [{ currency: 12 }, UNKNOWN_CURRENCY_MESSAGE],
      ] as const) {
        const response = await agent.patch('/api/family', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error: message, code: 'invalid_request' });
      }
      expect((await agent.get('/api/family')).json()).toEqual(before);
    });

    it('keeps the numbers when the currency changes', async () => {
      const { agent } = await makeSignedInFamily(t);
      const bank = (await agent.post('/api/piggy-banks', { name: 'Mia', balance: 12.5 })).json();
      await agent.patch('/api/family', { currency: 'EUR' });
      expect((await agent.get(`/api/piggy-banks/${bank.id}`)).json().balance).toBe(12.5);
    });
  });

  describe("a member's own language", () => {
    it("is the family's until they choose one, and null goes back to the family's", async () => {
      const { agent } = await makeSignedInFamily(t);
      await agent.patch('/api/family', { language: 'fr' });
      const chosen = await agent.patch('/api/account', { language: 'ja' });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json()).toMatchObject({ language: 'ja', ownLanguage: 'ja', familyLanguage: 'fr' });
      expect((await agent.get('/api/auth/status')).json().user.language).toBe('ja');

      const refused = await agent.patch('/api/account', { language: 'klingon' });
      expect(refused.json()).toEqual({ error: UNKNOWN_LANGUAGE_MESSAGE, code: 'invalid_request' });
      expect((await agent.get('/api/auth/status')).json().user.language).toBe('ja');

      const back = await agent.patch('/api/account', { language: null });
      expect(back.json()).toMatchObject({ language: 'fr', ownLanguage: null });
    });

    it("is not a display's: a paired display speaks the family's language and may not choose", async () => {
      const { agent, familyId, userId } = await makeSignedInFamily(t);
      await agent.patch('/api/family', { language: 'nl', currency: 'EUR' });
      await agent.patch('/api/account', { language: 'pl' });
      const display = await makeDisplay(t, { familyId, userId });
      const status = (await display.agent.get('/api/auth/status')).json();
      expect(status.user).toMatchObject({ language: 'nl', familyLanguage: 'nl', currency: 'EUR' });
      expect((await display.agent.patch('/api/account', { language: 'de' })).json().code).toBe(
        'display_refused',
      );
    });
  });

  describe('sign-up', () => {
    it("takes the browser's language and currency, and defaults to English (US) and dollars", async () => {
      const german = await new Agent(t.app).post('/api/signup', {
        email: uniqueEmail(),
        password: PASSWORD,
        timeZone: 'Europe/Berlin',
        language: 'de',
        currency: 'EUR',
      });
      expect(german.statusCode, german.body).toBe(201);
      expect(german.json().user).toMatchObject({
        language: 'de',
        currency: 'EUR',
        timeZone: 'Europe/Berlin',
      });

      const plain = await new Agent(t.app).post('/api/signup', { email: uniqueEmail(), password: PASSWORD });
      expect(plain.json().user).toMatchObject({ language: 'en-US', currency: 'USD' });

      // What the browser proposes and Luno lacks is left out, like an unknown zone.
      const unknown = await new Agent(t.app).post('/api/signup', {
        email: uniqueEmail(),
        password: PASSWORD,
        language: 'zh-CN',
        currency: 'XYZ',
      });
      expect(unknown.statusCode).toBe(201);
      expect(unknown.json().user).toMatchObject({ language: 'en-US', currency: 'USD' });
    });
  });

  describe("amounts in the family's currency", () => {
    it('keeps yen whole: 100 is shown as 100, 100.5 is refused naming the currency', async () => {
      const { agent } = await familyIn('JPY');
      const created = await agent.post('/api/piggy-banks', { name: 'Yui', balance: 100 });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().balance).toBe(100);
      const row = await t.database.handle.db
        .selectFrom('piggy_banks')
        .select('balance_cents')
        .where('id', '=', created.json().id)
        .executeTakeFirstOrThrow();
      expect(row.balance_cents).toBe(100);

      const fine = await agent.put(`/api/piggy-banks/${created.json().id}`, { new_balance: 100.5 });
      expect(fine.statusCode).toBe(400);
      expect(fine.json()).toEqual({ error: 'Amounts in JPY have no decimals.', code: 'invalid_request' });
      expect((await agent.get('/api/piggy-banks')).json()[0].balance).toBe(100);

      const goal = await agent.put(`/api/piggy-banks/${created.json().id}/goal`, {
        name: 'Bike',
        amount: 25000,
      });
      expect(goal.statusCode, goal.body).toBe(200);
      expect(goal.json().amount).toBe(25000);
      const out = await agent.post(`/api/piggy-banks/${created.json().id}/withdrawals`, { amount: 40 });
      expect(out.statusCode, out.body).toBe(201);
      expect(out.json().bank.balance).toBe(60);
      const tooMuch = await agent.post(`/api/piggy-banks/${created.json().id}/withdrawals`, { amount: 1000 });
      expect(tooMuch.json()).toEqual({
        error: 'Yui holds ¥60: no more than that can be taken out.',
        code: 'invalid_request',
      });
    });

    it("pays a yen chore's value whole into the bank", async () => {
      const { agent } = await familyIn('JPY');
      const bank = (await agent.post('/api/piggy-banks', { name: 'Ken', balance: 0 })).json();
      const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
      const refused = await agent.post(`/api/task-lists/${list.id}/items`, { task: 'Dishes', value: 0.5 });
      expect(refused.json()).toEqual({ error: 'Amounts in JPY have no decimals.', code: 'invalid_request' });
      const task = await agent.post(`/api/task-lists/${list.id}/items`, {
        task: 'Dishes',
        value: 300,
        targetPiggyBankId: bank.id,
      });
      expect(task.statusCode, task.body).toBe(201);
      expect(task.json().value).toBe(300);
      const done = await agent.post(`/api/task-lists/${list.id}/items/${task.json().id}/complete`, {});
      expect(done.json().payout).toMatchObject({ amount: 300, balance: 300 });
    });

    it('keeps three decimals of the Bahraini dinar: 1.234 is kept, 1.2345 is refused', async () => {
      const { agent } = await familyIn('BHD');
      const created = await agent.post('/api/piggy-banks', { name: 'Ali', balance: 1.234 });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().balance).toBe(1.234);
      const row = await t.database.handle.db
        .selectFrom('piggy_banks')
        .select('balance_cents')
        .where('id', '=', created.json().id)
        .executeTakeFirstOrThrow();
      expect(row.balance_cents).toBe(1234);
      const refused = await agent.post('/api/piggy-banks', { name: 'Sara', balance: '1.2345' });
      expect(refused.json()).toEqual({
        error: 'Amounts in BHD have at most 3 decimals.',
        code: 'invalid_request',
      });
      expect((await agent.get('/api/piggy-banks')).json()).toHaveLength(1);
    });

    it('reads dollars exactly as before: finer than a cent is rounded', async () => {
      const { agent } = await makeSignedInFamily(t);
      const created = await agent.post('/api/piggy-banks', { name: 'Sam', balance: 1.005 });
      expect(created.json().balance).toBe(1.01);
    });
  });

  describe("the API's messages", () => {
    it("speaks the language of Accept-Language, and the spec's English without it or for one it lacks", async () => {
      const { agent } = await makeSignedInFamily(t);
      const german = await agent.get('/api/piggy-banks/999999', { 'accept-language': 'de-DE,de;q=0.9' });
      expect(german.statusCode).toBe(404);
      expect(german.json()).toEqual({ error: 'Sparschwein nicht gefunden.', code: 'not_found' });
      expect(german.headers['content-language']).toBe('de');
      const plain = await agent.get('/api/piggy-banks/999999');
      expect(plain.json()).toEqual({ error: 'Piggy bank not found.', code: 'not_found' });
      expect(plain.headers['content-language']).toBeUndefined();
      const unknown = await agent.get('/api/piggy-banks/999999', { 'accept-language': 'xx' });
      expect(unknown.json()).toEqual({ error: 'Piggy bank not found.', code: 'not_found' });

      const validation = await agent.post('/api/piggy-banks', { name: '' }, { 'accept-language': 'fr' });
      expect(validation.json()).toEqual({
        error: 'Le nom de la tirelire est obligatoire.',
        code: 'invalid_request',
      });
      const signedOut = await new Agent(t.app).get('/api/piggy-banks', { 'accept-language': 'ja' });
      expect(signedOut.json()).toEqual({ error: 'ログインしてください。', code: 'not_signed_in' });
    });

    it("names the currency in the request's language", async () => {
      const { agent } = await familyIn('BHD');
      const response = await agent.post(
        '/api/piggy-banks',
        { name: 'Ali', balance: 1.2345 },
        { 'accept-language': 'ar' },
      );
      expect(response.json().error).toContain('BHD');
      expect(response.json().error).not.toContain('Amounts');
      const german = await agent.post(
        '/api/piggy-banks',
        { name: 'Ali', balance: 1.2345 },
        { 'accept-language': 'de' },
      );
      expect(german.json().error).toBe('Beträge in BHD haben höchstens 3 Nachkommastellen.');
    });
  });
});
