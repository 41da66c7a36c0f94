/** Subscription tiers, their screen limits and prices (spec 01 §9, spec 02 §6). */

export const TIERS = ['core', 'plus', 'plus_forever'] as const;
export type Tier = (typeof TIERS)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Whether a status another system reports is one Luno knows. */
export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

export const BILLING_FREQUENCIES = ['weekly', 'monthly', 'annually', 'one_time'] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];

export interface Plan {
  tier: Tier;
  name: string;
  badge?: string;
  screenLimit: number;
  /** Whole US dollars per billing frequency; a frequency the plan is not sold at is absent. */
  prices: Partial<Record<BillingFrequency, number>>;
}

export const PLANS: readonly Plan[] = [
  { tier: 'core', name: 'Core', screenLimit: 2, prices: { weekly: 2, monthly: 4, annually: 40 } },
  { tier: 'plus', name: 'Plus', screenLimit: 6, prices: { weekly: 3, monthly: 6, annually: 60 } },
  {
    tier: 'plus_forever',
    name: 'Plus Forever',
    badge: 'Limited Offer',
    screenLimit: 10,
    prices: { one_time: 99 },
  },
];

export const FREE_TRIAL_DAYS = 7;

export function planFor(tier: Tier): Plan {
  const plan = PLANS.find((p) => p.tier === tier);
  if (!plan) throw new Error(`Unknown tier: ${tier}`);
  return plan;
}

export function screenLimitFor(tier: Tier): number {
  return planFor(tier).screenLimit;
}

/** The tier after this one on the upgrade path, or null on the top tier. */
export function nextTier(tier: Tier): Tier | null {
  const index = TIERS.indexOf(tier);
  return TIERS[index + 1] ?? null;
}

export function isTopTier(tier: Tier): boolean {
  return nextTier(tier) === null;
}

/** Active and trialing subscriptions open the app; every other status leads to pricing. */
export function hasAppAccess(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/** One way a plan is sold: `plus_monthly`, `plus_forever_one_time`; the id clients send as `priceId`. */
export interface SoldPrice {
  id: string;
  tier: Tier;
  frequency: BillingFrequency;
  /** Whole US dollars. */
  amount: number;
}

export function priceIdFor(tier: Tier, frequency: BillingFrequency): string {
  return `${tier}_${frequency}`;
}

export const SOLD_PRICES: readonly SoldPrice[] = PLANS.flatMap((plan) =>
  BILLING_FREQUENCIES.flatMap((frequency) => {
    const amount = plan.prices[frequency];
    return amount === undefined
      ? []
      : [{ id: priceIdFor(plan.tier, frequency), tier: plan.tier, frequency, amount }];
  }),
);

export function soldPrice(id: string): SoldPrice | undefined {
  return SOLD_PRICES.find((price) => price.id === id);
}

/** The Stripe lookup key a price is found by when no price id is configured for it. */
export function defaultLookupKey(price: SoldPrice): string {
  return `luno_${price.id}`;
}
