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
}

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
  const settings = { pageSize: 2 };
  let origin = '';

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
      items = version === calendar.version ? [] : calendar.events.filter((e) => inWindow(e, from, to));
    } else {
      from = Date.parse(q.get('startDateTime') ?? '') || Number(q.get('from'));
      to = Date.parse(q.get('endDateTime') ?? '') || Number(q.get('to'));
      if (!from || !to) return oauth.json(response, 400, { error: { code: 'ErrorInvalidParameter' } });
      items = calendar.events.filter((e) => inWindow(e, from, to));
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
    addCalendar(id: string, name: string, events: FakeGraphEvent[], isDefaultCalendar = false) {
      calendars.set(id, { name, isDefaultCalendar, events, version: 1 });
    },
    change(id: string, events: FakeGraphEvent[]) {
      const calendar = calendars.get(id)!;
      calendar.events = events;
      calendar.version += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeMicrosoft = Awaited<ReturnType<typeof startFakeMicrosoft>>;
