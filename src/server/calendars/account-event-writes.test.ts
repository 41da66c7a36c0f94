/**
 * Writing to Google and Microsoft calendars through `/api/events`, end to end: the writers go to
 * the fakes (which follow the providers' documented write APIs) and Luno's copy follows. A weekly
 * series is added, one occurrence moved, the rest renamed from the fourth on, then deleted; a
 * change made in the provider's own app since Luno read it is a 409 and the provider keeps it; a
 * permission withdrawn at the provider is a clear refusal with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeGoogle,
  GOOGLE_CLIENT,
  GOOGLE_WRITE_SCOPE,
  startFakeGoogle,
} from '../../../test/fakes/google-calendar';
import {
  type FakeMicrosoft,
  MICROSOFT_CLIENT,
  startFakeMicrosoft,
} from '../../../test/fakes/microsoft-graph';
import { type Agent, buildTestApp, signUp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { addDays, todayIn } from '../../common/calendar-days';

const WEEKLY = {
  freq: 'WEEKLY',
  interval: 1,
  byweekday: [],
  bymonthday: null,
  bysetpos: null,
  byweekdayForMonthlyNth: null,
  bymonth: null,
};

interface Listed {
  id: string;
  calendarId: number;
  title: string;
  start: string;
  end: string;
  editable?: boolean;
  recurring?: boolean;
}

async function connect(agent: Agent, startPath: string) {
  const start = await agent.get(startPath);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  await agent.get(`${back.pathname}${back.search}`);
}

const today = todayIn('UTC');
const at = (days: number, hour: number) =>
  `${addDays(today, days)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
/** The provider's id of an occurrence Luno lists as `{source}:{key}`. */
const atProvider = (id: string) => id.slice(id.indexOf(':') + 1);
const plusHour = (instant: string) => new Date(Date.parse(instant) + 3600_000).toISOString();

