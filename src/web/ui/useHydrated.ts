import { startTransition, useEffect, useState } from 'react';

/** True when the page arrived as the empty shell: React draws it all, and nothing is taken over. */
let drawnHere = false;

/** The page arrived as the empty shell (main.tsx): every render is React's own from the start. */
export function nothingToTakeOver(): void {
  drawnHere = true;
}

/**
 * False while React takes over a pre-rendered page (and at build time), true after: what depends
 * on the URL's query or on this browser's storage waits for it, so the page the browser first
 * draws is the one the build drew. On a page that arrived as the empty shell it is true at once.
 *
 * The switch is a transition, made by each component once it has been taken over: React draws what
 * changes in slices a tap can come between. (A store whose snapshot differs from the server's,
 * useSyncExternalStore, would have React draw it again at once in one task — on a slow phone the
 * longest task of the public pages.) It is made per component, not once for the page: parts of a
 * page inside a Suspense boundary are taken over after the rest, and one taken over as "hydrated"
 * would keep the build's attributes where they differ (a form still disabled).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(drawnHere);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
