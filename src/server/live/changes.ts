import type { Resource } from '../../common/resources';

/**
 * Not family data a client reads, so never streamed to one: a write ended or altered some of the
 * family's sessions (a log-out, a password change, a display unpaired, a member gone, the plan
 * changed). Every instance drops the sessions of the family it keeps (`accounts/session-cache.ts`)
 * before the write answers.
 */
export const SESSIONS = 'sessions';

/** What a change can be about: family data a client reads, or the family's sessions. */
export type Announced = Resource | typeof SESSIONS;

/** One committed write: which family's data of which kind changed, and which rows when known. */
export interface Change {
  familyId: number;
  resource: Announced;
  ids: number[];
  /** Announced by another instance (through the bus), not to be sent on again. */
  remote?: boolean;
}

/**
 * A listener may return a promise: the write that announced the change answers only once it has
 * settled (the relay's, while every instance drops the sessions a change ended).
 */
export type ChangeListener = (change: Change) => unknown;

/**
 * The one place every committed write is announced. Services publish after their transaction
 * commits; live updates fan out from here to the family's screens and devices.
 */
export function createChanges(onListenerError: (error: unknown) => void = console.error) {
  const listeners = new Set<ChangeListener>();
  return {
    /** Tells every listener at once; resolves when what they returned has settled. */
    async publish(change: Change): Promise<void> {
      const waits: Promise<void>[] = [];
      for (const listener of listeners) {
        try {
          const wait = listener(change);
          if (wait instanceof Promise) waits.push(wait.catch(onListenerError));
        } catch (error) {
          onListenerError(error);
        }
      }
      if (waits.length > 0) await Promise.all(waits);
    },
    /** Returns the function that stops listening. */
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Changes = ReturnType<typeof createChanges>;
