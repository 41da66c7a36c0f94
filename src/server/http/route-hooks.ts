import type {
  FastifyInstance,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';

/** Hooks a cross-cutting concern adds to the routes it applies to. */
export interface RouteHooks {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
  onSend?: onSendHookHandler;
  onResponse?: onResponseHookHandler;
}

/** How many hooks of each kind this module put at the front of a route's own, in order. */
const placed = new WeakMap<RouteOptions, Partial<Record<keyof RouteHooks, number>>>();

/**
 * Adds `hooks` to each route `appliesTo` selects, as the route is registered, so a request to any
 * other route runs none of them: a GET skips the write guards (CSRF, Idempotency-Key) altogether
 * instead of entering each to return at once. On the API's busiest read that was a tenth of the
 * server's time (docs/performance.md).
 *
 * They run where the instance's own hooks would: before the hooks a plugin or the route itself
 * adds (compression's onSend must see the answer these have finished), and among themselves in the
 * order they were registered. Register before any route, and decide by what the route is (its
 * methods, its URL pattern, its config), never by a request's raw URL.
 */
export function addRouteHooks(
  app: FastifyInstance,
  appliesTo: (route: RouteOptions) => boolean,
  hooks: RouteHooks,
): void {
  app.addHook('onRoute', (route) => {
    if (!appliesTo(route)) return;
    const counts = placed.get(route) ?? {};
    placed.set(route, counts);
    for (const [name, hook] of Object.entries(hooks) as [keyof RouteHooks, unknown][]) {
      if (!hook) continue;
      const own = [route[name] ?? []].flat() as unknown[];
      const at = counts[name] ?? 0;
      own.splice(at, 0, hook);
      counts[name] = at + 1;
      (route as unknown as Record<string, unknown[]>)[name] = own;
    }
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The route's methods, however it was declared. */
export const methodsOf = (route: RouteOptions): string[] => [route.method].flat();

/** A route that takes a write: some method of it is not GET, HEAD or OPTIONS. */
export const takesWrites = (route: RouteOptions): boolean =>
  methodsOf(route).some((method) => !SAFE_METHODS.has(method));

/**
 * One of the API's routes (`/api/…`), by the pattern it was registered under: `/%61pi/…` reaches the
 * same route as `/api/…`, and so meets the same guards.
 */
export const isApiPattern = (route: RouteOptions): boolean => route.url.startsWith('/api/');
