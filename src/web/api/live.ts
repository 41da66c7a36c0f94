/**
 * Live updates: the family's changes arrive on one server-sent-events stream (`GET /api/live`),
 * and each names what to fetch again. Between streams — the server restarting, the network gone —
 * changes are not announced, so each new stream begins by refetching everything on screen.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RESOURCES, type Resource } from '../../common/resources';
import { invalidateFor } from './freshness';

/** Pauses before reopening a stream the browser gave up on, growing with each failure in a row. */
export const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function reopenDelay(failures: number): number {
  return REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)]!;
}

/** Applies one `change` event's data; anything that is not one is ignored. */
export function applyChange(queryClient: QueryClient, data: string): void {
  try {
    const { resource, ids } = JSON.parse(data) as { resource: Resource; ids: number[] };
    if (RESOURCES.includes(resource))
      void invalidateFor(queryClient, resource, Array.isArray(ids) ? ids : []);
  } catch {
    // Not a change we know.
  }
}

/** Keeps this page's data fresh from the live stream for as long as it is shown. */
export function useLiveUpdates(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let streamedBefore = false;
    let stopped = false;

    function open() {
      const current = new EventSource('/api/live');
      source = current;
      current.addEventListener('ready', () => {
        if (streamedBefore) void queryClient.invalidateQueries();
        streamedBefore = true;
        failures = 0;
      });
      current.addEventListener('change', (event) => applyChange(queryClient, (event as MessageEvent).data));
      current.onerror = () => {
        // The browser reconnects a dropped stream by itself, but gives up for good after an answer
        // other than 200 (a proxy's 502 while the server restarts): the watchdog opens a new one.
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        current.close();
        timer = setTimeout(open, reopenDelay(failures++));
      };
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient, enabled]);
}
