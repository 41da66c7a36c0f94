import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOAuthCore, readForm } from './oauth-core';

/** An event as Google Calendar API v3 gives one occurrence with `singleEvents`. */
export interface FakeGoogleEvent {
  id: string;
  summary?: string;
  status?: 'confirmed' | 'cancelled';
  start: { date?: string; dateTime?: string; timeZone?: string };
  end: { date?: string; dateTime?: string; timeZone?: string };
}

interface FakeCalendar {
  summary: string;
  primary?: boolean;
  events: FakeGoogleEvent[];
  /** Bumped by `change`; a sync token names the version it was given at. */
  version: number;
}

export const GOOGLE_CLIENT = { id: 'luno-test.apps.googleusercontent.com', secret: 'google-test-secret' };

/**
 * Google's OAuth endpoints and the parts of Calendar API v3 Luno calls, on 127.0.0.1, served under
 * one origin as `LUNO_GOOGLE_BASE_URL` puts them: `/o/oauth2/v2/auth`, `/token`, `/revoke`,
 * `/calendar/v3/…`. Events pages hold `pageSize` items, so paging is exercised.
 */
export async function startFakeGoogle({ account = 'parent@gmail.example', port = 0 } = {}) {
  const oauth = createOAuthCore({ clientId: GOOGLE_CLIENT.id, clientSecret: GOOGLE_CLIENT.secret, account });
  const calendars = new Map<string, FakeCalendar>();
  const apiRequests: URL[] = [];
  const settings = { pageSize: 3, failWith: 0 };

  function overlaps(event: FakeGoogleEvent, from: string | null, to: string | null) {
    const start = Date.parse(event.start.dateTime ?? `${event.start.date}T00:00:00Z`);
    const end = Date.parse(event.end.dateTime ?? `${event.end.date}T00:00:00Z`);
    return (!to || start < Date.parse(to)) && (!from || end > Date.parse(from));
  }

  function page<T>(items: T[], url: URL) {
    const offset = Number(url.searchParams.get('pageToken') ?? 0);
    const size = Math.min(settings.pageSize, Number(url.searchParams.get('maxResults') ?? 250));
    const next = offset + size < items.length ? String(offset + size) : undefined;
    return { items: items.slice(offset, offset + size), next };
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
      items = calendar.events
        .filter((event) => event.status !== 'cancelled' || q.get('showDeleted') === 'true')
        .filter((event) => overlaps(event, q.get('timeMin'), q.get('timeMax')));
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
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    const calendar = match ? calendars.get(decodeURIComponent(match[1]!)) : undefined;
    if (!calendar) return oauth.json(response, 404, { error: { code: 404, message: 'Not Found' } });
    return events(calendar, url, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    oauth,
    calendars,
    apiRequests,
    settings,
    addCalendar(id: string, summary: string, events: FakeGoogleEvent[], primary = false) {
      calendars.set(id, { summary, primary, events, version: 1 });
    },
    /** Replaces a calendar's events, as someone editing it in Google Calendar. */
    change(id: string, events: FakeGoogleEvent[]) {
      const calendar = calendars.get(id)!;
      calendar.events = events;
      calendar.version += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
