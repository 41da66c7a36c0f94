/**
 * What an error answer means, for a program: every error the server sends is
 * `{ "error": "<a sentence for people>", "code": "<one of these>" }`, and a client decides by the
 * code, never by the status (one status can mean several things: a 409 is a taken e-mail or an
 * unverified one). A code's status is set once, in `server/http/error-statuses.ts`.
 */
export const ERROR_CODES = [
  /** The request holds a value that is missing, malformed or not allowed here. */
  'invalid_request',
  /** No session, or the session has ended. */
  'not_signed_in',
  /** The e-mail and password do not match an account. */
  'invalid_credentials',
  /** A sign-in or connection came back that this browser did not start, or too late. */
  'flow_not_started',
  /** The write did not carry this session's CSRF token: fetch it again and retry. */
  'csrf_failed',
  /** Signed in, but this session (a member, a paired screen) may not do this. */
  'not_allowed',
  /** A paired screen's session asked for something only members may do. */
  'display_refused',
  /** The family's plan has lapsed: choose one to go on. */
  'subscription_inactive',
  /** The family's plan allows no more screens; the answer carries `limit` and `tier`. */
  'screen_limit',
  /** The music service refuses playback control to a free account. */
  'premium_required',
  'not_found',
  /** A row the request names was deleted while it ran. */
  'deleted_meanwhile',
  /** What the request asks for clashes with what is saved (already done, a limit of the family). */
  'conflict',
  /** Another write saved the same thing, or changed this row, at the same moment. */
  'changed_meanwhile',
  /** Another device saved this screen first; the answer carries that `screen`. */
  'screen_changed',
  /** A new account's e-mail belongs to an account already. */
  'email_taken',
  /** Google signed in an address it has not verified, which belongs to an account already. */
  'email_unverified',
  /** The family has not connected its account at that provider (or the connection lapsed). */
  'not_connected',
  /** The provider's session for the family has ended and could not be renewed: connect again. */
  'reconnect_needed',
  /** The music service has no device to play on. */
  'playback_unavailable',
  /** The playlist holds nothing to play. */
  'nothing_to_play',
  /** An invitation was used or has expired. */
  'gone',
  /** The request or its file is over the size allowed. */
  'too_large',
  /** The family's photo library is full. */
  'storage_full',
  'unsupported_media_type',
  /** Too many requests or failed sign-ins in a while: wait and try again. */
  'rate_limited',
  /** Another service Luno relies on failed or could not be reached; nothing changed. */
  'provider_failed',
  /** The feature needs keys this server was not given (image search, music, calendars, payments, …). */
  'not_set_up',
  /** The database cannot be reached for now. */
  'database_unavailable',
  /** The server's disk is full; nothing was saved. */
  'out_of_space',
  /** Something failed on the server's side. */
  'internal',
  /** The request's `Idempotency-Key` was used already for a different request: send a new key. */
  'idempotency_key_reused',
  /** A request with this `Idempotency-Key` is still being handled: ask again in a moment. */
  'idempotency_key_in_use',
  /** A push subscription a browser gave cannot be used: its endpoint is refused or its keys are not keys. */
  'invalid_push_subscription',
  /** The event changed in its calendar (elsewhere) since Luno read it; nothing was written: reload. */
  'changed_in_calendar',
  /** The calendar is read-only in Luno: an iCal link, or a source no parent has let Luno write to. */
  'calendar_read_only',
  /** Writing to the calendar needs the account's write permission: connect again (`reconnect.url`). */
  'write_permission_needed',
  /** The calendar's provider refused the change (not allowed there, not valid there); nothing changed. */
  'provider_refused',
  /** Whoever runs the server suspended the family: its members may only sign out. */
  'family_suspended',
  /** The page given holds no recipe Luno can keep (none, or one without a name or ingredients); nothing was saved. */
  'no_recipe',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer; some carry more beside it (a `screen`, a `limit`). */
export interface ErrorAnswer {
  error: string;
  code: ErrorCode;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
