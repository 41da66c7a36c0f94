import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { localTimeZone } from '../../common/time-zone';

/** Two zones a day apart for most of every day: one of them has always moved on to another day than UTC. */
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';

describe.each(dialects)('the family time zone on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  async function signUpIn(timeZone: unknown) {
    const agent = new Agent(t.app);
    const response = await agent.post('/api/signup', { email: uniqueEmail(), password: PASSWORD, timeZone });
    expect(response.statusCode).toBe(201);
    return { agent, user: response.json().user };
  }

  it('takes the zone the browser proposes at sign-up, and the server’s for one it does not know', async () => {
    expect((await signUpIn(EAST)).user.timeZone).toBe(EAST);
    expect((await signUpIn('Mars/Olympus_Mons')).user.timeZone).toBe(localTimeZone());
    expect((await signUpIn(42)).user.timeZone).toBe(localTimeZone());
  });

  it('changes the family’s zone and name for every member, refusing a zone that does not exist', async () => {
    const { agent } = await makeSignedInFamily(t, { timeZone: EAST });
    const refused = await agent.patch('/api/family', { timeZone: 'Europe/Atlantis' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Time zone must be a name such as Europe/Berlin.',
      code: 'invalid_request',
    });
    expect((await agent.patch('/api/family', {})).json()).toEqual({
      error: 'Send a family name or a time zone to change.',
      code: 'invalid_request',
    });

    const changed = await agent.patch('/api/family', { timeZone: WEST, name: 'The Tuilagis' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ timeZone: WEST, familyName: 'The Tuilagis' });
    expect((await agent.get('/api/auth/status')).json().user).toMatchObject({ timeZone: WEST });

    const other = await makeSignedInFamily(t);
    expect((await other.agent.get('/api/auth/status')).json().user.timeZone).toBe(localTimeZone());
    expect((await new Agent(t.app).patch('/api/family', { timeZone: WEST })).statusCode).toBe(401);
  });

  it('starts a daily task on the family’s today, not the server’s', async () => {
    // Noon UTC on 1 March is already 2 March on Kiritimati and still 1 March on Pago Pago.
    const noon = new Date('2026-03-01T12:00:00Z');
    const clocked = await buildTestApp(dialect, {}, { now: () => noon });
    try {
      for (const [zone, today] of [
        [EAST, '2026-03-02'],
        [WEST, '2026-03-01'],
      ]) {
        const { agent } = await makeSignedInFamily(clocked, { timeZone: zone });
        const list = (await agent.post('/api/task-lists', { name: 'Chores' })).json();
        const task = (
          await agent.post(`/api/task-lists/${list.id}/items`, {
            task: 'Feed the cat',
            repeatConfig: { freq: 'DAILY' },
          })
        ).json();
        expect(task.dueDate, zone).toBe(today);
      }
    } finally {
      await clocked.close();
    }
  });
});
