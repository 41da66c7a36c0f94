import type Stripe from 'stripe';
import { SOLD_PRICES, type SoldPrice, type Tier } from '../../../common/plans';
import type { StripeConfig } from '../../config';

/** What Luno keeps of a subscription, read back from Stripe whenever an event names it. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: Stripe.Subscription.Status;
  /** The plan its price sells; undefined for a price this server does not sell. */
  tier: Tier | undefined;
  /** When the trial or the paid period ends (ISO). */
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The family that bought it, as checkout recorded it. */
  familyId: number | undefined;
}

/** A finished checkout, read back from Stripe. */
export interface CheckoutState {
  id: string;
  mode: Stripe.Checkout.Session.Mode;
  status: Stripe.Checkout.Session.Status | null;
  paid: boolean;
  customerId: string | null;
  familyId: number | undefined;
  /** The subscription a subscription-mode checkout started. */
  subscription: SubscriptionState | null;
  /** What a payment-mode checkout bought. */
  tier: Tier | undefined;
}

/** A verified webhook event, as much of it as Luno reads: which checkout or subscription it is about. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The checkout a `checkout.session.*` event is about. */
  checkoutId: string | null;
  /** The subscription a `customer.subscription.*` or invoice event is about. */
  subscriptionId: string | null;
}

