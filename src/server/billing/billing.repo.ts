import type { SubscriptionStatus, Tier } from '../../common/plans';
import type { Db } from '../db/database';

export interface FamilyBilling {
  id: number;
  subscription_status: SubscriptionStatus;
  subscription_tier: Tier;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  plan_period_end: string | null;
  plan_cancel_at_period_end: number;
  trial_used: number;
  time_zone: string;
}

/** The plan a family is on, as Stripe last said. */
export interface AppliedPlan {
  status: SubscriptionStatus;
  tier: Tier;
  subscriptionId: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export function createBillingRepo(db: Db) {
  const billingQuery = () =>
    db
      .selectFrom('families')
      .select([
        'id',
        'subscription_status',
        'subscription_tier',
        'stripe_customer_id',
        'stripe_subscription_id',
        'plan_period_end',
        'plan_cancel_at_period_end',
        'trial_used',
        'time_zone',
      ]);

  return {
    familyBilling(familyId: number): Promise<FamilyBilling | undefined> {
      return billingQuery().where('id', '=', familyId).executeTakeFirst();
    },

    familyByCustomer(customerId: string): Promise<FamilyBilling | undefined> {
      return billingQuery().where('stripe_customer_id', '=', customerId).executeTakeFirst();
    },

    /** Records the family's billing account unless one was recorded meanwhile; the one that stands. */
    async setCustomer(familyId: number, customerId: string): Promise<string | null> {
      await db
        .updateTable('families')
        .set({ stripe_customer_id: customerId })
        .where('id', '=', familyId)
        .where('stripe_customer_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('families')
        .select('stripe_customer_id')
        .where('id', '=', familyId)
        .executeTakeFirst();
      return row?.stripe_customer_id ?? null;
    },

    async applyPlan(familyId: number, plan: AppliedPlan): Promise<void> {
      await db
        .updateTable('families')
        .set({
          subscription_status: plan.status,
          subscription_tier: plan.tier,
          stripe_subscription_id: plan.subscriptionId,
          plan_period_end: plan.periodEnd,
          plan_cancel_at_period_end: plan.cancelAtPeriodEnd ? 1 : 0,
          // A family that has had any subscription has had its trial.
          ...(plan.subscriptionId ? { trial_used: 1 } : {}),
        })
        .where('id', '=', familyId)
        .execute();
    },

    async eventApplied(eventId: string): Promise<boolean> {
      const row = await db
        .selectFrom('stripe_events')
        .select('id')
        .where('id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records an event as applied; false when it already was (the caller then changes nothing). */
    async recordEvent(eventId: string, type: string): Promise<boolean> {
      const result = await db
        .insertInto('stripe_events')
        .values({ id: eventId, type, processed_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
