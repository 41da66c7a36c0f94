/**
 * The app's outbox for the family signed in (./outbox.ts), and when it sends: at once on load (what
 * an earlier visit left), when the browser says it is online again, and every little while as long
 * as something waits (a browser that believes it is online while the server is away says nothing
 * when it comes back). The app's frame (AppShell) provides it to the pages through ./outboxContext.ts.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRequest } from './client';
import { invalidateFor, queryKeys } from './freshness';
import { Outbox } from './outbox';
import { browserStore } from './outboxStore';
import { changedBy, type QueuedWrite, requestOf, withConfirmed } from './queuedWrites';

/** A try that has no answer by then is taken for lost: the write waits and goes again under its key. */
const ANSWER_WITHIN_MS = 10_000;
/** How often what waits is tried again. */
const RETRY_EVERY_MS = 15_000;

function timeout(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

/** One sender among this browser's tabs, where the browser can say so (Web Locks). */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (!navigator.locks) return work();
  return navigator.locks.request('luno-outbox', work) as Promise<T>;
}

function send(write: QueuedWrite, key: string): Promise<unknown> {
  const { method, path, body } = requestOf(write);
  return apiRequest(path, { method, body, idempotencyKey: key, signal: timeout(ANSWER_WITHIN_MS) });
}

/** The list the write changes, as it is cached. */
function listKey(write: QueuedWrite): readonly unknown[] {
  return write.kind === 'task-complete'
    ? queryKeys.taskItems(write.listId)
    : queryKeys.shoppingItems(write.listId);
}

function readAgain(queryClient: QueryClient, write: QueuedWrite): void {
  for (const { resource, ids } of changedBy(write)) void invalidateFor(queryClient, resource, ids);
}

/** The outbox of `familyId` (null while nobody is signed in), sending as long as the page is open. */
export function useAppOutbox(familyId: string | null): Outbox | null {
  const queryClient = useQueryClient();
  const outbox = useMemo(
    () =>
      familyId === null
        ? null
        : new Outbox({
            store: browserStore(),
            familyId,
            send,
            exclusive: oneTabAtATime,
            onSent(write, answer) {
              const key = listKey(write);
              queryClient.setQueryData(key, (data: unknown) => withConfirmed(key, data, write, answer));
              readAgain(queryClient, write);
            },
            onDropped: (write) => readAgain(queryClient, write),
          }),
    [familyId, queryClient],
  );

  useEffect(() => {
    if (!outbox) return;
    const flush = () => void outbox.flush();
    flush();
    window.addEventListener('online', flush);
    const retry = setInterval(() => {
      if (outbox.getState().waiting.length > 0) flush();
    }, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(retry);
    };
  }, [outbox]);

  return outbox;
}
