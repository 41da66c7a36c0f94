import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, TIERS } from '../plans';

/** POST /api/subscriptions/create-checkout-session: one of the prices of spec 01 §9 (`plus_monthly`). */
export const createCheckoutSchema = z.object({
  priceId: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(100),
});

export const checkoutAnswerSchema = z.object({
  sessionId: z.string(),
  /** The hosted checkout page the browser goes to. */
  url: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** GET /api/billing: the family's plan as the account page shows it. */
export const billingStatusSchema = z.object({
  /** Whether this server sells plans at all. */
  payments: z.boolean(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  tier: z.enum(TIERS),
  /** When the trial or the paid period ends; null for a plan bought once or given by the server. */
  periodEnd: z.string().nullable(),
  /** The plan stops at periodEnd instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
  /** A billing account exists, so the card provider's portal can be opened. */
  canManageBilling: z.boolean(),
  /** The family has not had its free trial yet. */
  trialAvailable: z.boolean(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** POST /api/billing/portal */
export const portalAnswerSchema = z.object({ url: z.string() });
