import {
  FREE_TRIAL_DAYS,
  isSubscriptionStatus,
  type SubscriptionStatus,
  soldPrice,
} from '../../common/plans';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { conflict, DomainError, invalid, providerFailed } from '../domain-errors';
import type { PaymentEvent, StripePayments, SubscriptionState } from '../integrations/payments/stripe';
import { type Changes, SESSIONS } from '../live/changes';
import { type AppliedPlan, createBillingRepo, type FamilyBilling } from './billing.repo';

export const UNKNOWN_PLAN = 'Unknown plan. Please choose one of the plans on the pricing page.';
const ALREADY_FOREVER =
  'Your family already has Plus Forever, the biggest plan. There is nothing more to buy.';
const PROVIDER_DOWN =
  'The payment provider could not be reached. Nothing was charged or changed; please try again in a moment.';
const NO_BILLING_ACCOUNT = 'There is no billing account yet. Choose a plan on the pricing page first.';

/** What a Stripe failure means to the person who asked: nothing happened, try again. */
function providerDown(error: unknown): never {
  if (error instanceof DomainError) throw error;
  throw providerFailed(PROVIDER_DOWN);
}

/** A day people read, in the family's zone: "5 December 2026". */
export function readableDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

const STOPPED = new Set(['canceled', 'incomplete_expired']);

/**
 * Money: checkout, the webhook events that follow it, unsubscribing, the customer portal, and
 * ending a subscription when its family closes. Stripe is the truth about a subscription; events
 * only say which one to read again, so repeated and out-of-order deliveries settle on its state.
 */
