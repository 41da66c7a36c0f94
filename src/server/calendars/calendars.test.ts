import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FeedServer, startFeedServer } from '../../../test/fakes/ical-feeds';
import { Agent, buildTestApp, PASSWORD, signUp, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { addDays, type CalendarDay, todayIn } from '../../common/calendar-days';
import { CALENDAR_MESSAGES } from '../../common/schemas/calendars';
import { createGuardedFetch } from '../integrations/guarded-fetch';
import { createChanges } from '../live/changes';
import { createSealer } from '../sealed';
import { createCalendarSync } from './calendar-sync';
import { createRemoteCalendars } from './remote-calendars';

const ZONE = 'America/New_York';
const compact = (day: CalendarDay) => day.replaceAll('-', '');

/** A feed as calendar sites publish one; every line ends in CRLF as RFC 5545 asks. */
function feed(...events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Luno tests//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}

function timed(uid: string, title: string, day: CalendarDay, from: string, to: string): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SUMMARY:${title}`,
    `DTSTART;TZID=${ZONE}:${compact(day)}T${from}00`,
    `DTEND;TZID=${ZONE}:${compact(day)}T${to}00`,
    'END:VEVENT',
  ].join('\r\n');
}

function allDay(uid: string, title: string, day: CalendarDay, days = 1): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SUMMARY:${title}`,
    `DTSTART;VALUE=DATE:${compact(day)}`,
    `DTEND;VALUE=DATE:${compact(addDays(day, days))}`,
    'END:VEVENT',
  ].join('\r\n');
}

