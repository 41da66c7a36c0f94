/**
 * Google calendars: the account connection (Google's OAuth endpoints, read-only calendar scope),
 * and through Calendar API v3 the calendars an account can read and one calendar's occurrences.
 *
 * Occurrences come expanded by Google (`singleEvents`), in the window asked for. A sync token
 * (from a list of the whole calendar with the items left out, so it is cheap) tells the next sync
 * whether anything changed at all; only then is the window read again.
 */
import { addDays } from '../../../common/calendar-days';
import { isRepeating, toRRuleString } from '../../../common/recurrence';
import { startOfDayIn } from '../../../common/zoned-time';
import type { OAuthAppConfig } from '../../config';
import { googleEndpoints } from '../oauth/google-sign-in';
import { granted, type OAuthProvider, oauthClient, pkceAuthorizationUrl, toTokens } from '../oauth/providers';
import {
  type CalendarApi,
  CalendarApiError,
  MAX_PAGES,
  type ReadWindow,
  type RemoteCalendarInfo,
  type RemoteOccurrence,
  type RemoteRead,
} from './calendar-api';
import type { CalendarProvider, CalendarReadOptions } from './calendar-provider';
import type { CalendarWatcher } from './calendar-watcher';
import {
  type AccountWriteTarget,
  CalendarWriteRefused,
  type CalendarWriter,
  ChangedSinceRead,
  type EventDraft,
  type EventRef,
  type WrittenOccurrence,
} from './calendar-writer';
import { UNTITLED } from './expand';

/** Adding, changing and deleting events (asked for only when a parent lets Luno write). */
export const GOOGLE_WRITE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

/** The account's connection: read-only calendars, and who the account is. */
export function googleAccount(app: OAuthAppConfig): OAuthProvider {
  const endpoints = googleEndpoints(app);
  const scopes = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly'];
  return {
    id: 'google',
    label: 'Google',
    apiBase: `${app.baseUrl ?? 'https://www.googleapis.com'}/calendar/v3`,
    writeScopes: [GOOGLE_WRITE_SCOPE],
    authorizationUrl(state, codeVerifier, redirectUri, extraScopes = []) {
      const asked = [...scopes, ...extraScopes.filter((scope) => !scopes.includes(scope))];
      const url = pkceAuthorizationUrl(app, endpoints.authorize, asked, state, codeVerifier, redirectUri);
      // A refresh token is given only with offline access, and again only when consent is asked.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return url;
    },
    async exchange(code, codeVerifier, redirectUri) {
      return toTokens(
        await granted(
          oauthClient(app, redirectUri).validateAuthorizationCode(endpoints.token, code, codeVerifier),
        ),
      );
    },
    async refresh(refreshToken) {
      return toTokens(
        await granted(oauthClient(app, null).refreshAccessToken(endpoints.token, refreshToken, [])),
        { refreshToken, account: null },
      );
    },
    async revoke(token) {
      await oauthClient(app, null).revokeToken(endpoints.revoke, token);
    },
  };
}

interface GoogleTime {
  date?: string;
  dateTime?: string;
  timeZone?: string;
}

interface GoogleEvent {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: GoogleTime;
  etag?: string;
}

interface Page<T> {
  items?: T[];
  nextPageToken?: string;
  nextSyncToken?: string;
}

async function* pages<T>(api: CalendarApi, path: string, query: URLSearchParams) {
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    if (pageToken) query.set('pageToken', pageToken);
    const answer = await api.get<Page<T>>(`${path}?${query}`);
    yield answer;
    pageToken = answer.nextPageToken;
    if (!pageToken) return;
  }
  throw new CalendarApiError('Google sent more pages than Luno reads.');
}

async function listCalendars(api: CalendarApi): Promise<RemoteCalendarInfo[]> {
  const found: RemoteCalendarInfo[] = [];
  const query = new URLSearchParams({ minAccessRole: 'reader', maxResults: '250' });
  for await (const page of pages<{
    id: string;
    summary?: string;
    summaryOverride?: string;
    primary?: boolean;
  }>(api, '/users/me/calendarList', query)) {
    for (const item of page.items ?? []) {
      found.push({
        id: item.id,
        name: item.summaryOverride || item.summary || item.id,
        primary: item.primary === true,
      });
    }
  }
  return found;
}

