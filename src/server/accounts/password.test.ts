import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { WRONG_CURRENT_PASSWORD } from './accounts.service';

describe.each(dialects)('changing a password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  async function logIn(email: string, password: string) {
    const agent = new Agent(t.app);
    const answer = await agent.post('/api/login', { email, password });
    return { agent, status: answer.statusCode };
  }

  /** A TV paired by the member, so its session is one of theirs. */
  async function pairedTv(agent: Agent, familyId: number) {
    const tv = new Agent(t.app);
    const { pairingId } = (await tv.post('/api/pair', {})).json();
    await agent.post(`/api/pair/${pairingId}/complete`, { familyId });
    await tv.get(`/api/pair/${pairingId}/status`);
    return tv;
  }

  it('changes it, ends the member’s other log-ins, and keeps this one and the paired TVs', async () => {
    const member = await makeSignedInFamily(t);
    const laptop = await logIn(member.email, PASSWORD);
    const tv = await pairedTv(member.agent, member.familyId);
    expect((await laptop.agent.get('/api/screens')).statusCode).toBe(200);

    const changed = await member.agent.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new secret',
    });
    expect(changed.json()).toEqual({ success: true });

    expect((await member.agent.get('/api/screens')).statusCode).toBe(200);
    expect((await laptop.agent.get('/api/screens')).statusCode).toBe(401);
    expect((await tv.get('/api/screens')).statusCode).toBe(200);
    expect((await logIn(member.email, PASSWORD)).status).toBe(401);
    expect((await logIn(member.email, 'a brand new secret')).status).toBe(200);
  });

  it('refuses a wrong current password or a short new one, changing nothing', async () => {
    const member = await makeSignedInFamily(t);
    const other = await logIn(member.email, PASSWORD);
    const wrong = await member.agent.post('/api/account/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: WRONG_CURRENT_PASSWORD, code: 'invalid_request' });
    const missing = await member.agent.post('/api/account/password', { newPassword: 'a brand new secret' });
    expect(missing.statusCode).toBe(400);
    const short = await member.agent.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'Password must be at least 8 characters.',
      code: 'invalid_request',
    });

    expect((await other.agent.get('/api/screens')).statusCode).toBe(200);
    expect((await logIn(member.email, PASSWORD)).status).toBe(200);
    expect(
      (await new Agent(t.app).post('/api/account/password', { newPassword: 'whatever 123' })).statusCode,
    ).toBe(401);
  });
});