const toIso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function familyIdFrom(...values: (string | null | undefined)[]): number | undefined {
  for (const value of values) {
    const id = Number(value);
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return undefined;
}

/** The SDK, pointed at LUNO_STRIPE_BASE_URL when set (the local fake in tests). */
function sdkFor(StripeSdk: typeof Stripe, config: StripeConfig): Stripe {
  const base = config.baseUrl ? new URL(config.baseUrl) : null;
  return new StripeSdk(config.secretKey, {
    ...(base
      ? {
          host: base.hostname.replace(/^\[|\]$/g, ''),
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Luno' },
  });
}

/**
 * Stripe as Luno uses it: hosted checkout, the customer portal, subscriptions read back by id, and
 * signed webhook events. Prices are configured by id or lookup key (STRIPE_PRICE_…).
 */
export function createStripePayments(config: StripeConfig) {
  let loading: Promise<{ StripeSdk: typeof Stripe; stripe: Stripe }> | undefined;
  /** The SDK, loaded with the first call that needs it rather than at start. */
  const sdk = () => {
    loading ??= import('stripe').then(({ default: StripeSdk }) => ({
      StripeSdk,
      stripe: sdkFor(StripeSdk, config),
    }));
    return loading;
  };
  const resolved = new Map<string, Stripe.Price>();

  /** The Stripe price a plan is sold at; lookup keys are resolved once and remembered. */
  async function stripePrice(sold: SoldPrice): Promise<Stripe.Price> {
    const cached = resolved.get(sold.id);
    if (cached) return cached;
    const { stripe } = await sdk();
    const configured = config.prices[sold.id] ?? '';
    const price = configured.startsWith('price_')
      ? await stripe.prices.retrieve(configured)
      : (await stripe.prices.list({ lookup_keys: [configured], active: true, limit: 1 })).data[0];
    if (!price) throw new Error(`No active Stripe price has the lookup key ${configured} (${sold.id})`);
    resolved.set(sold.id, price);
    return price;
  }

  /** Which plan a Stripe price sells, by its id or lookup key as configured. */
  function tierOfPrice(price: Stripe.Price | string | null | undefined): Tier | undefined {
    if (!price) return undefined;
    const id = typeof price === 'string' ? price : price.id;
    const lookupKey = typeof price === 'string' ? null : price.lookup_key;
    const sold = SOLD_PRICES.find((candidate) => {
      const configured = config.prices[candidate.id];
      return (
        configured === id ||
        (lookupKey !== null && configured === lookupKey) ||
        resolved.get(candidate.id)?.id === id
      );
    });
    return sold?.tier;
  }

  function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
    const item = subscription.items.data[0];
    const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
    const end =
      subscription.status === 'trialing' && subscription.trial_end
        ? subscription.trial_end
        : (subscription.cancel_at ?? item?.current_period_end ?? legacyEnd);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      tier: tierOfPrice(item?.price),
      periodEnd: toIso(end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      familyId: familyIdFrom(subscription.metadata?.familyId),
    };
  }

  return {
    async createCustomer(input: { email: string; familyId: number }): Promise<string> {
      const { stripe } = await sdk();
      const customer = await stripe.customers.create({
        email: input.email,
        metadata: { familyId: String(input.familyId) },
      });
      return customer.id;
    },

    /** A hosted checkout: a subscription (with the free trial when `trialDays`) or a one-time payment. */
    async createCheckout(input: {
      sold: SoldPrice;
      customerId: string;
      familyId: number;
      trialDays: number | null;
      successUrl: string;
      cancelUrl: string;
    }): Promise<{ id: string; url: string | null }> {
      const price = await stripePrice(input.sold);
      const metadata = { familyId: String(input.familyId), plan: input.sold.id };
      const { stripe } = await sdk();
      const session = await stripe.checkout.sessions.create({
        mode: input.sold.frequency === 'one_time' ? 'payment' : 'subscription',
        customer: input.customerId,
        client_reference_id: String(input.familyId),
        line_items: [{ price: price.id, quantity: 1 }],
        metadata,
        ...(input.sold.frequency === 'one_time'
          ? {}
          : {
              subscription_data: {
                metadata,
                ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
              },
            }),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      return { id: session.id, url: session.url };
    },

    async readCheckout(sessionId: string): Promise<CheckoutState> {
      const { stripe } = await sdk();
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription', 'line_items'],
      });
      const subscription =
        session.subscription && typeof session.subscription !== 'string'
          ? subscriptionState(session.subscription)
          : session.subscription
            ? subscriptionState(await stripe.subscriptions.retrieve(session.subscription))
            : null;
      const linePrice = session.line_items?.data[0]?.price;
      return {
        id: session.id,
        mode: session.mode,
        status: session.status,
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        customerId: idOf(session.customer),
        familyId: familyIdFrom(session.client_reference_id, session.metadata?.familyId),
        subscription,
        tier:
          tierOfPrice(linePrice) ??
          SOLD_PRICES.find((sold) => sold.id === session.metadata?.plan)?.tier ??
          undefined,
      };
    },

    async readSubscription(subscriptionId: string): Promise<SubscriptionState> {
      const { stripe } = await sdk();
      return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
    },

    /** Unsubscribe: the plan runs to the end of what was paid for (or the trial), then stops. */
    async cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState> {
      const { stripe } = await sdk();
      return subscriptionState(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
    },

    /** Ends a subscription now: when the family is deleted, or a bigger plan replaced it. */
    async cancelNow(subscriptionId: string): Promise<void> {
      const { StripeSdk, stripe } = await sdk();
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already ended (or gone): there is nothing left to charge, which is what was wanted.
        if (error instanceof StripeSdk.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    async portalUrl(customerId: string, returnUrl: string): Promise<string> {
      const { stripe } = await sdk();
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    /** The event, if its signature is Stripe's over exactly these bytes within five minutes. */
    async verifyEvent(rawBody: Buffer, signature: string): Promise<PaymentEvent> {
      const { stripe } = await sdk();
      return paymentEvent(stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, 300));
    },
  };
}

function paymentEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const checkout = event.type.startsWith('checkout.session.');
  return {
    id: event.id,
    type: event.type,
    checkoutId: checkout ? String(object.id) : null,
    subscriptionId: checkout
      ? null
      : event.type.startsWith('customer.subscription.')
        ? String(object.id)
        : subscriptionIdOfInvoice(object),
  };
}

/** The subscription an invoice event is about, in the API's current shape and the older one. */
function subscriptionIdOfInvoice(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const fromParent = parent?.subscription_details?.subscription;
  const value = fromParent ?? invoice.subscription;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  return null;
}

export type StripePayments = ReturnType<typeof createStripePayments>;