/** A time as Luno keeps it: a day for an all-day time, else an ISO UTC instant; null when unreadable. */
function timeOf(time: GoogleTime | undefined): string | null {
  if (time?.date) return time.date;
  if (!time?.dateTime) return null;
  const instant = new Date(time.dateTime);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** Where an event (or one instance of a series) lives, for writing it back. */
function refOf(event: GoogleEvent): EventRef {
  return {
    eventId: event.id,
    seriesId: event.recurringEventId ?? event.id,
    etag: event.etag ?? null,
    originalStart: event.recurringEventId ? timeOf(event.originalStartTime) : null,
    recurring: event.recurringEventId !== undefined,
  };
}

function toOccurrence(event: GoogleEvent): RemoteOccurrence | null {
  if (event.status === 'cancelled' || !event.start || !event.end) return null;
  const title = event.summary?.trim() || UNTITLED;
  const ref = refOf(event);
  if (event.start.date && event.end.date) {
    return { key: event.id, title, start: event.start.date, end: event.end.date, isAllDay: true, ref };
  }
  if (!event.start.dateTime || !event.end.dateTime) return null;
  const start = new Date(event.start.dateTime);
  const end = new Date(event.end.dateTime);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { key: event.id, title, start: start.toISOString(), end: end.toISOString(), isAllDay: false, ref };
}

const eventsPath = (calendarId: string) => `/calendars/${encodeURIComponent(calendarId)}/events`;

/** The token a later sync asks "what changed since?" with; null when Google gave none. */
async function latestSyncToken(api: CalendarApi, calendarId: string, since: string | null) {
  const query = new URLSearchParams({ maxResults: '2500', showDeleted: 'true' });
  if (since) query.set('syncToken', since);
  query.set('fields', since ? 'items(id),nextPageToken,nextSyncToken' : 'nextPageToken,nextSyncToken');
  let changed = false;
  let token: string | null = null;
  for await (const page of pages<GoogleEvent>(api, eventsPath(calendarId), query)) {
    if ((page.items ?? []).length > 0) changed = true;
    token = page.nextSyncToken ?? token;
  }
  return { changed, token };
}

/**
 * Reads a calendar's occurrences in the window. With `conditional` and a sync token, asks first
 * whether anything changed; a token Google no longer honours (410) means a full read.
 */
async function read(
  api: CalendarApi,
  calendarId: string,
  window: ReadWindow,
  options: CalendarReadOptions,
): Promise<RemoteRead> {
  if (options.conditional && options.syncToken) {
    try {
      const since = await latestSyncToken(api, calendarId, options.syncToken);
      if (!since.changed && since.token) return { changed: false, syncToken: since.token };
    } catch (error) {
      if (!(error instanceof CalendarApiError && error.status === 410)) throw error;
    }
  }
  // The token first: a change made while the window is read then shows at the next sync.
  const { token } = await latestSyncToken(api, calendarId, null);
  const query = new URLSearchParams({
    timeMin: window.from.toISOString(),
    timeMax: window.to.toISOString(),
    singleEvents: 'true',
    orderBy: 'startTime',
    maxResults: '2500',
  });
  const occurrences: RemoteOccurrence[] = [];
  for await (const page of pages<GoogleEvent>(api, eventsPath(calendarId), query)) {
    for (const event of page.items ?? []) {
      const occurrence = toOccurrence(event);
      if (occurrence) occurrences.push(occurrence);
    }
  }
  return { changed: true, occurrences, syncToken: token };
}

// Writing -------------------------------------------------------------------------------------

const eventPath = (calendarId: string, eventId: string) =>
  `${eventsPath(calendarId)}/${encodeURIComponent(eventId)}`;

/** `20261124T145959Z` (an instant) or `20261123` (a day), as RRULE's UNTIL is written. */
const untilText = (value: string) =>
  value.length === 10 ? value.replaceAll('-', '') : `${value.replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The series' RRULE ended with UNTIL (COUNT gives way to it); other lines kept. */
function endRule(recurrence: string[] | undefined, until: string): string[] {
  return (recurrence ?? []).map((line) => {
    if (!line.startsWith('RRULE:')) return line;
    const parts = line
      .slice('RRULE:'.length)
      .split(';')
      .filter((part) => !/^(UNTIL|COUNT)=/.test(part));
    return `RRULE:${[...parts, `UNTIL=${untilText(until)}`].join(';')}`;
  });
}

/** The rule a draft repeats by, with its last day (in the family's zone) as UNTIL. */
function ruleOf(draft: EventDraft): string[] | null {
  if (!isRepeating(draft.repeatConfig)) return null;
  const rule = toRRuleString(draft.repeatConfig);
  if (!rule) return null;
  if (!draft.repeatUntil) return [rule];
  const until = draft.allDay
    ? draft.repeatUntil
    : new Date(startOfDayIn(addDays(draft.repeatUntil, 1), draft.timeZone).getTime() - 1000).toISOString();
  return [`${rule};UNTIL=${untilText(until)}`];
}

/** A draft's times as Google takes them: days for an all-day event, else instants in the family's zone. */
function timesOf(draft: { allDay: boolean; start: string; end: string; timeZone: string }) {
  if (draft.allDay) return { start: { date: draft.start }, end: { date: draft.end } };
  return {
    start: { dateTime: draft.start, timeZone: draft.timeZone },
    end: { dateTime: draft.end, timeZone: draft.timeZone },
  };
}

/**
 * What a draft writes. Luno does not show a calendar's descriptions, so a draft without notes
 * leaves the event's own description as it is rather than clearing it.
 */
function eventBody(draft: EventDraft) {
  return {
    summary: draft.title,
    ...(draft.notes !== null ? { description: draft.notes } : {}),
    ...timesOf(draft),
  };
}

function occurrencesIn(events: GoogleEvent[], window: ReadWindow): WrittenOccurrence[] {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const found: WrittenOccurrence[] = [];
  for (const event of events) {
    const occurrence = toOccurrence(event);
    if (!occurrence) continue;
    const endAt = occurrence.isAllDay ? `${occurrence.end}T00:00:00.000Z` : occurrence.end;
    const startAt = occurrence.isAllDay ? `${occurrence.start}T00:00:00.000Z` : occurrence.start;
    if (startAt >= to || endAt <= from) continue;
    found.push({ ...occurrence, ref: occurrence.ref ?? refOf(event) });
  }
  return found;
}

/** Every occurrence of a series in the window now, as Google expands it; none when it is gone. */
async function seriesNow(
  api: CalendarApi,
  calendarId: string,
  seriesId: string,
  window: ReadWindow,
): Promise<{ seriesId: string; occurrences: WrittenOccurrence[] }> {
  let event: GoogleEvent;
  try {
    event = await api.get<GoogleEvent>(eventPath(calendarId, seriesId));
  } catch (error) {
    if (error instanceof CalendarApiError && (error.status === 404 || error.status === 410)) {
      return { seriesId, occurrences: [] };
    }
    throw error;
  }
  if (!event.recurrence?.length) return { seriesId, occurrences: occurrencesIn([event], window) };
  const query = new URLSearchParams({
    timeMin: window.from.toISOString(),
    timeMax: window.to.toISOString(),
    maxResults: '2500',
  });
  const instances: GoogleEvent[] = [];
  for await (const page of pages<GoogleEvent>(api, `${eventPath(calendarId, seriesId)}/instances`, query)) {
    instances.push(...(page.items ?? []));
  }
  return { seriesId, occurrences: occurrencesIn(instances, window) };
}

/**
 * The event as Luno read it, checked against the version Luno read: a change made since (another
 * etag) means nothing is written. Gone is gone: the family is told so.
 */
async function readAsRead(api: CalendarApi, calendarId: string, ref: EventRef): Promise<GoogleEvent> {
  let event: GoogleEvent;
  try {
    event = await api.get<GoogleEvent>(eventPath(calendarId, ref.eventId));
  } catch (error) {
    if (error instanceof CalendarApiError && (error.status === 404 || error.status === 410)) {
      throw new CalendarWriteRefused('That event is no longer in the Google calendar.', 404);
    }
    if (error instanceof CalendarApiError) throw new CalendarWriteRefused(error.message, 502);
    throw error;
  }
  if (event.status === 'cancelled') {
    throw new CalendarWriteRefused('That event is no longer in the Google calendar.', 404);
  }
  if (ref.etag && event.etag && event.etag !== ref.etag) {
    throw new ChangedSinceRead('The event changed in Google Calendar since Luno read it.');
  }
  return event;
}

/** How far the draft moves an occurrence: its new start less the start Luno read. */
function moveOf(occurrence: GoogleEvent, draft: EventDraft): number {
  const before = timeOf(occurrence.start);
  if (!before) return 0;
  const at = (value: string) => Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  return at(draft.start) - at(before);
}

function shifted(time: GoogleTime | undefined, ms: number, timeZone: string): GoogleTime {
  const value = timeOf(time);
  if (!value) return time ?? {};
  if (value.length === 10) {
    return { date: new Date(Date.parse(`${value}T00:00:00Z`) + ms).toISOString().slice(0, 10) };
  }
  return { dateTime: new Date(Date.parse(value) + ms).toISOString(), timeZone: time?.timeZone ?? timeZone };
}

/** The instant (or day) just before an occurrence, which a series split ends its first part at. */
function justBefore(originalStart: string): string {
  if (originalStart.length === 10) return addDays(originalStart, -1);
  return new Date(Date.parse(originalStart) - 1000).toISOString();
}

const googleWriter: CalendarWriter<AccountWriteTarget> = {
  async create({ api, calendarId }, draft, window) {
    const recurrence = ruleOf(draft);
    const created = await api.send<GoogleEvent>('POST', eventsPath(calendarId), {
      body: { ...eventBody(draft), ...(recurrence ? { recurrence } : {}) },
    });
    if (!created?.id) throw new CalendarWriteRefused('Google sent an answer that could not be read.', 502);
    const series = await seriesNow(api, calendarId, created.id, window);
    return { series: [series], written: series.occurrences[0]?.key ?? null };
  },

  async update({ api, calendarId }, ref, draft, scope, window) {
    // A single event, or one instance: written where it is, over the version read.
    if (!ref.recurring || scope === 'this') {
      const recurrence = ref.recurring ? null : ruleOf(draft);
      const written = await api.send<GoogleEvent>('PATCH', eventPath(calendarId, ref.eventId), {
        body: { ...eventBody(draft), ...(recurrence ? { recurrence } : {}) },
        ifMatch: ref.etag,
      });
      const series = await seriesNow(api, calendarId, ref.seriesId, window);
      return { series: [series], written: written?.id ?? ref.eventId };
    }
    const occurrence = await readAsRead(api, calendarId, ref);
    const master = await api.get<GoogleEvent>(eventPath(calendarId, ref.seriesId));
    const first = timeOf(master.start) === ref.originalStart;
    if (scope === 'all' || first) {
      // The whole series moves by as much as the occurrence moved, and takes the new words.
      const move = moveOf(occurrence, draft);
      const start = shifted(master.start, move, draft.timeZone);
      const length =
        Date.parse(draft.end.length === 10 ? `${draft.end}T00:00:00Z` : draft.end) -
        Date.parse(draft.start.length === 10 ? `${draft.start}T00:00:00Z` : draft.start);
      const end = shifted(master.start, move + length, draft.timeZone);
      const recurrence = ruleOf(draft) ?? master.recurrence;
      await api.send<GoogleEvent>('PATCH', eventPath(calendarId, ref.seriesId), {
        body: {
          summary: draft.title,
          ...(draft.notes !== null ? { description: draft.notes } : {}),
          start,
          end,
          ...(recurrence ? { recurrence } : {}),
        },
        ifMatch: master.etag ?? null,
      });
      const series = await seriesNow(api, calendarId, ref.seriesId, window);
      const moved = series.occurrences.find((o) => o.start === draft.start) ?? series.occurrences[0];
      return { series: [series], written: moved?.key ?? null };
    }
    // This and following: the series ends before the occurrence, a new one starts at it.
    await api.send<GoogleEvent>('PATCH', eventPath(calendarId, ref.seriesId), {
      body: { recurrence: endRule(master.recurrence, justBefore(ref.originalStart ?? draft.start)) },
      ifMatch: master.etag ?? null,
    });
    // The new part keeps the series' rule (its own end, if it had one) unless the draft gives one.
    const rest =
      ruleOf(draft) ??
      (master.recurrence ?? []).map((line) =>
        line.startsWith('RRULE:')
          ? line.replace(/;COUNT=\d+/, '').replace(/^RRULE:COUNT=\d+;/, 'RRULE:')
          : line,
      );
    const created = await api.send<GoogleEvent>('POST', eventsPath(calendarId), {
      body: { ...eventBody(draft), recurrence: rest },
    });
    const before = await seriesNow(api, calendarId, ref.seriesId, window);
    const after = created?.id ? await seriesNow(api, calendarId, created.id, window) : null;
    return {
      series: after ? [before, after] : [before],
      written: after?.occurrences[0]?.key ?? null,
    };
  },

  async delete({ api, calendarId }, ref, scope, window) {
    if (!ref.recurring) {
      await api.send('DELETE', eventPath(calendarId, ref.eventId), { ifMatch: ref.etag });
      return { series: [{ seriesId: ref.seriesId, occurrences: [] }], written: null };
    }
    if (scope === 'this') {
      await api.send('DELETE', eventPath(calendarId, ref.eventId), { ifMatch: ref.etag });
      return { series: [await seriesNow(api, calendarId, ref.seriesId, window)], written: null };
    }
    await readAsRead(api, calendarId, ref);
    const master = await api.get<GoogleEvent>(eventPath(calendarId, ref.seriesId));
    if (scope === 'all' || timeOf(master.start) === ref.originalStart) {
      await api.send('DELETE', eventPath(calendarId, ref.seriesId), { ifMatch: master.etag ?? null });
      return { series: [{ seriesId: ref.seriesId, occurrences: [] }], written: null };
    }
    await api.send<GoogleEvent>('PATCH', eventPath(calendarId, ref.seriesId), {
      body: { recurrence: endRule(master.recurrence, justBefore(ref.originalStart ?? '')) },
      ifMatch: master.etag ?? null,
    });
    return { series: [await seriesNow(api, calendarId, ref.seriesId, window)], written: null };
  },
};

// Push notifications ----------------------------------------------------------------------------

interface GoogleChannel {
  id: string;
  resourceId: string;
  expiration?: string;
}

/** events.watch channels: Google sends `sync` at once, then `exists` after each change; a channel cannot be renewed. */
const googleWatcher: CalendarWatcher = {
  path: '/api/webhooks/google-calendar',
  maxLifetimeMs: 7 * 24 * 3600_000,
  async start(api, calendarId, request) {
    const channel = await api.send<GoogleChannel>('POST', `${eventsPath(calendarId)}/watch`, {
      body: {
        id: request.id,
        type: 'web_hook',
        address: request.address,
        token: request.secret,
        params: { ttl: String(Math.max(60, Math.floor((request.expiresAt.getTime() - Date.now()) / 1000))) },
      },
    });
    if (!channel?.id || !channel.resourceId) {
      throw new CalendarWriteRefused('Google sent an answer that could not be read.', 502);
    }
    const expiration = Number(channel.expiration);
    return {
      channelId: channel.id,
      resourceId: channel.resourceId,
      expiresAt: Number.isFinite(expiration) && expiration > 0 ? new Date(expiration) : request.expiresAt,
    };
  },
  renew: async () => null,
  async stop(api, watch) {
    await api.send('POST', '/channels/stop', { body: { id: watch.channelId, resourceId: watch.resourceId } });
  },
};

export const googleCalendar: CalendarProvider<'google'> = {
  id: 'google',
  label: 'Google',
  account: (config) => (config.google ? googleAccount(config.google) : null),
  listCalendars,
  read,
  writer: googleWriter,
  watcher: googleWatcher,
};
