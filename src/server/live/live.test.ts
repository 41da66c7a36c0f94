import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeMember, makeSession, makeSignedInFamily } from '../../../test/support/factories';
import { openStream } from '../../../test/support/live-stream';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

describe.each(dialects)('live updates on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    url = await t.url();
  });
  afterAll(() => t.close());

  it('streams a family’s changes to its own clients only, as they commit', async () => {
    const parent = await makeSignedInFamily(t);
    const neighbour = await makeSignedInFamily(t);
    const stream = await openStream(url, `luno_session=${parent.agent.cookie('luno_session')}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.until(() => stream.received.some((e) => e.event === 'ready'));

    await neighbour.agent.post('/api/shopping-lists', { name: 'Theirs' });
    const list = (await parent.agent.post('/api/shopping-lists', { name: 'Groceries' })).json();
    await stream.until(() => stream.changes().length > 0);
    expect(stream.changes()).toEqual([{ resource: 'shopping-lists', ids: [list.id] }]);

    await parent.agent.post(`/api/shopping-lists/${list.id}/items`, { item: 'Milk' });
    await stream.until(() => stream.changes().some((c) => c.resource === 'shopping-items'));
    expect(stream.changes().at(-1)).toEqual({ resource: 'shopping-items', ids: [list.id] });
    stream.close();
  });

  it('ends the stream of a session that is unpaired, removed from the family or signed out, and only that one', async () => {
    const parent = await makeSignedInFamily(t);
    const tv = await makeDisplay(t, parent);
    const member = await makeMember(t, parent.familyId);
    const memberSession = await makeSession(t, member);
    const open = async (token: string) => {
      const stream = await openStream(url, `luno_session=${token}`);
      await stream.until(() => stream.received.some((e) => e.event === 'ready'));
      return stream;
    };
    const [parentStream, tvStream, memberStream] = await Promise.all(
      [parent.token, tv.token, memberSession.token].map(open),
    );

    // Unpaired from the phone: the TV's stream is told and closed; the others carry on.
    expect((await parent.agent.delete(`/api/displays/${tv.displayId}`)).statusCode).toBe(200);
    await tvStream.until(() => tvStream.ended());
    expect(tvStream.received.at(-1)?.event).toBe('ended');
    expect(parentStream.ended() || memberStream.ended()).toBe(false);

    // Removed from the family: the member now has a family of their own, and hears nothing more of this one.
    expect((await parent.agent.delete(`/api/family/members/${member.userId}`)).statusCode).toBe(200);
    await memberStream.until(() => memberStream.ended());
    const list = (await parent.agent.post('/api/shopping-lists', { name: 'After' })).json();
    await parentStream.until(() => parentStream.changes().some((c) => c.resource === 'shopping-lists'));
    expect(parentStream.changes().at(-1)).toEqual({ resource: 'shopping-lists', ids: [list.id] });
    expect(memberStream.changes().some((c) => c.resource === 'shopping-lists')).toBe(false);
    expect(parentStream.ended()).toBe(false);

    // Signed out: the parent's own stream ends, and a new one is refused.
    expect((await parent.agent.get('/api/auth/logout')).statusCode).toBe(200);
    await parentStream.until(() => parentStream.ended());
    expect(
      (await fetch(`${url}/api/live`, { headers: { cookie: `luno_session=${parent.token}` } })).status,
    ).toBe(401);
    for (const stream of [parentStream, tvStream, memberStream]) stream.close();
  });

  it('refuses a stream without a session', async () => {
    const response = await fetch(`${url}/api/live`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'You must be logged in.', code: 'not_signed_in' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('live updates across instances on PostgreSQL', () => {
  it('carries a write on one instance to a stream open on another, and ends the streams of an instance back from losing the bus', async () => {
    const first = await buildTestApp('postgres');
    const database = await openDatabase({
      databaseUrl: first.database.handle.url,
      dataDir: first.database.dataDir,
    });
    const second = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: first.database.dataDir,
        LUNO_AUTH_RATE_LIMIT: '1000',
      }),
      database,
      logger: false,
    });
    try {
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const family = await makeSignedInFamily(first);
      const stream = await openStream(secondUrl, `luno_session=${family.agent.cookie('luno_session')}`);
      await stream.until(() => stream.received.some((e) => e.event === 'ready'));
      const bank = (await family.agent.post('/api/piggy-banks', { name: 'Sam', balance: 1 })).json();
      await stream.until(() => stream.changes().length > 0);
      expect(stream.changes()).toEqual([{ resource: 'piggy-banks', ids: [bank.id] }]);

      // The instances lose PostgreSQL's LISTEN for a moment (a restart of the database, a network
      // cut): changes made meanwhile were never heard, so once back each instance ends its streams,
      // and their clients come back and refetch what they show.
      await first.database.handle.db.executeQuery(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and (query like 'LISTEN %' or query like 'SELECT pg_notify%')`.compile(
          first.database.handle.db,
        ),
      );
      await stream.until(() => stream.ended(), 10_000);
      const again = await openStream(secondUrl, `luno_session=${family.agent.cookie('luno_session')}`);
      await again.until(() => again.received.some((e) => e.event === 'ready'));
      await family.agent.post('/api/piggy-banks', { name: 'Kim', balance: 1 });
      await again.until(() => again.changes().length > 0);
      expect(again.changes()[0].resource).toBe('piggy-banks');
      stream.close();
      again.close();
    } finally {
      await second.close();
      await database.close();
      await first.close();
    }
  });
});

