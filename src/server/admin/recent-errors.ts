import type { FastifyInstance } from 'fastify';

/** Server errors kept, newest first. */
const KEPT = 50;

export interface ServerError {
  at: string;
  method: string;
  route: string;
  status: number;
  message: string;
}

/**
 * The last server errors (5xx) this instance answered, in memory: when, the route as Fastify matched
 * it (its pattern, no ids), the status and the error's message — never a request's body or query.
 */
export function registerRecentErrors(app: FastifyInstance, now: () => Date = () => new Date()) {
  const kept: ServerError[] = [];
  const messages = new WeakMap<object, string>();
  app.addHook('onError', (request, _reply, error, done) => {
    messages.set(request, error.message);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    done();
    if (reply.statusCode < 500) return;
    kept.unshift({
      at: now().toISOString(),
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      status: reply.statusCode,
      message: (messages.get(request) ?? '').slice(0, 500),
    });
    kept.length = Math.min(kept.length, KEPT);
  });
  return { recent: (): ServerError[] => [...kept] };
}
