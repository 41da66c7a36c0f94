import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeSignedInFamily } from '../../../test/support/factories';
import { openStream } from '../../../test/support/live-stream';
import { PUSH_QUEUE } from '../push/push-sender';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('metrics while LUNO_METRICS_TOKEN is unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers /metrics as an unknown address, whatever the request carries', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('luno_');
    }
  });
});

describe.each(dialects)('metrics on %s', (dialect) => {
  let t: TestApp;
  let family: Awaited<ReturnType<typeof makeSignedInFamily>>;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { LUNO_METRICS_TOKEN: TOKEN });
    family = await makeSignedInFamily(t);
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token, with another token or another scheme, as an unknown address', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all-0000000', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(404);
      expect(response.body).not.toContain('luno_');
    }
  });

  it('answers Prometheus text with what the server is doing to a scrape with the token', async () => {
    await family.agent.get('/api/screens');
    await family.agent.get('/api/screens/987654');
    // A source whose last sync failed.
    await t.database.handle.db
      .insertInto('calendar_sources')
      .values({
        family_id: family.familyId,
        name: 'School',
        source_type: 'ical',
        url: 'http://127.0.0.1:9/school.ics',
        color: '#2563eb',
        failure_count: 2,
        last_error: 'refused',
        next_sync_at: '2999-01-01T00:00:00.000Z',
        created_at: new Date().toISOString(),
      } as never)
      .execute();
    // A notification's delivery waiting a day to start.
    await t.app.jobs.send(PUSH_QUEUE, [
      { key: 'metrics-test', data: {}, startAfter: new Date(Date.now() + 86_400_000) },
    ]);
    // A member's app and a display, each with its live stream open.
    const url = await t.url();
    const display = await makeDisplay(t, family);
    const streams = [
      await openStream(url, `luno_session=${family.token}`),
      await openStream(url, `luno_session=${display.token}`),
    ];
    for (const stream of streams) await stream.until(() => stream.received.some((e) => e.event === 'ready'));
    try {
      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      // Requests by the route they matched, never the address asked for.
      expect(text).toMatch(
        /luno_http_request_duration_seconds_count\{route="\/api\/screens",method="GET",status="200"\} [1-9]/,
      );
      expect(text).toMatch(
        /luno_http_request_duration_seconds_count\{route="\/api\/screens\/:id",method="GET",status="404"\}/,
      );
      expect(text).not.toContain('987654');
      expect(text).toContain('luno_live_streams_open{kind="user"} 1');
      expect(text).toContain('luno_live_streams_open{kind="device"} 1');
      expect(text).toMatch(/^luno_displays_online 1$/m);
      expect(text).toMatch(/^luno_calendar_syncs_failing 1$/m);
      expect(text).toMatch(/^luno_album_reads_failing 0$/m);
      expect(text).toMatch(/^luno_job_queue_depth\{queue="push-message"\} 1$/m);
      expect(text).toMatch(/^luno_push_messages_waiting 0$/m);
      for (const name of [
        'luno_job_queue_depth',
        'luno_job_failures_total',
        'luno_push_deliveries_total',
        'luno_database_errors_total',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_seconds',
      ])
        expect(text).toContain(`# TYPE ${name} `);
      if (dialect === 'postgres') expect(text).toMatch(/luno_database_pool_connections\{state="idle"\} \d+/);
      // Nothing a family keeps.
      expect(text).not.toContain(family.email);
      expect(text).not.toContain('School');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('counts the failures of a kind of background work', async () => {
    await t.app.jobs.work({
      name: 'metrics-failing',
      concurrency: 1,
      retryLimit: 0,
      handler: async () => {
        throw new Error('a failing job');
      },
    });
    await t.app.jobs.send('metrics-failing', [{ key: 'one', data: {} }]);
    let text = '';
    for (let tries = 0; tries < 150; tries += 1) {
      text = (await scrape(`Bearer ${TOKEN}`)).body;
      if (text.includes('luno_job_failures_total{queue="metrics-failing"}')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toMatch(/^luno_job_failures_total\{queue="metrics-failing"\} 1$/m);
  });

  it('counts a stream no longer open once it closed', async () => {
    const stream = await openStream(await t.url(), `luno_session=${family.token}`);
    await stream.until(() => stream.received.some((e) => e.event === 'ready'));
    stream.close();
    let text = '';
    for (let tries = 0; tries < 50; tries += 1) {
      text = (await scrape(`Bearer ${TOKEN}`)).body;
      if (text.includes('luno_live_streams_open{kind="user"} 0')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(text).toContain('luno_live_streams_open{kind="user"} 0');
  });
});
