import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { addRouteHooks, takesWrites } from './route-hooks';

/**
 * A client sending a body over the limit is still sending when the 413 is ready. Closing then would
 * reset the connection under it, and most clients report the reset instead of the answer. So the
 * rest of the body is read and thrown away first — up to a bound, past which closing is the lesser
 * harm.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

function drain(request: IncomingMessage): Promise<void> {
  if (request.readableEnded || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      request.off('data', count);
      request.off('end', done);
      request.off('error', done);
      request.off('close', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    request.on('data', count);
    request.on('end', done);
    request.on('error', done);
    request.on('close', done);
    request.resume();
  });
}

export function registerBodyLimitDrain(app: FastifyInstance): void {
  // Only a route that takes a body can refuse one for its size.
  addRouteHooks(app, takesWrites, {
    onSend: async (request, reply, payload) => {
      if (reply.statusCode === 413) await drain(request.raw);
      return payload;
    },
  });
}
