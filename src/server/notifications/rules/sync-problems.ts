/**
 * A calendar source that stopped syncing, or a connected account that needs connecting again →
 * the members with `syncProblems` on, once per problem, with a link to the page that fixes it.
 *
 * A source has stopped syncing once FAILURES_BEFORE_TELLING reads in a row failed (one failure is
 * often a passing outage, and is tried again soon). A problem is named by what it is about and
 * when it began — a source's last good sync, an account's refusal — so a source that recovers and
 * fails again is a new problem, and one that goes on failing is the same one.
 */
import { CALENDAR_PROVIDERS, isCalendarProviderId } from '../../../common/calendar-providers';
import type { SourceRow } from '../../calendars/calendars.repo';
import type { Notice } from '../../push/notice';
import { clip } from './notice-text';

export const FAILURES_BEFORE_TELLING = 3;
/** The Calendars page lists each source with its error, and reconnects accounts. */
export const CALENDARS_URL = '/app/events';
const TTL_SECONDS = 24 * 60 * 60;

export interface SyncProblem {
  /** The problem, the same for as long as it lasts. */
  id: string;
  notice: Notice;
}

export interface ConnectionState {
  provider: string;
  refused_at: string | null;
}

function providerName(provider: string): string {
  return isCalendarProviderId(provider) ? CALENDAR_PROVIDERS[provider].name : provider;
}

/** The family's sync problems now. A source of an account that needs connecting again is told as the account. */
export function syncProblems(
  sources: readonly SourceRow[],
  connections: readonly ConnectionState[],
): SyncProblem[] {
  const problems: SyncProblem[] = [];
  const refused = new Set<string>();
  for (const connection of connections) {
    if (connection.refused_at === null) continue;
    refused.add(connection.provider);
    const name = providerName(connection.provider);
    problems.push({
      id: `account:${connection.provider}:${connection.refused_at}`,
      notice: {
        title: `Reconnect ${name}`,
        body: `${name} no longer lets Luno read the family’s calendars. Connect the account again to keep them on your screens.`,
        url: CALENDARS_URL,
        topic: `sync-account-${connection.provider}`.slice(0, 32),
        urgency: 'low',
        ttlSeconds: TTL_SECONDS,
      },
    });
  }
  for (const source of sources) {
    if (source.failure_count < FAILURES_BEFORE_TELLING || refused.has(source.source_type)) continue;
    const reason = source.last_error ? ` ${source.last_error}` : '';
    problems.push({
      id: `source:${source.id}:${source.last_synced_at ?? source.created_at}`,
      notice: {
        title: 'A calendar stopped syncing',
        body: clip(`“${source.name}” could not be read.${reason}`, 300),
        url: CALENDARS_URL,
        topic: `sync-source-${source.id}`,
        urgency: 'low',
        ttlSeconds: TTL_SECONDS,
      },
    });
  }
  return problems;
}
