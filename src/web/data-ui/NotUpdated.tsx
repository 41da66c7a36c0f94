import type { ReactNode } from 'react';
import { useCalendarSources } from '../api/calendars';
import { useFamilyTimeZone } from '../session/useFamilyTimeZone';
import { notUpdatedSince, notUpdatedText } from './sourceFreshness';
import { useMinute } from './useMinute';

/**
 * A calendar card that is never silently stale (issue 41): when a source it shows has not synced for
 * two intervals, a line in small type under it says since when ("Not updated since 2:20 PM").
 */
export function NotUpdated({
  shows,
  children,
}: {
  /** Whether the card shows this source's events. */
  shows: (sourceId: number) => boolean;
  children: ReactNode;
}) {
  const sources = useCalendarSources();
  const now = useMinute();
  const timeZone = useFamilyTimeZone();
  const since = notUpdatedSince(sources.data, shows, now);
  if (since === null) return children;
  return (
    <div className="not-updated-frame">
      <div className="not-updated-frame__card">{children}</div>
      <p className="not-updated">{notUpdatedText(since, now, timeZone)}</p>
    </div>
  );
}
