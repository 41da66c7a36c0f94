import type { FastifyInstance } from 'fastify';
import { demoSubscriptionSchema, subscribedSchema } from '../../common/schemas/mailing-list';
import type { Config } from '../config';
import { parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import type { MailingListService } from './mailing-list.service';

export interface MailingListDeps {
  config: Config;
  service: MailingListService;
}

export function mailingListRoutes(app: FastifyInstance, { config, service }: MailingListDeps): void {
  // Anyone may subscribe, so one address may try only a few a minute (DESIGN §5).
  const subscribeLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/api/mailing-list/subscribe-demo',
    { config: subscribeLimit, ...answers(subscribedSchema) },
    async (request) => {
      const { email } = parse(demoSubscriptionSchema, request.body);
      await service.subscribe(email, 'demo');
      return { subscribed: true as const };
    },
  );
}
