import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { addRouteHooks, isApiPattern, methodsOf } from './route-hooks';
import { matches, tagOf } from './versioned-answers';

/**
 * Every answer of the API to a GET carries an `ETag`, the hash of its bytes, and a client asking
 * again with it (`If-None-Match`, which a browser sends by itself for an answer it keeps) gets a 304
 * with no body. A display revalidating all it shows — its safety refresh, the refetch after a gap
 * in its live stream — then moves a few headers for each answer that has not changed. The answer is
 * still read and serialized: what this saves is the bytes and the client's work, not the query.
 *
 * Answers that tag themselves (./versioned-answers.ts, photos), answers that must not be kept
 * (`no-store`: tokens, sessions) and streams are left as they are. Runs before compression (a
 * route's own hooks, which the compression plugin adds, run after the instance's), so a tag names
 * the answer whatever its encoding, except where a route sends bytes it compressed itself.
 */
export function registerAnswerTags(app: FastifyInstance): void {
  const answersGets = (route: RouteOptions) => isApiPattern(route) && methodsOf(route).includes('GET');
  addRouteHooks(app, answersGets, { onSend: tagAnswer });
}

async function tagAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('etag')) return payload;
  const cacheControl = reply.getHeader('cache-control');
  if (typeof cacheControl === 'string' && cacheControl.includes('no-store')) return payload;
  const etag = tagOf(payload);
  reply.header('etag', etag);
  // Kept by the browser, and always asked for again before use.
  if (cacheControl === undefined) reply.header('cache-control', 'private, no-cache');
  if (!matches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}
