import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOAuthCore, readForm } from './oauth-core';

/** An event occurrence as Microsoft Graph's calendar view gives it. */
export interface FakeGraphEvent {
  id: string;
  subject?: string;
  isAllDay?: boolean;
  isCancelled?: boolean;
  /** `2026-11-24T15:00:00.0000000` in `timeZone` (UTC or a Windows zone name). */
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  body?: { contentType: string; content: string };
  /** Given by the fake; `@odata.etag` changes with every change to the event. */
  '@odata.etag'?: string;
  type?: 'singleInstance' | 'seriesMaster' | 'occurrence' | 'exception';
  seriesMasterId?: string;
  /** An occurrence's or exception's original start, an ISO instant. */
  originalStart?: string;
  /** Daily or weekly every `interval`, from `range.startDate` to `endDate` (endDate) or on (noEnd). */
  recurrence?: {
    pattern: { type: string; interval?: number; daysOfWeek?: string[] };
    range: { type: string; startDate: string; endDate?: string; numberOfOccurrences?: number };
  } | null;
}

/** A change notification subscription (POST /subscriptions). */
export interface FakeSubscription {
  id: string;
  resource: string;
  calendarId: string;
  notificationUrl: string;
  clientState: string | undefined;
  expirationDateTime: string;
  deleted: boolean;
}

const MAX_SUBSCRIPTION_MINUTES = 10_070;
const DAY_MS = 86_400_000;
const newEtag = () => `W/"${randomBytes(12).toString('base64')}"`;

interface FakeCalendar {
  name: string;
  isDefaultCalendar?: boolean;
  events: FakeGraphEvent[];
  version: number;
}

export const MICROSOFT_CLIENT = {
  id: '00000000-luno-test',
  secret: 'microsoft-test-secret',
  tenant: 'common',
};

const WINDOWS_OFFSETS: Record<string, number> = { UTC: 0, 'Pacific Standard Time': -8 };

/**
 * Microsoft's identity platform (v2.0 endpoints) and the parts of Graph v1.0 Luno calls, on
 * 127.0.0.1 under one origin as `LUNO_MICROSOFT_BASE_URL` puts them: `/{tenant}/oauth2/v2.0/…`
 * and `/v1.0/…`. Delta rounds page by `pageSize` and end with a delta link.
 */
