/**
 * Live updates: the family's changes arrive on one server-sent-events stream (`GET /api/live`),
 * and each names what to fetch again. Between streams — the server restarting, the network gone —
 * changes are not announced, so each new stream begins by refetching everything on screen. While
 * a stream stays open, everything on screen is asked for again only by a rare safety refresh.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RESOURCES, type Resource } from '../../common/resources';
import { invalidateFor, SAFETY_REFRESH_MS } from './freshness';

/** Pauses before reopening a stream the browser gave up on, growing with each failure in a row. */
export const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/**
 * The server sends a heartbeat every 25 s: a stream silent for longer than two of them is dead
 * (a proxy holding it open, a laptop that slept) and is replaced.
 */
export const SILENCE_LIMIT_MS = 60_000;

export function reopenDelay(failures: number): number {
  return REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)]!;
}

/** Applies one `change` event's data; anything that is not one is ignored. */
export function applyChange(queryClient: QueryClient, data: string): Resource | null {
  try {
    const { resource, ids } = JSON.parse(data) as { resource: Resource; ids: number[] };
    if (!RESOURCES.includes(resource)) return null;
    void invalidateFor(queryClient, resource, Array.isArray(ids) ? ids : []);
    return resource;
  } catch {
    // Not a change we know.
    return null;
  }
}

/** What the server says when a stream opens. */
export interface LiveReady {
  /** The viewer build it serves (`/assets/view-….js`), or null when it serves none. */
  viewerBuild: string | null;
}

function readReady(data: string): LiveReady {
  try {
    const parsed = JSON.parse(data) as Partial<LiveReady>;
    return { viewerBuild: typeof parsed.viewerBuild === 'string' ? parsed.viewerBuild : null };
  } catch {
    return { viewerBuild: null };
  }
}

export interface LiveState {
  /** When the stream was last lost, while it still is; null while it is open. */
  downSince: Date | null;
}

/**
 * Keeps this page's data fresh from the live stream for as long as it is shown, and answers
 * whether the stream is up. A watchdog reopens a stream the browser gave up on or that went silent.
 */
export function useLiveUpdates(
  options: {
    enabled?: boolean;
    onReady?: (ready: LiveReady) => void;
    /** The family itself changed (its plan, its members): the session is read again. */
    onFamilyChange?: () => void;
  } = {},
): LiveState {
  const { enabled = true } = options;
  const queryClient = useQueryClient();
  const [downSince, setDownSince] = useState<Date | null>(null);
  const onReady = useRef(options.onReady);
  onReady.current = options.onReady;
  const onFamilyChange = useRef(options.onFamilyChange);
  onFamilyChange.current = options.onFamilyChange;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    let safetyTimer: ReturnType<typeof setInterval> | undefined;
    let failures = 0;
    // Changes made while no stream was open were never announced: the next stream refetches all.
    let missedChanges = false;
    let stopped = false;

    const lost = () => {
      clearInterval(safetyTimer);
      missedChanges = true;
      setDownSince((since) => since ?? new Date());
    };

    function reopenLater(current: EventSource) {
      current.close();
      clearTimeout(silenceTimer);
      lost();
      if (!stopped) reopenTimer = setTimeout(open, reopenDelay(failures++));
    }

    function heard(current: EventSource) {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => reopenLater(current), SILENCE_LIMIT_MS);
    }

    function open() {
      const current = new EventSource('/api/live');
      source = current;
      heard(current);
      current.addEventListener('ready', (event) => {
        heard(current);
        if (missedChanges) {
          void queryClient.invalidateQueries();
          onFamilyChange.current?.();
        }
        missedChanges = false;
        failures = 0;
        clearInterval(safetyTimer);
        safetyTimer = setInterval(() => void queryClient.invalidateQueries(), SAFETY_REFRESH_MS);
        setDownSince(null);
        onReady.current?.(readReady((event as MessageEvent).data));
      });
      current.addEventListener('heartbeat', () => heard(current));
      // The session this stream was opened with ended or moved (signed out elsewhere, unpaired, a
      // plan that lapsed, another family): what is on screen and the session are read again, and
      // their answers say where to go; a new stream opens if the session still opens one.
      current.addEventListener('ended', () => {
        reopenLater(current);
        void queryClient.invalidateQueries();
        onFamilyChange.current?.();
      });
      current.addEventListener('change', (event) => {
        heard(current);
        if (applyChange(queryClient, (event as MessageEvent).data) === 'family') onFamilyChange.current?.();
      });
      current.onerror = () => {
        if (stopped) return;
        // The browser reconnects a dropped stream by itself, but gives up for good after an answer
        // other than 200 (a proxy's 502 while the server restarts): the watchdog opens a new one.
        if (current.readyState === EventSource.CLOSED) reopenLater(current);
        else lost();
      };
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(reopenTimer);
      clearTimeout(silenceTimer);
      clearInterval(safetyTimer);
      source?.close();
    };
  }, [queryClient, enabled]);

  return { downSince };
}
