import type { AnalyticsEvent } from '../../common/schemas/accounts';
import { analyticsApi } from '../api/analytics';
import { getTrafficSource } from './trafficSource';

/** Fire-and-forget: analytics must never slow down or break what the user is doing. */
export function trackEvent(event: AnalyticsEvent['event'], method?: AnalyticsEvent['method']): void {
  analyticsApi
    .send({ event, method, source: getTrafficSource(), path: window.location.pathname })
    .catch((err: unknown) => console.debug('Analytics event not recorded', err));
}

let lastViewedPath: string | null = null;

/**
 * One page view per path the visitor goes to: a public page whose app starts on first use records
 * its view before the app (web/siteStart.ts), and the app's own first view of it is the same one.
 */
export function trackPageView(): void {
  const { pathname } = window.location;
  if (pathname === lastViewedPath) return;
  lastViewedPath = pathname;
  trackEvent('page_view');
}
