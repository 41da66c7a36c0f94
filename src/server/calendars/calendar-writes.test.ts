import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedServer, startFeedServer } from '../../../test/fakes/ical-feeds';
import { Agent, buildTestApp, PASSWORD, type TestApp, uniqueEmail } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { eventIcs, type Radicale, startRadicale } from '../../../test/support/radicale';
import { addDays, todayIn } from '../../common/calendar-days';
import { instantOfWallTime, startOfDayIn } from '../../common/zoned-time';
import { vtimezoneLines } from '../family-calendar/ics-writer';

const ZONE = 'Europe/Berlin';
const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
const WEEKLY = {
  freq: 'WEEKLY',
  interval: 1,
  byweekday: [],
  bymonthday: null,
  bysetpos: null,
  byweekdayForMonthlyNth: null,
  bymonth: null,
};

interface Shown {
  title: string;
  start: string;
  end: string;
}

/** 10:00 (or `hour`) on the family's clocks, `days` from today, as an instant. */
const at = (days: number, hour = 10) =>
  new Date(startOfDayIn(addDays(todayIn(ZONE), days), ZONE).getTime() + hour * 3_600_000).toISOString();
const plusHour = (instant: string) => new Date(Date.parse(instant) + 3_600_000).toISOString();

/**
 * The calendar as the server holds it, expanded by ical.js's own recurrence (its iterator, EXDATE
 * and RECURRENCE-ID handling), which shares nothing with Luno's expander: the occurrences
 * overlapping the 90 days `GET /api/events` shows.
 */
function expandIndependently(ics: string): Shown[] {
  const from = startOfDayIn(todayIn(ZONE), ZONE).getTime();
  const to = startOfDayIn(addDays(todayIn(ZONE), 90), ZONE).getTime();
  const root = new ICAL.Component(ICAL.parse(ics) as never);
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const byUid = new Map<string, InstanceType<typeof ICAL.Component>[]>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    byUid.set(uid, [...(byUid.get(uid) ?? []), vevent]);
  }
  const shown: Shown[] = [];
  const firstDay = todayIn(ZONE);
  const lastDay = addDays(firstDay, 90);
  const add = (title: string, start: InstanceType<typeof ICAL.Time>, end: InstanceType<typeof ICAL.Time>) => {
    if (start.isDate) {
      // All-day events stay days, end exclusive.
      const [startDay, endDay] = [start.toString(), end.toString()];
      if (startDay < lastDay && endDay > firstDay) shown.push({ title, start: startDay, end: endDay });
      return;
    }
    const startMs = start.toJSDate().getTime();
    const endMs = end.toJSDate().getTime();
    if (startMs < to && endMs > from) {
      shown.push({ title, start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() });
    }
  };
  for (const components of byUid.values()) {
    const master = components.find((c) => !c.hasProperty('recurrence-id'));
    if (!master) continue;
    const event = new ICAL.Event(master);
    for (const override of components.filter((c) => c.hasProperty('recurrence-id'))) {
      event.relateException(override);
    }
    if (!event.isRecurring()) {
      add(event.summary, event.startDate, event.endDate);
      continue;
    }
    const iterator = event.iterator();
    for (let step = 0; step < 1000; step++) {
      const next = iterator.next();
      if (!next || next.toJSDate().getTime() >= to + 86_400_000) break;
      const details = event.getOccurrenceDetails(next);
      add(details.item.summary, details.startDate, details.endDate);
    }
  }
  return shown.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
}

