import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeGoogle,
  type FakeGoogleEvent,
  GOOGLE_CLIENT,
  startFakeGoogle,
} from '../../../test/fakes/google-calendar';
import {
  type FakeGraphEvent,
  type FakeMicrosoft,
  MICROSOFT_CLIENT,
  startFakeMicrosoft,
} from '../../../test/fakes/microsoft-graph';
import { type Agent, buildTestApp, signUp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { addDays, type CalendarDay, todayIn } from '../../common/calendar-days';

interface EventAnswer {
  id: string;
  calendarId: number;
  title: string;
  start: string;
  end: string;
  isAllDay: boolean;
}

const at = (day: CalendarDay, time: string) => `${day}T${time}`;

/** Walks the browser through a connection: Luno → the provider's consent page → back to Luno. */
async function connect(agent: Agent, provider: 'google' | 'microsoft', startPath = `/api/auth/${provider}`) {
  const start = await agent.get(startPath);
  expect(start.statusCode).toBe(302);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  expect(back.pathname).toBe(`/api/auth/${provider}/callback`);
  const landed = await agent.get(`${back.pathname}${back.search}`);
  return { start, landed, authorizeUrl: new URL(String(start.headers.location)) };
}

describe.each(dialects)('Google and Microsoft calendars on %s', (dialect) => {
  let t: TestApp;
  let google: FakeGoogle;
  let microsoft: FakeMicrosoft;
  let today: CalendarDay;

  const googleEvents = (): FakeGoogleEvent[] => [
    {
      id: 'swim_1',
      summary: 'Swimming',
      start: { dateTime: `${at(addDays(today, 1), '17:00:00')}-05:00` },
      end: { dateTime: `${at(addDays(today, 1), '18:00:00')}-05:00` },
    },
    {
      id: 'trip',
      summary: 'School trip',
      start: { date: addDays(today, 3) },
      end: { date: addDays(today, 5) },
    },
    {
      id: 'gone',
      summary: 'Called off',
      status: 'cancelled',
      start: { dateTime: `${at(addDays(today, 2), '09:00:00')}Z` },
      end: { dateTime: `${at(addDays(today, 2), '10:00:00')}Z` },
    },
    {
      id: 'dentist',
      summary: 'Dentist',
      start: { dateTime: `${at(addDays(today, 2), '14:00:00')}Z` },
      end: { dateTime: `${at(addDays(today, 2), '14:30:00')}Z` },
    },
    {
      id: 'far',
      summary: 'Beyond the window',
      start: { dateTime: `${at(addDays(today, 200), '14:00:00')}Z` },
      end: { dateTime: `${at(addDays(today, 200), '15:00:00')}Z` },
    },
  ];

  beforeAll(async () => {
    today = todayIn('UTC');
    google = await startFakeGoogle();
    microsoft = await startFakeMicrosoft();
    t = await buildTestApp(dialect, {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      LUNO_GOOGLE_BASE_URL: google.baseUrl,
      MICROSOFT_CLIENT_ID: MICROSOFT_CLIENT.id,
      MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT.secret,
      LUNO_MICROSOFT_BASE_URL: microsoft.baseUrl,
      PUBLIC_URL: 'http://luno.test',
    });
    google.addCalendar('family@group.calendar.google.com', 'Family', googleEvents(), false);
    google.addCalendar('parent@gmail.example', 'Parent', [], true);
    google.addCalendar('holidays', 'Holidays', []);
    google.addCalendar('club', 'Football club', []);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await microsoft.close();
  });

  async function family() {
    const member = await signUp(t.app);
    await member.agent.patch('/api/family', { timeZone: 'UTC' });
    return member;
  }

  it('connects Google with PKCE, lists its calendars, and adds one whose events are stored', async () => {
    const { agent } = await family();
    expect((await agent.get('/api/features')).json()).toMatchObject({
      googleCalendar: true,
      microsoft: true,
    });
    expect((await agent.get('/api/auth/connections')).json().google).toEqual({
      available: true,
      connected: false,
      account: null,
      needsReconnect: false,
    });
    expect((await agent.get('/api/auth/google/calendars')).statusCode).toBe(409);

    const { start, landed, authorizeUrl } = await connect(agent, 'google');
    expect(start.headers['referrer-policy']).toBe('no-referrer');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://luno.test/api/auth/google/callback');
    expect(authorizeUrl.searchParams.get('scope')).toContain('calendar.readonly');
    expect(authorizeUrl.searchParams.get('access_type')).toBe('offline');
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/app/events?connect=google&result=connected');
    // The code was exchanged with the verifier whose challenge the authorize request carried.
    expect(google.oauth.state.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43,}$/);

    expect((await agent.get('/api/auth/connections')).json().google).toEqual({
      available: true,
      connected: true,
      account: 'parent@gmail.example',
      needsReconnect: false,
    });
    const rows = await t.database.handle.db.selectFrom('oauth_connections').selectAll().execute();
    for (const row of rows) {
      expect(row.access_sealed).toMatch(/^v1\./);
      expect(row.refresh_sealed).toMatch(/^v1\./);
    }

    // Four calendars over two pages of three.
    const offered = (await agent.get('/api/auth/google/calendars')).json();
    expect(offered).toHaveLength(4);
    expect(offered.find((c: { primary: boolean }) => c.primary)).toEqual({
      id: 'parent@gmail.example',
      name: 'Parent',
      primary: true,
    });

    const added = await agent.post('/api/calendars', {
      sourceType: 'google',
      name: 'Family',
      googleCalendarId: 'family@group.calendar.google.com',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ source_type: 'google', lastError: null, host: null });
    const events: EventAnswer[] = (await agent.get('/api/events')).json();
    expect(events.map((e) => [e.title, e.start, e.end, e.isAllDay])).toEqual([
      [
        'Swimming',
        `${at(addDays(today, 1), '22:00:00')}.000Z`,
        `${at(addDays(today, 1), '23:00:00')}.000Z`,
        false,
      ],
      [
        'Dentist',
        `${at(addDays(today, 2), '14:00:00')}.000Z`,
        `${at(addDays(today, 2), '14:30:00')}.000Z`,
        false,
      ],
      ['School trip', addDays(today, 3), addDays(today, 5), true],
    ]);

    const twice = await agent.post('/api/calendars', {
      sourceType: 'google',
      name: 'Again',
      googleCalendarId: 'family@group.calendar.google.com',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('That calendar is already on Luno as “Family”.');
  });

  it('asks Google only what changed since its sync token, refreshes an expired token, and keeps events when access ends', async () => {
    const { agent, familyId } = await family();
    await connect(agent, 'google');
    const id = 'club';
    google.change(id, [
      {
        id: 'match',
        summary: 'Match',
        start: { dateTime: `${at(addDays(today, 4), '10:00:00')}Z` },
        end: { dateTime: `${at(addDays(today, 4), '11:30:00')}Z` },
      },
    ]);
    const source = (
      await agent.post('/api/calendars', { sourceType: 'google', name: 'Club', googleCalendarId: id })
    ).json();
    const stored = await t.database.handle.db
      .selectFrom('calendar_sources')
      .select('sync_token')
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(stored.sync_token).toBe('v2');

    // Nothing changed: one request with the token, and no windowed read.
    const before = google.apiRequests.length;
    await agent.post(`/api/calendars/${source.id}/refresh`);
    const refreshRequests = google.apiRequests.slice(before);
    // "Refresh now" reads the window whatever the token says.
    expect(refreshRequests.some((url) => url.searchParams.has('timeMin'))).toBe(true);

    const { createCalendarSync } = await import('./calendar-sync');
    const { createRemoteCalendars } = await import('./remote-calendars');
    const { googleAccount } = await import('../integrations/calendar/google');
    const { createGuardedFetch } = await import('../integrations/guarded-fetch');
    const { createChanges } = await import('../live/changes');
    const { createSealer } = await import('../sealed');
    const { deriveKey, loadServerKey } = await import('../secrets');
    const sealer = createSealer(
      deriveKey(loadServerKey(t.config.secretKey, t.config.dataDir), 'sealed-secrets'),
    );
    const changes = createChanges();
    const remote = createRemoteCalendars(t.database.handle.db, changes, sealer, {
      google: googleAccount(t.config.google!),
    });
    const sync = createCalendarSync(
      t.database.handle.db,
      changes,
      t.app.jobs,
      { fetch: createGuardedFetch({ allowPrivateHosts: [] }), sealer, remote },
      { intervalMs: 600_000 },
    );
    const quiet = google.apiRequests.length;
    expect(await sync.syncSource(source.id)).toBe(true);
    const asked = google.apiRequests.slice(quiet);
    expect(asked.map((url) => url.searchParams.get('syncToken'))).toEqual(['v2']);

    // Changed in Google: the token says so, and the window is read again.
    google.change(id, [
      {
        id: 'match',
        summary: 'Match (moved)',
        start: { dateTime: `${at(addDays(today, 6), '10:00:00')}Z` },
        end: { dateTime: `${at(addDays(today, 6), '11:30:00')}Z` },
      },
    ]);
    // The access token ran out early at Google: it is refreshed once and the read goes on.
    google.oauth.expireAccessTokens();
    const refreshesBefore = google.oauth.state.tokenRequests.filter(
      (f) => f.get('grant_type') === 'refresh_token',
    ).length;
    expect(await sync.syncSource(source.id)).toBe(true);
    expect(
      google.oauth.state.tokenRequests.filter((f) => f.get('grant_type') === 'refresh_token').length,
    ).toBe(refreshesBefore + 1);
    const mine = () =>
      (agent.get('/api/events') as Promise<{ json(): EventAnswer[] }>).then((r) =>
        r.json().filter((e) => e.calendarId === source.id),
      );
    expect((await mine()).map((e) => [e.title, e.start])).toEqual([
      ['Match (moved)', `${at(addDays(today, 6), '10:00:00')}.000Z`],
    ]);

    // The parent removed Luno's access in their Google account.
    google.oauth.revokeAll();
    google.oauth.expireAccessTokens();
    const failed = (await agent.post(`/api/calendars/${source.id}/refresh`)).json();
    expect(failed.lastError).toBe(
      'Google no longer allows Luno to read this family’s calendars. Connect Google again.',
    );
    expect(await mine()).toHaveLength(1);
    expect((await agent.get('/api/auth/connections')).json().google).toMatchObject({
      connected: true,
      needsReconnect: true,
    });
    expect(familyId).toBeGreaterThan(0);

    // Connecting again mends it.
    await connect(agent, 'google');
    expect((await agent.post(`/api/calendars/${source.id}/refresh`)).json().lastError).toBeNull();
  });

  it('disconnects: Google is asked to forget the grant and the account’s calendars leave Luno', async () => {
    const { agent } = await family();
    await connect(agent, 'google');
    await agent.post('/api/calendars', {
      sourceType: 'google',
      name: 'Family',
      googleCalendarId: 'family@group.calendar.google.com',
    });
    const row = await t.database.handle.db.selectFrom('oauth_connections').select('refresh_sealed').execute();
    expect(row.length).toBeGreaterThan(0);
    const revokedBefore = google.oauth.state.revoked.length;
    const answer = await agent.post('/api/auth/google/revoke');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    expect(google.oauth.state.revoked.length).toBe(revokedBefore + 1);
    expect((await agent.get('/api/calendars')).json()).toEqual([]);
    expect((await agent.get('/api/events')).json()).toEqual([]);
    expect((await agent.get('/api/auth/connections')).json().google.connected).toBe(false);
  });

  it('refuses a callback it did not start, a changed state, and tells of a declined consent', async () => {
    const { agent } = await family();
    const stranger = await family();
    const start = await agent.get('/api/auth/google');
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    // Another browser cannot finish this family's connection.
    expect((await stranger.agent.get(`${back.pathname}${back.search}`)).statusCode).toBe(401);
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await agent.get(`${forged.pathname}${forged.search}`)).statusCode).toBe(401);
    expect((await agent.get('/api/auth/connections')).json().google.connected).toBe(false);

    google.oauth.state.decline = true;
    const { landed } = await connect(agent, 'google');
    expect(landed.headers.location).toBe('/app/events?connect=google&result=declined');
    expect((await agent.get('/api/auth/connections')).json().google.connected).toBe(false);
  });

  it('accepts the token as `jwt` to start, and keeps each family’s connection its own', async () => {
    const parent = await family();
    const other = await family();
    parent.agent.forgetCookies();
    await connect(parent.agent, 'google', `/api/auth/google?jwt=${encodeURIComponent(parent.token)}`);
    expect((await other.agent.get('/api/auth/connections')).json().google.connected).toBe(false);
    expect((await other.agent.get('/api/auth/google/calendars')).statusCode).toBe(409);
    const sneaky = await other.agent.post('/api/calendars', {
      sourceType: 'google',
      name: 'Theirs',
      googleCalendarId: 'family@group.calendar.google.com',
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error).toBe('Google is not connected. Connect it on the Events page.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/google?jwt=not-a-session' })).statusCode,
    ).toBe(401);
  });

  it('connects Microsoft and reads a calendar view by delta rounds, in UTC and Windows zones', async () => {
    const { agent } = await family();
    const graphEvents = (title: string): FakeGraphEvent[] => [
      {
        id: 'AAMk-1',
        subject: title,
        start: { dateTime: `${at(addDays(today, 1), '09:00:00')}.0000000`, timeZone: 'UTC' },
        end: { dateTime: `${at(addDays(today, 1), '10:00:00')}.0000000`, timeZone: 'UTC' },
      },
      {
        id: 'AAMk-2',
        subject: 'Standup (Pacific)',
        start: {
          dateTime: `${at(addDays(today, 2), '09:00:00')}.0000000`,
          timeZone: 'Pacific Standard Time',
        },
        end: { dateTime: `${at(addDays(today, 2), '09:15:00')}.0000000`, timeZone: 'Pacific Standard Time' },
      },
      {
        id: 'AAMk-3',
        subject: 'Holiday',
        isAllDay: true,
        start: { dateTime: `${at(addDays(today, 3), '00:00:00')}.0000000`, timeZone: 'UTC' },
        end: { dateTime: `${at(addDays(today, 4), '00:00:00')}.0000000`, timeZone: 'UTC' },
      },
      {
        id: 'AAMk-4',
        subject: 'Cancelled',
        isCancelled: true,
        start: { dateTime: `${at(addDays(today, 1), '12:00:00')}.0000000`, timeZone: 'UTC' },
        end: { dateTime: `${at(addDays(today, 1), '13:00:00')}.0000000`, timeZone: 'UTC' },
      },
    ];
    microsoft.addCalendar('AQMk-cal', 'Calendar', graphEvents('Dentist'), true);
    const { landed } = await connect(agent, 'microsoft');
    expect(landed.headers.location).toBe('/app/events?connect=microsoft&result=connected');
    expect((await agent.get('/api/auth/connections')).json().microsoft).toMatchObject({
      connected: true,
      account: 'parent@outlook.example',
    });
    expect((await agent.get('/api/auth/microsoft/calendars')).json()).toEqual([
      { id: 'AQMk-cal', name: 'Calendar', primary: true },
    ]);
    const source = (
      await agent.post('/api/calendars', {
        sourceType: 'microsoft',
        name: 'Work',
        microsoftCalendarId: 'AQMk-cal',
      })
    ).json();
    expect(microsoft.apiRequests.at(-1)?.prefer).toContain('outlook.timezone="UTC"');
    const events: EventAnswer[] = (await agent.get('/api/events')).json();
    // Pacific standard time is eight hours behind UTC, whatever the zone of the server or family.
    expect(events.map((e) => [e.title, e.start, e.isAllDay])).toEqual([
      ['Dentist', `${at(addDays(today, 1), '09:00:00')}.000Z`, false],
      ['Standup (Pacific)', expect.stringMatching(/T1[67]:00:00\.000Z$/), false],
      ['Holiday', addDays(today, 3), true],
    ]);
    const stored = await t.database.handle.db
      .selectFrom('calendar_sources')
      .select('sync_token')
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(stored.sync_token).toContain('$deltatoken=1:');

    microsoft.change('AQMk-cal', graphEvents('Dentist (moved)'));
    expect((await agent.post(`/api/calendars/${source.id}/refresh`)).json().lastError).toBeNull();
    expect((await agent.get('/api/events')).json()[0].title).toBe('Dentist (moved)');

    expect((await agent.post('/api/auth/microsoft/revoke')).json()).toEqual({ success: true });
    expect((await agent.get('/api/calendars')).json()).toEqual([]);
  });
});

describe('without Google or Microsoft keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('says they are not set up on this server, and an iCal link still works', async () => {
    const { agent } = await signUp(t.app);
    expect((await agent.get('/api/features')).json()).toMatchObject({
      googleCalendar: false,
      microsoft: false,
    });
    const start = await agent.get('/api/auth/google');
    expect(start.statusCode).toBe(404);
    expect(start.json().error).toBe('Google calendars are not set up on this server.');
    expect((await agent.get('/api/auth/microsoft/calendars')).json().error).toBe(
      'Microsoft Outlook calendars are not set up on this server.',
    );
    const add = await agent.post('/api/calendars', {
      sourceType: 'google',
      name: 'Family',
      googleCalendarId: 'x',
    });
    expect(add.statusCode).toBe(404);
    expect(add.json()).toEqual({
      error: 'Google calendars are not set up on this server.',
      code: 'not_set_up',
    });
    expect((await agent.get('/api/auth/connections')).json().google).toMatchObject({ available: false });
  });
});
