import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type AnalyticsEventName, analyticsApi, type SignInMethod } from '../api/analytics';
import { getTrafficSource } from './trafficSource';

/** Fire-and-forget: analytics must never slow down or break what the user is doing. */
export function trackEvent(event: AnalyticsEventName, method?: SignInMethod): void {
  analyticsApi
    .send({ event, method, source: getTrafficSource(), path: window.location.pathname })
    .catch((err: unknown) => console.debug('Analytics event not recorded', err));
}

/** Records a page view whenever the path changes. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is exactly what triggers a view
  useEffect(() => {
    trackEvent('page_view');
  }, [pathname]);
}
