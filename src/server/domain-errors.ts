import type { ErrorCode } from '../common/error-codes';

/**
 * An error whose message is meant for the person using the app, and whose `code` says what it
 * means to a program. Services throw these and know nothing of HTTP: `http/error-statuses.ts`
 * gives each code its status, and the error handler answers `{ error, code, ...details }`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Fields sent beside `error`, e.g. the current screen with `screen_changed`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

const NOT_SIGNED_IN_MESSAGE = 'You must be logged in.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const SUBSCRIPTION_INACTIVE_MESSAGE = 'Your subscription is not active. Please choose a plan to continue.';

export const invalid = (message: string) => new DomainError('invalid_request', message);
export const notSignedIn = (message = NOT_SIGNED_IN_MESSAGE) => new DomainError('not_signed_in', message);
export const notAllowed = (message: string) => new DomainError('not_allowed', message);
export const subscriptionInactive = () =>
  new DomainError('subscription_inactive', SUBSCRIPTION_INACTIVE_MESSAGE);
export const notFound = (message = 'Not found.') => new DomainError('not_found', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', message, details);
export const gone = (message: string) => new DomainError('gone', message);
export const rateLimited = (message = RATE_LIMITED_MESSAGE) => new DomainError('rate_limited', message);
export const providerFailed = (message: string) => new DomainError('provider_failed', message);
/** A feature whose keys this server was not given; `message` names the feature. */
export const notSetUp = (message: string) => new DomainError('not_set_up', message);
export const idempotencyKeyReused = () =>
  new DomainError(
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request. Send each new request with a new key.',
  );
export const idempotencyKeyInUse = () =>
  new DomainError(
    'idempotency_key_in_use',
    'A request with this Idempotency-Key is still being handled. Please try again in a moment.',
  );
/** A browser's push subscription Luno will not keep: `message` says what is wrong with it. */
export const invalidPushSubscription = (message: string) =>
  new DomainError('invalid_push_subscription', message);
/** A page that holds no recipe Luno can keep: `message` says what it lacks. */
export const noRecipe = (message: string) => new DomainError('no_recipe', message);
