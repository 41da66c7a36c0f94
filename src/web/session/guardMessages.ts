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

const PROBE_ORIGIN = 'https://luno.invalid';

function isSlashInDisguise(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

/**
 * `value` when it is a path on this site, else undefined, so a crafted link can never send a fresh
 * sign-in elsewhere. Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil`
 * and `/<tab>/evil` both mean `//evil`: neither is accepted.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if ([...value].some(isSlashInDisguise)) return undefined;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

export function readGuardState(state: unknown): GuardState {
  if (!state || typeof state !== 'object') return {};
  const { message, from } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    from: sameSitePath(from),
  };
}

/** What a suspended family's members and displays are told (the server's `family_suspended`). */
export const FAMILY_SUSPENDED_MESSAGE = "This family's account is suspended. Ask whoever runs this server.";
