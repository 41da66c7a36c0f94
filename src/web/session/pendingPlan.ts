import type { BillingFrequency, Tier } from '../../common/plans';
import { LOCAL_KEYS, readStorage, removeStorage, writeStorage } from '../api/storage';

/** A plan chosen on /pricing before the visitor had an account; checkout starts right after sign-up. */
export interface PendingPlan {
  priceId: string;
  plan: Tier;
  frequency: BillingFrequency;
}

export function savePendingPlan(plan: PendingPlan): void {
  writeStorage('local', LOCAL_KEYS.selectedPlanForSignup, JSON.stringify(plan));
}

export function readPendingPlan(): PendingPlan | null {
  const raw = readStorage('local', LOCAL_KEYS.selectedPlanForSignup);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingPlan>;
    return typeof parsed.priceId === 'string' ? (parsed as PendingPlan) : null;
  } catch {
    return null;
  }
}

/** Reads and forgets the pending plan, so a failed checkout is not started again on the next sign-up. */
export function takePendingPlan(): PendingPlan | null {
  const plan = readPendingPlan();
  removeStorage('local', LOCAL_KEYS.selectedPlanForSignup);
  return plan;
}

/** Price ids are `${tier}_${frequency}`; the server maps them to the payment provider's prices. */
export { priceIdFor } from '../../common/plans';
