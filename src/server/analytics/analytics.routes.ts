import type { FastifyInstance } from 'fastify';
import { analyticsEventSchema } from '../../common/schemas/accounts';
import { parse } from '../http/errors';
import type { AnalyticsRepo } from './analytics.repo';

export function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsRepo }): void {
  app.post(
    '/api/analytics',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' }, displays: 'allowed' } },
    async (request, reply) => {
      await analytics.record(parse(analyticsEventSchema, request.body), request.auth?.userId ?? null);
      return reply.status(204).send();
    },
  );
}
