import { brotliDecompressSync } from 'node:zlib';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeMember, makeSession, makeSignedInFamily, makeTaskList } from '../../../test/support/factories';
import { addDays, todayIn } from '../../common/calendar-days';
import type { CalendarEvent } from '../../common/schemas/calendars';
import type { CalendarFeed, FamilyEvent } from '../../common/schemas/family-events';
import { instantOfWallTime } from '../../common/zoned-time';

const ZONE = 'America/New_York';

/** 09:00 on `day` on New York's clocks, as an instant. */
function nineAm(day: string, hour = 9): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day: date, hour, minute: 0, second: 0 }, ZONE).toISOString();
}

/** `GET /api/events` as a client that takes `encoding` reads it. */
async function eventsAnswer(agent: Agent, encoding: 'identity' | 'br' | string): Promise<CalendarEvent[]> {
  const response = await agent.get('/api/events', { 'accept-encoding': encoding });
  expect(response.statusCode).toBe(200);
  const text =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString('utf8')
      : response.body;
  return JSON.parse(text) as CalendarEvent[];
}

/** The feed's address as a path this app answers, and its token. */
const feedPath = (url: string) => new URL(url).pathname;

describe.each(dialects)('the family calendar on %s', (dialect) => {
  let t: TestApp;
  let today: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    today = todayIn(ZONE);
  });
  afterAll(() => t.close());

  const newFamily = () => makeSignedInFamily(t, { timeZone: ZONE });

  it('makes, lists, changes and removes events, each family seeing only its own', async () => {
    const ours = await newFamily();
    const theirs = await newFamily();
    const created = await ours.agent.post('/api/family-events', {
      title: '  Dentist ',
      start: nineAm(addDays(today, 2)),
      end: nineAm(addDays(today, 2), 10),
      personId: 4,
      notes: 'Bring the card',
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json() as FamilyEvent;
    expect(event).toMatchObject({
      title: 'Dentist',
      allDay: false,
      personId: 4,
      notes: 'Bring the card',
      repeatConfig: null,
      origin: 'app',
    });

    expect((await ours.agent.get('/api/family-events')).json()).toEqual([event]);
    expect((await theirs.agent.get('/api/family-events')).json()).toEqual([]);

    // Another family's id is a 404 for every call, and changes nothing.
    const path = `/api/family-events/${event.id}`;
    const body = { title: 'Taken over', start: event.start };
    expect((await theirs.agent.put(path, body)).statusCode).toBe(404);
    expect((await theirs.agent.delete(path)).statusCode).toBe(404);
    expect((await ours.agent.get('/api/family-events')).json()[0].title).toBe('Dentist');

    const moved = await ours.agent.put(path, {
      title: 'Dentist (moved)',
      allDay: true,
      start: addDays(today, 3),
      personId: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      title: 'Dentist (moved)',
      allDay: true,
      start: addDays(today, 3),
      end: addDays(today, 4),
      personId: null,
      notes: null,
    });

    expect((await ours.agent.delete(path)).statusCode).toBe(204);
    expect((await ours.agent.get('/api/family-events')).json()).toEqual([]);
    expect((await ours.agent.delete(path)).statusCode).toBe(404);
  });

  it('refuses an event without a title, or one ending before it starts', async () => {
    const { agent } = await newFamily();
    const untitled = await agent.post('/api/family-events', { title: ' ', start: nineAm(today) });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error).toBe('Event title is required.');
    const backwards = await agent.post('/api/family-events', {
      title: 'Party',
      start: nineAm(today, 20),
      end: nineAm(today, 18),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('The event must end after it starts.');
    const notADay = await agent.post('/api/family-events', {
      title: 'Fair',
      allDay: true,
      start: '2026-02-30',
    });
    expect(notADay.statusCode).toBe(400);
  });

  it('shows the family’s events in GET /api/events beside its sources, repeating on the family’s clocks', async () => {
    const { agent } = await newFamily();
    const swim = (
      await agent.post('/api/family-events', {
        title: 'Swimming',
        start: nineAm(today, 17),
        end: nineAm(today, 18),
        personId: 7,
        repeatConfig: { freq: 'WEEKLY' },
        repeatUntil: addDays(today, 21),
      })
    ).json() as FamilyEvent;
    await agent.post('/api/family-events', { title: 'Book fair', allDay: true, start: addDays(today, 1) });

    for (const encoding of ['identity', 'br']) {
      const events = await eventsAnswer(agent, encoding);
      const swims = events.filter((event) => event.title === 'Swimming');
      // Today and three weeks on, each at 17:00 in New York whatever the offset that week.
      expect(swims.map((event) => event.start)).toEqual(
        [0, 7, 14, 21].map((n) => nineAm(addDays(today, n), 17)),
      );
      expect(swims[0]).toMatchObject({ calendarId: 0, familyEventId: swim.id, personId: 7, isAllDay: false });
      expect(events.find((event) => event.title === 'Book fair')).toMatchObject({
        start: addDays(today, 1),
        end: addDays(today, 2),
        isAllDay: true,
        calendarId: 0,
      });
    }

    // A change is in the next answer, compressed or not.
    await agent.put(`/api/family-events/${swim.id}`, {
      title: 'Swimming',
      start: swim.start,
      end: swim.end,
      repeatConfig: { freq: 'WEEKLY' },
      repeatUntil: addDays(today, 7),
    });
    const after = await eventsAnswer(agent, 'br');
    expect(after.filter((event) => event.title === 'Swimming')).toHaveLength(2);
  });

  it('lets a paired screen add an event as a phone does, but not handle the feed', async () => {
    const { familyId } = await newFamily();
    const member = await makeMember(t, familyId);
    const { agent: screen } = await makeSession(t, member, 'device');
    const added = await screen.post('/api/family-events', { title: 'Pizza night', start: nineAm(today, 19) });
    expect(added.statusCode, added.body).toBe(201);
    expect((await screen.get('/api/family-events')).json()).toHaveLength(1);
    expect((await screen.post('/api/family/calendar-feed', {})).statusCode).toBe(403);
  });

  it('gives the family a secret feed address: a public calendar that a new address or ending it revokes', async () => {
    const ours = await newFamily();
    const theirs = await newFamily();
    await ours.agent.post('/api/family-events', {
      title: 'Piano',
      start: nineAm(today, 16),
      repeatConfig: { freq: 'WEEKLY', byweekday: ['TU'] },
    });
    await theirs.agent.post('/api/family-events', { title: 'Their secret', start: nineAm(today, 12) });
    await makeTaskList(t, ours.familyId, 'Chores', [
      { task: 'Feed the cat', assignee: 'Leo', repeatConfig: { ...daily }, dueDate: today },
    ]);

    const family = (await ours.agent.get('/api/family')).json();
    expect(family).toMatchObject({
      id: ours.familyId,
      timeZone: ZONE,
      inboxAddress: null,
      calendarFeed: null,
    });

    const made = await ours.agent.post('/api/family/calendar-feed', {});
    expect(made.statusCode, made.body).toBe(201);
    const feed = made.json() as CalendarFeed;
    expect(feed.includeChores).toBe(false);
    expect(feed.url).toMatch(/^http:\/\/[^/]+\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await ours.agent.get('/api/family')).json().calendarFeed).toEqual(feed);

    // Anyone with the address reads it, without a session; it holds this family's events only.
    const reader = new Agent(t.app);
    const read = await reader.get(feedPath(feed.url));
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const summaries = () =>
      new ICAL.Component(ICAL.parse(read.body) as never)
        .getAllSubcomponents('vevent')
        .map((event) => event.getFirstPropertyValue('summary'));
    expect(summaries()).toEqual(['Piano']);
    expect(read.body).not.toContain('Their secret');

    // Chores with a due day, once the family asks for them.
    const withChores = await ours.agent.patch('/api/family/calendar-feed', { includeChores: true });
    expect(withChores.json()).toEqual({ ...feed, includeChores: true });
    const again = await reader.get(feedPath(feed.url));
    expect(again.body).toContain('SUMMARY:Feed the cat (Leo)');
    expect(again.body).toContain(`DTSTART;VALUE=DATE:${today.replaceAll('-', '')}`);

    // Another family's address opens that family's calendar, never this one.
    const theirFeed = (await theirs.agent.post('/api/family/calendar-feed', {})).json() as CalendarFeed;
    const theirRead = await reader.get(feedPath(theirFeed.url));
    expect(theirRead.body).toContain('Their secret');
    expect(theirRead.body).not.toContain('Piano');

    // A new address replaces the old one; ending it leaves none; made-up tokens open nothing.
    const renewed = (await ours.agent.post('/api/family/calendar-feed', {})).json() as CalendarFeed;
    expect(renewed.url).not.toBe(feed.url);
    expect((await reader.get(feedPath(feed.url))).statusCode).toBe(404);
    expect((await reader.get(feedPath(renewed.url))).statusCode).toBe(200);
    expect((await ours.agent.delete('/api/family/calendar-feed')).statusCode).toBe(204);
    expect((await reader.get(feedPath(renewed.url))).statusCode).toBe(404);
    expect((await ours.agent.get('/api/family')).json().calendarFeed).toBeNull();
    expect((await ours.agent.delete('/api/family/calendar-feed')).statusCode).toBe(404);
    expect((await reader.get(`/api/calendar-feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await reader.get('/api/calendar-feed/not-a-token')).statusCode).toBe(404);
    // The family's own calls need a session.
    expect((await reader.get('/api/family')).statusCode).toBe(401);
    expect((await reader.post('/api/family/calendar-feed', {})).statusCode).toBe(401);
  });
});

const daily = {
  freq: 'DAILY' as const,
  interval: 1,
  byweekday: [],
  bymonthday: null,
  bysetpos: null,
  byweekdayForMonthlyNth: null,
  bymonth: null,
};
