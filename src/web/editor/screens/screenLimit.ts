import { isTopTier, planFor, screenLimitFor, TIERS, type Tier } from '../../../common/plans';

export interface ScreenLimitNotice {
  message: string;
  /** False on the top tier: there is nothing to upgrade to. */
  canUpgrade: boolean;
}

export function asTier(value: string | null | undefined): Tier | null {
  return TIERS.find((tier) => tier === value) ?? null;
}

export function limitMessage(tier: Tier): string {
  return `You've reached your screen limit of ${screenLimitFor(tier)} for the ${planFor(tier).name} plan.`;
}

/** True when the family already has as many screens as its plan allows. */
export function isAtScreenLimit(tier: Tier | null, screenCount: number): boolean {
  return tier !== null && screenCount >= screenLimitFor(tier);
}

/** What the Screen Limit Reached dialog says; the server's own sentence wins when it sent one. */
export function screenLimitNotice(tier: Tier | null, serverMessage?: string): ScreenLimitNotice {
  const message = serverMessage ?? (tier ? limitMessage(tier) : "You've reached your plan's screen limit.");
  return { message, canUpgrade: tier === null || !isTopTier(tier) };
}