describe.each([
  ['NATS', { LUNO_LIVE_BUS: 'nats', LUNO_LIVE_BUS_URL: 'nats://127.0.0.1:4222' }],
  ['Redis', { LUNO_LIVE_BUS: 'redis', LUNO_LIVE_BUS_URL: 'redis://127.0.0.1:6379' }],
])('live updates across three instances on %s', (_bus, env) => {
  it('carries a write on one instance to streams open on the two others, once each', async () => {
    const first = await buildTestApp('sqlite', env);
    // Two more instances of the same deployment: the same database, the same bus.
    const others = await Promise.all(
      [1, 2].map(async () => {
        const database = await openDatabase({ dataDir: first.database.dataDir });
        const app = await buildApp({
          config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: first.database.dataDir, ...env }),
          database,
          logger: false,
        });
        return { app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
      }),
    );
    try {
      const family = await makeSignedInFamily(first);
      const cookie = `luno_session=${family.agent.cookie('luno_session')}`;
      const streams = await Promise.all(others.map(({ url }) => openStream(url, cookie)));
      for (const stream of streams)
        await stream.until(() => stream.received.some((e) => e.event === 'ready'));
      const bank = (await family.agent.post('/api/piggy-banks', { name: 'Sam', balance: 1 })).json();
      for (const stream of streams) {
        await stream.until(() => stream.changes().length > 0);
        expect(stream.changes()).toEqual([{ resource: 'piggy-banks', ids: [bank.id] }]);
      }
      // And back: a write on the third reaches a stream on the second.
      const list = (
        await family.agent.overHttp(others[1]!.url).post('/api/shopping-lists', { name: 'Food' })
      ).json();
      await streams[0]!.until(() => streams[0]!.changes().length > 1);
      expect(streams[0]!.changes()[1]).toEqual({ resource: 'shopping-lists', ids: [list.id] });
      for (const stream of streams) stream.close();
    } finally {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await first.close();
    }
  });
});

describe('a deploy reaching the displays', () => {
  it('names the viewer build in `ready`, and has the service worker checked on every visit', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Luno</title>');
    fs.writeFileSync(
      path.join(webDir, 'view.html'),
      '<!doctype html><script type="module" crossorigin src="/assets/view-Bq3xT9.js"></script>',
    );
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const t = await buildTestApp('sqlite', { LUNO_WEB_DIR: webDir });
    try {
      const family = await makeSignedInFamily(t);
      const stream = await openStream(await t.url(), `luno_session=${family.agent.cookie('luno_session')}`);
      await stream.until(() => stream.received.some((e) => e.event === 'ready'));
      expect(JSON.parse(stream.received.find((e) => e.event === 'ready')!.data)).toEqual({
        viewerBuild: '/assets/view-Bq3xT9.js',
      });
      stream.close();
      const worker = await family.agent.get('/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
    } finally {
      await t.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
