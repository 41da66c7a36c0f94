import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from './analytics';

/** Records a page view whenever the path changes. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is exactly what triggers a view
  useEffect(() => {
    trackEvent('page_view');
  }, [pathname]);
}
