/** Messages the route guards pass to /pricing through router state (spec 01 §4). */
export const GUARD_MESSAGES = {
  completeSubscription: 'Please complete or update your subscription.',
  subscriptionInactive: 'Your subscription is not active. Please choose a plan to continue.',
} as const;

export type GuardReason = keyof typeof GUARD_MESSAGES;

/**
 * A page outside the router (a display's own viewer page) cannot hand /pricing router state across
 * a page load, so it names the guard's message in the URL instead: /pricing?reason=….
 */
export const GUARD_REASON_PARAM = 'reason';

export function pricingPathFor(reason: GuardReason): string {
  return `/pricing?${GUARD_REASON_PARAM}=${reason}`;
}

/** The message a ?reason= names; only the guards' own messages, so a link cannot put words on the page. */
export function guardMessageFor(reason: string | null): string | undefined {
  return reason !== null && Object.hasOwn(GUARD_MESSAGES, reason)
    ? GUARD_MESSAGES[reason as GuardReason]
    : undefined;
}

/** What guards put in router state: a message to show, and the place a sign-in should return to. */
export interface GuardState {
  message?: string;
  from?: string;
}

export function readGuardState(state: unknown): GuardState {
  if (!state || typeof state !== 'object') return {};
  const { message, from } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    // Only same-site paths, so a crafted state can never send a fresh sign-in elsewhere.
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
  };
}
