import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../api/freshness';

/** A stream that drops asks the server again after this long; only a failed answer means offline. */
const RECHECK_AFTER_MS = 5_000;

/**
 * When this display went offline, while it still is: the first failed answer, dated from the moment
 * the live stream dropped when it did. A stream that drops and comes back (a deploy) marks nothing.
 */
export function useOfflineSince(answersFailing: boolean, streamDownSince: Date | null): Date | null {
  const queryClient = useQueryClient();
  const [since, setSince] = useState<Date | null>(null);

  useEffect(() => {
    if (!streamDownSince) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.screens }),
      RECHECK_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [streamDownSince, queryClient]);

  useEffect(() => {
    setSince((current) => (answersFailing ? (current ?? streamDownSince ?? new Date()) : null));
  }, [answersFailing, streamDownSince]);

  return since;
}

/** "Offline since 14:02", in the display's own clock. */
export function offlineText(since: Date): string {
  const time = since.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `Offline since ${time} — showing the last saved board`;
}

/** The viewer build this page runs, as view.html loads it; null outside the built viewer. */
export function ownViewerBuild(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/view-"]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}
