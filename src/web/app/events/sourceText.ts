import { CALENDAR_PROVIDERS, isCalendarProviderId } from '../../../common/calendar-providers';
import type { CalendarSource } from '../../../common/schemas/calendars';

export function kindLabel(source: CalendarSource): string {
  const type = source.source_type;
  if (isCalendarProviderId(type)) return CALENDAR_PROVIDERS[type].kind;
  return type === 'apple' ? 'Apple (CalDAV)' : 'iCal link';
}

/** "Synced just now", "Synced 5 minutes ago", "Synced 3 hours ago", "Not synced yet". */
export function syncedText(lastSyncedAt: string | null, now: Date): string {
  if (!lastSyncedAt) return 'Not synced yet';
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(lastSyncedAt)) / 60_000));
  if (minutes < 1) return 'Synced just now';
  if (minutes < 60) return `Synced ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `Synced ${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `Synced ${Math.round(hours / 24)} days ago`;
}

/** "Next try in 5 minutes", "Next try in 2 hours", "Next try any moment". */
export function nextSyncText(nextSyncAt: string, now: Date): string {
  const minutes = Math.round((Date.parse(nextSyncAt) - now.getTime()) / 60_000);
  if (minutes < 1) return 'Next try any moment';
  if (minutes < 60) return `Next try in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `Next try in ${hours} hour${hours === 1 ? '' : 's'}`;
}
