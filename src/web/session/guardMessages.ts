/** Messages the route guards pass to /pricing through router state (spec 01 §4). */
export const GUARD_MESSAGES = {
  completeSubscription: 'Please complete or update your subscription.',
  subscriptionInactive: 'Your subscription is not active. Please choose a plan to continue.',
} as const;

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
