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
export const FAMILY_SUSPENDED_MESSAGE = "This family's account is suspended. Ask whoever runs this server.";
/** The family is suspended by the server's operator (admin/): nothing but signing out. */
export const familySuspended = () => new DomainError('family_suspended', FAMILY_SUSPENDED_MESSAGE);
/** A browser's push subscription Luno will not keep: `message` says what is wrong with it. */
export const invalidPushSubscription = (message: string) =>
  new DomainError('invalid_push_subscription', message);
/** A calendar's event changed elsewhere since Luno read it: `calendarName` is the source's name. */
export const changedInCalendar = (calendarName: string) =>
  new DomainError(
    'changed_in_calendar',
    `${calendarName} was changed in the calendar since Luno read it. Reload to see it.`,
  );
/** A write to a calendar Luno only reads; `message` says why and what to do. */
export const calendarReadOnly = (message: string) => new DomainError('calendar_read_only', message);
/** Writing needs the account's write permission: the client sends the parent to `url` to connect again. */
export const writePermissionNeeded = (message: string, url: string) =>
  new DomainError('write_permission_needed', message, { reconnect: { url } });
export const providerRefused = (message: string) => new DomainError('provider_refused', message);
/** A page that holds no recipe Luno can keep: `message` says what it lacks. */
export const noRecipe = (message: string) => new DomainError('no_recipe', message);
