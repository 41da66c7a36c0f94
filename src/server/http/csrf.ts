import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const CSRF_COOKIE = 'luno_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * ASVS 3.5.1: the token is an HMAC of a random per-browser secret kept in an HttpOnly cookie,
 * so a page on another origin can neither read the token nor mint one.
 */
export function registerCsrf(
  app: FastifyInstance,
  options: { key: Buffer; secure: boolean; exemptPrefixes: string[] },
): void {
  const tokenFor = (secret: string) => createHmac('sha256', options.key).update(secret).digest('base64url');

  app.get('/api/csrf-token', async (request, reply) => {
    let secret = request.cookies[CSRF_COOKIE];
    if (!secret || secret.length < 32) {
      secret = randomBytes(32).toString('base64url');
      reply.setCookie(CSRF_COOKIE, secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        maxAge: 365 * 86_400,
      });
    }
    reply.header('cache-control', 'no-store');
    return { csrfToken: tokenFor(secret) };
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (options.exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    const secret = request.cookies[CSRF_COOKIE];
    const sent = request.headers['x-csrf-token'];
    if (!secret || typeof sent !== 'string') throw forbidden('Missing or invalid CSRF token.');
    const expected = Buffer.from(tokenFor(secret));
    const actual = Buffer.from(sent);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw forbidden('Missing or invalid CSRF token.');
    }
  });
}
