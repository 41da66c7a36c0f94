import type { FastifyInstance } from 'fastify';
import { analyticsEventSchema } from '../../common/schemas/accounts';
import type { Db } from '../db/database';
import { parse } from '../http/errors';

/** First-party analytics: events stay in this server's database and go nowhere else. */
export function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.post(
    '/api/analytics',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const event = parse(analyticsEventSchema, request.body);
      await db
        .insertInto('analytics_events')
        .values({
          event: event.event,
          method: event.method ?? null,
          source: event.source,
          path: event.path ?? null,
          user_id: request.auth?.userId ?? null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return reply.status(204).send();
    },
  );
}
