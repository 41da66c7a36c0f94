/**
 * A calendar provider: a connected account (its OAuth endpoints and scopes), the calendars the
 * account can read, and one calendar's occurrences read incrementally. One file per provider
 * beside this one, listed in `providers.ts`.
 */
import type { AccountProvider } from '../provider';
import type { CalendarApi, ReadWindow, RemoteCalendarInfo, RemoteRead } from './calendar-api';
import type { CalendarWatcher } from './calendar-watcher';
import type { AccountWriteTarget, CalendarWriter } from './calendar-writer';

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
  /**
   * Writes events to one of the account's calendars (`calendar-writer.ts`); absent while the
   * provider cannot. Writing needs the account's `writeScopes` (its `account()`), asked for by
   * connecting again when a parent lets Luno write to one of its calendars.
   */
  writer?: CalendarWriter<AccountWriteTarget>;
  /** Tells Luno of a calendar's changes as they happen (`calendar-watcher.ts`); absent where the provider cannot. */
  watcher?: CalendarWatcher;
}
