import { type ErrorCode, isErrorCode } from '../../common/error-codes';
import { LOCAL_KEYS, readStorage } from './storage';

/**
 * An answer other than 2xx. `error` is the server's `{ error }` message and `code` what it means
 * (`common/error-codes.ts`), when it sent them; decide by the code, not the status.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string | undefined;
  /** Undefined when the answer was not the server's (a proxy's error page, a network fault). */
  readonly code: ErrorCode | undefined;
  /** The whole error answer, for calls whose errors carry more than a sentence (a limit, a screen). */
  readonly body: Record<string, unknown>;

  constructor(status: number, error: string | undefined, body: Record<string, unknown> = {}) {
    super(error ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    this.code = isErrorCode(body.code) ? body.code : undefined;
    this.body = body;
  }
}

/** The server's own message when the error carries one, else the caller's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.error ?? fallback;
  return fallback;
}

/** Whether `err` is the server's answer meaning one of `codes`, whatever status carried it. */
export function hasCode(err: unknown, ...codes: ErrorCode[]): err is ApiError {
  return err instanceof ApiError && err.code !== undefined && codes.includes(err.code);
}

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page, for analytics sent while navigating away. */
  keepalive?: boolean;
  /**
   * Sent as `Idempotency-Key`: a write sent again under the same key (its answer was lost) is
   * answered as the first was, not done twice (the outbox, ./outbox.ts).
   */
  idempotencyKey?: string;
}

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

let csrfToken: string | null = null;
let csrfTokenRequest: Promise<string> | null = null;

/** One request at a time: parallel writes at start-up share a single token fetch. */
function fetchCsrfToken(): Promise<string> {
  csrfTokenRequest ??= (async () => {
    try {
      const response = await fetch('/api/csrf-token', { credentials: 'include' });
      if (!response.ok) throw await errorFrom(response);
      const { csrfToken: token } = (await response.json()) as { csrfToken: string };
      csrfToken = token;
      return token;
    } finally {
      csrfTokenRequest = null;
    }
  })();
  return csrfTokenRequest;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status alone has to do.
  }
  return new ApiError(response.status, typeof body.error === 'string' ? body.error : undefined, body);
}

let requestLanguage: string | null = null;

/** The member's language (a BCP 47 tag), sent as `Accept-Language` so the API answers in it. */
export function setRequestLanguage(language: string | null): void {
  requestLanguage = language;
}

async function send(path: string, options: ApiRequestOptions, method: HttpMethod): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (requestLanguage) headers['Accept-Language'] = requestLanguage;
  const token = readStorage('local', LOCAL_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  // A form (a file upload) sets its own multipart type and boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) headers['X-CSRF-Token'] = csrfToken ?? (await fetchCsrfToken());
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  return fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

/**
 * Calls the Luno API: cookies and the bearer token go with every call, writes carry the CSRF token.
 * A write refused for its CSRF token (its cookie expired or the session changed) fetches the token
 * again and is retried once.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response = await send(path, options, method);

  if (!response.ok && !SAFE_METHODS.has(method)) {
    const refused = await errorFrom(response);
    if (refused.code !== 'csrf_failed') throw refused;
    csrfToken = null;
    await fetchCsrfToken();
    response = await send(path, options, method);
  }

  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204 || method === 'HEAD') return undefined as T;

  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body?: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** Forget the CSRF token, e.g. after logout when the server drops the session it was bound to. */
/**
 * Fetches the CSRF token ahead of need, for pages that may have to write while closing (a
 * keepalive save on pagehide cannot wait for a token first).
 */
export function prepareCsrfToken(): void {
  if (!csrfToken) void fetchCsrfToken().catch(() => undefined);
}

export function resetCsrfToken(): void {
  csrfToken = null;
}
