import { useMutation } from '@tanstack/react-query';
import { type CheckoutSession, useCheckoutSession } from '../../api/billing';

export type CheckoutOutcome = 'redirected' | 'payments-disabled';

/**
 * Starts the card provider's hosted checkout for a price, with the session `createSession` makes
 * (`useCheckoutSession`'s `mutateAsync`). A server without payment keys has nothing to sell (its
 * accounts are already on their plan), so the caller just carries on.
 */
export async function startCheckout(
  createSession: (priceId: string) => Promise<CheckoutSession>,
  priceId: string,
  paymentsEnabled: boolean,
): Promise<CheckoutOutcome> {
  if (!paymentsEnabled) return 'payments-disabled';
  const session = await createSession(priceId);
  if (!session.url) {
    // Redirecting by session id alone needs the provider's browser script, which this client does not load.
    throw new Error('Stripe.js hasn’t loaded yet.');
  }
  window.location.assign(session.url);
  return 'redirected';
}

export const CHECKOUT_FAILED_AFTER_SIGNUP =
  'Account created, but failed to start subscription. Please go to Pricing to try again.';
export const CHECKOUT_FAILED = 'Could not initiate checkout. Please try again.';

/**
 * Checkout as one write: the session is made and the page sent to it, pending until then, so the
 * chosen plan's button says so and a refusal is the mutation's error.
 */
export function useStartCheckout(paymentsEnabled: boolean) {
  const { mutateAsync: createSession } = useCheckoutSession();
  return useMutation({
    mutationFn: (priceId: string) => startCheckout(createSession, priceId, paymentsEnabled),
  });
}
