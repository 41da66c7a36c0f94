import { isTopTier, planFor, screenLimitFor, type Tier } from '../../../common/plans';

export interface ScreenLimitNotice {
  message: string;
  /** False on the top tier: there is nothing to upgrade to. */
  canUpgrade: boolean;
}

export function limitMessage(tier: Tier): string {
  return `You've reached your screen limit of ${screenLimitFor(tier)} for the ${planFor(tier).name} plan.`;
}

/**
 * A family whose plan shrank keeps every screen it made; it only cannot add more. Null while the
 * family is within its plan.
 */
export function overLimitMessage(tier: Tier | null, screenCount: number): string | null {
  if (tier === null || screenCount <= screenLimitFor(tier)) return null;
  const limit = screenLimitFor(tier);
  return `Your family has ${screenCount} screens and the ${planFor(tier).name} plan includes ${limit}. Every screen stays, but new ones can be added only once there are fewer than ${limit}, or with a bigger plan.`;
}

/** True when the family already has as many screens as its plan allows. */
export function isAtScreenLimit(tier: Tier | null, screenCount: number): boolean {
  return tier !== null && screenCount >= screenLimitFor(tier);
}

/** What the Screen Limit Reached dialog says; the server's own sentence wins when it sent one. */
export function screenLimitNotice(
  tier: Tier | null,
  serverMessage?: string,
  screenCount = 0,
): ScreenLimitNotice {
  const message =
    overLimitMessage(tier, screenCount) ??
    serverMessage ??
    (tier ? limitMessage(tier) : "You've reached your plan's screen limit.");
  return { message, canUpgrade: tier === null || !isTopTier(tier) };
}
