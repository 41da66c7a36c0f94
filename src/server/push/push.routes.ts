import type { FastifyInstance } from 'fastify';
import {
  PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE,
  PUSH_TEST_TITLE,
  pushDevicesSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionCreatedSchema,
  pushTestAnswerSchema,
} from '../../common/schemas/push';
import type { Config } from '../config';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import { browserName } from '../pairing/browser-name';
import { presentPushDevice } from './push.presenter';
import type { PushService } from './push.service';
import type { LunoPushSender } from './push-sender';
import type { PushSubscriptionsRepo } from './push-subscriptions.repo';
import { checkSubscription } from './subscription-check';

export interface PushDeps {
  config: Config;
  /** The application server key browsers subscribe with (base64url). */
  publicKey: string;
  subscriptions: PushSubscriptionsRepo;
  service: PushService;
  sender: LunoPushSender;
}

/** A member's own devices; a paired display never subscribes, nor lists or tests them. */
const membersOnly = { config: { displays: 'refused' as const } };

/** Web Push (issue 40): the server's key, a member's devices, and a test message to them. */
export function pushRoutes(
  app: FastifyInstance,
  { config, publicKey, subscriptions, service, sender }: PushDeps,
) {
  app.get('/api/push/key', { ...membersOnly, ...answers(pushKeySchema) }, async (request) => {
    requireMember(request);
    return { publicKey };
  });

  app.post(
    '/api/push/subscriptions',
    { ...membersOnly, ...answers(pushSubscriptionCreatedSchema, 201) },
    async (request, reply) => {
      const { familyId, userId } = requireMember(request);
      const body = parse(pushSubscriptionBodySchema, request.body);
      const checked = await checkSubscription(body, config.fetchAllowPrivate);
      // The same short name a display is listed by: "Chrome on Android".
      const name = browserName(request.headers['user-agent']);
      const id = await service.subscribe(familyId, userId, { ...checked, name });
      return reply.status(201).send({ id });
    },
  );

  app.get('/api/push/subscriptions', { ...membersOnly, ...answers(pushDevicesSchema) }, async (request) => {
    const { familyId, userId } = requireMember(request);
    const devices = await subscriptions.listForMember(familyId, userId);
    return { subscriptions: devices.map(presentPushDevice) };
  });

  app.delete('/api/push/subscriptions/:id', membersOnly, async (request, reply) => {
    const { familyId, userId } = requireMember(request);
    await service.unsubscribe(familyId, userId, idParam(request, 'id', PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE));
    return reply.status(204).send();
  });

  app.post(
    '/api/push/test',
    { ...membersOnly, ...answers(pushTestAnswerSchema, 202) },
    async (request, reply) => {
      const { familyId, userId } = requireMember(request);
      const queued = await sender.sendToMember(familyId, userId, {
        title: PUSH_TEST_TITLE,
        body: 'This device will show Luno’s notifications.',
        url: '/app',
        topic: 'luno-test',
        urgency: 'normal',
        ttlSeconds: 10 * 60,
      });
      return reply.status(202).send({ queued });
    },
  );
}
