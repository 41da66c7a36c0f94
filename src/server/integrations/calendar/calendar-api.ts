/**
 * Authorised JSON reads from the Google Calendar and Microsoft Graph APIs. Their origins come from
 * the server's configuration, never from a family, so these go through the plain fetch with our
 * own time limit; a paging link is followed only on the API's own origin, where the token belongs.
 */
import type { EventRef } from './calendar-writer';

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
