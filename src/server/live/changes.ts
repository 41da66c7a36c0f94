import type { Resource } from '../../common/resources';

/** One committed write: which family's data of which kind changed, and which rows when known. */
export interface Change {
  familyId: number;
  resource: Resource;
  ids: number[];
  /** Announced by another instance (through PostgreSQL), not to be sent on again. */
  remote?: boolean;
}

export type ChangeListener = (change: Change) => void;

/**
 * The one place every committed write is announced. Services publish after their transaction
 * commits; live updates fan out from here to the family's screens and devices.
 */
export function createChanges(onListenerError: (error: unknown) => void = console.error) {
  const listeners = new Set<ChangeListener>();
  return {
    publish(change: Change): void {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    /** Returns the function that stops listening. */
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Changes = ReturnType<typeof createChanges>;
