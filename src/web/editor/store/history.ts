/** Undo and redo stacks of document snapshots. Immutable: every operation answers a new history. */

export const HISTORY_LIMIT = 100;

export interface History<T> {
  /** Oldest first; the last entry is what undo restores. */
  past: readonly T[];
  /** Nearest first: the first entry is what redo restores. */
  future: readonly T[];
}

export function emptyHistory<T>(): History<T> {
  return { past: [], future: [] };
}

/** Records `previous` as the state before a new change; a new change forgets what could be redone. */
export function record<T>(history: History<T>, previous: T): History<T> {
  const past = [...history.past, previous];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}

/** The state to show after undo, and the history to keep; null when there is nothing to undo. */
export function undo<T>(history: History<T>, current: T): { state: T; history: History<T> } | null {
  const state = history.past.at(-1);
  if (state === undefined) return null;
  return { state, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } };
}

export function redo<T>(history: History<T>, current: T): { state: T; history: History<T> } | null {
  const [state, ...future] = history.future;
  if (state === undefined) return null;
  return { state, history: { past: [...history.past, current], future } };
}