export function createBillingService(db: Db, changes: Changes, payments: StripePayments) {
  const billing = createBillingRepo(db);

  async function familyOrFail(familyId: number): Promise<FamilyBilling> {
    const family = await billing.familyBilling(familyId);
    if (!family) throw invalid('This family no longer exists.');
    return family;
  }

  async function ensureCustomer(family: FamilyBilling, email: string): Promise<string> {
    if (family.stripe_customer_id) return family.stripe_customer_id;
    const created = await payments.createCustomer({ email, familyId: family.id }).catch(providerDown);
    // Two checkouts at once may each make one; the first recorded stands.
    return (await billing.setCustomer(family.id, created)) ?? created;
  }

  /** The plan a subscription gives, or undefined when Stripe reports a status Luno does not know. */
  function planOf(subscription: SubscriptionState, family: FamilyBilling): AppliedPlan | undefined {
    if (!isSubscriptionStatus(subscription.status)) return undefined;
    return {
      status: subscription.status,
      tier: subscription.tier ?? family.subscription_tier,
      subscriptionId: subscription.id,
      periodEnd: subscription.periodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    };
  }

  /** Plus Forever was bought once: no subscription event changes it any more. */
  const ownsForever = (family: FamilyBilling) =>
    family.subscription_tier === 'plus_forever' &&
    family.subscription_status === 'active' &&
    family.stripe_subscription_id === null &&
    family.stripe_customer_id !== null;

  /**
   * Whether a subscription's news is about the family's plan: its own subscription, or a new one
   * while the family has none running. Events of a subscription a newer one replaced change nothing.
   */
  function followsSubscription(family: FamilyBilling, subscription: SubscriptionState): boolean {
    if (ownsForever(family)) return false;
    if (family.stripe_subscription_id === subscription.id) return true;
    if (STOPPED.has(subscription.status)) return false;
    return family.stripe_subscription_id === null || STOPPED.has(family.subscription_status);
  }

  async function familyOf(customerId: string | null, familyId: number | undefined) {
    const byCustomer = customerId ? await billing.familyByCustomer(customerId) : undefined;
    return byCustomer ?? (familyId === undefined ? undefined : await billing.familyBilling(familyId));
  }

  /** What an event asks for, read back from Stripe before any transaction opens. */
  async function readEvent(event: PaymentEvent): Promise<{
    familyId: number;
    plan: AppliedPlan;
    /** A subscription the new plan replaces, to end at Stripe once recorded. */
    replaced: string | null;
  } | null> {
    if (event.checkoutId) {
      if (event.type === 'checkout.session.expired') return null;
      const checkout = await payments.readCheckout(event.checkoutId);
      if (checkout.status !== 'complete' || !checkout.paid) return null;
      const family = await familyOf(checkout.customerId, checkout.familyId);
      if (!family) return null;
      if (checkout.mode === 'payment') {
        if (checkout.tier !== 'plus_forever') return null;
        return {
          familyId: family.id,
          plan: {
            status: 'active',
            tier: 'plus_forever',
            subscriptionId: null,
            periodEnd: null,
            cancelAtPeriodEnd: false,
          },
          replaced: family.stripe_subscription_id,
        };
      }
      const subscription = checkout.subscription;
      if (!subscription || ownsForever(family)) return null;
      const plan = planOf(subscription, family);
      if (!plan) return null;
      const replaced =
        family.stripe_subscription_id && family.stripe_subscription_id !== subscription.id
          ? family.stripe_subscription_id
          : null;
      return { familyId: family.id, plan, replaced };
    }
    if (!event.subscriptionId) return null;
    const subscription = await payments.readSubscription(event.subscriptionId);
    const family = await familyOf(subscription.customerId, subscription.familyId);
    if (!family || !followsSubscription(family, subscription)) return null;
    const plan = planOf(subscription, family);
    return plan ? { familyId: family.id, plan, replaced: null } : null;
  }

  return {
    /** Starts a hosted checkout for one of the prices of spec 01 §9 and answers where to send the browser. */
    async startCheckout(input: {
      familyId: number;
      email: string;
      priceId: string;
      origin: string;
    }): Promise<{ sessionId: string; url: string }> {
      const sold = soldPrice(input.priceId);
      if (!sold) throw invalid(UNKNOWN_PLAN);
      const family = await familyOrFail(input.familyId);
      if (ownsForever(family)) throw conflict(ALREADY_FOREVER);
      const customerId = await ensureCustomer(family, input.email);
      const session = await payments
        .createCheckout({
          sold,
          customerId,
          familyId: family.id,
          trialDays: family.trial_used ? null : FREE_TRIAL_DAYS,
          successUrl: `${input.origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${input.origin}/payment-cancelled`,
        })
        .catch(providerDown);
      if (!session.url) throw providerFailed(PROVIDER_DOWN);
      return { sessionId: session.id, url: session.url };
    },

    /**
     * Applies one verified event once: the event id is recorded in the same transaction as the plan
     * it sets, so a repeated delivery finds it and changes nothing.
     */
    async applyEvent(event: PaymentEvent): Promise<'applied' | 'repeated' | 'ignored'> {
      if (await billing.eventApplied(event.id)) return 'repeated';
      const change = await readEvent(event);
      if (change?.replaced) await payments.cancelNow(change.replaced);
      return transact(db, changes, async (trx, announce) => {
        const repo = createBillingRepo(trx);
        if (!(await repo.recordEvent(event.id, event.type))) return 'repeated';
        if (!change) return 'ignored';
        await repo.applyPlan(change.familyId, change.plan);
        announce(change.familyId, 'family');
        // Each session carries the family's plan: what it may open changes with it.
        announce(change.familyId, SESSIONS);
        return 'applied';
      });
    },

    /** Unsubscribe: the plan stops renewing and runs until the end of the paid period or trial. */
    async unsubscribe(
      familyId: number,
    ): Promise<{ subscription_status: SubscriptionStatus; message: string; endsAt: string | null }> {
      const family = await familyOrFail(familyId);
      const answer = (message: string, endsAt: string | null = null) => ({
        subscription_status: family.subscription_status,
        message,
        endsAt,
      });
      if (ownsForever(family))
        return answer('Plus Forever was paid once, so there is nothing to renew or cancel.');
      if (!family.stripe_subscription_id || STOPPED.has(family.subscription_status)) {
        return answer('There is no subscription to cancel.');
      }
      const subscription = await payments
        .cancelAtPeriodEnd(family.stripe_subscription_id)
        .catch(providerDown);
      const plan = planOf(subscription, family);
      if (plan) {
        await transact(db, changes, async (trx, announce) => {
          await createBillingRepo(trx).applyPlan(familyId, plan);
          announce(familyId, 'family');
          announce(familyId, SESSIONS);
        });
      }
      const endsAt = subscription.periodEnd;
      return {
        subscription_status: plan?.status ?? family.subscription_status,
        message: endsAt
          ? `Your plan stays until ${readableDay(endsAt, family.time_zone)} and will not renew.`
          : 'Your plan will not renew.',
        endsAt,
      };
    },

    async portalUrl(familyId: number, returnUrl: string): Promise<string> {
      const family = await familyOrFail(familyId);
      if (!family.stripe_customer_id) throw conflict(NO_BILLING_ACCOUNT);
      return payments.portalUrl(family.stripe_customer_id, returnUrl).catch(providerDown);
    },

    /**
     * Ends the family's subscription at once, before the family is deleted: no renewal may be
     * charged for an account that is gone. If Stripe cannot be reached, the deletion must not go on.
     */
    async closeFamily(familyId: number): Promise<void> {
      const family = await billing.familyBilling(familyId);
      if (!family?.stripe_subscription_id || STOPPED.has(family.subscription_status)) return;
      await payments.cancelNow(family.stripe_subscription_id).catch(() => {
        throw providerFailed(
          'Your subscription could not be cancelled because the payment provider could not be reached, so nothing was deleted. Please try again in a moment.',
        );
      });
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
