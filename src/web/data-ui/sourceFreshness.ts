/**
 * Calendars that are never silently stale (issue 41): which of a card's sources has not synced for
 * two intervals, and how the card says so. Pure and free of zod: board views use it.
 */
import type { CalendarSource } from '../../common/schemas/calendars';
import { dayAt } from '../../common/zoned-time';

type Freshness = Pick<CalendarSource, 'id' | 'lastSyncedAt' | 'staleAfter'>;

/**
 * The last sync of the longest-behind source among `shown` that is past its `staleAfter` at `now`,
 * or null when every one is up to date (or has never synced, which shows no events to doubt).
 */
export function notUpdatedSince(
  sources: readonly Freshness[] | undefined,
  shown: (sourceId: number) => boolean,
  now: Date,
): string | null {
  let oldest: string | null = null;
  for (const source of sources ?? []) {
    if (!shown(source.id) || source.lastSyncedAt === null || source.staleAfter == null) continue;
    if (Date.parse(source.staleAfter) > now.getTime()) continue;
    if (oldest === null || source.lastSyncedAt < oldest) oldest = source.lastSyncedAt;
  }
  return oldest;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDay}`;
  let known = formats.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat(undefined, {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withDay ? { month: 'short', day: 'numeric' } : {}),
    });
    formats.set(key, known);
  }
  return known;
}

/** "Not updated since 2:20 PM", with the day when it was not today in the family's zone. */
export function notUpdatedText(since: string, now: Date, timeZone: string): string {
  const at = new Date(since);
  const sameDay = dayAt(at, timeZone) === dayAt(now, timeZone);
  return `Not updated since ${format(timeZone, !sameDay).format(at)}`;
}
