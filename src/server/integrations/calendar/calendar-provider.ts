/**
 * A calendar provider: a connected account (its OAuth endpoints and scopes), the calendars the
 * account can read, and one calendar's occurrences read incrementally. One file per provider
 * beside this one, listed in `providers.ts`.
 */
import type { AccountProvider } from '../provider';
import type { CalendarApi, ReadWindow, RemoteCalendarInfo, RemoteRead } from './calendar-api';

export interface CalendarReadOptions {
  /** What the last read ended with: a sync token, a delta link. */
  syncToken: string | null;
  /** May answer "nothing changed" from the token instead of reading the window. */
  conditional: boolean;
}

export interface CalendarProvider<Id extends string = string> extends AccountProvider<Id> {
  listCalendars(api: CalendarApi): Promise<RemoteCalendarInfo[]>;
  read(
    api: CalendarApi,
    calendarId: string,
    window: ReadWindow,
    options: CalendarReadOptions,
  ): Promise<RemoteRead>;
}
