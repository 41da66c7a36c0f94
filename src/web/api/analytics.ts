import { api } from './client';

export type AnalyticsEventName = 'page_view' | 'sign_up' | 'login';
export type SignInMethod = 'email' | 'google';

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  method?: SignInMethod;
  source: string;
  path?: string;
}

export const analyticsApi = {
  // keepalive: a sign-in event is often sent just before a full-page redirect.
  send: (event: AnalyticsEvent) => api.post<void>('/api/analytics', event, { keepalive: true }),
};
