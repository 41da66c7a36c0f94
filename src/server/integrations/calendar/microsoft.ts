/**
 * Microsoft Outlook calendars: the account connection (Microsoft identity platform, read-only
 * calendars), and through Graph v1.0 the calendars an account can read and one calendar's
 * occurrences.
 *
 * A calendar view delta round over the window reads its occurrences (expanded by Graph) and ends
 * with a delta link; the next sync follows that link to learn whether anything changed, and reads
 * the window again only when it did.
 */

import { instantOfWallTime } from '../../../common/zoned-time';
import type { MicrosoftAppConfig } from '../../config';
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
import { ianaZoneOf, UNTITLED } from './expand';

/** The account's connection: read-only calendars, a refresh token, and who the account is. */
export function microsoftAccount(app: MicrosoftAppConfig): OAuthProvider {
  const login = `${app.baseUrl ?? 'https://login.microsoftonline.com'}/${app.tenant}/oauth2/v2.0`;
  const scopes = ['openid', 'email', 'offline_access', 'https://graph.microsoft.com/Calendars.Read'];
  return {
    id: 'microsoft',
    label: 'Microsoft',
    apiBase: `${app.baseUrl ?? 'https://graph.microsoft.com'}/v1.0`,
    writeScopes: ['https://graph.microsoft.com/Calendars.ReadWrite'],
    authorizationUrl(state, codeVerifier, redirectUri, extraScopes = []) {
      const asked = [...scopes, ...extraScopes];
      return pkceAuthorizationUrl(app, `${login}/authorize`, asked, state, codeVerifier, redirectUri);
    },
    async exchange(code, codeVerifier, redirectUri) {
      return toTokens(
        await granted(
          oauthClient(app, redirectUri).validateAuthorizationCode(`${login}/token`, code, codeVerifier),
        ),
      );
    },
    async refresh(refreshToken) {
      return toTokens(
        await granted(oauthClient(app, null).refreshAccessToken(`${login}/token`, refreshToken, scopes)),
        { refreshToken, account: null },
      );
    },
  };
}

interface GraphTime {
  dateTime: string;
  timeZone?: string;
}

interface GraphEvent {
  id: string;
  subject?: string;
  isAllDay?: boolean;
  isCancelled?: boolean;
  start?: GraphTime;
  end?: GraphTime;
  '@removed'?: unknown;
}

interface Page<T> {
  value?: T[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/** Times come in UTC when asked; all-day events' days are their dates as written. */
const PREFER = { prefer: 'outlook.timezone="UTC", odata.maxpagesize=250' };

async function* pages<T>(api: CalendarApi, first: string) {
  let link: string | undefined = first;
  for (let page = 0; page < MAX_PAGES && link; page++) {
    const answer: Page<T> = await api.get<Page<T>>(link, PREFER);
    yield answer;
    link = answer['@odata.nextLink'];
  }
  if (link) throw new CalendarApiError('Microsoft sent more pages than Luno reads.');
}

async function listCalendars(api: CalendarApi): Promise<RemoteCalendarInfo[]> {
  const found: RemoteCalendarInfo[] = [];
  const first = `/me/calendars?${new URLSearchParams({ $select: 'id,name,isDefaultCalendar', $top: '100' })}`;
  for await (const page of pages<{ id: string; name?: string; isDefaultCalendar?: boolean }>(api, first)) {
    for (const item of page.value ?? []) {
      found.push({ id: item.id, name: item.name || item.id, primary: item.isDefaultCalendar === true });
    }
  }
  return found;
}

/** `2026-11-24T15:00:00.0000000` in `timeZone` (UTC unless Graph chose otherwise) as an instant. */
function instantOf(time: GraphTime): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(time.dateTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zone =
    !time.timeZone || /^(utc|etc\/utc|gmt)$/i.test(time.timeZone) ? 'UTC' : ianaZoneOf(time.timeZone);
  if (!zone) return null;
  return instantOfWallTime({ year, month, day, hour, minute, second }, zone);
}

function toOccurrence(event: GraphEvent): RemoteOccurrence | null {
  if (event['@removed'] !== undefined || event.isCancelled || !event.start || !event.end) return null;
  const title = event.subject?.trim() || UNTITLED;
  if (event.isAllDay) {
    const start = event.start.dateTime.slice(0, 10);
    const end = event.end.dateTime.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
    return { key: event.id, title, start, end: end > start ? end : start, isAllDay: true };
  }
  const start = instantOf(event.start);
  const end = instantOf(event.end);
  if (!start || !end) return null;
  return { key: event.id, title, start: start.toISOString(), end: end.toISOString(), isAllDay: false };
}

/**
 * Reads a calendar's occurrences in the window. With `conditional` and the last round's delta link,
 * asks first whether anything changed; a link Graph no longer honours (410) means a full read.
 */
async function read(
  api: CalendarApi,
  calendarId: string,
  window: ReadWindow,
  options: CalendarReadOptions,
): Promise<RemoteRead> {
  if (options.conditional && options.syncToken) {
    try {
      let changed = false;
      let deltaLink: string | undefined;
      for await (const page of pages<GraphEvent>(api, options.syncToken)) {
        if ((page.value ?? []).length > 0) changed = true;
        deltaLink = page['@odata.deltaLink'] ?? deltaLink;
      }
      if (!changed && deltaLink) return { changed: false, syncToken: deltaLink };
    } catch (error) {
      if (!(error instanceof CalendarApiError && error.status === 410)) throw error;
    }
  }
  const query = new URLSearchParams({
    startDateTime: window.from.toISOString(),
    endDateTime: window.to.toISOString(),
  });
  const occurrences = new Map<string, RemoteOccurrence>();
  let deltaLink: string | null = null;
  for await (const page of pages<GraphEvent>(
    api,
    `/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?${query}`,
  )) {
    for (const event of page.value ?? []) {
      const occurrence = toOccurrence(event);
      if (occurrence) occurrences.set(occurrence.key, occurrence);
      else occurrences.delete(event.id);
    }
    deltaLink = page['@odata.deltaLink'] ?? deltaLink;
  }
  return { changed: true, occurrences: [...occurrences.values()], syncToken: deltaLink };
}

export const microsoftCalendar: CalendarProvider<'microsoft'> = {
  id: 'microsoft',
  label: 'Microsoft',
  account: (config) => (config.microsoft ? microsoftAccount(config.microsoft) : null),
  listCalendars,
  read,
};
