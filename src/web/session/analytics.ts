import type { AnalyticsEvent } from '../../common/schemas/accounts';
import { analyticsApi } from '../api/analytics';
import { getTrafficSource } from './trafficSource';

/** Fire-and-forget: analytics must never slow down or break what the user is doing. */
export function trackEvent(event: AnalyticsEvent['event'], method?: AnalyticsEvent['method']): void {
  analyticsApi
    .send({ event, method, source: getTrafficSource(), path: window.location.pathname })
    .catch((err: unknown) => console.debug('Analytics event not recorded', err));
}
