import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../domain-errors';
import { addRouteHooks, takesWrites } from './route-hooks';
import { answers } from './zod-serializer';

const CSRF_COOKIE = 'luno_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False only for routes a signature authenticates instead (payment webhooks). */
    csrf?: boolean;
  }
}

/**
 * ASVS 3.5.1: the token is an HMAC of a random per-browser secret kept in an HttpOnly cookie,
 * so a page on another origin can neither read the token nor mint one.
 */
export function registerCsrf(app: FastifyInstance, options: { key: Buffer; secure: boolean }): void {
  const tokenFor = (secret: string) => createHmac('sha256', options.key).update(secret).digest('base64url');

  app.get(
    '/api/csrf-token',
    { config: { whileSuspended: 'allowed' }, ...answers(z.object({ csrfToken: z.string() })) },
    async (request, reply) => {
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
    },
  );

  // Every write that reaches a handler needs the token, whatever the spelling of its URL; a write
  // that matched no route reaches nothing and gets the 404.
  const onRequest = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.csrf === false) return;
    const secret = request.cookies[CSRF_COOKIE];
    const sent = request.headers['x-csrf-token'];
    if (!secret || typeof sent !== 'string')
      throw new DomainError('csrf_failed', 'Missing or invalid CSRF token.');
    const expected = Buffer.from(tokenFor(secret));
    const actual = Buffer.from(sent);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new DomainError('csrf_failed', 'Missing or invalid CSRF token.');
    }
  };
  addRouteHooks(app, takesWrites, { onRequest });
}