export async function startFakeMicrosoft({ account = 'parent@outlook.example' } = {}) {
  const oauth = createOAuthCore({
    clientId: MICROSOFT_CLIENT.id,
    clientSecret: MICROSOFT_CLIENT.secret,
    account,
  });
  const calendars = new Map<string, FakeCalendar>();
  const apiRequests: { url: URL; prefer: string | undefined }[] = [];
  const settings = {
    pageSize: 2,
    /** Where a notification for an address is sent, as its host would forward it; by default the address. */
    deliverTo: (address: string) => address,
  };
  let origin = '';
  const writes: { method: string; path: string; ifMatch: string | undefined; body: unknown }[] = [];
  const subscriptions: FakeSubscription[] = [];
  const deliveries: {
    subscriptionId: string;
    kind: 'validation' | 'notification';
    status: number;
    body: string;
  }[] = [];
  let pending: Promise<unknown>[] = [];

  const wall = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}.0000000`;

  /** A series' occurrences (exceptions in their place, cancelled ones left out) up to a year and a half ahead. */
  function occurrencesOf(calendar: FakeCalendar, master: FakeGraphEvent): FakeGraphEvent[] {
    const rule = master.recurrence!;
    const step = (rule.pattern.type === 'daily' ? 1 : 7) * DAY_MS * (rule.pattern.interval ?? 1);
    const first = instant(master.start);
    const length = instant(master.end) - first;
    const last =
      rule.range.type === 'endDate' && rule.range.endDate
        ? Date.parse(`${rule.range.endDate}T23:59:59Z`)
        : Infinity;
    const exceptions = new Map(
      calendar.events.filter((e) => e.seriesMasterId === master.id).map((e) => [e.originalStart, e]),
    );
    const found: FakeGraphEvent[] = [];
    for (let n = 0; n < 800; n++) {
      if (rule.range.type === 'numbered' && n >= (rule.range.numberOfOccurrences ?? 0)) break;
      const at = first + n * step;
      if (at > last || at > Date.now() + 550 * DAY_MS) break;
      const originalStart = new Date(at).toISOString();
      const exception = exceptions.get(originalStart);
      if (exception) {
        if (!exception.isCancelled) found.push(exception);
        continue;
      }
      found.push({
        id: `${master.id}_occ_${originalStart.slice(0, 10).replaceAll('-', '')}`,
        subject: master.subject,
        body: master.body,
        isAllDay: master.isAllDay,
        start: { dateTime: wall(at), timeZone: 'UTC' },
        end: { dateTime: wall(at + length), timeZone: 'UTC' },
        type: 'occurrence',
        seriesMasterId: master.id,
        originalStart,
        '@odata.etag': master['@odata.etag'],
      });
    }
    return found;
  }

  /** What a calendar view shows: single events and every occurrence of every series. */
  function viewOf(calendar: FakeCalendar): FakeGraphEvent[] {
    const all: FakeGraphEvent[] = [];
    for (const event of calendar.events) {
      if (event.seriesMasterId) continue;
      if (event.recurrence) all.push(...occurrencesOf(calendar, event));
      else all.push(event);
    }
    return all;
  }

  /** An event by id in any calendar: a stored one or an occurrence of a series. */
  function findEvent(
    id: string,
  ): { calendarId: string; calendar: FakeCalendar; event: FakeGraphEvent } | null {
    for (const [calendarId, calendar] of calendars) {
      const stored = calendar.events.find((event) => event.id === id);
      if (stored) return { calendarId, calendar, event: stored };
      const cut = id.indexOf('_occ_');
      if (cut < 0) continue;
      const master = calendar.events.find((event) => event.id === id.slice(0, cut) && event.recurrence);
      const occurrence = master
        ? occurrencesOf(calendar, master).find((event) => event.id === id)
        : undefined;
      if (occurrence) return { calendarId, calendar, event: occurrence };
    }
    return null;
  }

  function post(url: string, init: RequestInit) {
    return fetch(settings.deliverTo(url), { method: 'POST', redirect: 'manual', ...init });
  }

  function changed(calendarId: string, event: FakeGraphEvent, changeType: 'created' | 'updated' | 'deleted') {
    const calendar = calendars.get(calendarId)!;
    calendar.version += 1;
    for (const subscription of subscriptions) {
      if (subscription.deleted || subscription.calendarId !== calendarId) continue;
      if (Date.parse(subscription.expirationDateTime) < Date.now()) continue;
      const body = JSON.stringify({
        value: [
          {
            subscriptionId: subscription.id,
            subscriptionExpirationDateTime: subscription.expirationDateTime,
            changeType,
            resource: `Users/fake-user/Events/${event.id}`,
            resourceData: {
              '@odata.type': '#Microsoft.Graph.Event',
              '@odata.id': `Users/fake-user/Events/${event.id}`,
              '@odata.etag': event['@odata.etag'],
              id: event.id,
            },
            ...(subscription.clientState !== undefined ? { clientState: subscription.clientState } : {}),
            tenantId: MICROSOFT_CLIENT.tenant,
          },
        ],
      });
      pending.push(
        post(subscription.notificationUrl, { headers: { 'content-type': 'application/json' }, body })
          .then(async (response) =>
            deliveries.push({
              subscriptionId: subscription.id,
              kind: 'notification',
              status: response.status,
              body: await response.text(),
            }),
          )
          .catch(() =>
            deliveries.push({ subscriptionId: subscription.id, kind: 'notification', status: 0, body: '' }),
          ),
      );
    }
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

  const fail = (response: http.ServerResponse, status: number, code: string, message: string) =>
    oauth.json(response, status, { error: { code, message } });

  const EDITABLE = ['subject', 'body', 'isAllDay', 'start', 'end', 'recurrence'] as const;

  async function writeEvent(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    calendarId: string | null,
    eventId: string | null,
  ) {
    const method = request.method ?? 'GET';
    const body = method === 'DELETE' ? {} : await readJson(request);
    const ifMatch = typeof request.headers['if-match'] === 'string' ? request.headers['if-match'] : undefined;
    writes.push({ method, path: new URL(request.url ?? '/', 'http://x').pathname, ifMatch, body });
    if (!oauth.scopesOf(request).some((scope) => scope.endsWith('Calendars.ReadWrite'))) {
      return fail(response, 403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    }
    if (!body) return fail(response, 400, 'BadRequest', 'Unable to read JSON request payload.');
    if (eventId === null) {
      const calendar = calendars.get(calendarId ?? '');
      if (!calendar)
        return fail(response, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const event = body as Partial<FakeGraphEvent>;
      if (!event.start?.dateTime || !event.end?.dateTime) {
        return fail(
          response,
          400,
          'ErrorInvalidRequest',
          "Your request can't be completed. The start and end are required.",
        );
      }
      const created: FakeGraphEvent = {
        id: `AAMk${randomBytes(9).toString('base64url')}`,
        subject: event.subject,
        body: event.body,
        isAllDay: event.isAllDay ?? false,
        start: event.start,
        end: event.end,
        ...(event.recurrence
          ? { recurrence: event.recurrence, type: 'seriesMaster' as const }
          : { type: 'singleInstance' as const }),
        '@odata.etag': newEtag(),
      };
      calendar.events.push(created);
      changed(calendarId!, created, 'created');
      return oauth.json(response, 201, created);
    }
    const found = findEvent(eventId);
    if (!found || found.event.isCancelled) {
      return fail(response, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    }
    const { calendar, event } = found;
    if (ifMatch !== undefined && ifMatch !== event['@odata.etag']) {
      return fail(
        response,
        412,
        'ErrorIrresolvableConflict',
        'The change key passed in the request does not match the current change key of the item.',
      );
    }
    const stored = calendar.events.includes(event);
    if (method === 'DELETE') {
      if (stored) {
        calendar.events = calendar.events.filter((e) => e !== event && e.seriesMasterId !== event.id);
      } else
        calendar.events.push({ ...event, type: 'exception', isCancelled: true, '@odata.etag': newEtag() });
      changed(found.calendarId, event, 'deleted');
      response.writeHead(204).end();
      return;
    }
    if (method !== 'PATCH') return fail(response, 405, 'ErrorInvalidRequest', 'Method not allowed.');
    const next: FakeGraphEvent = { ...event };
    for (const field of EDITABLE) {
      if (body[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = body[field];
    }
    if (event.type === 'occurrence') next.type = 'exception';
    next['@odata.etag'] = newEtag();
    if (instant(next.end) < instant(next.start)) {
      return fail(response, 400, 'ErrorInvalidRequest', 'The end of the event is before its start.');
    }
    if (stored) calendar.events[calendar.events.indexOf(event)] = next;
    else calendar.events.push(next);
    changed(found.calendarId, next, 'updated');
    return oauth.json(response, 200, next);
  }

  async function subscribe(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = await readJson(request);
    const resource = typeof body?.resource === 'string' ? body.resource : '';
    const calendarId = decodeURIComponent(/^\/?me\/calendars\/([^/]+)\/events$/.exec(resource)?.[1] ?? '');
    const url = typeof body?.notificationUrl === 'string' ? body.notificationUrl : '';
    const expires = Date.parse(String(body?.expirationDateTime ?? ''));
    if (!calendars.has(calendarId))
      return fail(response, 404, 'ResourceNotFound', 'Resource not found for the segment.');
    if (!url.startsWith('https://'))
      return fail(response, 400, 'ValidationError', 'NotificationUrl must be an https address.');
    if (!(expires > Date.now()) || expires > Date.now() + MAX_SUBSCRIPTION_MINUTES * 60_000) {
      return fail(
        response,
        400,
        'ExtensionError',
        `Subscription expiration can only be ${MAX_SUBSCRIPTION_MINUTES} minutes in the future.`,
      );
    }
    // The endpoint must answer the validation token, as text, before the subscription is made.
    const token = randomBytes(18).toString('base64url');
    let validated = false;
    try {
      const answer = await post(
        `${url}${url.includes('?') ? '&' : '?'}validationToken=${encodeURIComponent(token)}`,
        {
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        },
      );
      const text = await answer.text();
      deliveries.push({ subscriptionId: '', kind: 'validation', status: answer.status, body: text });
      validated =
        answer.status === 200 &&
        text === token &&
        (answer.headers.get('content-type') ?? '').startsWith('text/plain');
    } catch {
      validated = false;
    }
    if (!validated) {
      return fail(
        response,
        400,
        'ValidationError',
        'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.',
      );
    }
    const subscription: FakeSubscription = {
      id: randomBytes(16).toString('hex'),
      resource,
      calendarId,
      notificationUrl: url,
      clientState: typeof body?.clientState === 'string' ? body.clientState : undefined,
      expirationDateTime: new Date(expires).toISOString(),
      deleted: false,
    };
    subscriptions.push(subscription);
    return oauth.json(response, 201, {
      id: subscription.id,
      resource,
      changeType: body?.changeType,
      notificationUrl: url,
      expirationDateTime: subscription.expirationDateTime,
      ...(subscription.clientState !== undefined ? { clientState: subscription.clientState } : {}),
    });
  }

  /** The instant a Graph time means; the fake knows UTC and Pacific (standard time, -8 h). */
  function instant(time: { dateTime: string; timeZone: string }) {
    const offset = WINDOWS_OFFSETS[time.timeZone] ?? 0;
    return Date.parse(`${time.dateTime.slice(0, 19)}Z`) - offset * 3_600_000;
  }

  function inWindow(event: FakeGraphEvent, from: number, to: number) {
    return instant(event.start) < to && instant(event.end) > from;
  }

  function delta(id: string, calendar: FakeCalendar, url: URL, response: http.ServerResponse) {
    const q = url.searchParams;
    let from: number;
    let to: number;
    let items: FakeGraphEvent[];
    const deltaToken = q.get('$deltatoken');
    if (deltaToken) {
      const [version, a, b] = deltaToken.split(':').map(Number) as [number, number, number];
      if (!(version <= calendar.version))
        return oauth.json(response, 410, { error: { code: 'syncStateNotFound' } });
      [from, to] = [a, b];
      items = version === calendar.version ? [] : viewOf(calendar).filter((e) => inWindow(e, from, to));
    } else {
      from = Date.parse(q.get('startDateTime') ?? '') || Number(q.get('from'));
      to = Date.parse(q.get('endDateTime') ?? '') || Number(q.get('to'));
      if (!from || !to) return oauth.json(response, 400, { error: { code: 'ErrorInvalidParameter' } });
      items = viewOf(calendar).filter((e) => inWindow(e, from, to));
    }
    const skip = Number(q.get('$skiptoken') ?? 0);
    const slice = items.slice(skip, skip + settings.pageSize);
    const base = `${origin}/v1.0/me/calendars/${encodeURIComponent(id)}/calendarView/delta`;
    const more = skip + settings.pageSize < items.length;
    const link = more
      ? {
          '@odata.nextLink': `${base}?${new URLSearchParams({
            ...(deltaToken ? { $deltatoken: deltaToken } : { from: String(from), to: String(to) }),
            $skiptoken: String(skip + settings.pageSize),
          })}`,
        }
      : { '@odata.deltaLink': `${base}?$deltatoken=${calendar.version}:${from}:${to}` };
    oauth.json(response, 200, { value: slice, ...link });
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const tenant = MICROSOFT_CLIENT.tenant;
    if (request.method === 'GET' && url.pathname === `/${tenant}/oauth2/v2.0/authorize`) {
      return oauth.authorize(url.searchParams, response);
    }
    if (request.method === 'POST' && url.pathname === `/${tenant}/oauth2/v2.0/token`) {
      return oauth.token(await readForm(request), request, response);
    }
    if (!url.pathname.startsWith('/v1.0/')) return oauth.json(response, 404, { error: { code: 'NotFound' } });
    apiRequests.push({ url, prefer: String(request.headers.prefer ?? '') || undefined });
    if (!oauth.authorised(request))
      return oauth.json(response, 401, { error: { code: 'InvalidAuthenticationToken' } });
    if (url.pathname === '/v1.0/me/calendars') {
      return oauth.json(response, 200, {
        value: [...calendars].map(([id, c]) => ({
          id,
          name: c.name,
          isDefaultCalendar: c.isDefaultCalendar ?? false,
        })),
      });
    }
    if (url.pathname === '/v1.0/subscriptions' && request.method === 'POST')
      return subscribe(request, response);
    const subscriptionMatch = /^\/v1\.0\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionMatch) {
      const subscription = subscriptions.find((s) => s.id === subscriptionMatch[1] && !s.deleted);
      if (!subscription) return fail(response, 404, 'ResourceNotFound', 'The object was not found.');
      if (request.method === 'DELETE') {
        subscription.deleted = true;
        response.writeHead(204).end();
        return;
      }
      const body = await readJson(request);
      const expires = Date.parse(String(body?.expirationDateTime ?? ''));
      if (!(expires > Date.now()) || expires > Date.now() + MAX_SUBSCRIPTION_MINUTES * 60_000) {
        return fail(
          response,
          400,
          'ExtensionError',
          `Subscription expiration can only be ${MAX_SUBSCRIPTION_MINUTES} minutes in the future.`,
        );
      }
      subscription.expirationDateTime = new Date(expires).toISOString();
      return oauth.json(response, 200, { ...subscription, deleted: undefined, calendarId: undefined });
    }
    const eventsMatch = /^\/v1\.0\/me\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    if (eventsMatch && request.method === 'POST') {
      return writeEvent(request, response, decodeURIComponent(eventsMatch[1]!), null);
    }
    const eventMatch = /^\/v1\.0\/me\/events\/([^/]+)(\/instances)?$/.exec(url.pathname);
    if (eventMatch) {
      const eventId = decodeURIComponent(eventMatch[1]!);
      if (request.method !== 'GET') return writeEvent(request, response, null, eventId);
      const found = findEvent(eventId);
      if (!found || found.event.isCancelled)
        return fail(response, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (!eventMatch[2]) return oauth.json(response, 200, found.event);
      const from = Date.parse(url.searchParams.get('startDateTime') ?? '');
      const to = Date.parse(url.searchParams.get('endDateTime') ?? '');
      if (!found.event.recurrence || !from || !to)
        return fail(response, 400, 'ErrorInvalidRequest', 'Bad request.');
      return oauth.json(response, 200, {
        value: occurrencesOf(found.calendar, found.event).filter((e) => inWindow(e, from, to)),
      });
    }
    const match = /^\/v1\.0\/me\/calendars\/([^/]+)\/calendarView\/delta$/.exec(url.pathname);
    const id = match ? decodeURIComponent(match[1]!) : '';
    const calendar = calendars.get(id);
    if (!calendar) return oauth.json(response, 404, { error: { code: 'ErrorItemNotFound' } });
    return delta(id, calendar, url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: origin,
    oauth,
    calendars,
    apiRequests,
    settings,
    writes,
    subscriptions,
    deliveries,
    addCalendar(id: string, name: string, events: FakeGraphEvent[], isDefaultCalendar = false) {
      calendars.set(id, {
        name,
        isDefaultCalendar,
        events: events.map((event) => ({ '@odata.etag': newEtag(), ...event })),
        version: 1,
      });
    },
    /** Replaces a calendar's events, as someone editing it in Outlook; subscriptions are told. */
    change(id: string, events: FakeGraphEvent[]) {
      const calendar = calendars.get(id)!;
      calendar.events = events.map((event) => ({ ...event, '@odata.etag': newEtag() }));
      changed(id, calendar.events[0] ?? ({ id: 'removed' } as FakeGraphEvent), 'updated');
    },
    /** One event by id (an occurrence of a series too). */
    event: (id: string) => findEvent(id)?.event,
    /** What a calendar view lists now: the occurrences a person sees in Outlook. */
    occurrences: (id: string) => viewOf(calendars.get(id)!),
    /** Changes one event as someone would in Outlook: a new etag, subscriptions told. */
    edit(eventId: string, patch: Partial<FakeGraphEvent>) {
      const found = findEvent(eventId)!;
      const next: FakeGraphEvent = { ...found.event, ...patch, '@odata.etag': newEtag() };
      if (next.type === 'occurrence') next.type = 'exception';
      const index = found.calendar.events.indexOf(found.event);
      if (index >= 0) found.calendar.events[index] = next;
      else found.calendar.events.push(next);
      changed(found.calendarId, next, 'updated');
    },
    /** Waits for the notifications sent so far to be answered. */
    async delivered() {
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

export type FakeMicrosoft = Awaited<ReturnType<typeof startFakeMicrosoft>>;
