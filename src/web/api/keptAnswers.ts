/**
 * A display's last answer to each of its queries, kept in localStorage so a TV that reloads or
 * restarts while the server or the network is away still shows the family's chores, events, menu,
 * shopping and balances (DESIGN §5 always-on displays), not "Failed to load".
 *
 * Answers belong to the family signed in on this browser (`LOCAL_KEYS.familyId`): another family's
 * are never shown, and since they live in localStorage, log-out and unpairing (which clear it) drop
 * them. Used as the viewer's TanStack Query `persister`: every fetch goes through `keepAnswer`.
 */

import type {
  Query,
  QueryClient,
  QueryFunction,
  QueryFunctionContext,
  QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './client';
import { queryKeys } from './freshness';
import { LOCAL_KEYS, readStorage, writeStorage } from './storage';

/** The viewer's; the app keeps its own (`keepAnswersUnder`), so a TV's tab and a phone's never overwrite each other. */
let storageKey = 'keptAnswers';
/** Queries keyed by day (the menu's range, the events' window) leave older answers behind. */
const MAX_ANSWERS = 100;
/** Answers arriving together (a board's widgets) are written once. */
const WRITE_AFTER_MS = 1_000;

interface KeptAnswer {
  at: number;
  data: unknown;
}

export interface Kept {
  familyId: string;
  answers: Record<string, KeptAnswer>;
}

/** The stored answers of `familyId`; anything unreadable or another family's counts as none. */
export function decodeKept(text: string | null, familyId: string): Kept {
  try {
    const stored = JSON.parse(text ?? 'null') as Partial<Kept> | null;
    if (stored?.familyId === familyId && typeof stored.answers === 'object' && stored.answers !== null) {
      return { familyId, answers: stored.answers };
    }
  } catch {
    // A broken copy is no copy.
  }
  return { familyId, answers: {} };
}

/** `kept` with `data` as the answer to `queryHash`, keeping only the newest MAX_ANSWERS. */
export function withAnswer(kept: Kept, queryHash: string, data: unknown, at: number): Kept {
  const entries = Object.entries({ ...kept.answers, [queryHash]: { at, data } });
  const newest = entries.sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_ANSWERS);
  return { familyId: kept.familyId, answers: Object.fromEntries(newest) };
}

let kept: Kept | null = null;

/** Keeps this page's answers under `key` (the app's pages: what its shopping and task lists need offline). */
export function keepAnswersUnder(key: string): void {
  storageKey = key;
  kept = null;
}
let writeTimer: ReturnType<typeof setTimeout> | undefined;

/** The answers of the family signed in now, or null when none is. */
function currentKept(): Kept | null {
  const familyId = readStorage('local', LOCAL_KEYS.familyId);
  if (familyId === null) return null;
  if (kept?.familyId !== familyId) kept = decodeKept(readStorage('local', storageKey), familyId);
  return kept;
}

function write(): void {
  writeTimer = undefined;
  // Signed out or unpaired since (storage cleared): the answers go with the family.
  const family = readStorage('local', LOCAL_KEYS.familyId);
  if (kept && kept.familyId === family) writeStorage('local', storageKey, JSON.stringify(kept));
}

function remember(queryHash: string, data: unknown): void {
  const current = currentKept();
  if (!current) return;
  kept = withAnswer(current, queryHash, data, Date.now());
  writeTimer ??= setTimeout(write, WRITE_AFTER_MS);
}

/**
 * No answer at all, or a proxy's 5xx while the server restarts: the kept answer stands in. By
 * status, as a proxy's answer carries no code.
 */
function isUnreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/**
 * Fetches as `queryFn` does and keeps the answer; when the server cannot be reached, answers the
 * kept copy instead of failing. Boards are left to the viewer: it keeps them itself, and their
 * failing is how it knows to mark the display offline.
 */
export async function keepAnswer<T>(
  queryFn: QueryFunction<T, QueryKey>,
  context: QueryFunctionContext<QueryKey>,
  query: Query,
): Promise<T> {
  if (query.queryKey[0] === queryKeys.screens[0]) return queryFn(context);
  try {
    const data = await queryFn(context);
    remember(query.queryHash, data);
    return data;
  } catch (error) {
    const answer = isUnreachable(error) ? currentKept()?.answers[query.queryHash] : undefined;
    if (!answer) throw error;
    return answer.data as T;
  }
}

/**
 * Puts `kept`'s answers in `queryClient` as they were when kept, each marked out of date: the
 * widgets of a display that reloads draw them at once and ask the server again behind them.
 */
export function restoreAnswers(queryClient: QueryClient, { answers }: Kept): void {
  for (const [queryHash, answer] of Object.entries(answers)) {
    let queryKey: unknown;
    try {
      queryKey = JSON.parse(queryHash);
    } catch {
      continue;
    }
    if (!Array.isArray(queryKey)) continue;
    queryClient.setQueryData(queryKey, answer.data, { updatedAt: answer.at });
    queryClient.getQueryCache().find({ queryKey, exact: true })?.invalidate();
  }
}

/** The answers kept for the family signed in on this browser, restored into `queryClient`. */
export function restoreKeptAnswers(queryClient: QueryClient): void {
  const current = currentKept();
  if (current) restoreAnswers(queryClient, current);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => writeTimer && write());
