/**
 * Never silently stale: with an https public address, Google channels and Graph subscriptions
 * are made for connected calendars, a provider's notice (with the right secret) brings the change
 * to `GET /api/events` and the live stream without waiting for the poll, a wrong secret does
 * nothing, and channels are renewed before they end and stopped when their source goes. The
 * fakes deliver to the public address as a proxy in front of Luno would: to the test app's port.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeGoogle, GOOGLE_CLIENT, startFakeGoogle } from '../../../test/fakes/google-calendar';
import {
  type FakeMicrosoft,
  MICROSOFT_CLIENT,
  startFakeMicrosoft,
} from '../../../test/fakes/microsoft-graph';
import { type Agent, buildTestApp, signUp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { openStream } from '../../../test/support/live-stream';
import { addDays, todayIn } from '../../common/calendar-days';

const PUBLIC = 'https://luno.test';
const WAIT = { timeout: 10_000, interval: 50 };

async function connect(agent: Agent, provider: 'google' | 'microsoft') {
  const start = await agent.get(`/api/auth/${provider}`);
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  await agent.get(`${back.pathname}${back.search}`);
}

describe.each(dialects)('calendars providers tell of changes, on %s', (dialect) => {
  let t: TestApp;
  let google: FakeGoogle;
  let microsoft: FakeMicrosoft;
  let base: string;
  const today = todayIn('UTC');
  const at = (days: number, time: string) => `${addDays(today, days)}T${time}Z`;

  beforeAll(async () => {
    google = await startFakeGoogle();
    microsoft = await startFakeMicrosoft();
    t = await buildTestApp(
      dialect,
      {
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        LUNO_GOOGLE_BASE_URL: google.baseUrl,
        MICROSOFT_CLIENT_ID: MICROSOFT_CLIENT.id,
        MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT.secret,
        LUNO_MICROSOFT_BASE_URL: microsoft.baseUrl,
        PUBLIC_URL: PUBLIC,
      },
      { backgroundTickMs: 100 },
    );
    base = await t.url();
    const forward = (address: string) => address.replace(PUBLIC, base);
    google.settings.deliverTo = forward;
    microsoft.settings.deliverTo = forward;
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await microsoft.close();
  });

  async function family() {
    const member = await signUp(t.app);
    await member.agent.patch('/api/family', { timeZone: 'UTC' });
    return member;
  }

  const titles = async (agent: Agent) =>
    ((await agent.get('/api/events')).json() as { title: string }[]).map((event) => event.title);

  const watchOf = (sourceId: number) =>
    t.database.handle.db
      .selectFrom('calendar_watches')
      .selectAll()
      .where('source_id', '=', sourceId)
      .executeTakeFirst();

  it('Google: a channel to the webhook; a notice with its token syncs the source at once, a wrong one does nothing', async () => {
    const calendarId = `kids-${dialect}@group.calendar.google.com`;
    google.addCalendar(calendarId, 'Kids', [
      {
        id: 'swim',
        summary: 'Swimming',
        start: { dateTime: at(1, '17:00:00') },
        end: { dateTime: at(1, '18:00:00') },
      },
    ]);
    const { agent } = await family();
    await connect(agent, 'google');
    const source = (
      await agent.post('/api/calendars', { sourceType: 'google', name: 'Kids', googleCalendarId: calendarId })
    ).json();
    await vi.waitFor(
      () => expect(google.channels.filter((c) => c.calendarId === calendarId)).toHaveLength(1),
      WAIT,
    );
    const channel = google.channels.find((c) => c.calendarId === calendarId)!;
    expect(channel.address).toBe(`${PUBLIC}/api/webhooks/google-calendar`);
    expect(channel.token).toBeTruthy();
    await vi.waitFor(async () => expect((await watchOf(source.id))?.channel_id).toBe(channel.id), WAIT);
    // Google sent the channel's first message, `sync`, as the channel was made (it may come before
    // Luno has kept the channel, which Google's documentation says to ignore); it syncs nothing.
    expect((await google.delivered()).filter((d) => d.channelId === channel.id)).toEqual([
      expect.objectContaining({ channelId: channel.id, state: 'sync' }),
    ]);
    // Renewed a day before it ends.
    const kept = (await watchOf(source.id))!;
    expect(kept.expires_at).toBe(new Date(channel.expiration).toISOString());
    expect(Date.parse(kept.expires_at!) - Date.parse(kept.renew_at)).toBe(24 * 3600_000);
    expect((await agent.get('/api/calendars')).json()[0]).toMatchObject({
      liveUpdates: true,
      needsReconnect: false,
      nextSyncAt: expect.any(String),
    });

    // A notice with a wrong token, or for a channel Luno does not keep: 404, and nothing is synced.
    const before = (
      await t.database.handle.db
        .selectFrom('calendar_sources')
        .select('next_sync_at')
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow()
    ).next_sync_at;
    for (const headers of [
      { 'x-goog-channel-id': channel.id, 'x-goog-channel-token': 'wrong', 'x-goog-resource-state': 'exists' },
      {
        'x-goog-channel-id': 'unknown',
        'x-goog-channel-token': channel.token!,
        'x-goog-resource-state': 'exists',
      },
      {},
    ] as Record<string, string>[]) {
      const answer = await fetch(`${base}/api/webhooks/google-calendar`, { method: 'POST', headers });
      expect(answer.status).toBe(404);
    }
    const after = (
      await t.database.handle.db
        .selectFrom('calendar_sources')
        .select('next_sync_at')
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow()
    ).next_sync_at;
    expect(after).toBe(before);

    // Changed in Google Calendar: the notice brings it to the events and the live stream, long before the 10-minute poll.
    const stream = await openStream(base, `luno_session=${agent.cookie('luno_session')}`);
    try {
      google.change(calendarId, [
        {
          id: 'swim',
          summary: 'Swimming (moved)',
          start: { dateTime: at(2, '17:00:00') },
          end: { dateTime: at(2, '18:00:00') },
        },
      ]);
      expect((await google.delivered()).filter((d) => d.channelId === channel.id).at(-1)).toMatchObject({
        state: 'exists',
        status: 200,
      });
      await vi.waitFor(async () => expect(await titles(agent)).toEqual(['Swimming (moved)']), WAIT);
      await stream.until(() => stream.changes().some((change) => change.resource === 'events'), 10_000);
    } finally {
      stream.close();
    }

    // Renewed before it ends: a new channel, and the old one stopped.
    await t.database.handle.db
      .updateTable('calendar_watches')
      .set({ renew_at: new Date(Date.now() - 1000).toISOString() })
      .where('source_id', '=', source.id)
      .execute();
    await vi.waitFor(
      () => expect(google.channels.filter((c) => c.calendarId === calendarId)).toHaveLength(2),
      WAIT,
    );
    await vi.waitFor(() => expect(channel.stopped).toBe(true), WAIT);
    const renewed = google.channels.filter((c) => c.calendarId === calendarId)[1]!;
    await vi.waitFor(async () => expect((await watchOf(source.id))?.channel_id).toBe(renewed.id), WAIT);

    // The source removed: its channel is stopped and forgotten.
    expect((await agent.delete(`/api/calendars/${source.id}`)).statusCode).toBe(204);
    await vi.waitFor(() => expect(renewed.stopped).toBe(true), WAIT);
    await vi.waitFor(async () => expect(await watchOf(source.id)).toBeUndefined(), WAIT);
  });

  it('Microsoft: a subscription after the validation handshake; a notice with its clientState syncs at once, a wrong one does nothing', async () => {
    const calendarId = `AQMk-kids-${dialect}`;
    microsoft.addCalendar(calendarId, 'Kids', [
      {
        id: 'piano',
        subject: 'Piano',
        start: { dateTime: `${addDays(today, 1)}T16:00:00.0000000`, timeZone: 'UTC' },
        end: { dateTime: `${addDays(today, 1)}T17:00:00.0000000`, timeZone: 'UTC' },
      },
    ]);
    const { agent } = await family();
    await connect(agent, 'microsoft');
    const source = (
      await agent.post('/api/calendars', {
        sourceType: 'microsoft',
        name: 'Kids',
        microsoftCalendarId: calendarId,
      })
    ).json();
    await vi.waitFor(
      () => expect(microsoft.subscriptions.filter((s) => s.calendarId === calendarId)).toHaveLength(1),
      WAIT,
    );
    const subscription = microsoft.subscriptions.find((s) => s.calendarId === calendarId)!;
    expect(subscription.notificationUrl).toBe(`${PUBLIC}/api/webhooks/microsoft-graph`);
    await vi.waitFor(async () => expect((await watchOf(source.id))?.channel_id).toBe(subscription.id), WAIT);

    // The handshake as Graph makes it: the token echoed as plain text.
    const handshake = await fetch(
      `${base}/api/webhooks/microsoft-graph?validationToken=${encodeURIComponent('Validation: Testing client application reachability for subscription Request-Id: 1')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      },
    );
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await handshake.text()).toBe(
      'Validation: Testing client application reachability for subscription Request-Id: 1',
    );

    // A notice with the wrong clientState, or for another subscription: 404, nothing synced.
    for (const notice of [
      { subscriptionId: subscription.id, clientState: 'wrong', changeType: 'updated' },
      { subscriptionId: 'unknown', clientState: subscription.clientState, changeType: 'updated' },
    ]) {
      const answer = await fetch(`${base}/api/webhooks/microsoft-graph`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: [notice] }),
      });
      expect(answer.status).toBe(404);
    }

    microsoft.edit('piano', { subject: 'Piano (new teacher)' });
    expect(
      (await microsoft.delivered()).filter((d) => d.subscriptionId === subscription.id).at(-1),
    ).toMatchObject({
      kind: 'notification',
      status: 202,
    });
    await vi.waitFor(async () => expect(await titles(agent)).toEqual(['Piano (new teacher)']), WAIT);

    // Renewed before it ends: the same subscription, its end moved later.
    const ended = subscription.expirationDateTime;
    await t.database.handle.db
      .updateTable('calendar_watches')
      .set({
        renew_at: new Date(Date.now() - 1000).toISOString(),
        expires_at: new Date(Date.now() + 3600_000).toISOString(),
      })
      .where('source_id', '=', source.id)
      .execute();
    await vi.waitFor(() => expect(subscription.expirationDateTime > ended).toBe(true), WAIT);
    expect(microsoft.subscriptions.filter((s) => s.calendarId === calendarId)).toHaveLength(1);
  });
});
