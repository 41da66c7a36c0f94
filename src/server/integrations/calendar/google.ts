/**
 * Google calendars: the account connection (Google's OAuth endpoints, read-only calendar scope),
 * and through Calendar API v3 the calendars an account can read and one calendar's occurrences.
 *
 * Occurrences come expanded by Google (`singleEvents`), in the window asked for. A sync token
 * (from a list of the whole calendar with the items left out, so it is cheap) tells the next sync
 * whether anything changed at all; only then is the window read again.
 */
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
import { UNTITLED } from './expand';

/** The account's connection: read-only calendars, and who the account is. */
export function googleAccount(app: OAuthAppConfig): OAuthProvider {
  const endpoints = googleEndpoints(app);
  const scopes = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly'];
  return {
    id: 'google',
    label: 'Google',
    apiBase: `${app.baseUrl ?? 'https://www.googleapis.com'}/calendar/v3`,
    writeScopes: ['https://www.googleapis.com/auth/calendar.events'],
    authorizationUrl(state, codeVerifier, redirectUri, extraScopes = []) {
      const asked = [...scopes, ...extraScopes];
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
}

interface GoogleEvent {
  id: string;
  status?: string;
  summary?: string;
  start?: GoogleTime;
  end?: GoogleTime;
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

function toOccurrence(event: GoogleEvent): RemoteOccurrence | null {
  if (event.status === 'cancelled' || !event.start || !event.end) return null;
  const title = event.summary?.trim() || UNTITLED;
  if (event.start.date && event.end.date) {
    return { key: event.id, title, start: event.start.date, end: event.end.date, isAllDay: true };
  }
  if (!event.start.dateTime || !event.end.dateTime) return null;
  const start = new Date(event.start.dateTime);
  const end = new Date(event.end.dateTime);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { key: event.id, title, start: start.toISOString(), end: end.toISOString(), isAllDay: false };
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

export const googleCalendar: CalendarProvider<'google'> = {
  id: 'google',
  label: 'Google',
  account: (config) => (config.google ? googleAccount(config.google) : null),
  listCalendars,
  read,
};