describe.each(dialects)('writing events to calendars on %s', (dialect) => {
  let t: TestApp;
  let radicale: Radicale;
  let feeds: FeedServer;
  let agent: Agent;
  let calendarUrl: string;
  let sourceId: number;

  const authorization = `Basic ${Buffer.from(`ann:${APP_PASSWORD}`).toString('base64')}`;
  /** The whole calendar, as Radicale answers a GET of the collection. */
  const onServer = async () => (await fetch(calendarUrl, { headers: { authorization } })).text();

  interface Listed extends Shown {
    id: string;
    calendarId: number;
    editable?: boolean;
    recurring?: boolean;
  }
  const listed = async (calendarId = sourceId): Promise<Listed[]> =>
    ((await agent.get('/api/events')).json() as Listed[]).filter((event) => event.calendarId === calendarId);
  const shownByLuno = async (): Promise<Shown[]> =>
    (await listed())
      .map(({ title, start, end }) => ({ title, start, end }))
      .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  /** After each step: what Luno lists is what the server's calendar holds. */
  const expectSame = async () => {
    const fromServer = expandIndependently(await onServer());
    expect(await shownByLuno()).toEqual(fromServer);
    return fromServer;
  };
  const eventPath = (id: string, scope?: string) =>
    `/api/events/${encodeURIComponent(id)}${scope ? `?scope=${scope}` : ''}`;
  const find = async (title: string, index = 0) => {
    const found = (await listed()).filter((event) => event.title === title)[index];
    if (!found) throw new Error(`no event ${title} #${index}`);
    return found;
  };

  beforeAll(async () => {
    radicale = await startRadicale({ ann: APP_PASSWORD });
    calendarUrl = await radicale.createCalendar('ann', 'family', { displayName: 'Family' });
    await radicale.putObject(
      'ann',
      calendarUrl,
      'dentist.ics',
      eventIcs({
        uid: 'dentist',
        summary: 'Dentist',
        start: new Date(at(1)),
        end: new Date(plusHour(at(1))),
      }),
    );
    feeds = await startFeedServer();
    t = await buildTestApp(dialect, { LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' });
    agent = new Agent(t.app);
    await agent.post('/api/signup', { email: uniqueEmail(), password: PASSWORD, timeZone: ZONE });
    const added = await agent.post('/api/calendars', {
      sourceType: 'apple',
      name: 'Home',
      url: calendarUrl,
      appleUsername: 'ann',
      appleAppPassword: APP_PASSWORD,
    });
    expect(added.statusCode, added.body).toBe(201);
    sourceId = added.json().id;
  });
  afterAll(async () => {
    await t?.close();
    await radicale?.stop();
    await feeds?.close();
  });

  it('keeps a source read-only until a parent lets Luno write to it, and stops at once when turned off', async () => {
    expect((await agent.get('/api/calendars')).json()).toEqual([
      expect.objectContaining({ id: sourceId, writable: false }),
    ]);
    const dentist = await find('Dentist');
    expect(dentist).toMatchObject({ editable: false, recurring: false });
    const before = await onServer();
    const readOnly = {
      error:
        '“Home” is read-only in Luno. A parent can let Luno add and change its events in the calendar’s settings.',
      code: 'calendar_read_only',
    };
    const body = { title: 'Piano', start: at(3), end: plusHour(at(3)) };
    for (const response of [
      await agent.post('/api/events', { calendarId: sourceId, ...body }),
      await agent.put(eventPath(dentist.id), body),
      await agent.delete(eventPath(dentist.id)),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual(readOnly);
    }
    expect(await onServer()).toBe(before);

    const on = await agent.patch(`/api/calendars/${sourceId}`, { writable: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ id: sourceId, writable: true, name: 'Home' });
    expect(await find('Dentist')).toMatchObject({ editable: true });

    expect((await agent.patch(`/api/calendars/${sourceId}`, { writable: false })).json().writable).toBe(
      false,
    );
    expect((await agent.post('/api/events', { calendarId: sourceId, ...body })).statusCode).toBe(403);
    expect(await onServer()).toBe(before);
    expect((await agent.patch(`/api/calendars/${sourceId}`, { writable: true })).statusCode).toBe(200);
  });

  it('adds, moves and deletes an event on the CalDAV server, and lists it at once', async () => {
    const added = await agent.post('/api/events', {
      calendarId: sourceId,
      title: 'Piano lesson',
      start: at(3),
      end: plusHour(at(3)),
      notes: 'Bring the green book',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      calendarId: sourceId,
      title: 'Piano lesson',
      start: at(3),
      end: plusHour(at(3)),
      isAllDay: false,
      editable: true,
      recurring: false,
    });
    expect(await listed()).toContainEqual(added.json());
    expect(await onServer()).toContain('DESCRIPTION:Bring the green book');
    await expectSame();

    const moved = await agent.put(eventPath(added.json().id), {
      title: 'Piano lesson',
      start: at(4, 15),
      end: plusHour(at(4, 15)),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Piano lesson', start: at(4, 15) });
    expect(await listed()).toContainEqual(moved.json());
    await expectSame();

    const deleted = await agent.delete(eventPath(moved.json().id));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await listed()).map((event) => event.title)).not.toContain('Piano lesson');
    expect(await onServer()).not.toContain('Piano lesson');
    await expectSame();
  });

  it('writes a weekly series as calendar apps do: one moved, one deleted, this and following renamed, all deleted', async () => {
    const created = await agent.post('/api/events', {
      calendarId: sourceId,
      title: 'Swimming',
      start: at(2, 17),
      end: plusHour(at(2, 17)),
      repeatConfig: WEEKLY,
      repeatUntil: addDays(todayIn(ZONE), 2 + 7 * 5),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ start: at(2, 17), recurring: true, editable: true });
    expect((await expectSame()).filter((event) => event.title === 'Swimming')).toHaveLength(6);

    // A series needs to be told which of its events.
    const second = await find('Swimming', 1);
    const unsaid = await agent.put(eventPath(second.id), { title: 'Swimming', start: at(10, 18) });
    expect(unsaid.statusCode).toBe(400);

    // One occurrence moved an hour later.
    const movedOne = await agent.put(eventPath(second.id, 'this'), {
      title: 'Swimming',
      start: at(9, 18),
      end: plusHour(at(9, 18)),
    });
    expect(movedOne.statusCode, movedOne.body).toBe(200);
    expect(movedOne.json()).toMatchObject({ start: at(9, 18), recurring: true });
    expect(await onServer()).toMatch(/RECURRENCE-ID/);
    await expectSame();

    // One occurrence deleted.
    const third = await find('Swimming', 2);
    expect(third.start).toBe(at(16, 17));
    expect((await agent.delete(eventPath(third.id, 'this'))).statusCode).toBe(204);
    expect(await onServer()).toMatch(/EXDATE/);
    const afterDelete = await expectSame();
    expect(afterDelete.filter((event) => event.title === 'Swimming').map((event) => event.start)).toEqual([
      at(2, 17),
      at(9, 18),
      at(23, 17),
      at(30, 17),
      at(37, 17),
    ]);

    // "This and following" renamed from the fourth week (scope in the body).
    const fourth = await find('Swimming', 2);
    expect(fourth.start).toBe(at(23, 17));
    const renamed = await agent.put(eventPath(fourth.id), {
      title: 'Swimming (new pool)',
      start: fourth.start,
      end: fourth.end,
      scope: 'following',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Swimming (new pool)', start: at(23, 17) });
    expect(await onServer()).toMatch(/UNTIL=/);
    const split = await expectSame();
    expect(split.filter((e) => e.title.startsWith('Swimming')).map((e) => [e.title, e.start])).toEqual([
      ['Swimming', at(2, 17)],
      ['Swimming', at(9, 18)],
      ['Swimming (new pool)', at(23, 17)],
      ['Swimming (new pool)', at(30, 17)],
      ['Swimming (new pool)', at(37, 17)],
    ]);

    // The whole (first) series deleted: what was split off stays.
    const first = await find('Swimming', 0);
    expect((await agent.delete(eventPath(first.id, 'all'))).statusCode).toBe(204);
    const left = await expectSame();
    expect(left.filter((e) => e.title.startsWith('Swimming')).map((e) => e.title)).toEqual([
      'Swimming (new pool)',
      'Swimming (new pool)',
      'Swimming (new pool)',
    ]);
  });

  it('changes a series a phone made in its own form: zoned, with COUNT; and an all-day one Luno made', async () => {
    // A weekly 08:00 in New York, five times, as a phone's calendar app stores it.
    const day = addDays(todayIn(ZONE), 3);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const wall = `${day.replaceAll('-', '')}T080000`;
    const yoga = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Phone//EN',
      ...vtimezoneLines('America/New_York', year - 1, year + 2),
      'BEGIN:VEVENT',
      'UID:phone-yoga',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=America/New_York:${wall}`,
      `DTEND;TZID=America/New_York:${wall.replace('T08', 'T09')}`,
      'RRULE:FREQ=WEEKLY;COUNT=5',
      'SUMMARY:Yoga',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await radicale.putObject('ann', calendarUrl, 'phone-yoga.ics', yoga);
    expect((await agent.post(`/api/calendars/${sourceId}/refresh`)).json().lastError).toBeNull();
    const first = instantOfWallTime(
      { year, month, day: date, hour: 8, minute: 0, second: 0 },
      'America/New_York',
    );
    expect((await find('Yoga', 0)).start).toBe(first.toISOString());
    expect((await expectSame()).filter((event) => event.title === 'Yoga')).toHaveLength(5);

    const second = await find('Yoga', 1);
    const later = new Date(Date.parse(second.start) + 30 * 60_000).toISOString();
    const moved = await agent.put(eventPath(second.id, 'this'), {
      title: 'Yoga',
      start: later,
      end: plusHour(later),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await onServer()).toMatch(/RECURRENCE-ID;TZID=America\/New_York:/);
    await expectSame();

    // From the fourth on, renamed: the rest of the five stay five.
    const fourth = await find('Yoga', 3);
    const renamed = await agent.put(eventPath(fourth.id, 'following'), {
      title: 'Yoga (studio B)',
      start: fourth.start,
      end: fourth.end,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const yogaNow = (await expectSame()).filter((event) => event.title.startsWith('Yoga'));
    expect(yogaNow.map((event) => event.title)).toEqual([
      'Yoga',
      'Yoga',
      'Yoga',
      'Yoga (studio B)',
      'Yoga (studio B)',
    ]);

    // An all-day weekly series: one day taken out, then the rest from the third on.
    const bins = await agent.post('/api/events', {
      calendarId: sourceId,
      title: 'Bins out',
      allDay: true,
      start: addDays(todayIn(ZONE), 1),
      repeatConfig: WEEKLY,
      repeatUntil: addDays(todayIn(ZONE), 1 + 7 * 4),
    });
    expect(bins.statusCode, bins.body).toBe(201);
    expect(bins.json()).toMatchObject({ isAllDay: true, start: addDays(todayIn(ZONE), 1), recurring: true });
    const binDays = async () =>
      (await expectSame()).filter((event) => event.title === 'Bins out').map((event) => event.start);
    expect(await binDays()).toHaveLength(5);
    expect((await agent.delete(eventPath((await find('Bins out', 1)).id, 'this'))).statusCode).toBe(204);
    expect((await agent.delete(eventPath((await find('Bins out', 1)).id, 'following'))).statusCode).toBe(204);
    expect(
      (await listed()).filter((event) => event.title === 'Bins out').map((event) => event.start),
    ).toEqual([addDays(todayIn(ZONE), 1)]);
    expect(await binDays()).toHaveLength(1);
  });

  it('refuses with 409 an event changed on the server since Luno read it, and the server keeps that change', async () => {
    const dentist = await find('Dentist');
    /** The dentist's appointment as a phone changes it, straight on the server. */
    const changeOnPhone = (summary: string) =>
      radicale.putObject(
        'ann',
        calendarUrl,
        'dentist.ics',
        eventIcs({ uid: 'dentist', summary, start: new Date(at(1)), end: new Date(plusHour(at(1))) }),
      );
    const conflict = {
      error: 'Home was changed in the calendar since Luno read it. Reload to see it.',
      code: 'changed_in_calendar',
    };

    await changeOnPhone('Dentist (Dr Weiss)');
    const refused = await agent.put(eventPath(dentist.id), {
      title: 'Dentist',
      start: at(5),
      end: plusHour(at(5)),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(conflict);
    expect(await onServer()).toContain('SUMMARY:Dentist (Dr Weiss)');
    // The reload shows the phone's change.
    expect(await find('Dentist (Dr Weiss)')).toMatchObject({ id: dentist.id, start: at(1) });
    await expectSame();

    await changeOnPhone('Dentist (bring the card)');
    const notDeleted = await agent.delete(eventPath(dentist.id));
    expect(notDeleted.statusCode).toBe(409);
    expect(notDeleted.json()).toEqual(conflict);
    expect(await onServer()).toContain('SUMMARY:Dentist (bring the card)');
    await expectSame();
  });

  it('keeps iCal links read-only, and another family’s calendars and events out of reach', async () => {
    feeds.routes.set('/school.ics', {
      body: eventIcs({
        uid: 'play',
        summary: 'School play',
        start: new Date(at(6)),
        end: new Date(plusHour(at(6))),
      }),
    });
    const feed = (
      await agent.post('/api/calendars', { name: 'School', url: feeds.url('/school.ics') })
    ).json();
    const feedMessage = {
      error:
        'Calendars added by an iCal link are read-only: change this event in the calendar it comes from.',
      code: 'calendar_read_only',
    };
    const turnOn = await agent.patch(`/api/calendars/${feed.id}`, { writable: true });
    expect(turnOn.statusCode).toBe(403);
    expect(turnOn.json()).toEqual(feedMessage);
    const play = (await listed(feed.id))[0]!;
    expect(play).toMatchObject({ title: 'School play', editable: false });
    const body = { title: 'Play', start: at(6), end: plusHour(at(6)) };
    for (const response of [
      await agent.post('/api/events', { calendarId: feed.id, ...body }),
      await agent.put(eventPath(play.id), body),
      await agent.delete(eventPath(play.id)),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(feedMessage);
    }

    const other = new Agent(t.app);
    await other.post('/api/signup', { email: uniqueEmail(), password: PASSWORD, timeZone: ZONE });
    const before = await onServer();
    const theirs = (await find('Swimming (new pool)')).id;
    for (const response of [
      await other.post('/api/events', { calendarId: sourceId, ...body }),
      await other.put(eventPath(theirs, 'all'), body),
      await other.delete(eventPath(theirs, 'all')),
      await other.patch(`/api/calendars/${sourceId}`, { writable: false }),
      await other.put(eventPath('family:1:2030-01-01'), body),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await onServer()).toBe(before);
    expect((await agent.get('/api/calendars')).json()).toContainEqual(
      expect.objectContaining({ id: sourceId, writable: true }),
    );
  });

  it('writes the family’s own calendar (calendarId 0) through the same routes', async () => {
    const created = await agent.post('/api/events', {
      calendarId: 0,
      title: 'Bin day',
      allDay: true,
      start: addDays(todayIn(ZONE), 1),
      repeatConfig: WEEKLY,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      calendarId: 0,
      title: 'Bin day',
      start: addDays(todayIn(ZONE), 1),
      end: addDays(todayIn(ZONE), 2),
      isAllDay: true,
      editable: true,
      recurring: true,
    });
    const bins = async () => (await listed(0)).filter((event) => event.title.startsWith('Bin'));
    expect(await bins()).toContainEqual(created.json());
    const second = (await bins())[1]!;
    const moved = await agent.put(eventPath(second.id, 'this'), {
      title: 'Bin day (late)',
      allDay: true,
      start: addDays(todayIn(ZONE), 9),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ title: 'Bin day (late)', start: addDays(todayIn(ZONE), 9) });
    const afterMove = await bins();
    expect(afterMove.slice(0, 3).map((event) => [event.title, event.start])).toEqual([
      ['Bin day', addDays(todayIn(ZONE), 1)],
      ['Bin day (late)', addDays(todayIn(ZONE), 9)],
      ['Bin day', addDays(todayIn(ZONE), 15)],
    ]);
    expect((await agent.delete(eventPath(afterMove[2]!.id, 'this'))).statusCode).toBe(204);
    expect((await bins()).map((event) => event.start)).not.toContain(addDays(todayIn(ZONE), 15));
    expect((await agent.delete(eventPath(created.json().id, 'all'))).statusCode).toBe(204);
    expect(await bins()).toEqual([]);
    expect((await agent.get('/api/family-events')).json()).toEqual([]);
  });

  it('answers 502 when the calendar server cannot be reached, and changes nothing in Luno', async () => {
    const before = await listed();
    const event = before.find((entry) => entry.title === 'Swimming (new pool)')!;
    await radicale.stop();
    const failed = await agent.put(eventPath(event.id, 'all'), {
      title: 'Swimming (old pool)',
      start: event.start,
      end: event.end,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: 'The calendar server could not be reached. Nothing was changed.',
      code: 'provider_failed',
    });
    const added = await agent.post('/api/events', { calendarId: sourceId, title: 'Piano', start: at(8) });
    expect(added.statusCode).toBe(502);
    expect(await listed()).toEqual(before);
  });
});
