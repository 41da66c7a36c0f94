import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOAuthCore, readForm } from './oauth-core';

interface GoogleTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

/**
 * An event as Calendar API v3 keeps it: a single event, a recurring series (`recurrence`), or an
 * exception to one (`recurringEventId` and `originalStartTime`: an instance moved, renamed or,
 * with `status: 'cancelled'`, deleted).
 */
export interface FakeGoogleEvent {
  id: string;
  summary?: string;
  description?: string;
  status?: 'confirmed' | 'cancelled';
  start: GoogleTime;
  end: GoogleTime;
  /** `RRULE:FREQ=WEEKLY;COUNT=5` and the like; the fake knows DAILY and WEEKLY, INTERVAL, COUNT and UNTIL. */
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: GoogleTime;
  /** Given by the fake; changes with every change to the event. */
  etag?: string;
  updated?: string;
}

interface FakeCalendar {
  summary: string;
  primary?: boolean;
  events: FakeGoogleEvent[];
  /** Bumped by every change; a sync token names the version it was given at. */
  version: number;
}

/** A push notification channel (events.watch) and what it was sent. */
export interface FakeChannel {
  id: string;
  resourceId: string;
  calendarId: string;
  address: string;
  token: string | undefined;
  expiration: number;
  stopped: boolean;
  messageNumber: number;
}

/** A notification the fake delivered, and how the receiver answered. */
export interface FakeDelivery {
  channelId: string;
  state: 'sync' | 'exists';
  status: number;
}

export const GOOGLE_CLIENT = { id: 'luno-test.apps.googleusercontent.com', secret: 'google-test-secret' };
export const GOOGLE_WRITE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const WRITE_SCOPES = [GOOGLE_WRITE_SCOPE, 'https://www.googleapis.com/auth/calendar'];
const DAY_MS = 86_400_000;

const newEtag = () => `"${BigInt(Date.now()) * 1000n + BigInt(randomBytes(2).readUInt16BE() % 1000)}"`;

