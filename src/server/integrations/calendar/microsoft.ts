/**
 * Microsoft Outlook calendars: the account connection (Microsoft identity platform, read-only
 * calendars), and through Graph v1.0 the calendars an account can read and one calendar's
 * occurrences.
 *
 * A calendar view delta round over the window reads its occurrences (expanded by Graph) and ends
 * with a delta link; the next sync follows that link to learn whether anything changed, and reads
 * the window again only when it did.
 */

import { addDays, mondayIndex } from '../../../common/calendar-days';
import { isRepeating, WEEKDAY_CODES } from '../../../common/recurrence';
import { dayAt, instantOfWallTime, wallTimeAt } from '../../../common/zoned-time';
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
import { ianaZoneOf, UNTITLED } from './expand';

/** Adding, changing and deleting events (asked for only when a parent lets Luno write). */
export const MICROSOFT_WRITE_SCOPE = 'https://graph.microsoft.com/Calendars.ReadWrite';

/** The account's connection: read-only calendars, a refresh token, and who the account is. */
export function microsoftAccount(app: MicrosoftAppConfig): OAuthProvider {
  const login = `${app.baseUrl ?? 'https://login.microsoftonline.com'}/${app.tenant}/oauth2/v2.0`;
  const scopes = ['openid', 'email', 'offline_access', 'https://graph.microsoft.com/Calendars.Read'];
  return {
    id: 'microsoft',
    label: 'Microsoft',
    apiBase: `${app.baseUrl ?? 'https://graph.microsoft.com'}/v1.0`,
    writeScopes: [MICROSOFT_WRITE_SCOPE],
    authorizationUrl(state, codeVerifier, redirectUri, extraScopes = []) {
      const asked = [...scopes, ...extraScopes.filter((scope) => !scopes.includes(scope))];
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
  '@odata.etag'?: string;
  type?: string;
  seriesMasterId?: string;
  originalStart?: string;
  recurrence?: GraphRecurrence | null;
}

interface GraphRecurrence {
  pattern: Record<string, unknown>;
  range: {
    type: string;
    startDate: string;
    endDate?: string;
    numberOfOccurrences?: number;
    recurrenceTimeZone?: string;
  };
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

/** Where an event (or one occurrence of a series) lives, for writing it back. */
function refOf(event: GraphEvent): EventRef {
  const recurring = event.type === 'occurrence' || event.type === 'exception';
  let originalStart: string | null = null;
  if (recurring && event.originalStart) {
    const at = new Date(event.originalStart);
    originalStart = Number.isNaN(at.getTime())
      ? null
      : event.isAllDay
        ? event.originalStart.slice(0, 10)
        : at.toISOString();
  }
  return {
    eventId: event.id,
    seriesId: (recurring && event.seriesMasterId) || event.id,
    etag: event['@odata.etag'] ?? null,
    originalStart,
    recurring,
  };
}

function toOccurrence(event: GraphEvent): RemoteOccurrence | null {
  if (event['@removed'] !== undefined || event.isCancelled || !event.start || !event.end) return null;
  const title = event.subject?.trim() || UNTITLED;
  const ref = refOf(event);
  if (event.isAllDay) {
    const start = event.start.dateTime.slice(0, 10);
    const end = event.end.dateTime.slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return null;
    return { key: event.id, title, start, end: end > start ? end : start, isAllDay: true, ref };
  }
  const start = instantOf(event.start);
  const end = instantOf(event.end);
  if (!start || !end) return null;
  return { key: event.id, title, start: start.toISOString(), end: end.toISOString(), isAllDay: false, ref };
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

// Writing -------------------------------------------------------------------------------------

const eventPath = (eventId: string) => `/me/events/${encodeURIComponent(eventId)}`;

const GRAPH_DAYS = {
  MO: 'monday',
  TU: 'tuesday',
  WE: 'wednesday',
  TH: 'thursday',
  FR: 'friday',
  SA: 'saturday',
  SU: 'sunday',
} as const;
const GRAPH_INDEX = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as const;

/** `2026-11-24T15:00:00` in the zone: Graph's wall time with its zone beside it. */
function graphTime(value: string, allDay: boolean, timeZone: string): GraphTime {
  if (allDay) return { dateTime: `${value}T00:00:00`, timeZone };
  const wall = wallTimeAt(new Date(value), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    dateTime: `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`,
    timeZone,
  };
}

const dayOf = (value: string, timeZone: string) =>
  value.length === 10 ? value : dayAt(new Date(value), timeZone);

/** A draft's repeat rule as Graph's patterned recurrence; null when it does not repeat. */
function recurrenceOf(draft: EventDraft): GraphRecurrence | null {
  const config = draft.repeatConfig;
  if (!isRepeating(config)) return null;
  const startDay = dayOf(draft.start, draft.timeZone);
  const interval = config.interval;
  let pattern: Record<string, unknown>;
  if (config.freq === 'DAILY') pattern = { type: 'daily', interval };
  else if (config.freq === 'WEEKLY') {
    const days = config.byweekday.length > 0 ? config.byweekday : [WEEKDAY_CODES[mondayIndex(startDay)]!];
    pattern = {
      type: 'weekly',
      interval,
      daysOfWeek: days.map((code) => GRAPH_DAYS[code]),
      firstDayOfWeek: 'monday',
    };
  } else if (config.freq === 'MONTHLY' && config.bysetpos !== null && config.byweekdayForMonthlyNth) {
    pattern = {
      type: 'relativeMonthly',
      interval,
      daysOfWeek: [GRAPH_DAYS[config.byweekdayForMonthlyNth]],
      index: GRAPH_INDEX[config.bysetpos],
    };
  } else if (config.freq === 'MONTHLY') {
    pattern = {
      type: 'absoluteMonthly',
      interval,
      dayOfMonth: config.bymonthday ?? Number(startDay.slice(8, 10)),
    };
  } else {
    pattern = {
      type: 'absoluteYearly',
      interval,
      month: config.bymonth ?? Number(startDay.slice(5, 7)),
      dayOfMonth: config.bymonthday ?? Number(startDay.slice(8, 10)),
    };
  }
  return {
    pattern,
    range: draft.repeatUntil
      ? {
          type: 'endDate',
          startDate: startDay,
          endDate: draft.repeatUntil,
          recurrenceTimeZone: draft.timeZone,
        }
      : { type: 'noEnd', startDate: startDay, recurrenceTimeZone: draft.timeZone },
  };
}

/** What a draft writes; without notes the event's own body is left as it is (Luno does not show it). */
function eventBody(draft: EventDraft) {
  return {
    subject: draft.title,
    ...(draft.notes !== null ? { body: { contentType: 'text', content: draft.notes } } : {}),
    isAllDay: draft.allDay,
    start: graphTime(draft.start, draft.allDay, draft.timeZone),
    end: graphTime(draft.end, draft.allDay, draft.timeZone),
  };
}

function occurrencesIn(events: GraphEvent[], window: ReadWindow): WrittenOccurrence[] {
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const found: WrittenOccurrence[] = [];
  for (const event of events) {
    const occurrence = toOccurrence(event);
    if (!occurrence) continue;
    const startAt = occurrence.isAllDay ? `${occurrence.start}T00:00:00.000Z` : occurrence.start;
    const endAt = occurrence.isAllDay ? `${occurrence.end}T00:00:00.000Z` : occurrence.end;
    if (startAt >= to || endAt <= from) continue;
    found.push({ ...occurrence, ref: occurrence.ref ?? refOf(event) });
  }
  return found;
}

/** Every occurrence of a series in the window now, as Graph expands it; none when it is gone. */
async function seriesNow(api: CalendarApi, seriesId: string, window: ReadWindow) {
  let event: GraphEvent;
  try {
    event = await api.get<GraphEvent>(eventPath(seriesId), PREFER);
  } catch (error) {
    if (error instanceof CalendarApiError && (error.status === 404 || error.status === 410)) {
      return { seriesId, occurrences: [] };
    }
    throw error;
  }
  if (!event.recurrence) return { seriesId, occurrences: occurrencesIn([event], window) };
  const query = new URLSearchParams({
    startDateTime: window.from.toISOString(),
    endDateTime: window.to.toISOString(),
  });
  const instances: GraphEvent[] = [];
  for await (const page of pages<GraphEvent>(api, `${eventPath(seriesId)}/instances?${query}`)) {
    instances.push(...(page.value ?? []));
  }
  return { seriesId, occurrences: occurrencesIn(instances, window) };
}

/** The occurrence as Luno read it: a change made since (another etag) means nothing is written. */
async function readAsRead(api: CalendarApi, ref: EventRef): Promise<GraphEvent> {
  let event: GraphEvent;
  try {
    event = await api.get<GraphEvent>(eventPath(ref.eventId), PREFER);
  } catch (error) {
    if (error instanceof CalendarApiError && (error.status === 404 || error.status === 410)) {
      throw new CalendarWriteRefused('That event is no longer in the Microsoft calendar.', 404);
    }
    if (error instanceof CalendarApiError) throw new CalendarWriteRefused(error.message, 502);
    throw error;
  }
  if (ref.etag && event['@odata.etag'] && event['@odata.etag'] !== ref.etag) {
    throw new ChangedSinceRead('The event changed in Outlook since Luno read it.');
  }
  return event;
}

const instantText = (value: string) => (value.length === 10 ? `${value}T00:00:00.000Z` : value);

const microsoftWriter: CalendarWriter<AccountWriteTarget> = {
  async create({ api, calendarId }, draft, window) {
    const recurrence = recurrenceOf(draft);
    const created = await api.send<GraphEvent>(
      'POST',
      `/me/calendars/${encodeURIComponent(calendarId)}/events`,
      {
        body: { ...eventBody(draft), ...(recurrence ? { recurrence } : {}) },
      },
    );
    if (!created?.id) throw new CalendarWriteRefused('Microsoft sent an answer that could not be read.', 502);
    const series = await seriesNow(api, created.id, window);
    return { series: [series], written: series.occurrences[0]?.key ?? null };
  },

  async update({ api, calendarId }, ref, draft, scope, window) {
    if (!ref.recurring || scope === 'this') {
      const recurrence = ref.recurring ? null : recurrenceOf(draft);
      await api.send<GraphEvent>('PATCH', eventPath(ref.eventId), {
        body: { ...eventBody(draft), ...(recurrence ? { recurrence } : {}) },
        ifMatch: ref.etag,
      });
      const series = await seriesNow(api, ref.seriesId, window);
      return { series: [series], written: ref.eventId };
    }
    const occurrence = await readAsRead(api, ref);
    const master = await api.get<GraphEvent>(eventPath(ref.seriesId), PREFER);
    const masterStart = master.start ? instantOf(master.start) : null;
    const first =
      ref.originalStart !== null &&
      masterStart !== null &&
      instantText(ref.originalStart) === masterStart.toISOString();
    if (scope === 'all' || first) {
      // The series moves by as much as the occurrence moved, and takes the new words.
      const read = occurrence.start ? instantOf(occurrence.start) : null;
      const move = read ? Date.parse(instantText(draft.start)) - read.getTime() : 0;
      const length = Date.parse(instantText(draft.end)) - Date.parse(instantText(draft.start));
      const start = new Date((masterStart?.getTime() ?? Date.parse(instantText(draft.start))) + move);
      const startText = draft.allDay ? start.toISOString().slice(0, 10) : start.toISOString();
      const endText = draft.allDay
        ? new Date(start.getTime() + length).toISOString().slice(0, 10)
        : new Date(start.getTime() + length).toISOString();
      const moved = { ...draft, start: startText, end: endText };
      const recurrence =
        recurrenceOf(moved) ??
        (master.recurrence
          ? {
              ...master.recurrence,
              range: { ...master.recurrence.range, startDate: dayOf(startText, draft.timeZone) },
            }
          : null);
      await api.send<GraphEvent>('PATCH', eventPath(ref.seriesId), {
        body: { ...eventBody(moved), ...(recurrence ? { recurrence } : {}) },
        ifMatch: master['@odata.etag'] ?? null,
      });
      const series = await seriesNow(api, ref.seriesId, window);
      const written = series.occurrences.find((o) => o.start === draft.start) ?? series.occurrences[0];
      return { series: [series], written: written?.key ?? null };
    }
    // This and following: the series ends the day before the occurrence; a new one starts at it.
    const endDay = addDays(dayOf(ref.originalStart ?? draft.start, draft.timeZone), -1);
    await api.send<GraphEvent>('PATCH', eventPath(ref.seriesId), {
      body: {
        recurrence: {
          ...master.recurrence,
          range: { ...master.recurrence?.range, type: 'endDate', endDate: endDay },
        },
      },
      ifMatch: master['@odata.etag'] ?? null,
    });
    const startDay = dayOf(draft.start, draft.timeZone);
    const rest =
      recurrenceOf(draft) ??
      (master.recurrence
        ? {
            pattern: master.recurrence.pattern,
            range:
              master.recurrence.range.type === 'endDate'
                ? { ...master.recurrence.range, startDate: startDay }
                : {
                    type: 'noEnd',
                    startDate: startDay,
                    recurrenceTimeZone: master.recurrence.range.recurrenceTimeZone ?? draft.timeZone,
                  },
          }
        : null);
    const created = await api.send<GraphEvent>(
      'POST',
      `/me/calendars/${encodeURIComponent(calendarId)}/events`,
      {
        body: { ...eventBody(draft), ...(rest ? { recurrence: rest } : {}) },
      },
    );
    const before = await seriesNow(api, ref.seriesId, window);
    const after = created?.id ? await seriesNow(api, created.id, window) : null;
    return { series: after ? [before, after] : [before], written: after?.occurrences[0]?.key ?? null };
  },

  async delete({ api }, ref, scope, window) {
    if (!ref.recurring || scope === 'this') {
      await api.send('DELETE', eventPath(ref.eventId), { ifMatch: ref.etag });
      const series = ref.recurring
        ? await seriesNow(api, ref.seriesId, window)
        : { seriesId: ref.seriesId, occurrences: [] };
      return { series: [series], written: null };
    }
    await readAsRead(api, ref);
    const master = await api.get<GraphEvent>(eventPath(ref.seriesId), PREFER);
    const masterStart = master.start ? instantOf(master.start) : null;
    const first =
      ref.originalStart !== null &&
      masterStart !== null &&
      instantText(ref.originalStart) === masterStart.toISOString();
    if (scope === 'all' || first) {
      await api.send('DELETE', eventPath(ref.seriesId), { ifMatch: master['@odata.etag'] ?? null });
      return { series: [{ seriesId: ref.seriesId, occurrences: [] }], written: null };
    }
    const zone = ianaZoneOf(master.recurrence?.range.recurrenceTimeZone ?? '') ?? 'UTC';
    const endDay = addDays(dayOf(ref.originalStart ?? '', zone), -1);
    await api.send<GraphEvent>('PATCH', eventPath(ref.seriesId), {
      body: {
        recurrence: {
          ...master.recurrence,
          range: { ...master.recurrence?.range, type: 'endDate', endDate: endDay },
        },
      },
      ifMatch: master['@odata.etag'] ?? null,
    });
    return { series: [await seriesNow(api, ref.seriesId, window)], written: null };
  },
};

// Change notifications --------------------------------------------------------------------------

interface GraphSubscription {
  id: string;
  expirationDateTime?: string;
}

/** The longest Graph keeps a subscription to Outlook events. */
const GRAPH_MAX_MINUTES = 10_070;

const expiryOf = (answer: GraphSubscription | null, asked: Date) => {
  const at = Date.parse(answer?.expirationDateTime ?? '');
  return Number.isNaN(at) ? asked : new Date(at);
};

/**
 * Graph subscriptions to a calendar's events: Graph first checks the address answers its
 * validation token, then posts each change with the clientState; renewed by moving its end.
 */
const microsoftWatcher: CalendarWatcher = {
  path: '/api/webhooks/microsoft-graph',
  maxLifetimeMs: (GRAPH_MAX_MINUTES - 10) * 60_000,
  async start(api, calendarId, request) {
    const answer = await api.send<GraphSubscription>('POST', '/subscriptions', {
      body: {
        changeType: 'created,updated,deleted',
        notificationUrl: request.address,
        resource: `me/calendars/${encodeURIComponent(calendarId)}/events`,
        expirationDateTime: request.expiresAt.toISOString(),
        clientState: request.secret,
      },
    });
    if (!answer?.id) throw new CalendarWriteRefused('Microsoft sent an answer that could not be read.', 502);
    return { channelId: answer.id, resourceId: null, expiresAt: expiryOf(answer, request.expiresAt) };
  },
  async renew(api, watch, expiresAt) {
    try {
      const answer = await api.send<GraphSubscription>(
        'PATCH',
        `/subscriptions/${encodeURIComponent(watch.channelId)}`,
        {
          body: { expirationDateTime: expiresAt.toISOString() },
        },
      );
      return { ...watch, expiresAt: expiryOf(answer, expiresAt) };
    } catch (error) {
      // Graph removed it (expired, or deleted): a new one is made.
      if (error instanceof CalendarWriteRefused && error.status === 404) return null;
      throw error;
    }
  },
  async stop(api, watch) {
    await api.send('DELETE', `/subscriptions/${encodeURIComponent(watch.channelId)}`);
  },
};

export const microsoftCalendar: CalendarProvider<'microsoft'> = {
  id: 'microsoft',
  label: 'Microsoft',
  account: (config) => (config.microsoft ? microsoftAccount(config.microsoft) : null),
  listCalendars,
  read,
  writer: microsoftWriter,
  watcher: microsoftWatcher,
};
