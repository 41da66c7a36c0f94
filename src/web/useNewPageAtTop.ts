import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page a link opens starts at its top, as a page load would: without this the router keeps the
 * last page's scroll, and a phone lands on sign-up below its form. Back and Forward leave the
 * place to the browser, and a change of query alone (a dialog the URL opens) scrolls nothing.
 */
export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what scrolls
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}