describe.each(dialects)('writing to Google and Microsoft calendars through /api/events on %s', (dialect) => {
  let t: TestApp;
  let google: FakeGoogle;
  let microsoft: FakeMicrosoft;

  beforeAll(async () => {
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
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await microsoft.close();
  });

  /** A family with the provider's calendar added and writing turned on (connecting again for it). */
  async function writableSource(provider: 'google' | 'microsoft', calendarId: string) {
    const { agent } = await signUp(t.app);
    await agent.patch('/api/family', { timeZone: 'UTC' });
    await connect(agent, `/api/auth/${provider}`);
    const field = provider === 'google' ? 'googleCalendarId' : 'microsoftCalendarId';
    const source = (
      await agent.post('/api/calendars', { sourceType: provider, name: 'Kids', [field]: calendarId })
    ).json();
    const asked = await agent.patch(`/api/calendars/${source.id}`, { writable: true });
    expect(asked.json().code).toBe('write_permission_needed');
    await connect(agent, asked.json().reconnect.url);
    expect((await agent.get('/api/calendars')).json()[0]).toMatchObject({ id: source.id, writable: true });
    const listed = async (title?: string): Promise<Listed[]> =>
      ((await agent.get('/api/events')).json() as Listed[]).filter(
        (event) => event.calendarId === source.id && (!title || event.title === title),
      );
    return { agent, sourceId: source.id as number, listed };
  }

  const eventPath = (id: string, scope?: string) =>
    `/api/events/${encodeURIComponent(id)}${scope ? `?scope=${scope}` : ''}`;

  it('Google: a weekly series added, one instance moved, this and following renamed, a 409 over a change made in Google, all deleted', async () => {
    const calendarId = `kids-${dialect}@group.calendar.google.com`;
    google.addCalendar(calendarId, 'Kids', []);
    const { agent, listed } = await writableSource('google', calendarId);
    const { sourceId } = { sourceId: (await agent.get('/api/calendars')).json()[0].id as number };

    const created = await agent.post('/api/events', {
      calendarId: sourceId,
      title: 'Piano',
      start: at(1, 16),
      end: plusHour(at(1, 16)),
      repeatConfig: WEEKLY,
      repeatUntil: addDays(today, 1 + 7 * 5),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Piano',
      start: at(1, 16),
      recurring: true,
      editable: true,
    });
    const series = google.calendars.get(calendarId)!.events.find((event) => event.summary === 'Piano')!;
    expect(series.recurrence?.[0]).toMatch(/^RRULE:FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z$/);
    expect((await listed('Piano')).map((e) => e.start)).toEqual(
      [0, 1, 2, 3, 4, 5].map((w) => at(1 + 7 * w, 16)),
    );

    // One instance an hour later: Google keeps it as an exception of the series.
    const second = (await listed('Piano'))[1]!;
    const moved = await agent.put(eventPath(second.id, 'this'), {
      title: 'Piano',
      start: at(8, 17),
      end: plusHour(at(8, 17)),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(google.writes.at(-1)).toMatchObject({
      method: 'PATCH',
      ifMatch: expect.stringMatching(/^"\d+"$/),
    });
    expect(
      google
        .occurrences(calendarId)
        .find((e) => e.recurringEventId === series.id && e.start.dateTime === at(8, 17)),
    ).toBeTruthy();

    // This and following, from the fourth: the series ends with UNTIL, a new one begins.
    const fourth = (await listed('Piano'))[3]!;
    const renamed = await agent.put(eventPath(fourth.id), {
      title: 'Piano (new teacher)',
      start: fourth.start,
      end: fourth.end,
      scope: 'following',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const inGoogle = google
      .occurrences(calendarId)
      .map((e) => [e.summary, new Date(e.start.dateTime!).toISOString()]);
    expect(inGoogle).toEqual([
      ['Piano', at(1, 16)],
      ['Piano', at(8, 17)],
      ['Piano', at(15, 16)],
      ['Piano (new teacher)', at(22, 16)],
      ['Piano (new teacher)', at(29, 16)],
      ['Piano (new teacher)', at(36, 16)],
    ]);
    expect((await listed()).map((e) => [e.title, e.start])).toEqual(inGoogle);

    // Changed in Google Calendar since Luno read it: 409 naming the calendar, and Google keeps the change.
    const first = (await listed('Piano'))[0]!;
    google.edit(calendarId, series.id, { summary: 'Piano lessons' });
    const stale = await agent.put(eventPath(first.id, 'all'), {
      title: 'Piano!',
      start: first.start,
      end: first.end,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/Kids.*changed in the calendar since Luno read it/);
    expect(google.event(calendarId, series.id)?.summary).toBe('Piano lessons');

    // After the reload, the whole first series deleted; what was split off stays.
    const reread = (await listed('Piano lessons'))[0]!;
    expect((await agent.delete(eventPath(reread.id, 'all'))).statusCode).toBe(204);
    expect(google.occurrences(calendarId).map((e) => e.summary)).toEqual(
      Array(3).fill('Piano (new teacher)'),
    );
    expect((await listed()).map((e) => e.title)).toEqual(Array(3).fill('Piano (new teacher)'));
  });

  it('Microsoft: a weekly series added, one occurrence moved, this and following renamed, a 409 over a change made in Outlook', async () => {
    const calendarId = `AQMk-kids-${dialect}`;
    microsoft.addCalendar(calendarId, 'Kids', []);
    const { agent, sourceId, listed } = await writableSource('microsoft', calendarId);

    const created = await agent.post('/api/events', {
      calendarId: sourceId,
      title: 'Swimming',
      start: at(2, 17),
      end: plusHour(at(2, 17)),
      repeatConfig: WEEKLY,
      repeatUntil: addDays(today, 2 + 7 * 5),
    });
    expect(created.statusCode, created.body).toBe(201);
    const master = microsoft.calendars.get(calendarId)!.events.find((e) => e.subject === 'Swimming')!;
    expect(master).toMatchObject({
      type: 'seriesMaster',
      recurrence: { pattern: { type: 'weekly' }, range: { type: 'endDate' } },
    });
    expect(await listed('Swimming')).toHaveLength(6);

    const second = (await listed('Swimming'))[1]!;
    expect(
      (
        await agent.put(eventPath(second.id, 'this'), {
          title: 'Swimming',
          start: at(9, 18),
          end: plusHour(at(9, 18)),
        })
      ).statusCode,
    ).toBe(200);
    expect(microsoft.event(atProvider(second.id))).toMatchObject({
      type: 'exception',
      seriesMasterId: master.id,
    });

    const fourth = (await listed('Swimming'))[3]!;
    const renamed = await agent.put(eventPath(fourth.id, 'following'), {
      title: 'Swimming (new pool)',
      start: fourth.start,
      end: fourth.end,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(microsoft.event(master.id)?.recurrence?.range).toMatchObject({
      type: 'endDate',
      endDate: addDays(today, 22),
    });
    expect((await listed()).map((e) => e.title)).toEqual([
      'Swimming',
      'Swimming',
      'Swimming',
      'Swimming (new pool)',
      'Swimming (new pool)',
      'Swimming (new pool)',
    ]);

    const third = (await listed('Swimming'))[2]!;
    microsoft.edit(atProvider(third.id), { subject: 'Swimming (pool closed)' });
    const stale = await agent.delete(eventPath(third.id, 'this'));
    expect(stale.statusCode).toBe(409);
    expect(microsoft.event(atProvider(third.id))?.subject).toBe('Swimming (pool closed)');
  });

  it('a permission withdrawn at Google: a clear refusal, and nothing written anywhere', async () => {
    const calendarId = `refusing-${dialect}@group.calendar.google.com`;
    google.addCalendar(calendarId, 'Kids', []);
    const { agent, sourceId, listed } = await writableSource('google', calendarId);
    google.oauth.withdrawScope(GOOGLE_WRITE_SCOPE);
    const refused = await agent.post('/api/events', {
      calendarId: sourceId,
      title: 'Party',
      start: at(3, 15),
      end: plusHour(at(3, 15)),
    });
    expect(refused.json().code).toBe('provider_refused');
    expect(refused.json().error).toMatch(/Luno may not change events in this Google calendar yet/);
    expect(google.occurrences(calendarId)).toEqual([]);
    expect(await listed()).toEqual([]);

    // Access withdrawn altogether: the source says it needs reconnecting, and why.
    google.oauth.revokeAll();
    await agent.post(`/api/calendars/${sourceId}/refresh`);
    expect((await agent.get('/api/calendars')).json()).toEqual([
      expect.objectContaining({
        id: sourceId,
        needsReconnect: true,
        lastError: 'Google no longer allows Luno to read this family’s calendars. Connect Google again.',
        nextSyncAt: expect.any(String),
      }),
    ]);
  });
});
