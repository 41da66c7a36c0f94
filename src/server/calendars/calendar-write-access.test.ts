import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, GOOGLE_CLIENT, startFakeGoogle } from '../../../test/fakes/google-calendar';
import { type Agent, buildTestApp, signUp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { addDays, todayIn } from '../../common/calendar-days';

const WRITE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

/** Walks the browser through a connection: Luno → the provider's consent page → back to Luno. */
async function connect(agent: Agent, startPath: string) {
  const start = await agent.get(startPath);
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(String(start.headers.location));
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const landed = await agent.get(`${back.pathname}${back.search}`);
  expect(landed.statusCode).toBe(302);
  return { scopes: (authorizeUrl.searchParams.get('scope') ?? '').split(' '), landed };
}

/** Least privilege for a connected account: read-only until a parent connects again for writing. */
describe.each(dialects)('letting Luno write to a Google calendar on %s', (dialect) => {
  let t: TestApp;
  let google: FakeGoogle;

  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await buildTestApp(dialect, {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      LUNO_GOOGLE_BASE_URL: google.baseUrl,
      PUBLIC_URL: 'http://luno.test',
    });
    const day = addDays(todayIn('UTC'), 2);
    google.addCalendar('family', 'Family', [
      { id: 'dentist', summary: 'Dentist', start: { date: day }, end: { date: addDays(day, 1) } },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('connects read-only, asks for the write permission when writing is turned on, and turns it off at once', async () => {
    const { agent } = await signUp(t.app);
    const first = await connect(agent, '/api/auth/google');
    expect(first.scopes).not.toContain(WRITE_SCOPE);
    const source = (
      await agent.post('/api/calendars', { sourceType: 'google', name: 'Family', googleCalendarId: 'family' })
    ).json();
    expect(source).toMatchObject({ writable: false });

    const asked = await agent.patch(`/api/calendars/${source.id}`, { writable: true });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({
      error: 'To let Luno add and change events in “Family”, connect Google again and allow it.',
      code: 'write_permission_needed',
      reconnect: { url: `/api/auth/google?writeFor=${source.id}` },
    });
    expect((await agent.get('/api/calendars')).json()).toEqual([
      expect.objectContaining({ id: source.id, writable: false }),
    ]);
    const dentist = (await agent.get('/api/events')).json()[0];
    expect(dentist).toMatchObject({ title: 'Dentist', editable: false });
    const refused = await agent.post('/api/events', {
      calendarId: source.id,
      title: 'Piano',
      allDay: true,
      start: addDays(todayIn('UTC'), 3),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('calendar_read_only');

    // Connecting again from the answer's address asks for the write scope and turns writing on.
    const again = await connect(agent, asked.json().reconnect.url);
    expect(again.scopes).toContain(WRITE_SCOPE);
    expect(String(again.landed.headers.location)).toContain('result=connected');
    expect((await agent.get('/api/calendars')).json()).toEqual([
      expect.objectContaining({ id: source.id, writable: true }),
    ]);

    const off = await agent.patch(`/api/calendars/${source.id}`, { writable: false });
    expect(off.json()).toMatchObject({ id: source.id, writable: false });
    const stopped = await agent.put(`/api/events/${encodeURIComponent(dentist.id)}`, {
      title: 'Dentist',
      allDay: true,
      start: addDays(todayIn('UTC'), 4),
    });
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json()).toEqual({
      error:
        '“Family” is read-only in Luno. A parent can let Luno add and change its events in the calendar’s settings.',
      code: 'calendar_read_only',
    });

    // Another family can neither turn it on nor connect for it.
    const other = await signUp(t.app);
    expect((await other.agent.patch(`/api/calendars/${source.id}`, { writable: true })).statusCode).toBe(404);
  });
});
