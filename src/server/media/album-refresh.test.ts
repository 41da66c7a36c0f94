import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGooglePhotos, startFakeGooglePhotos } from '../../../test/fakes/google-photos';
import { type Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeBoard, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Change } from '../live/changes';
import { ALBUM_NOT_LINKED } from './media.routes';

const photos = (count: number, prefix = 'AF1QipPhoto') =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}`, width: 4000, height: 3000 }));

/** The background tick of these tests' apps: the fake clock decides what is due, this how soon it is seen. */
const TICK_MS = 20;
const INTERVAL_MS = 60 * 60_000;

let google: FakeGooglePhotos;
beforeAll(async () => {
  google = await startFakeGooglePhotos();
});
afterAll(() => google?.close());

/** How many times the album's service was asked for this album's page: one per reading. */
const readings = (code: string) =>
  google.requests.filter((request) => request === `GET /share/AF1QipAlbum${code}`).length;

const ask = (agent: Agent, url: string) => agent.get(`/api/albums/photos?url=${encodeURIComponent(url)}`);
const ids = (response: { json(): unknown }) => (response.json() as { id: string }[]).map((image) => image.id);

/** A few scheduler ticks of real time, for work that should not happen to have had its chance. */
const ticks = (count = 10) => new Promise((resolve) => setTimeout(resolve, TICK_MS * count));

function albumBackground(url: string) {
  return {
    background: {
      type: 'image' as const,
      url: null,
      color: '#ffffff',
      opacity: 1,
      album: { url, images: [], intervalSeconds: 30, order: 'shuffle' as const },
      credit: null,
    },
  };
}

describe.each(dialects)('albums on boards, read again by the server on a schedule, on %s', (dialect) => {
  let t: TestApp;
  let clock = new Date('2026-05-01T10:00:00Z');
  const changes: Change[] = [];

  beforeAll(async () => {
    t = await buildTestApp(
      dialect,
      { LUNO_GOOGLE_PHOTOS_BASE_URL: google.baseUrl, LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' },
      { now: () => clock, backgroundTickMs: TICK_MS },
    );
    t.app.changes.subscribe((change) => changes.push(change));
  });
  afterAll(() => t?.close());

  const passes = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  async function boardWithAlbum(code: string, album: ReturnType<typeof photos>) {
    const family = await makeSignedInFamily(t);
    const { page } = google.addAlbum(`${code}${dialect}`, album);
    const board = await makeBoard(t, family.familyId, albumBackground(page));
    const { agent: tv } = await makeSession(
      t,
      { userId: family.userId, familyId: family.familyId },
      'device',
    );
    return { ...family, tv, page, board, code: `${code}${dialect}` };
  }

  it('reads an album once when a display first asks, then answers every display from the stored photos', async () => {
    const { agent, tv, page, code } = await boardWithAlbum('First', photos(3));
    expect(readings(code)).toBe(0);
    const first = await ask(tv, page);
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual(photos(3).map((photo) => photo.id));
    expect(readings(code)).toBe(1);

    for (const asker of [tv, agent, tv]) expect(ids(await ask(asker, page))).toHaveLength(3);
    passes(INTERVAL_MS - 60_000);
    await ticks();
    expect(ids(await ask(tv, page))).toHaveLength(3);
    expect(readings(code)).toBe(1);
  });

  it('shows photos added to the album after the scheduled reading, and tells the family’s displays', async () => {
    const album = photos(3);
    const { tv, page, code, familyId } = await boardWithAlbum('Added', album);
    await ask(tv, page);
    album.push({ id: 'AF1QipAdded', width: 800, height: 600 });
    changes.length = 0;

    // Asking again before the interval reads nothing: the display gets the stored photos.
    expect(ids(await ask(tv, page))).not.toContain('AF1QipAdded');
    passes(INTERVAL_MS + 60_000);
    await expect
      .poll(async () => ids(await ask(tv, page)), { interval: 50, timeout: 5_000 })
      .toContain('AF1QipAdded');
    expect(readings(code)).toBe(2);
    const announced = changes.filter(
      (change) => change.resource === 'albums' && change.familyId === familyId,
    );
    expect(announced).toHaveLength(1);

    // A reading that finds the same photos announces nothing.
    passes(INTERVAL_MS + 60_000);
    await expect.poll(() => readings(code), { interval: 50, timeout: 5_000 }).toBe(3);
    await ticks();
    expect(
      changes.filter((change) => change.resource === 'albums' && change.familyId === familyId),
    ).toHaveLength(1);
  });

  it('keeps the last good photos when the album’s service fails, and tries again later and later', async () => {
    const album = photos(2);
    const { tv, page, code } = await boardWithAlbum('Failing', album);
    await ask(tv, page);
    album.push({ id: 'AF1QipAfterFailure', width: 800, height: 600 });
    google.settings.failWith = 503;
    try {
      passes(INTERVAL_MS + 60_000);
      await expect
        .poll(async () => (await row(code))?.failure_count, { interval: 50, timeout: 5_000 })
        .toBe(1);
      expect(ids(await ask(tv, page))).toEqual(photos(2).map((photo) => photo.id));
      // Backing off: not tried again after one more interval, as a healthy album would be.
      const failedAt = readings(code);
      passes(INTERVAL_MS + 60_000);
      await ticks();
      expect(readings(code)).toBe(failedAt);
    } finally {
      google.settings.failWith = 0;
    }
    passes(INTERVAL_MS * 2);
    await expect
      .poll(async () => ids(await ask(tv, page)), { interval: 50, timeout: 5_000 })
      .toContain('AF1QipAfterFailure');
    expect((await row(code))?.failure_count).toBe(0);
  });

  it('drops an album no board shows any more, and reads it no more', async () => {
    const { agent, tv, page, code, board } = await boardWithAlbum('Dropped', photos(2));
    await ask(tv, page);
    expect(await row(code)).toBeDefined();

    const screen = (await agent.get(`/api/screens/${board.id}`)).json();
    const saved = await agent.put(`/api/screens/${board.id}`, {
      ...screen,
      background: { ...screen.background, album: null },
    });
    expect(saved.statusCode).toBe(200);
    passes(INTERVAL_MS + 60_000);
    await expect.poll(() => row(code), { interval: 50, timeout: 5_000 }).toBeUndefined();
    expect(readings(code)).toBe(1);
    const gone = await ask(tv, page);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: ALBUM_NOT_LINKED, code: 'not_found' });
  });

  it('reads only albums on the family’s own boards', async () => {
    const { agent } = await makeSignedInFamily(t);
    const { page } = google.addAlbum(`Elsewhere${dialect}`, photos(2));
    const before = google.requests.length;
    const response = await ask(agent, page);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: ALBUM_NOT_LINKED, code: 'not_found' });
    expect(google.requests.length).toBe(before);
  });

  function row(code: string) {
    return t.database.handle.db
      .selectFrom('album_reads')
      .select(['id', 'failure_count', 'next_read_at'])
      .where('url', 'like', `%AF1QipAlbum${code}?%`)
      .executeTakeFirst();
  }
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('read an album once per interval between them, and both answer the new photos', async () => {
    let clock = new Date('2026-06-01T08:00:00Z');
    const now = () => clock;
    const first = await buildTestApp(
      'postgres',
      { LUNO_GOOGLE_PHOTOS_BASE_URL: google.baseUrl, LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1' },
      { now, backgroundTickMs: TICK_MS },
    );
    const database = await openDatabase({
      databaseUrl: first.database.handle.url,
      dataDir: first.database.dataDir,
    });
    const second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: first.database.dataDir,
        LUNO_AUTH_RATE_LIMIT: '1000',
        LUNO_GOOGLE_PHOTOS_BASE_URL: google.baseUrl,
        LUNO_FETCH_ALLOW_PRIVATE: '127.0.0.1',
      }),
      database,
      logger: false,
      now,
      backgroundTickMs: TICK_MS,
    });
    try {
      const family = await makeSignedInFamily(first);
      const album = photos(2, 'AF1QipShared');
      const { page } = google.addAlbum('SharedInstances', album);
      await makeBoard(first, family.familyId, albumBackground(page));
      const { token } = await makeSession(first, family, 'device');
      const askBoth = () =>
        Promise.all(
          [first.app, second].map(async (app) => {
            const response = await app.inject({
              method: 'GET',
              url: `/api/albums/photos?url=${encodeURIComponent(page)}`,
              headers: { authorization: `Bearer ${token}` },
            });
            expect(response.statusCode).toBe(200);
            return (response.json() as { id: string }[]).map((image) => image.id);
          }),
        );

      // Displays on both instances ask at once for an album never read: it is read once.
      await askBoth();
      await ticks(15);
      expect(readings('SharedInstances')).toBe(1);
      const afterFirst = 1;

      for (let interval = 1; interval <= 3; interval++) {
        album.push({ id: `AF1QipNew${interval}`, width: 800, height: 600 });
        clock = new Date(clock.getTime() + INTERVAL_MS + 60_000);
        await expect
          .poll(async () => (await askBoth()).every((seen) => seen.includes(`AF1QipNew${interval}`)), {
            interval: 50,
            timeout: 5_000,
          })
          .toBe(true);
        // Both schedulers looked many times while the album was due; one of them read it.
        await ticks(15);
        expect(readings('SharedInstances')).toBe(afterFirst + interval);
      }
    } finally {
      await second.close();
      await database.close();
      await first.close();
    }
  });
});
