import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeSignedInFamily } from '../../../test/support/factories';
import { openStream } from '../../../test/support/live-stream';
import { USER_CODE_FORMAT_MESSAGE } from '../../common/schemas/displays';
import { hashToken } from '../accounts/sessions.repo';
import { DISPLAY_REFUSED_MESSAGE } from '../http/auth';
import { createChanges } from '../live/changes';
import {
  ALREADY_PAIRED_MESSAGE,
  BOARD_NOT_FOUND_MESSAGE,
  createPairingService,
  OTHER_FAMILY_MESSAGE,
  PAIRING_GONE_MESSAGE,
  USER_CODE_WRONG_MESSAGE,
} from './pairing.service';

/** XXXX-XXXX from the twenty consonants of RFC 8628 §6.1. */
const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;

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
    return {
      tv,
      ...(started.json() as {
        pairingId: string;
        url: string;
        qrPayload: string;
        userCode: string;
        verificationUri: string;
      }),
      started,
    };
  }

  /** A family, one board, and a TV paired to show it. */
  async function pairedTv(name = 'Living room') {
    const parent = await makeSignedInFamily(t);
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
    const parent = await makeSignedInFamily(t);
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
    const parent = await makeSignedInFamily(t);
    const neighbour = await makeSignedInFamily(t);
    const theirBoard = (await neighbour.agent.post('/api/screens', { name: 'Theirs' })).json();
    const { pairingId } = await tvWithCode();

    const wrongFamily = await parent.agent.post(`/api/pair/${pairingId}/complete`, {
      familyId: neighbour.familyId,
    });
    expect(wrongFamily.statusCode).toBe(403);
    expect(wrongFamily.json()).toEqual({ error: OTHER_FAMILY_MESSAGE, code: 'not_allowed' });

    const wrongBoard = await parent.agent.post(`/api/pair/${pairingId}/complete`, {
      familyId: parent.familyId,
      screenId: theirBoard.id,
    });
    expect(wrongBoard.statusCode).toBe(404);
    expect(wrongBoard.json()).toEqual({ error: BOARD_NOT_FOUND_MESSAGE, code: 'not_found' });

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
    expect(again.json()).toEqual({ error: ALREADY_PAIRED_MESSAGE, code: 'conflict' });
    expect((await parent.agent.get(`/api/pair/${pairingId}`)).statusCode).toBe(409);

    for (const id of ['A'.repeat(27), 'not a code', '..%2F..%2Fapi']) {
      const unknown = await parent.agent.post(`/api/pair/${encodeURIComponent(id)}/complete`, {
        familyId: parent.familyId,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: PAIRING_GONE_MESSAGE, code: 'not_found' });
    }
    const badBody = await parent.agent.post(`/api/pair/${(await tvWithCode()).pairingId}/complete`, {
      familyId: 'mine',
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toEqual({ error: 'familyId must be a number.', code: 'invalid_request' });
  });

  it('refuses a code that has expired, on the phone and on the TV', async () => {
    const parent = await makeSignedInFamily(t);
    const { tv, pairingId } = await tvWithCode();
    await t.database.handle.db
      .updateTable('pairings')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id_hash', '=', hashToken(pairingId))
      .execute();
    const late = await parent.agent.post(`/api/pair/${pairingId}/complete`, { familyId: parent.familyId });
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({ error: PAIRING_GONE_MESSAGE, code: 'not_found' });
    const polled = await tv.get(`/api/pair/${pairingId}/status`);
    expect(polled.statusCode).toBe(404);
  });

  it('pairs a TV by the code typed from it, in any case, with or without its dash or spaces', async () => {
    const parent = await makeSignedInFamily(t);
    const board = (await parent.agent.post('/api/screens', { name: 'Kitchen' })).json();
    const { tv, pairingId, userCode, verificationUri } = await tvWithCode();
    expect(userCode).toMatch(USER_CODE);
    expect(verificationUri).toMatch(/^http:\/\/[^/]+\/app\/pair$/);
    const letters = userCode.replace('-', '');

    for (const typed of [userCode, letters.toLowerCase(), ` ${letters.slice(0, 4)} ${letters.slice(4)} `]) {
      const found = await parent.agent.post('/api/pair/code', { userCode: typed });
      expect(found.statusCode).toBe(200);
      expect(found.headers['cache-control']).toBe('no-store');
      // The device, as the QR code's page shows it; never the id that would let the TV be polled.
      expect(found.json()).toEqual({
        widthPx: 1920,
        heightPx: 1080,
        browser: 'Chrome on Android TV',
        expiresAt: expect.any(String),
      });
    }

    const done = await parent.agent.post('/api/pair/code/complete', {
      userCode: `${letters.slice(0, 4).toLowerCase()}-${letters.slice(4)}`,
      familyId: parent.familyId,
      screenId: board.id,
      name: 'Den',
    });
    expect(done.json()).toEqual({ success: true });
    const status = (await tv.get(`/api/pair/${pairingId}/status`)).json();
    expect(status).toMatchObject({ paired: true, familyId: parent.familyId, screenId: board.id });
    expect((await tv.get('/api/displays/this')).json()).toMatchObject({ name: 'Den', screenId: board.id });

    // Used: the code now says so, and cannot pair again.
    const used = await parent.agent.post('/api/pair/code', { userCode });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ error: ALREADY_PAIRED_MESSAGE, code: 'conflict' });
    const again = await parent.agent.post('/api/pair/code/complete', { userCode, familyId: parent.familyId });
    expect(again.statusCode).toBe(409);
    expect((await parent.agent.get('/api/displays')).json()).toHaveLength(1);
  });

  it('says clearly when a typed code is malformed, wrong or expired, and asks who is typing it', async () => {
    const parent = await makeSignedInFamily(t);
    const { userCode } = await tvWithCode();

    for (const typed of [
      '',
      'BCDF-GHJ',
      'BCDF-GHJKL',
      'ABCD-EFGH',
      'BCDF-GHJ1',
      'BCDF_GHJK',
      12345678,
      null,
    ]) {
      const malformed = await parent.agent.post('/api/pair/code', { userCode: typed });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: USER_CODE_FORMAT_MESSAGE, code: 'invalid_request' });
    }
    const missing = await parent.agent.post('/api/pair/code/complete', { familyId: parent.familyId });
    expect(missing.json()).toEqual({ error: USER_CODE_FORMAT_MESSAGE, code: 'invalid_request' });

    // A well-formed code that no screen shows: the first letter moved on by one in the alphabet.
    const alphabet = 'BCDFGHJKLMNPQRSTVWXZ';
    const wrong = `${alphabet[(alphabet.indexOf(userCode[0] as string) + 1) % 20]}${userCode.slice(1)}`;
    for (const response of [
      await parent.agent.post('/api/pair/code', { userCode: wrong }),
      await parent.agent.post('/api/pair/code/complete', { userCode: wrong, familyId: parent.familyId }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: USER_CODE_WRONG_MESSAGE, code: 'not_found' });
    }

    expect((await new Agent(t.app).post('/api/pair/code', { userCode })).statusCode).toBe(401);
    const { tv } = await pairedTv();
    const fromTv = await tv.post('/api/pair/code', { userCode });
    expect(fromTv.statusCode).toBe(403);
    expect(fromTv.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE, code: 'display_refused' });

    await t.database.handle.db
      .updateTable('pairings')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('user_code_hash', '=', hashToken(userCode.replace('-', '')))
      .execute();
    for (const response of [
      await parent.agent.post('/api/pair/code', { userCode }),
      await parent.agent.post('/api/pair/code/complete', { userCode, familyId: parent.familyId }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: USER_CODE_WRONG_MESSAGE, code: 'not_found' });
    }
  });

  it('does not let another family take a TV by its typed code', async () => {
    const parent = await makeSignedInFamily(t);
    const neighbour = await makeSignedInFamily(t);
    const { tv, pairingId, userCode } = await tvWithCode();

    // Confirming into a family one does not belong to is refused, whatever code is typed.
    const intoOther = await neighbour.agent.post('/api/pair/code/complete', {
      userCode,
      familyId: parent.familyId,
    });
    expect(intoOther.statusCode).toBe(403);
    expect(intoOther.json()).toEqual({ error: OTHER_FAMILY_MESSAGE, code: 'not_allowed' });

    expect(
      (await parent.agent.post('/api/pair/code/complete', { userCode, familyId: parent.familyId }))
        .statusCode,
    ).toBe(200);
    // Once confirmed, the code is spent: the neighbour can neither see the device nor take it.
    expect((await neighbour.agent.post('/api/pair/code', { userCode })).statusCode).toBe(409);
    const taken = await neighbour.agent.post('/api/pair/code/complete', {
      userCode,
      familyId: neighbour.familyId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: ALREADY_PAIRED_MESSAGE, code: 'conflict' });

    expect((await tv.get(`/api/pair/${pairingId}/status`)).json()).toMatchObject({
      familyId: parent.familyId,
    });
    expect((await neighbour.agent.get('/api/displays')).json()).toEqual([]);
    expect((await parent.agent.get('/api/displays')).json()).toHaveLength(1);
  });

  it('limits guessing typed codes per address, looking up and confirming alike', async () => {
    const limited = await buildTestApp(dialect, { LUNO_AUTH_RATE_LIMIT: '3' });
    try {
      const parent = await makeSignedInFamily(limited);
      const tv = new Agent(limited.app, '127.0.0.7');
      const { userCode } = (await tv.post('/api/pair', {})).json();
      const guesser = parent.agent;
      const answers = [
        (await guesser.post('/api/pair/code', { userCode: 'BCDF-GHJK' })).statusCode,
        (await guesser.post('/api/pair/code', { userCode: 'BCDF-GHJL' })).statusCode,
        (await guesser.post('/api/pair/code/complete', { userCode: 'BCDF-GHJM', familyId: parent.familyId }))
          .statusCode,
        // Out of guesses: even the right code waits.
        (await guesser.post('/api/pair/code', { userCode })).statusCode,
        (await guesser.post('/api/pair/code/complete', { userCode, familyId: parent.familyId })).statusCode,
      ];
      expect(answers.slice(0, 3).every((code) => code === 404 || code === 200)).toBe(true);
      expect(answers.slice(3)).toEqual([429, 429]);
      // Another address still has its own budget.
      const other = new Agent(limited.app, '127.0.0.8');
      other.bearer = parent.token;
      expect((await other.post('/api/pair/code', { userCode })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
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
      expect(response.json()).toEqual({ error: DISPLAY_REFUSED_MESSAGE, code: 'display_refused' });
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
    expect(empty.json()).toEqual({ error: 'Please give the screen a name.', code: 'invalid_request' });
    expect((await parent.agent.patch(`/api/displays/${display.id}`, {})).statusCode).toBe(400);

    const neighbour = await makeSignedInFamily(t);
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
      const parent = await makeSignedInFamily(t);
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

  it('are typed as eight letters from twenty consonants, each drawn alike, and expire with the QR code', async () => {
    const t = await buildTestApp('sqlite');
    try {
      let clock = Date.parse('2026-11-25T10:00:00Z');
      const service = createPairingService(t.database.handle.db, createChanges(), () => clock);
      const device = { deviceId: undefined, widthPx: undefined, heightPx: undefined, browser: 'Chrome' };
      const codes = [];
      for (let i = 0; i < 300; i++) codes.push((await service.start(device)).userCode);
      for (const code of codes) expect(code).toMatch(USER_CODE);
      expect(new Set(codes).size).toBe(codes.length);
      const letters = codes.join('').replace(/-/g, '');
      // 2,400 letters: each of the twenty turns up, none far more often than the others.
      const counts = [...'BCDFGHJKLMNPQRSTVWXZ'].map((letter) => letters.split(letter).length - 1);
      expect(Math.min(...counts)).toBeGreaterThan(60);
      expect(Math.max(...counts)).toBeLessThan(200);

      const code = (await service.start(device)).userCode.replace('-', '');
      clock += 10 * 60_000 - 1_000;
      expect(await service.pendingByCode(code)).toMatchObject({ browser: 'Chrome' });
      clock += 1_000;
      await expect(service.pendingByCode(code)).rejects.toThrow(USER_CODE_WRONG_MESSAGE);
      // An expired code gives its letters back for the codes made after it.
      await service.start(device);
      const released = await t.database.handle.db
        .selectFrom('pairings')
        .select('user_code_hash')
        .where('user_code_hash', '=', hashToken(code))
        .execute();
      expect(released).toEqual([]);
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
