import { useMutation, useQuery } from '@tanstack/react-query';
import type { BillingStatus, CheckoutAnswer } from '../../common/schemas/billing';
import { api } from './client';
import { queryKeys } from './freshness';

export type CheckoutSession = CheckoutAnswer;

export const billingApi = {
  createCheckoutSession: (priceId: string) =>
    api.post<CheckoutSession>('/api/subscriptions/create-checkout-session', { priceId }),
  status: () => api.get<BillingStatus>('/api/billing'),
  /** The card provider's customer portal: cards, invoices, plan changes. */
  portal: () => api.post<{ url: string }>('/api/billing/portal'),
};

/** The family's plan as Stripe last said; a change to the family (a webhook applied) refetches it. */
export function useBillingStatus() {
  return useQuery({ queryKey: queryKeys.billing, queryFn: billingApi.status });
}

/** Opens the card provider's portal; the page leaves for it, so nothing is read again. */
export function useBillingPortal() {
  return useMutation({ mutationFn: billingApi.portal });
}

/** A checkout session at the card provider for a price; `startCheckout` takes the page there. */
export function useCheckoutSession() {
  return useMutation({ mutationFn: billingApi.createCheckoutSession });
}
