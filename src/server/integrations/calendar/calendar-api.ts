/**
 * Authorised JSON reads from the Google Calendar and Microsoft Graph APIs. Their origins come from
 * the server's configuration, never from a family, so these go through the plain fetch with our
 * own time limit; a paging link is followed only on the API's own origin, where the token belongs.
 */
import { CalendarWriteRefused, ChangedSinceRead, type EventRef } from './calendar-writer';

/** A failure a family may read, shown beside the source. */
export class CalendarApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The access token was refused: it may have been revoked, or expired early. */
export class AccessRefused extends CalendarApiError {}

const TIMEOUT_MS = 30_000;
/** However a calendar pages, no read follows more links than this. */
export const MAX_PAGES = 50;

export interface CalendarApi {
  /** GETs a path under the API base, or a paging link the API gave. */
  get<T>(pathOrLink: string, headers?: Record<string, string>): Promise<T>;
  /**
   * A write (POST, PATCH, PUT, DELETE) of a JSON body to a path under the API base, with
   * `If-Match` when a version is given. 412 is `ChangedSinceRead`, 401 `AccessRefused`, any other
   * refusal or failure a `CalendarWriteRefused` in words a family may read. Answers the JSON
   * answer, or null for an empty one (204).
   */
  send<T>(method: WriteMethod, path: string, options?: WriteOptions): Promise<T | null>;
}

export type WriteMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface WriteOptions {
  body?: unknown;
  /** The version read (an etag): the write happens only while the resource still has it. */
  ifMatch?: string | null;
  headers?: Record<string, string>;
}

/** What the provider's error answer says, for telling a missing permission from other refusals. */
async function errorText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 4000);
  } catch {
    return '';
  }
}

/**
 * The provider refused a write with 403. A token without the write permission (Google's
 * insufficient scopes, Graph's access denied) means Luno was not allowed to write yet; anything
 * else, that the account may only read that calendar.
 */
function writeForbidden(label: string, text: string): CalendarWriteRefused {
  if (/insufficient|SCOPE_INSUFFICIENT|ErrorAccessDenied|AccessDenied/i.test(text)) {
    return new CalendarWriteRefused(
      `Luno may not change events in this ${label} calendar yet. Turn on “Luno may add and change events” for it and connect ${label} again.`,
      403,
    );
  }
  return new CalendarWriteRefused(
    `This ${label} account may only read this calendar, so Luno cannot change its events. Its owner can share it with permission to make changes.`,
    403,
  );
}

export function createCalendarApi(apiBase: string, accessToken: string, label: string): CalendarApi {
  const origin = new URL(apiBase).origin;
  return {
    async get<T>(pathOrLink: string, headers: Record<string, string> = {}): Promise<T> {
      const url = pathOrLink.startsWith('/') ? new URL(`${apiBase}${pathOrLink}`) : new URL(pathOrLink);
      if (url.origin !== origin) throw new CalendarApiError(`${label} answered with a link elsewhere.`);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json', authorization: `Bearer ${accessToken}`, ...headers },
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new CalendarApiError(`${label} could not be reached. It will be tried again.`);
      }
      if (response.status === 401) {
        throw new AccessRefused(`${label} refused Luno’s access. Connect ${label} again.`, 401);
      }
      if (response.status === 403) {
        throw new CalendarApiError(`${label} does not let this account read that calendar.`, 403);
      }
      if (response.status === 404) {
        throw new CalendarApiError(`${label} no longer shares that calendar with this account.`, 404);
      }
      if (response.status === 410) throw new CalendarApiError(`${label} asked for a full read.`, 410);
      if (!response.ok) {
        throw new CalendarApiError(`${label} answered with an error (${response.status}).`, response.status);
      }
      try {
        return (await response.json()) as T;
      } catch {
        throw new CalendarApiError(`${label} sent an answer that could not be read.`);
      }
    },

    async send<T>(method: WriteMethod, path: string, options: WriteOptions = {}): Promise<T | null> {
      const url = new URL(`${apiBase}${path}`);
      if (url.origin !== origin) throw new CalendarWriteRefused(`${label} could not be written to.`);
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${accessToken}`,
        ...options.headers,
      };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.ifMatch) headers['if-match'] = options.ifMatch;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new CalendarWriteRefused(`${label} could not be reached. Nothing was changed; try again.`, 502);
      }
      if (response.status === 412) {
        throw new ChangedSinceRead(`${label} says the event changed since Luno read it.`);
      }
      if (response.status === 401) {
        throw new AccessRefused(`${label} refused Luno’s access. Connect ${label} again.`, 401);
      }
      if (response.status === 403) throw writeForbidden(label, await errorText(response));
      if (response.status === 404 || response.status === 410) {
        throw new CalendarWriteRefused(`That event is no longer in the ${label} calendar.`, 404);
      }
      if (response.status === 400) {
        throw new CalendarWriteRefused(`${label} did not accept that event. Nothing was changed.`, 400);
      }
      if (!response.ok) {
        throw new CalendarWriteRefused(
          `${label} answered with an error (${response.status}). Nothing was changed; try again.`,
          502,
        );
      }
      const text = await response.text().catch(() => '');
      if (!text) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new CalendarWriteRefused(`${label} sent an answer that could not be read.`, 502);
      }
    },
  };
}

/** A window of a calendar's occurrences, as instants. */
export interface ReadWindow {
  from: Date;
  to: Date;
}

/** One occurrence as a calendar API gives it, in the shape events are stored. */
export interface RemoteOccurrence {
  key: string;
  title: string;
  /** Timed: an ISO UTC instant. All-day: `YYYY-MM-DD`. */
  start: string;
  /** Timed: an ISO UTC instant. All-day: `YYYY-MM-DD`, exclusive. */
  end: string;
  isAllDay: boolean;
  /** Where the occurrence lives at the provider, for writing it back (`calendar-writer.ts`). */
  ref?: EventRef;
}

/** What reading a remote calendar found: nothing new since the sync token, or its occurrences. */
export type RemoteRead =
  | { changed: false; syncToken: string }
  | { changed: true; occurrences: RemoteOccurrence[]; syncToken: string | null };

/** A calendar the connected account can add (GET /api/auth/google|microsoft/calendars). */
export interface RemoteCalendarInfo {
  id: string;
  name: string;
  primary: boolean;
}
