import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { eventIcs, type Radicale, startRadicale } from '../../../test/support/radicale';
import { addDays, todayIn } from '../../common/calendar-days';
import { startOfDayIn, wallTimeAt } from '../../common/zoned-time';

const ZONE = 'Europe/Berlin';
const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';

/** An Apple calendar is read over CalDAV: here from a real Radicale server on 127.0.0.1. */
describe.each(dialects)('Apple (CalDAV) calendars on %s', (dialect) => {
  let t: TestApp;
  let radicale: Radicale;
  let agent: Agent;
  let calendarUrl: string;

  /** An hour-long event on a day from today, at 10:00 on the family's clocks. */
  const at = (days: number, uid: string, summary: string) => {
    const start = new Date(startOfDayIn(addDays(todayIn(ZONE), days), ZONE).getTime() + 10 * 3_600_000);
    return eventIcs({ uid, summary, start, end: new Date(start.getTime() + 3_600_000) });
  };

  beforeAll(async () => {
    radicale = await startRadicale({ ann: APP_PASSWORD });
    calendarUrl = await radicale.createCalendar('ann', 'family', { displayName: 'Family' });
    await radicale.putObject('ann', calendarUrl, 'dentist.ics', at(1, 'dentist', 'Dentist'));
    t = await buildTestApp(dialect, { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' });
    agent = new Agent(t.app);
    await agent.post('/api/signup', { email: uniqueEmail(), password: PASSWORD, timeZone: ZONE });
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.stop();
  });

  it('refuses a wrong app password and saves nothing', async () => {
    const response = await agent.post('/api/calendars', {
      sourceType: 'apple',
      name: 'Home',
      url: radicale.baseUrl,
      appleUsername: 'ann',
      appleAppPassword: 'wrong-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The Apple ID or app password was not accepted.',
      code: 'invalid_request',
    });
    expect((await agent.get('/api/calendars')).json()).toEqual([]);
  });

  it('finds the account’s calendars from the server address, shows their events and keeps the password sealed', async () => {
    const added = await agent.post('/api/calendars', {
      sourceType: 'apple',
      name: 'Home',
      url: radicale.baseUrl,
      appleUsername: 'ann',
      appleAppPassword: APP_PASSWORD,
    });
    expect(added.statusCode, added.body).toBe(201);
    const source = added.json();
    expect(source).toMatchObject({
      source_type: 'apple',
      lastError: null,
      host: `127.0.0.1:${radicale.port}`,
    });
    const events = (await agent.get('/api/events')).json();
    expect(events).toEqual([
      expect.objectContaining({ title: 'Dentist', calendarId: source.id, isAllDay: false }),
    ]);
    expect(wallTimeAt(new Date(events[0].start), ZONE)).toMatchObject({ hour: 10, minute: 0 });

    const row = await t.database.handle.db
      .selectFrom('calendar_sources')
      .select(['username', 'secret_sealed'])
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('ann');
    expect(row.secret_sealed).not.toContain(APP_PASSWORD);

    // A new event on the phone shows after "Refresh now", read with the stored, sealed password.
    await radicale.putObject('ann', calendarUrl, 'piano.ics', at(2, 'piano', 'Piano lesson'));
    const refreshed = (await agent.post(`/api/calendars/${source.id}/refresh`)).json();
    expect(refreshed.lastError).toBeNull();
    const titles = (await agent.get('/api/events')).json().map((event: { title: string }) => event.title);
    expect(titles).toEqual(['Dentist', 'Piano lesson']);
  });
});
