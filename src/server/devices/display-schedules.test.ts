import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeBoard, makeDisplay, makeSignedInFamily } from '../../../test/support/factories';
import { openStream } from '../../../test/support/live-stream';
import type { Display } from '../../common/schemas/displays';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';

describe.each(dialects)('a display’s schedule on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A family with a morning, an evening and a photo board, and a TV showing the photo board. */
  async function family() {
    const parent = await makeSignedInFamily(t, { timeZone: 'America/New_York' });
    const morning = await makeBoard(t, parent.familyId, { name: 'Morning' });
    const evening = await makeBoard(t, parent.familyId, { name: 'Evening' });
    const photos = await makeBoard(t, parent.familyId, { name: 'Photos' });
    const tv = await makeDisplay(t, parent, { screenId: photos.id });
    return { parent, morning, evening, photos, tv };
  }

  it('keeps several windows with weekday and weekend rules, in order, and the TV reads its own', async () => {
    const { parent, morning, evening, photos, tv } = await family();
    const schedule = [
      {
        screenId: morning.id,
        days: ['fri', 'mon', 'tue', 'wed', 'thu', 'mon'],
        from: '06:00',
        until: '09:00',
      },
      { screenId: morning.id, days: ['sat', 'sun'], from: '08:00', until: '11:00' },
      {
        screenId: evening.id,
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        from: '17:00',
        until: '22:00',
      },
      {
        screenId: photos.id,
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        from: '22:00',
        until: '06:00',
      },
    ];
    const before = (await parent.agent.get('/api/displays')).json()[0] as Display;
    expect(before.schedule).toEqual([]);

    const saved = await parent.agent.patch(`/api/displays/${tv.displayId}`, { schedule });
    expect(saved.statusCode).toBe(200);
    const expected = [
      { screenId: morning.id, days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '06:00', until: '09:00' },
      schedule[1],
      schedule[2],
      schedule[3],
    ];
    expect(saved.json().schedule).toEqual(expected);
    // Setting a schedule is not sending the TV somewhere: its board, cycle and last switch stay.
    expect(saved.json()).toMatchObject({ screenId: photos.id, cycle: true, switchedAt: before.switchedAt });

    expect(((await parent.agent.get('/api/displays')).json() as Display[])[0]!.schedule).toEqual(expected);
    expect((await tv.agent.get('/api/displays/this')).json().schedule).toEqual(expected);

    // Replaced as a whole, and cleared.
    const shorter = await parent.agent.patch(`/api/displays/${tv.displayId}`, { schedule: [schedule[2]] });
    expect(shorter.json().schedule).toEqual([schedule[2]]);
    const cleared = await parent.agent.patch(`/api/displays/${tv.displayId}`, { schedule: [] });
    expect(cleared.json().schedule).toEqual([]);
  });

  it('refuses overlapping times, bad times, no days and boards that are not the family’s', async () => {
    const { parent, morning, evening, tv } = await family();
    const url = `/api/displays/${tv.displayId}`;
    const refusals: [unknown, number, string][] = [
      [
        [
          { screenId: evening.id, days: ['sun'], from: '20:00', until: '07:00' },
          { screenId: morning.id, days: ['mon'], from: '06:00', until: '09:00' },
        ],
        400,
        'Two times overlap on Monday at 06:00. Change one so each time shows one board.',
      ],
      [
        [{ screenId: morning.id, days: ['mon'], from: '6:00', until: '09:00' }],
        400,
        'Times must be 24-hour times such as 06:30.',
      ],
      [
        [{ screenId: morning.id, days: ['mon'], from: '06:00', until: '24:00' }],
        400,
        'Times must be 24-hour times such as 06:30.',
      ],
      [
        [{ screenId: morning.id, days: [], from: '06:00', until: '09:00' }],
        400,
        'Choose at least one day for each time.',
      ],
      [
        [{ screenId: morning.id, days: ['someday'], from: '06:00', until: '09:00' }],
        400,
        'Days must be mon, tue, wed, thu, fri, sat or sun.',
      ],
      [[{ days: ['mon'], from: '06:00', until: '09:00' }], 400, 'Each time needs a board.'],
      [{ screenId: morning.id }, 400, 'The schedule must be a list of times.'],
    ];
    for (const [schedule, status, error] of refusals) {
      const response = await parent.agent.patch(url, { schedule });
      expect(response.statusCode, JSON.stringify(schedule)).toBe(status);
      expect(response.json()).toEqual({ error, code: 'invalid_request' });
    }
    const tooMany = Array.from({ length: 25 }, (_, hour) => ({
      screenId: morning.id,
      days: ['mon'],
      from: `${String(hour % 24).padStart(2, '0')}:00`,
      until: `${String(hour % 24).padStart(2, '0')}:30`,
    }));
    expect((await parent.agent.patch(url, { schedule: tooMany })).json()).toEqual({
      error: "A screen's schedule holds at most 24 times.",
      code: 'invalid_request',
    });

    const neighbour = await makeSignedInFamily(t);
    const theirs = await makeBoard(t, neighbour.familyId, { name: 'Theirs' });
    const foreign = await parent.agent.patch(url, {
      schedule: [{ screenId: theirs.id, days: ['mon'], from: '06:00', until: '09:00' }],
    });
    expect(foreign.statusCode).toBe(404);
    const fromNeighbour = await neighbour.agent.patch(url, {
      schedule: [{ screenId: theirs.id, days: ['mon'], from: '06:00', until: '09:00' }],
    });
    expect(fromNeighbour.statusCode).toBe(404);

    // The TV shows its schedule but cannot change it.
    const fromTv = await tv.agent.patch(url, { schedule: [] });
    expect(fromTv.statusCode).toBe(403);
    expect(fromTv.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE, code: 'display_refused' });
    expect((await tv.agent.get('/api/displays/this')).json().schedule).toEqual([]);
  });

  it('tells the TV when its schedule changes, and drops a deleted board’s windows', async () => {
    const { parent, morning, evening, tv } = await family();
    const stream = await openStream(await t.url(), `luno_session=${tv.token}`);
    await stream.until(() => stream.received.some((e) => e.event === 'ready'));
    await parent.agent.patch(`/api/displays/${tv.displayId}`, {
      schedule: [
        { screenId: morning.id, days: ['mon'], from: '06:00', until: '09:00' },
        { screenId: evening.id, days: ['mon'], from: '17:00', until: '00:00' },
      ],
    });
    await stream.until(() => stream.changes().some((change) => change.resource === 'devices'));

    const deleted = await parent.agent.delete(`/api/screens/${morning.id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    await stream.until(() => stream.changes().filter((change) => change.resource === 'devices').length === 2);
    stream.close();
    expect((await tv.agent.get('/api/displays/this')).json().schedule).toEqual([
      { screenId: evening.id, days: ['mon'], from: '17:00', until: '00:00' },
    ]);
  });

  it('keeps one whole schedule when two phones save at once', async () => {
    const { parent, morning, evening, tv } = await family();
    const first = [
      { screenId: morning.id, days: ['mon'], from: '06:00', until: '09:00' },
      { screenId: evening.id, days: ['mon'], from: '17:00', until: '21:00' },
    ];
    const second = [{ screenId: evening.id, days: ['sat', 'sun'], from: '08:00', until: '20:00' }];
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all([
        parent.agent.patch(`/api/displays/${tv.displayId}`, { schedule: first }),
        parent.agent.patch(`/api/displays/${tv.displayId}`, { schedule: second }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const kept = (await tv.agent.get('/api/displays/this')).json().schedule;
      expect([first, second]).toContainEqual(kept);
    }
  });
});
