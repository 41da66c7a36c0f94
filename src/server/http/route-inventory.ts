import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The status codes whose answers the route declares a schema for. */
  answers: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, so a test can walk all of them with every guard in mind. */
    routeInventory: RegisteredRoute[];
  }
}

/** Must run before any route is registered. */
export function registerRouteInventory(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route) => {
    const answers = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, answers });
  });
}
