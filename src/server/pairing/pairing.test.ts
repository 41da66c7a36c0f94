import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, signUp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { openStream } from '../../../test/support/live-stream';
import { hashToken } from '../accounts/sessions.repo';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';
import { createChanges } from '../live/changes';
import {
  ALREADY_PAIRED_MESSAGE,
  BOARD_NOT_FOUND_MESSAGE,
  createPairingService,
  OTHER_FAMILY_MESSAGE,
  PAIRING_GONE_MESSAGE,
} from './pairing.service';

const ANDROID_TV =
  'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K UR3 Build/STT1.211025.001.Z4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Safari/537.36';

describe.each(dialects)('pairing a TV on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A TV browser that asked for a pairing code. */
  async function tvWithCode() {
    const tv = new Agent(t.app);
    const started = await tv.post(
      '/api/pair',
      { deviceId: 'tv-1', widthPx: 1920, heightPx: 1080 },
      { 'user-agent': ANDROID_TV },
    );
    expect(started.statusCode).toBe(200);
    return { tv, ...(started.json() as { pairingId: string; url: string; qrPayload: string }), started };
  }

  /** A family, one board, and a TV paired to show it. */
  async function pairedTv(name = 'Living room') {
    const parent = await signUp(t.app);
    const board = (await parent.agent.post('/api/screens', { name: 'Kitchen' })).json();
    const { tv, pairingId } = await tvWithCode();
    const done = await parent.agent.post(`/api/pair/${pairingId}/complete`, {
      familyId: parent.familyId,
      screenId: board.id,
      name,
    });
    expect(done.statusCode).toBe(200);
    const status = (await tv.get(`/api/pair/${pairingId}/status`)).json();
    expect(status.paired).toBe(true);
    const display = (await parent.agent.get('/api/displays')).json()[0];
    return { parent, board, tv, pairingId, display, token: status.token as string };
  }

  it('pairs a TV by the code it shows: the phone sees the device, picks a board, and the TV gets a session of its own', async () => {
    const parent = await signUp(t.app);
    const board = (await parent.agent.post('/api/screens', { name: 'Kitchen' })).json();
    const { tv, pairingId, url, qrPayload, started } = await tvWithCode();

    // At least 128 random bits, in a URL that opens Luno's pairing page on the phone.
    expect(Buffer.from(pairingId, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(url).toMatch(new RegExp(`/pair\\?pairingId=${pairingId}$`));
    expect(qrPayload).toBe(url);
    expect(started.headers['cache-control']).toBe('no-store');
    const cookie = started.cookies.find((c) => c.name === 'luno_pairing');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/pair', maxAge: 600 });

    expect((await tv.get(`/api/pair/${pairingId}/status`)).json()).toEqual({ paired: false });

    const pending = await parent.agent.get(`/api/pair/${pairingId}`);
    expect(pending.json()).toMatchObject({ widthPx: 1920, heightPx: 1080, browser: 'Chrome on Android TV' });

    const done = await parent.agent.post(`/api/pair/${pairingId}/complete`, {
      familyId: parent.familyId,
      screenId: board.id,
      name: 'Living room',
    });
    expect(done.json()).toEqual({ success: true });

    // Someone who only saw the QR code learns that it was paired, and nothing more.
    const onlooker = new Agent(t.app);
    const seen = await onlooker.get(`/api/pair/${pairingId}/status`);
    expect(seen.json()).toEqual({ paired: true });
    expect(seen.cookies.find((c) => c.name === 'luno_session')).toBeUndefined();

    const status = await tv.get(`/api/pair/${pairingId}/status`);
    expect(status.json()).toMatchObject({ paired: true, familyId: parent.familyId, screenId: board.id });
    expect(status.json().token).toEqual(expect.any(String));
    expect(status.json().token).not.toBe(parent.token);
    expect(status.cookies.find((c) => c.name === 'luno_session')?.maxAge).toBe(365 * 86_400);
    // Used once: a second poll does not hand out another session.
    expect((await tv.get(`/api/pair/${pairingId}/status`)).json()).toEqual({ paired: true });

    const shown = await tv.get(`/api/screens/${board.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().name).toBe('Kitchen');
    expect((await tv.get('/api/displays/this')).json()).toMatchObject({
      name: 'Living room',
      screenId: board.id,
      cycle: true,
      widthPx: 1920,
      heightPx: 1080,
      browser: 'Chrome on Android TV',
    });
    const listed = (await parent.agent.get('/api/displays')).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Living room', screenId: board.id });
    expect(Date.parse(listed[0].lastSeenAt)).not.toBeNaN();
    // The parent's own browser is not a display.
    expect((await parent.agent.get('/api/displays/this')).statusCode).toBe(404);
  });

  it('refuses another family’s id, a second completion, an unknown code and a board of another family', async () => {
    const parent = await signUp(t.app);
    const neighbour = await signUp(t.app);
    const theirBoard = (await neighbour.agent.post('/api/screens', { name: 'Theirs' })).json();
    const { pairingId } = await tvWithCode();

    const wrongFamily = await parent.agent.post(`/api/pair/${pairingId}/complete`, {
      familyId: neighbour.familyId,
    });
    expect(wrongFamily.statusCode).toBe(403);
    expect(wrongFamily.json()).toEqual({ error: OTHER_FAMILY_MESSAGE });

    const wrongBoard = await parent.agent.post(`/api/pair/${pairingId}/complete`, {
      familyId: parent.familyId,
      screenId: theirBoard.id,
    });
    expect(wrongBoard.statusCode).toBe(404);
    expect(wrongBoard.json()).toEqual({ error: BOARD_NOT_FOUND_MESSAGE });

    const anonymous = await new Agent(t.app).post(`/api/pair/${pairingId}/complete`, {
      familyId: parent.familyId,
    });
    expect(anonymous.statusCode).toBe(401);

    const first = await parent.agent.post(`/api/pair/${pairingId}/complete`, { familyId: parent.familyId });
    expect(first.statusCode).toBe(200);
    const again = await neighbour.agent.post(`/api/pair/${pairingId}/complete`, {
      familyId: neighbour.familyId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ALREADY_PAIRED_MESSAGE });
    expect((await parent.agent.get(`/api/pair/${pairingId}`)).statusCode).toBe(409);

    for (const id of ['A'.repeat(27), 'not a code', '..%2F..%2Fapi']) {
      const unknown = await parent.agent.post(`/api/pair/${encodeURIComponent(id)}/complete`, {
        familyId: parent.familyId,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: PAIRING_GONE_MESSAGE });
    }
    const badBody = await parent.agent.post(`/api/pair/${(await tvWithCode()).pairingId}/complete`, {
      familyId: 'mine',
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toEqual({ error: 'familyId must be a number.' });
  });

  it('refuses a code that has expired, on the phone and on the TV', async () => {
    const parent = await signUp(t.app);
    const { tv, pairingId } = await tvWithCode();
    await t.database.handle.db
      .updateTable('pairings')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id_hash', '=', hashToken(pairingId))
      .execute();
    const late = await parent.agent.post(`/api/pair/${pairingId}/complete`, { familyId: parent.familyId });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: PAIRING_GONE_MESSAGE });
    const polled = await tv.get(`/api/pair/${pairingId}/status`);
    expect(polled.statusCode).toBe(404);
  });

  it('lets a paired TV show boards and tick chores, and nothing more', async () => {
    const { tv, board, parent, display } = await pairedTv();
    const list = (await parent.agent.post('/api/task-lists', { name: 'Chores' })).json();
    const task = (
      await parent.agent.post(`/api/task-lists/${list.id}/items`, { task: 'Feed the cat' })
    ).json();

    const ticked = await tv.post(`/api/task-lists/${list.id}/items/${task.id}/complete`, {});
    expect(ticked.statusCode).toBe(200);
    expect(
      (await tv.post('/api/tv-devices/tv-1/dimensions', { widthPx: 1280, heightPx: 720 })).statusCode,
    ).toBe(204);
    expect((await tv.get('/api/screens')).statusCode).toBe(200);

    const screen = (await tv.get(`/api/screens/${board.id}`)).json();
    const refused = [
      await tv.post('/api/screens', { name: 'Mine now' }),
      await tv.put(`/api/screens/${board.id}`, { ...screen, name: 'Renamed' }),
      await tv.delete(`/api/screens/${board.id}`),
      await tv.patch('/api/family', { name: 'Taken over' }),
      await tv.post('/api/account/delete'),
      await tv.post(`/api/task-lists/${list.id}/items`, { task: 'More chores' }),
      await tv.delete(`/api/displays/${display.id}`),
      await tv.patch(`/api/displays/${display.id}`, { name: 'Mine' }),
      await tv.get('/api/auth/connections'),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE });
    }
    // A TV cannot pair another TV into the family either.
    const other = await tvWithCode();
    const pairing = await tv.post(`/api/pair/${other.pairingId}/complete`, { familyId: parent.familyId });
    expect(pairing.statusCode).toBe(403);

    expect((await parent.agent.get(`/api/screens/${board.id}`)).json().name).toBe('Kitchen');
    expect((await parent.agent.get('/api/auth/status')).json().isAuthenticated).toBe(true);
  });

  it('renames a display, sends it to a board or back to its cycle, and unpairs it at once', async () => {
    const { tv, parent, display, board } = await pairedTv();
    const second = (await parent.agent.post('/api/screens', { name: 'Hallway' })).json();

    const renamed = await parent.agent.patch(`/api/displays/${display.id}`, { name: '  Hall TV ' });
    expect(renamed.json()).toMatchObject({ name: 'Hall TV', screenId: board.id, cycle: true });
    expect(renamed.json().switchedAt).toBe(display.switchedAt);

    const sent = (await parent.agent.patch(`/api/displays/${display.id}`, { screenId: second.id })).json();
    expect(sent).toMatchObject({ screenId: second.id, cycle: false });
    expect(Date.parse(sent.switchedAt)).toBeGreaterThanOrEqual(Date.parse(display.switchedAt));
    expect((await tv.get('/api/displays/this')).json()).toMatchObject({ screenId: second.id, cycle: false });
    expect((await parent.agent.patch(`/api/displays/${display.id}`, { cycle: true })).json().cycle).toBe(
      true,
    );

    const empty = await parent.agent.patch(`/api/displays/${display.id}`, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Please give the screen a name.' });
    expect((await parent.agent.patch(`/api/displays/${display.id}`, {})).statusCode).toBe(400);

    const neighbour = await signUp(t.app);
    expect((await neighbour.agent.get('/api/displays')).json()).toEqual([]);
    expect((await neighbour.agent.patch(`/api/displays/${display.id}`, { name: 'Ours' })).statusCode).toBe(
      404,
    );
    expect((await neighbour.agent.delete(`/api/displays/${display.id}`)).statusCode).toBe(404);
    const theirBoard = (await neighbour.agent.post('/api/screens', { name: 'Theirs' })).json();
    expect(
      (await parent.agent.patch(`/api/displays/${display.id}`, { screenId: theirBoard.id })).statusCode,
    ).toBe(404);

    expect((await tv.get('/api/screens')).statusCode).toBe(200);
    expect((await parent.agent.delete(`/api/displays/${display.id}`)).json()).toEqual({ success: true });
    expect((await tv.get('/api/screens')).statusCode).toBe(401);
    expect((await tv.get('/api/displays/this')).statusCode).toBe(401);
    expect((await parent.agent.get('/api/displays')).json()).toEqual([]);
    expect((await parent.agent.delete(`/api/displays/${display.id}`)).statusCode).toBe(404);
  });

  it('tells the TV on its own stream when a parent sends it to another board', async () => {
    const { parent, display, token } = await pairedTv();
    const second = (await parent.agent.post('/api/screens', { name: 'Hallway' })).json();
    const stream = await openStream(await t.url(), `luno_session=${token}`);
    expect(stream.response.status).toBe(200);
    await stream.until(() => stream.received.some((e) => e.event === 'ready'));
    await parent.agent.patch(`/api/displays/${display.id}`, { screenId: second.id });
    await stream.until(() => stream.changes().length > 0);
    expect(stream.changes()).toEqual([{ resource: 'devices', ids: [display.id] }]);
    stream.close();
  });

  it('drops a display’s board when the board is deleted', async () => {
    const { tv, parent, board } = await pairedTv();
    await parent.agent.post('/api/screens', { name: 'Spare' });
    expect((await parent.agent.delete(`/api/screens/${board.id}`)).statusCode).toBeLessThan(300);
    expect((await tv.get('/api/displays/this')).json().screenId).toBeNull();
  });
});

describe('pairing codes', () => {
  it('expire after ten minutes and are used once', async () => {
    const t = await buildTestApp('sqlite');
    try {
      let clock = Date.parse('2026-11-25T10:00:00Z');
      const published: unknown[] = [];
      const changes = createChanges();
      changes.subscribe((change) => published.push(change));
      const service = createPairingService(t.database.handle.db, changes, () => clock);
      const parent = await signUp(t.app);
      const by = { userId: parent.userId, familyId: parent.familyId };
      const device = { deviceId: undefined, widthPx: undefined, heightPx: undefined, browser: 'Chrome' };

      const late = await service.start(device);
      clock += 10 * 60_000;
      await expect(service.complete(late.pairingId, by, { familyId: parent.familyId })).rejects.toThrow(
        PAIRING_GONE_MESSAGE,
      );
      await expect(service.status(late.pairingId, late.secret)).rejects.toThrow(PAIRING_GONE_MESSAGE);

      const code = await service.start(device);
      clock += 9 * 60_000 + 59_000;
      await service.complete(code.pairingId, by, { familyId: parent.familyId });
      // Confirmed in the last second: the TV still has time to collect its session.
      clock += 60_000;
      const taken = await service.status(code.pairingId, code.secret);
      expect(taken).toMatchObject({ paired: true, familyId: parent.familyId, screenId: null });
      expect(taken.token).toEqual(expect.any(String));
      expect(await service.status(code.pairingId, code.secret)).toEqual({ paired: true });
      expect(await service.status(code.pairingId, 'someone-elses-secret')).toEqual({ paired: true });
      expect(published).toEqual([
        { familyId: parent.familyId, resource: 'devices', ids: [expect.any(Number)] },
      ]);
      await expect(service.complete(code.pairingId, by, { familyId: parent.familyId })).rejects.toThrow(
        ALREADY_PAIRED_MESSAGE,
      );
    } finally {
      await t.close();
    }
  });

  it('are rate-limited per address', async () => {
    const t = await buildTestApp('sqlite', { LUNO_AUTH_RATE_LIMIT: '3' });
    try {
      const tv = new Agent(t.app, '127.0.0.9');
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await tv.post('/api/pair', {})).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
