import type { ErrorCode } from '../../common/error-codes';

/** The one place an error's meaning becomes an HTTP status. */
export const ERROR_STATUSES: Record<ErrorCode, number> = {
  invalid_request: 400,
  not_signed_in: 401,
  invalid_credentials: 401,
  flow_not_started: 401,
  reconnect_needed: 401,
  csrf_failed: 403,
  not_allowed: 403,
  display_refused: 403,
  subscription_inactive: 403,
  screen_limit: 403,
  premium_required: 403,
  not_found: 404,
  deleted_meanwhile: 404,
  conflict: 409,
  changed_meanwhile: 409,
  screen_changed: 409,
  email_taken: 409,
  email_unverified: 409,
  not_connected: 409,
  playback_unavailable: 409,
  gone: 410,
  too_large: 413,
  storage_full: 413,
  unsupported_media_type: 415,
  nothing_to_play: 422,
  rate_limited: 429,
  internal: 500,
  provider_failed: 502,
  not_set_up: 404,
  database_unavailable: 503,
  out_of_space: 507,
  idempotency_key_reused: 422,
  idempotency_key_in_use: 409,
  invalid_push_subscription: 400,
  changed_in_calendar: 409,
  calendar_read_only: 403,
  write_permission_needed: 403,
  provider_refused: 422,
  family_suspended: 403,
  no_recipe: 422,
};

/** The code of an error Fastify raised itself (a body too large, bad JSON), by its status. */
export function codeForStatus(status: number): ErrorCode {
  const generic: Partial<Record<number, ErrorCode>> = {
    401: 'not_signed_in',
    403: 'not_allowed',
    404: 'not_found',
    409: 'conflict',
    413: 'too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  return generic[status] ?? (status >= 500 ? 'internal' : 'invalid_request');
}