describe.each(dialects)('calendars API on %s', (dialect) => {
  let t: TestApp;
  let feeds: FeedServer;
  let agent: Agent;
  let today: CalendarDay;

  beforeAll(async () => {
    feeds = await startFeedServer();
    t = await buildTestApp(dialect, { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });
  beforeEach(async () => {
    agent = new Agent(t.app);
    const response = await agent.post('/api/signup', {
      email: uniqueEmail(),
      password: PASSWORD,
      timeZone: ZONE,
    });
    expect(response.statusCode).toBe(201);
    today = todayIn(ZONE);
  });

  async function addFeed(path: string, body: string, name = 'School', as = agent) {
    feeds.routes.set(path, { body });
    const response = await as.post('/api/calendars', { name, url: feeds.url(path) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it('adds a feed, reads it at once and answers the coming 90 days of events from the store', async () => {
    const tomorrow = addDays(today, 1);
    const source = await addFeed(
      '/school.ics',
      feed(
        timed('swim', 'Swimming', tomorrow, '1500', '1600'),
        allDay('trip', 'School trip', addDays(today, 2), 2),
        allDay('past', 'Last week', addDays(today, -7)),
        allDay('far', 'Too far ahead', addDays(today, 100)),
      ),
    );
    expect(source).toMatchObject({
      name: 'School',
      source_type: 'ical',
      host: `127.0.0.1:${feeds.port}`,
      lastError: null,
      google_calendar_id: null,
      microsoft_calendar_id: null,
    });
    expect(source.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(Date.parse(source.lastSyncedAt)).not.toBeNaN();
    expect(source).not.toHaveProperty('url');

    const events = (await agent.get('/api/events')).json();
    expect(events.map((event: { title: string }) => event.title)).toEqual(['Swimming', 'School trip']);
    const [swim, trip] = events;
    // 15:00 in New York, whatever the zone of the server.
    expect(new Date(swim.start).toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric' })).toBe(
      '3 PM',
    );
    expect(swim).toMatchObject({ calendarId: source.id, isAllDay: false });
    expect(trip).toMatchObject({ start: addDays(today, 2), end: addDays(today, 4), isAllDay: true });
    expect(typeof trip.id).toBe('string');
    // The list says when the source would count as not updated: two sync intervals (10 minutes each) on.
    const staleAfter = new Date(Date.parse(source.lastSyncedAt) + 20 * 60_000).toISOString();
    expect((await agent.get('/api/calendars')).json()).toEqual([{ ...source, staleAfter }]);
  });

  it('answers every missing field and every unreadable address with its message, saving nothing', async () => {
    feeds.routes.set('/page.html', { body: '<!doctype html><p>Hello</p>', contentType: 'text/html' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'School' }, CALENDAR_MESSAGES.urlRequired],
      [{ url: feeds.url('/x.ics') }, CALENDAR_MESSAGES.urlRequired],
      [{ name: ' ', url: ' ' }, CALENDAR_MESSAGES.urlRequired],
      [
        { sourceType: 'apple', name: 'Home', url: 'https://caldav.icloud.com/' },
        CALENDAR_MESSAGES.appleRequired,
      ],
      [
        { sourceType: 'apple', name: 'Home', url: 'https://caldav.icloud.com/', appleUsername: 'a@b.c' },
        CALENDAR_MESSAGES.appleRequired,
      ],
      [{ name: 'School', url: feeds.url('/missing.ics') }, 'No calendar was found at that address.'],
    ];
    for (const [body, error] of cases) {
      const response = await agent.post('/api/calendars', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    for (const url of [
      'ftp://127.0.0.1/cal.ics',
      'file:///etc/passwd',
      `http://127.0.0.2:${feeds.port}/x.ics`,
      feeds.url('/page.html'),
    ]) {
      const response = await agent.post('/api/calendars', { name: 'Bad', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatch(/\w/);
    }
    expect((await agent.get('/api/calendars')).json()).toEqual([]);
  });

  it('adds a feed that writes dates without VALUE=DATE, and answers one it cannot read with the reason', async () => {
    const holiday = addDays(today, 2);
    const yearsAgo = `${Number(holiday.slice(0, 4)) - 4}${compact(holiday).slice(4)}`;
    // As a public-holiday feed writes them: bare dates, yearly, one year's day moved.
    const holidays = feed(
      [
        'BEGIN:VEVENT',
        'UID:fest',
        'SUMMARY:Stadtfest',
        `DTSTART:${yearsAgo}`,
        'RRULE:FREQ=YEARLY',
        'END:VEVENT',
      ].join('\r\n'),
      [
        'BEGIN:VEVENT',
        'UID:fest',
        `RECURRENCE-ID:${compact(holiday)}`,
        'SUMMARY:Stadtfest (moved)',
        `DTSTART:${compact(addDays(holiday, 1))}`,
        'END:VEVENT',
      ].join('\r\n'),
    );
    await addFeed('/feiertage.ics', holidays, 'Holidays');
    const events = (await agent.get('/api/events')).json();
    expect(
      events.map((e: { title: string; start: string; isAllDay: boolean }) => [e.title, e.start, e.isAllDay]),
    ).toEqual([['Stadtfest (moved)', addDays(holiday, 1), true]]);

    const unreadable = feed(
      ['BEGIN:VEVENT', 'UID:bad', 'SUMMARY:Bad', 'DTSTART:2019-13-45', 'END:VEVENT'].join('\r\n'),
    );
    feeds.routes.set('/broken.ics', { body: unreadable });
    const refused = await agent.post('/api/calendars', { name: 'Broken', url: feeds.url('/broken.ics') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^The calendar has an event Luno cannot read \(bad: /);
    expect((await agent.get('/api/calendars')).json().map((c: { name: string }) => c.name)).toEqual([
      'Holidays',
    ]);

    // A feed that turns unreadable keeps its events and says why.
    feeds.routes.set('/feiertage.ics', { body: unreadable });
    const [source] = (await agent.get('/api/calendars')).json();
    const failed = (await agent.post(`/api/calendars/${source.id}/refresh`)).json();
    expect(failed.lastError).toMatch(/^The calendar has an event Luno cannot read \(bad: /);
    expect((await agent.get('/api/events')).json()).toHaveLength(1);
  });

  it('keeps each family’s calendars and events to itself', async () => {
    const source = await addFeed('/ours.ics', feed(allDay('ours', 'Our day', addDays(today, 1))));
    const other = await signUp(t.app);
    expect((await other.agent.get('/api/calendars')).json()).toEqual([]);
    expect((await other.agent.get('/api/events')).json()).toEqual([]);
    expect((await other.agent.delete(`/api/calendars/${source.id}`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/calendars/${source.id}/refresh`)).statusCode).toBe(404);
    expect((await agent.get('/api/events')).json()).toHaveLength(1);
    expect((await new Agent(t.app).get('/api/events')).statusCode).toBe(401);
  });

  it('answers a compressing client the same events, never stale, whichever instance synced', async () => {
    const path = '/packed.ics';
    const source = await addFeed(path, feed(allDay('a', 'Match', addDays(today, 1))));
    const packed = async (encoding: 'br' | 'gzip') => {
      const response = await agent.get('/api/events', { 'accept-encoding': `${encoding}, identity;q=0.5` });
      expect(response.headers['content-encoding']).toBe(encoding);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      return JSON.parse(text) as { title: string }[];
    };
    const plain = (await agent.get('/api/events')).json();
    expect(await packed('br')).toEqual(plain);
    expect(await packed('gzip')).toEqual(plain);
    expect(await packed('br')).toEqual(plain);

    // Another instance syncs the changed feed: this one's next answer has it.
    feeds.routes.set(path, { body: feed(allDay('a', 'Match (moved)', addDays(today, 2))) });
    const elsewhere = createCalendarSync(
      t.database.handle.db,
      createChanges(),
      t.app.jobs,
      {
        fetch: createGuardedFetch({ allowPrivateHosts: ['127.0.0.1'] }),
        sealer: createSealer(Buffer.alloc(32)),
        remote: createRemoteCalendars(
          t.database.handle.db,
          createChanges(),
          createSealer(Buffer.alloc(32)),
          {},
        ),
      },
      { intervalMs: 600_000 },
    );
    expect(await elsewhere.syncSource(source.id, { force: true })).toBe(true);
    expect((await packed('br')).map((e) => e.title)).toEqual(['Match (moved)']);
    expect((await packed('gzip')).map((e) => e.title)).toEqual(['Match (moved)']);

    await agent.delete(`/api/calendars/${source.id}`);
    expect(await packed('br')).toEqual([]);
  });

  it('refreshes on demand, asks politely, keeps the last good events through a failure and recovers', async () => {
    const path = '/club.ics';
    const source = await addFeed(path, feed(allDay('a', 'Match', addDays(today, 1))));
    feeds.routes.set(path, {
      body: feed(allDay('a', 'Match', addDays(today, 1)), allDay('b', 'Final', addDays(today, 5))),
      etag: '"v2"',
    });
    expect((await agent.post(`/api/calendars/${source.id}/refresh`)).json().lastError).toBeNull();
    expect((await agent.get('/api/events')).json()).toHaveLength(2);

    // Unchanged since the ETag it gave: the next scheduled read asks with it, stores nothing new and
    // announces nothing, so no board asks again; failing announces once, recovering again.
    const changes = createChanges();
    const heard: string[] = [];
    changes.subscribe((change) => heard.push(change.resource));
    const sync = createCalendarSync(
      t.database.handle.db,
      changes,
      t.app.jobs,
      {
        fetch: createGuardedFetch({ allowPrivateHosts: ['127.0.0.1'] }),
        sealer: createSealer(Buffer.alloc(32)),
        remote: createRemoteCalendars(
          t.database.handle.db,
          createChanges(),
          createSealer(Buffer.alloc(32)),
          {},
        ),
      },
      { intervalMs: 600_000 },
    );
    expect(await sync.syncSource(source.id)).toBe(true);
    expect(feeds.requests.at(-1)).toMatchObject({ path, ifNoneMatch: '"v2"' });
    expect(heard).toEqual([]);
    feeds.routes.set(path, { status: 503, body: 'busy' });
    expect(await sync.syncSource(source.id)).toBe(false);
    expect(await sync.syncSource(source.id)).toBe(false);
    expect(heard).toEqual(['calendars']);
    feeds.routes.set(path, {
      body: feed(allDay('a', 'Match', addDays(today, 1)), allDay('b', 'Final', addDays(today, 5))),
      etag: '"v2"',
    });
    expect(await sync.syncSource(source.id)).toBe(true);
    expect(feeds.requests.at(-1)).toMatchObject({ path, ifNoneMatch: '"v2"' });
    expect(heard).toEqual(['calendars', 'calendars']);

    feeds.routes.set(path, { status: 500, body: 'oops' });
    const failed = (await agent.post(`/api/calendars/${source.id}/refresh`)).json();
    expect(failed.lastError).toBe('The calendar address answered with an error (500).');
    expect((await agent.get('/api/events')).json()).toHaveLength(2);
    const row = await t.database.handle.db
      .selectFrom('calendar_sources')
      .select(['failure_count', 'next_sync_at'])
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    expect(row.failure_count).toBe(1);
    // Backing off: the next try is later than the usual ten minutes.
    expect(Date.parse(row.next_sync_at) - Date.now()).toBeGreaterThan(10 * 60_000);

    feeds.routes.set(path, { body: feed(allDay('c', 'Party', addDays(today, 3))) });
    const recovered = (await agent.post(`/api/calendars/${source.id}/refresh`)).json();
    expect(recovered.lastError).toBeNull();
    expect((await agent.get('/api/events')).json().map((e: { title: string }) => e.title)).toEqual(['Party']);
  });

  it('tells the screens of a feed read whole again only when its events changed', async () => {
    const path = '/no-etag.ics';
    const source = await addFeed(path, feed(allDay('a', 'Match', addDays(today, 1))));
    const heard: string[] = [];
    const stop = t.app.changes.subscribe((change) => heard.push(change.resource));
    try {
      const again = await agent.post(`/api/calendars/${source.id}/refresh`);
      expect(again.json().lastError).toBeNull();
      expect(feeds.requests.at(-1)).toMatchObject({ path });
      expect(heard).toEqual([]);

      feeds.routes.set(path, { body: feed(allDay('a', 'Match moved', addDays(today, 2))) });
      await agent.post(`/api/calendars/${source.id}/refresh`);
      expect(heard.sort()).toEqual(['calendars', 'events']);
      expect((await agent.get('/api/events')).json().map((e: { title: string }) => e.title)).toEqual([
        'Match moved',
      ]);
    } finally {
      stop();
    }
  });

  it('lets one sync at a time read a source, however many instances try', async () => {
    const path = '/busy.ics';
    const source = await addFeed(path, feed(allDay('a', 'Busy day', addDays(today, 1))));
    const instances = Array.from({ length: 4 }, () =>
      createCalendarSync(
        t.database.handle.db,
        createChanges(),
        t.app.jobs,
        {
          fetch: createGuardedFetch({ allowPrivateHosts: ['127.0.0.1'] }),
          sealer: createSealer(Buffer.alloc(32)),
          remote: createRemoteCalendars(
            t.database.handle.db,
            createChanges(),
            createSealer(Buffer.alloc(32)),
            {},
          ),
        },
        { intervalMs: 600_000 },
      ),
    );
    // Slow enough that every instance tries while the first still holds the source.
    feeds.routes.set(path, { ...feeds.routes.get(path)!, delayMs: 300 });
    const before = feeds.requests.filter((request) => request.path === path).length;
    const results = await Promise.all(
      instances.map((instance) => instance.syncSource(source.id, { force: true })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(feeds.requests.filter((request) => request.path === path).length - before).toBe(1);
  });

  it('removes a source with its events, and reads every source again when the family moves zone', async () => {
    const first = await addFeed('/one.ics', feed(allDay('a', 'One', addDays(today, 1))), 'One');
    const second = await addFeed('/two.ics', feed(allDay('b', 'Two', addDays(today, 1))), 'Two');
    expect(second.color).not.toBe(first.color);
    expect((await agent.delete(`/api/calendars/${first.id}`)).statusCode).toBe(204);
    expect((await agent.delete(`/api/calendars/${first.id}`)).statusCode).toBe(404);
    expect((await agent.get('/api/events')).json().map((e: { title: string }) => e.title)).toEqual(['Two']);

    expect((await agent.patch('/api/family', { timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
    const row = await t.database.handle.db
      .selectFrom('calendar_sources')
      .select(['next_sync_at', 'expanded_until'])
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.next_sync_at)).toBeLessThanOrEqual(Date.now());
    expect(row.expanded_until).toBeNull();
  });
});
