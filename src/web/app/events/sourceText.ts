import type { CalendarSource } from '../../../common/schemas/calendars';

const KINDS: Record<CalendarSource['source_type'], string> = {
  ical: 'iCal link',
  apple: 'Apple (CalDAV)',
  google: 'Google Calendar',
  microsoft: 'Microsoft Outlook',
};

export function kindLabel(source: CalendarSource): string {
  return KINDS[source.source_type];
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
