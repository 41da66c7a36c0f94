import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a pre-rendered page (and at build time), true after: what depends
 * on the URL's query or on this browser's storage waits for it, so the page the browser first
 * draws is the one the build drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