/** `20261124T150000Z` or `20261124`, as instance ids and UNTIL write an instant or a day. */
function basic(time: GoogleTime): string {
  if (time.date) return time.date.replaceAll('-', '');
  return `${new Date(time.dateTime!).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function instantOf(time: GoogleTime): number {
  return Date.parse(time.dateTime ?? `${time.date}T00:00:00Z`);
}

function shift(time: GoogleTime, ms: number): GoogleTime {
  if (time.date)
    return { date: new Date(Date.parse(`${time.date}T00:00:00Z`) + ms).toISOString().slice(0, 10) };
  return { dateTime: new Date(Date.parse(time.dateTime!) + ms).toISOString(), timeZone: time.timeZone };
}

function parseRule(recurrence: string[] | undefined) {
  const line = recurrence?.find((text) => text.startsWith('RRULE:'));
  if (!line) return null;
  const parts = Object.fromEntries(
    line
      .slice('RRULE:'.length)
      .split(';')
      .map((part) => part.split('=') as [string, string]),
  );
  const step = (parts.FREQ === 'DAILY' ? 1 : 7) * DAY_MS * Number(parts.INTERVAL ?? 1);
  let until: number | null = null;
  if (parts.UNTIL) {
    const u = parts.UNTIL as string;
    until = Date.parse(
      u.length === 8
        ? `${u.slice(0, 4)}-${u.slice(4, 6)}-${u.slice(6, 8)}T23:59:59Z`
        : `${u.slice(0, 4)}-${u.slice(4, 6)}-${u.slice(6, 8)}T${u.slice(9, 11)}:${u.slice(11, 13)}:${u.slice(13, 15)}Z`,
    );
  }
  return { step, count: parts.COUNT ? Number(parts.COUNT) : null, until };
}

/**
 * Google's OAuth endpoints and the parts of Calendar API v3 Luno calls, on 127.0.0.1, served under
 * one origin as `LUNO_GOOGLE_BASE_URL` puts them: `/o/oauth2/v2/auth`, `/token`, `/revoke`,
 * `/calendar/v3/…`. Events pages hold `pageSize` items, so paging is exercised.
 *
 * Writes follow the documented events API: insert, get, patch, update (PUT) and delete, each
 * instance of a series addressable by its `{eventId}_{start}` id and `…/instances`; every event
 * has an `etag`, and a write whose `If-Match` names another answers 412 Precondition Failed and
 * changes nothing. Writes need the `calendar.events` (or `calendar`) scope: a token without it is
 * answered 403 "insufficient authentication scopes". `events.watch` opens a channel that is sent a
 * `sync` message at once and an `exists` message after each change to the calendar, with the
 * X-Goog-Channel-*, X-Goog-Resource-* and X-Goog-Message-Number headers; `channels.stop` ends it.
 */
export async function startFakeGoogle({ account = 'parent@gmail.example', port = 0 } = {}) {
  const oauth = createOAuthCore({ clientId: GOOGLE_CLIENT.id, clientSecret: GOOGLE_CLIENT.secret, account });
  const calendars = new Map<string, FakeCalendar>();
  const apiRequests: URL[] = [];
  /** Every write request: its method, path and If-Match header. */
  const writes: { method: string; path: string; ifMatch: string | undefined; body: unknown }[] = [];
  const channels: FakeChannel[] = [];
  const deliveries: FakeDelivery[] = [];
  const settings = {
    pageSize: 3,
    failWith: 0,
    /** A channel's life when the watch asks for none (Google's default is a week). */
    channelTtlSeconds: 7 * 24 * 3600,
    /**
     * Where a notification for an address is sent, as the address's own host would forward it
     * (a proxy in front of Luno); by default the address itself.
     */
    deliverTo: (address: string) => address,
  };
  let pending: Promise<unknown>[] = [];

  function overlaps(event: FakeGoogleEvent, from: string | null, to: string | null) {
    const start = instantOf(event.start);
    const end = instantOf(event.end);
    return (!to || start < Date.parse(to)) && (!from || end > Date.parse(from));
  }

  function page<T>(items: T[], url: URL) {
    const offset = Number(url.searchParams.get('pageToken') ?? 0);
    const size = Math.min(settings.pageSize, Number(url.searchParams.get('maxResults') ?? 250));
    const next = offset + size < items.length ? String(offset + size) : undefined;
    return { items: items.slice(offset, offset + size), next };
  }

  /** The instances of a series, exceptions in their place, up to a year and a half ahead. */
  function instancesOf(
    calendar: FakeCalendar,
    master: FakeGoogleEvent,
    showDeleted: boolean,
  ): FakeGoogleEvent[] {
    const rule = parseRule(master.recurrence);
    if (!rule) return [];
    const exceptions = new Map(
      calendar.events
        .filter((event) => event.recurringEventId === master.id && event.originalStartTime)
        .map((event) => [basic(event.originalStartTime!), event]),
    );
    const found: FakeGoogleEvent[] = [];
    const first = instantOf(master.start);
    for (let n = 0; n < 800; n++) {
      if (rule.count !== null && n >= rule.count) break;
      const at = first + n * rule.step;
      if (rule.until !== null && at > rule.until) break;
      if (at > Date.now() + 550 * DAY_MS) break;
      const start = shift(master.start, n * rule.step);
      const stamp = basic(start);
      const exception = exceptions.get(stamp);
      if (exception) {
        if (exception.status !== 'cancelled' || showDeleted) found.push(exception);
        continue;
      }
      found.push({
        id: `${master.id}_${stamp}`,
        summary: master.summary,
        description: master.description,
        status: 'confirmed',
        start,
        end: shift(master.end, n * rule.step),
        recurringEventId: master.id,
        originalStartTime: start,
        etag: master.etag,
        updated: master.updated,
      });
    }
    return found;
  }

  /** Every event as `singleEvents` gives it: series expanded, exceptions in their instances' place. */
  function expanded(calendar: FakeCalendar, showDeleted: boolean): FakeGoogleEvent[] {
    const all: FakeGoogleEvent[] = [];
    for (const event of calendar.events) {
      if (event.recurringEventId) continue;
      if (event.recurrence) {
        if (event.status === 'cancelled') {
          if (showDeleted) all.push(event);
          continue;
        }
        all.push(...instancesOf(calendar, event, showDeleted));
      } else if (event.status !== 'cancelled' || showDeleted) all.push(event);
    }
    return all.sort((a, b) => instantOf(a.start) - instantOf(b.start));
  }

  /** An event by id: a stored one, or an instance of a series named `{seriesId}_{start}`. */
  function findEvent(calendar: FakeCalendar, id: string): FakeGoogleEvent | undefined {
    const stored = calendar.events.find((event) => event.id === id);
    if (stored) return stored;
    const cut = id.lastIndexOf('_');
    if (cut < 0) return undefined;
    const master = calendar.events.find((event) => event.id === id.slice(0, cut) && event.recurrence);
    if (!master || master.status === 'cancelled') return undefined;
    return instancesOf(calendar, master, true).find((instance) => instance.id === id);
  }

  function changed(calendarId: string) {
    const calendar = calendars.get(calendarId)!;
    calendar.version += 1;
    notify(calendarId, 'exists');
  }

  function deliver(channel: FakeChannel, state: 'sync' | 'exists') {
    channel.messageNumber += 1;
    const headers: Record<string, string> = {
      'x-goog-channel-id': channel.id,
      'x-goog-channel-expiration': new Date(channel.expiration).toUTCString(),
      'x-goog-resource-id': channel.resourceId,
      'x-goog-resource-uri': `https://www.googleapis.com/calendar/v3/calendars/${encodeURIComponent(channel.calendarId)}/events?alt=json`,
      'x-goog-resource-state': state,
      'x-goog-message-number': String(channel.messageNumber),
    };
    if (channel.token !== undefined) headers['x-goog-channel-token'] = channel.token;
    const sent = fetch(settings.deliverTo(channel.address), { method: 'POST', headers, redirect: 'manual' })
      .then(async (response) => {
        await response.arrayBuffer();
        deliveries.push({ channelId: channel.id, state, status: response.status });
      })
      .catch(() => deliveries.push({ channelId: channel.id, state, status: 0 }));
    pending.push(sent);
  }

  function notify(calendarId: string, state: 'exists') {
    for (const channel of channels) {
      if (channel.calendarId === calendarId && !channel.stopped && channel.expiration > Date.now()) {
        deliver(channel, state);
      }
    }
  }

  function fail(response: http.ServerResponse, code: number, message: string, reason: string, extra = {}) {
    oauth.json(response, code, {
      error: { code, message, errors: [{ domain: 'global', reason, message, ...extra }] },
    });
  }

  function events(calendar: FakeCalendar, url: URL, response: http.ServerResponse) {
    const q = url.searchParams;
    const syncToken = q.get('syncToken');
    const withItems = !q.get('fields') || q.get('fields')!.includes('items');
    let items: FakeGoogleEvent[];
    if (syncToken) {
      const [, version] = /^v(\d+)$/.exec(syncToken) ?? [];
      if (version === undefined || Number(version) > calendar.version) {
        return oauth.json(response, 410, { error: { code: 410, message: 'Sync token is no longer valid.' } });
      }
      items = Number(version) === calendar.version ? [] : calendar.events;
    } else if (q.get('singleEvents') === 'true') {
      items = expanded(calendar, q.get('showDeleted') === 'true').filter((event) =>
        overlaps(event, q.get('timeMin'), q.get('timeMax')),
      );
    } else {
      items = calendar.events;
    }
    const { items: slice, next } = page(items, url);
    // Google gives a sync token only on the last page, and never for a windowed read.
    const last = next === undefined && !q.get('timeMin');
    oauth.json(response, 200, {
      kind: 'calendar#events',
      ...(withItems ? { items: slice } : {}),
      ...(next ? { nextPageToken: next } : {}),
      ...(last ? { nextSyncToken: `v${calendar.version}` } : {}),
    });
  }

  async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const value = JSON.parse(Buffer.concat(chunks).toString() || '{}');
      return value && typeof value === 'object' ? value : null;
    } catch {
      return null;
    }
  }

  const EDITABLE = ['summary', 'description', 'start', 'end', 'recurrence', 'status'] as const;

  function validTimes(event: Partial<FakeGoogleEvent>): boolean {
    const ok = (time: GoogleTime | undefined) =>
      !!time && (typeof time.date === 'string' || !Number.isNaN(Date.parse(time.dateTime ?? '')));
    return ok(event.start) && ok(event.end) && instantOf(event.end!) >= instantOf(event.start!);
  }

  async function write(
    calendarId: string,
    calendar: FakeCalendar,
    eventId: string | null,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) {
    const method = request.method ?? 'GET';
    const body = method === 'DELETE' ? {} : await readJson(request);
    const ifMatch = typeof request.headers['if-match'] === 'string' ? request.headers['if-match'] : undefined;
    writes.push({ method, path: new URL(request.url ?? '/', 'http://x').pathname, ifMatch, body });
    if (!oauth.scopesOf(request).some((scope) => WRITE_SCOPES.includes(scope))) {
      return oauth.json(response, 403, {
        error: {
          code: 403,
          message: 'Request had insufficient authentication scopes.',
          errors: [
            { message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' },
          ],
          status: 'PERMISSION_DENIED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
            },
          ],
        },
      });
    }
    if (!body) return fail(response, 400, 'Parse Error', 'parseError');
    const now = new Date().toISOString();
    if (eventId === null) {
      if (method !== 'POST') return fail(response, 405, 'Method Not Allowed', 'httpMethodNotAllowed');
      const event = { ...(body as Partial<FakeGoogleEvent>) };
      if (!validTimes(event)) return fail(response, 400, 'Bad Request', 'required');
      const created: FakeGoogleEvent = {
        id: typeof body.id === 'string' ? body.id : randomBytes(10).toString('hex'),
        status: 'confirmed',
        summary: event.summary,
        description: event.description,
        start: event.start!,
        end: event.end!,
        ...(event.recurrence ? { recurrence: event.recurrence } : {}),
        etag: newEtag(),
        updated: now,
      };
      if (calendar.events.some((e) => e.id === created.id))
        return fail(response, 409, 'The requested identifier already exists.', 'duplicate');
      calendar.events.push(created);
      changed(calendarId);
      return oauth.json(response, 200, { kind: 'calendar#event', ...created });
    }
    const current = findEvent(calendar, eventId);
    if (!current) return fail(response, 404, 'Not Found', 'notFound');
    if (current.status === 'cancelled') return fail(response, 410, 'Resource has been deleted', 'deleted');
    if (ifMatch !== undefined && ifMatch !== current.etag) {
      return fail(response, 412, 'Precondition Failed', 'conditionNotMet', {
        locationType: 'header',
        location: 'If-Match',
      });
    }
    const stored = calendar.events.includes(current);
    if (method === 'DELETE') {
      if (stored) {
        current.status = 'cancelled';
        current.etag = newEtag();
        current.updated = now;
        // A series deleted takes its exceptions with it.
        for (const event of calendar.events)
          if (event.recurringEventId === current.id) event.status = 'cancelled';
      } else {
        calendar.events.push({ ...current, status: 'cancelled', etag: newEtag(), updated: now });
      }
      changed(calendarId);
      response.writeHead(204).end();
      return;
    }
    if (method !== 'PATCH' && method !== 'PUT')
      return fail(response, 405, 'Method Not Allowed', 'httpMethodNotAllowed');
    const next: FakeGoogleEvent =
      method === 'PUT' ? { id: current.id, start: current.start, end: current.end } : { ...current };
    for (const field of EDITABLE) {
      if (body[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = body[field];
    }
    if (current.recurringEventId) {
      next.recurringEventId = current.recurringEventId;
      next.originalStartTime = current.originalStartTime;
    }
    if (method === 'PUT' && current.recurrence && body.recurrence === undefined) delete next.recurrence;
    if (!validTimes(next)) return fail(response, 400, 'The specified time range is empty.', 'timeRangeEmpty');
    next.etag = newEtag();
    next.updated = now;
    if (stored) calendar.events[calendar.events.indexOf(current)] = next;
    else calendar.events.push(next);
    changed(calendarId);
    return oauth.json(response, 200, { kind: 'calendar#event', ...next });
  }

  async function watch(calendarId: string, request: http.IncomingMessage, response: http.ServerResponse) {
    const body = await readJson(request);
    if (body?.type !== 'web_hook' || typeof body.id !== 'string' || typeof body.address !== 'string') {
      return fail(response, 400, 'Bad Request', 'required');
    }
    if (!body.address.startsWith('https://')) {
      return fail(
        response,
        400,
        `WebHook callback must be HTTPS: ${body.address}`,
        'push.webhookUrlNotHttps',
      );
    }
    if (body.id.length > 64 || channels.some((channel) => channel.id === body.id)) {
      return fail(response, 400, `Channel id ${body.id} not unique`, 'channelIdNotUnique');
    }
    const params = (body.params ?? {}) as { ttl?: string };
    const ttl = params.ttl ? Number(params.ttl) : settings.channelTtlSeconds;
    const channel: FakeChannel = {
      id: body.id,
      resourceId: randomBytes(12).toString('base64url'),
      calendarId,
      address: body.address,
      token: typeof body.token === 'string' ? body.token : undefined,
      expiration: Date.now() + Math.min(ttl, settings.channelTtlSeconds) * 1000,
      stopped: false,
      messageNumber: 0,
    };
    channels.push(channel);
    oauth.json(response, 200, {
      kind: 'api#channel',
      id: channel.id,
      resourceId: channel.resourceId,
      resourceUri: `https://www.googleapis.com/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?alt=json`,
      ...(channel.token !== undefined ? { token: channel.token } : {}),
      expiration: String(channel.expiration),
    });
    deliver(channel, 'sync');
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      return oauth.authorize(url.searchParams, response);
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      return oauth.token(await readForm(request), request, response);
    }
    if (request.method === 'POST' && url.pathname === '/revoke') {
      return oauth.revoke(await readForm(request), response);
    }
    if (!url.pathname.startsWith('/calendar/v3/')) return oauth.json(response, 404, { error: 'not found' });
    apiRequests.push(url);
    if (!oauth.authorised(request)) {
      return oauth.json(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    }
    if (settings.failWith)
      return oauth.json(response, settings.failWith, { error: { code: settings.failWith } });
    if (url.pathname === '/calendar/v3/users/me/calendarList') {
      const all = [...calendars].map(([id, c]) => ({ id, summary: c.summary, primary: c.primary }));
      const { items, next } = page(all, url);
      return oauth.json(response, 200, { items, ...(next ? { nextPageToken: next } : {}) });
    }
    if (request.method === 'POST' && url.pathname === '/calendar/v3/channels/stop') {
      const body = await readJson(request);
      const channel = channels.find(
        (c) => c.id === body?.id && c.resourceId === body?.resourceId && !c.stopped,
      );
      if (!channel) return fail(response, 404, `Channel '${String(body?.id)}' not found`, 'notFound');
      channel.stopped = true;
      response.writeHead(204).end();
      return;
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?(\/instances)?$/.exec(
      url.pathname,
    );
    const calendarId = match ? decodeURIComponent(match[1]!) : '';
    const calendar = calendars.get(calendarId);
    if (!match || !calendar) return oauth.json(response, 404, { error: { code: 404, message: 'Not Found' } });
    const eventId = match[2] ? decodeURIComponent(match[2]) : null;
    if (eventId === 'watch' && request.method === 'POST') return watch(calendarId, request, response);
    if (request.method === 'GET' && eventId === null) return events(calendar, url, response);
    if (request.method === 'GET' && match[3]) {
      const master = calendar.events.find((event) => event.id === eventId && event.recurrence);
      if (!master || master.status === 'cancelled') return fail(response, 404, 'Not Found', 'notFound');
      const q = url.searchParams;
      const items = instancesOf(calendar, master, q.get('showDeleted') === 'true').filter((event) =>
        overlaps(event, q.get('timeMin'), q.get('timeMax')),
      );
      return oauth.json(response, 200, { kind: 'calendar#events', items });
    }
    if (request.method === 'GET' && eventId !== null) {
      const event = findEvent(calendar, eventId);
      if (!event) return fail(response, 404, 'Not Found', 'notFound');
      return oauth.json(response, 200, { kind: 'calendar#event', ...event });
    }
    return write(calendarId, calendar, eventId, request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    oauth,
    calendars,
    apiRequests,
    writes,
    channels,
    deliveries,
    settings,
    addCalendar(id: string, summary: string, events: FakeGoogleEvent[], primary = false) {
      const now = new Date().toISOString();
      calendars.set(id, {
        summary,
        primary,
        events: events.map((event) => ({ etag: newEtag(), updated: now, ...event })),
        version: 1,
      });
    },
    /** Replaces a calendar's events, as someone editing it in Google Calendar; watchers are told. */
    change(id: string, events: FakeGoogleEvent[]) {
      const calendar = calendars.get(id)!;
      const now = new Date().toISOString();
      calendar.events = events.map((event) => ({ ...event, etag: newEtag(), updated: now }));
      changed(id);
    },
    /** One event as the calendar holds it (an instance of a series by its `{seriesId}_{start}` id). */
    event(calendarId: string, eventId: string): FakeGoogleEvent | undefined {
      return findEvent(calendars.get(calendarId)!, eventId);
    },
    /** What `singleEvents` lists now: the occurrences a person sees in Google Calendar. */
    occurrences(calendarId: string): FakeGoogleEvent[] {
      return expanded(calendars.get(calendarId)!, false);
    },
    /** Changes one stored event as someone would in Google Calendar: a new etag, watchers told. */
    edit(calendarId: string, eventId: string, patch: Partial<FakeGoogleEvent>) {
      const calendar = calendars.get(calendarId)!;
      const current = findEvent(calendar, eventId)!;
      const next = { ...current, ...patch, etag: newEtag(), updated: new Date().toISOString() };
      const index = calendar.events.indexOf(current);
      if (index >= 0) calendar.events[index] = next;
      else calendar.events.push(next);
      changed(calendarId);
    },
    /** Waits for the notifications sent so far to be answered. */
    async delivered(): Promise<FakeDelivery[]> {
      while (pending.length > 0) {
        const now = pending;
        pending = [];
        await Promise.all(now);
      }
      return deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
