import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics';

/** Records a page view whenever the path changes. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is exactly what triggers a view
  useEffect(() => {
    trackPageView();
  }, [pathname]);
}
