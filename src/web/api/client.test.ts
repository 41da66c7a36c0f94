import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, resetCsrfToken } from './client';

type Handler = (url: string, init: RequestInit) => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  let calls: { url: string; init: RequestInit }[];

  function serve(handler: Handler) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({ url, init });
        return handler(url, init);
      }),
    );
  }

  beforeEach(() => {
    calls = [];
    resetCsrfToken();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends reads with credentials and no CSRF header', async () => {
    serve(() => json(200, { ok: true }));
    await expect(apiRequest('/api/things')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].init.credentials).toBe('include');
    expect((calls[0].init.headers as Record<string, string>)['X-CSRF-Token']).toBeUndefined();
  });

  it('fetches the CSRF token once and sends it with every write', async () => {
    serve((url) => (url === '/api/csrf-token' ? json(200, { csrfToken: 'tok-1' }) : json(200, {})));
    await apiRequest('/api/a', { method: 'POST', body: { x: 1 } });
    await apiRequest('/api/b', { method: 'DELETE' });
    expect(calls.map((c) => c.url)).toEqual(['/api/csrf-token', '/api/a', '/api/b']);
    expect((calls[1].init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok-1');
    expect((calls[2].init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok-1');
    expect(calls[1].init.body).toBe('{"x":1}');
  });

  it('refreshes the CSRF token and retries a write once after a 403', async () => {
    let tokens = 0;
    let writes = 0;
    serve((url) => {
      if (url === '/api/csrf-token') return json(200, { csrfToken: `tok-${++tokens}` });
      return ++writes === 1
        ? json(403, { error: 'Missing or invalid CSRF token.', code: 'csrf_failed' })
        : json(200, { done: true });
    });
    await expect(apiRequest('/api/a', { method: 'POST', body: {} })).resolves.toEqual({ done: true });
    const retried = calls[calls.length - 1];
    expect((retried.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok-2');
  });

  it('throws ApiError with the status and the server’s error field', async () => {
    serve(() => json(401, { error: 'Invalid credentials' }));
    const failure = await apiRequest('/api/thing').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, error: 'Invalid credentials' });
    expect(errorMessage(failure, 'fallback')).toBe('Invalid credentials');
  });

  it('keeps the server’s code on the error, and retries no write refused for another reason', async () => {
    serve((url) =>
      url === '/api/csrf-token'
        ? json(200, { csrfToken: 'tok' })
        : json(403, { error: 'You’ve reached your screen limit.', code: 'screen_limit', limit: 1 }),
    );
    const failure = await apiRequest('/api/screens', { method: 'POST', body: {} }).catch(
      (err: unknown) => err,
    );
    expect(failure).toMatchObject({ status: 403, code: 'screen_limit', body: { limit: 1 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/csrf-token', '/api/screens']);

    serve(() => json(400, { error: 'Odd.', code: 'not-a-code-we-know' }));
    expect(await apiRequest('/api/thing').catch((err: unknown) => err)).toMatchObject({ code: undefined });
  });

  it('falls back when the error has no message of its own', async () => {
    serve(() => new Response('bad gateway', { status: 502 }));
    const failure = await apiRequest('/api/thing').catch((err: unknown) => err);
    expect(failure).toMatchObject({ status: 502, error: undefined });
    expect(errorMessage(failure, 'Login failed')).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Login failed');
  });

  it('answers undefined for 204', async () => {
    serve((url) =>
      url === '/api/csrf-token' ? json(200, { csrfToken: 't' }) : new Response(null, { status: 204 }),
    );
    await expect(apiRequest('/api/analytics', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });
});
