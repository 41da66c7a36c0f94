import { api } from './client';

export interface CheckoutSession {
  sessionId: string;
  /** The hosted checkout page, when the server sends it. */
  url?: string;
}

export const billingApi = {
  createCheckoutSession: (priceId: string) =>
    api.post<CheckoutSession>('/api/subscriptions/create-checkout-session', { priceId }),
};
