import type { FamilyPlan } from '../accounts/accounts.repo';
import type { Config } from '../config';

/**
 * The plan a new family starts on. A server that sells nothing gives every family its default
 * tier; one that sells plans starts families without one, and pricing asks them to choose.
 */
export function newFamilyPlan(config: Pick<Config, 'stripe' | 'defaultTier'>): FamilyPlan {
  return config.stripe
    ? { status: 'inactive', tier: 'core' }
    : { status: 'active', tier: config.defaultTier };
}
