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

/** The pages' policy: the app's own scripts only, pictures from anywhere a family pastes in. */
export function pagePolicy(options: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // Dialog libraries inject small <style> elements for scroll locking, and each pre-rendered
    // public page carries its styles in the page (scripts/prerender.mjs).
    "style-src 'self' 'unsafe-inline'",
    // Boards show photos and videos from any http(s) address the family pastes in.
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  // Only ask browsers to upgrade when the site is served over https; a LAN install is http.
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The headers every answer carries, built once: they depend on the configuration only, and
 * building them per request (as a general-purpose middleware does) was a measurable share of
 * the API's time (docs/performance.md).
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': pagePolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * A built script, style sheet or font (`/assets/name-hash.js|css|woff2|woff`): a browser never
 * renders one as a page or runs it as a worker, so the policies that govern documents (CSP,
 * framing, opener, referrer, download and prefetch settings) mean nothing on it. It keeps what a
 * subresource obeys: no type sniffing, same-origin only, and HSTS over https. A display loads a
 * few dozen of them, and the full set is 0.6 KB of every answer.
 */
const SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css|woff2?)$/;

export function subresourceHeaders(options: { https: boolean }): Record<string, string> {
  const all = securityHeaders(options);
  return {
    'cross-origin-resource-policy': all['cross-origin-resource-policy'],
    'x-content-type-options': all['x-content-type-options'],
    ...(options.https ? { 'strict-transport-security': all['strict-transport-security'] } : {}),
  };
}

/**
 * An API answer is JSON a script reads, never a page: OWASP's REST guidance keeps to the headers
 * that matter for it. A policy allowing nothing (so a JSON answer opened in a tab runs and loads
 * nothing, and no other site frames it), no sniffing, same-origin reads, the referrer policy and
 * HSTS. The pages' other headers (opener, agent cluster, download and prefetch settings, legacy
 * framing and XSS switches) govern documents; on the API's busiest read they were 0.5 KB of every
 * answer and a share of its time spent checking them (docs/performance.md).
 */
export function apiHeaders(options: { https: boolean }): Record<string, string> {
  const all = securityHeaders(options);
  return {
    'content-security-policy':
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': all['cross-origin-resource-policy'],
    'referrer-policy': all['referrer-policy'],
    ...(options.https ? { 'strict-transport-security': all['strict-transport-security'] } : {}),
    'x-content-type-options': all['x-content-type-options'],
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = securityHeaders(options);
  const worker = { ...headers, 'content-security-policy': workerPolicy(options) };
  const subresource = subresourceHeaders(options);
  const api = apiHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    // By the route the router matched, as the guards decide: every spelling of an API address
    // gets the API's set, and a URL that matched nothing the pages' (its 404 may be a page).
    if (request.routeOptions.url?.startsWith('/api/')) {
      reply.headers(api);
      return done();
    }
    const pathname = request.url.split('?')[0] ?? '';
    // Any other spelling of the worker's address gets the pages' policy, which is the narrower one.
    reply.headers(pathname === '/sw.js' ? worker : SUBRESOURCE.test(pathname) ? subresource : headers);
    done();
  });
}
