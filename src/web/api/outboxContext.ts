/**
 * How the hooks reach the outbox (./outbox.ts) without loading it: the app's pages provide one
 * (`OutboxContext`, from ./outboxProvider.ts); a board on the wall, the editor's preview and the demo
 * provide none, and their writes go straight to the server as before. This module is all a widget
 * view loads of it, so it stays small.
 */
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { OutboxState } from './outbox';
import type { QueuedWrite } from './queuedWrites';

/** A write's answer when it waits in the outbox: the page shows it done; the server has it later. */
export interface QueuedAnswer {
  queued: true;
}

export const QUEUED: QueuedAnswer = { queued: true };

export function isQueued(answer: unknown): answer is QueuedAnswer {
  return typeof answer === 'object' && answer !== null && 'queued' in answer && answer.queued === true;
}

/** A row as a list shows it: `queued` when a change to it waits to be sent. */
export type WithQueued<Row> = Row & { queued?: true };

export interface OutboxPort {
  submit<T>(write: QueuedWrite): Promise<T | QueuedAnswer>;
  subscribe(listener: () => void): () => void;
  /** A new object whenever what waits, or what the family is told, changes. */
  getState(): OutboxState;
  dismissNote(id: number): void;
  /** `data`, the server's answer to the query `key`, with the waiting writes applied. */
  withQueued<T>(key: readonly unknown[], data: T): T;
}

export const OutboxContext = createContext<OutboxPort | null>(null);

export function useOutbox(): OutboxPort | null {
  return useContext(OutboxContext);
}

const noSubscription = () => () => {};
const nothing = () => null;

/** What waits and what the family is told, drawn again as it changes; null where there is no outbox. */
export function useOutboxState(): OutboxState | null {
  const outbox = useOutbox();
  return useSyncExternalStore(outbox?.subscribe ?? noSubscription, outbox?.getState ?? nothing);
}

/**
 * A query's `select` that shows its rows with the waiting writes applied, drawn again whenever
 * they change; undefined where there is no outbox.
 */
export function useQueuedView<Row>(
  key: readonly unknown[],
): ((rows: Row[]) => WithQueued<Row>[]) | undefined {
  const outbox = useOutbox();
  const state = useOutboxState();
  const hash = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function for every new state, so the query selects again
  return useMemo(
    () =>
      outbox ? (rows: Row[]) => outbox.withQueued(JSON.parse(hash), rows as WithQueued<Row>[]) : undefined,
    [outbox, state, hash],
  );
}
