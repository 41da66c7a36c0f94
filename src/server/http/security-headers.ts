import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The viewer's service worker runs under the policy its script is served with, not the page's. It
 * fetches what the page shows to keep a copy for offline: the app's own files and the board's
 * pictures, which may come from any http(s) address. It runs no other script and shows nothing.
 */
export function workerPolicy(options: { https: boolean }): string {
  const directives = ["default-src 'none'", "connect-src 'self' https: http:"];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Dialog libraries inject small <style> elements for scroll locking.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Boards show photos and videos from any http(s) address the family pastes in.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only ask browsers to upgrade when the site is served over https; a LAN install is http.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const worker = workerPolicy(options);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.split('?')[0] === '/sw.js') reply.header('content-security-policy', worker);
  });
}
