/**
 * Every calendar provider, one line each, keyed by the id the wire and the database use (the ids
 * and what the client shows of each are in `common/calendar-providers.ts`).
 */
import type { CalendarProviderId } from '../../../common/calendar-providers';
import type { Config } from '../../config';
import type { OAuthProvider } from '../oauth/providers';
import type { CalendarProvider } from './calendar-provider';
import { googleCalendar } from './google';
import { microsoftCalendar } from './microsoft';

export const CALENDAR_PROVIDERS: { [P in CalendarProviderId]: CalendarProvider<P> } = {
  google: googleCalendar,
  microsoft: microsoftCalendar,
};

/** The accounts this server's keys let a family connect. */
export function calendarAccounts(config: Config): Partial<Record<CalendarProviderId, OAuthProvider>> {
  const accounts: Partial<Record<CalendarProviderId, OAuthProvider>> = {};
  for (const provider of Object.values(CALENDAR_PROVIDERS)) {
    const account = provider.account(config);
    if (account) accounts[provider.id] = account;
  }
  return accounts;
}
