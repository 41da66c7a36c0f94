import type { AnalyticsEvent } from '../../common/schemas/accounts';
import { api } from './client';

export const analyticsApi = {
  // keepalive: a sign-in event is often sent just before a full-page redirect.
  send: (event: AnalyticsEvent) => api.post<void>('/api/analytics', event, { keepalive: true }),
};
