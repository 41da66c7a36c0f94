import type { FastifyInstance } from 'fastify';
import { notificationSettingsSchema } from '../../common/schemas/notifications';
import { requireParent } from '../http/auth';
import { parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import type { NotificationSettingsRepo } from './notification-settings.repo';
import { presentNotificationSettings } from './notifications.presenter';
import type { NotificationsService } from './notifications.service';

export interface NotificationsDeps {
  settings: NotificationSettingsRepo;
  service: NotificationsService;
}

/**
 * A member's own notification settings (issue 40): the defaults until they save some, and then
 * the whole object they saved. A paired screen is told nothing and has no settings: refused.
 */
export function notificationsRoutes(app: FastifyInstance, { settings, service }: NotificationsDeps): void {
  app.get(
    '/api/notifications/settings',
    { config: { displays: 'refused' }, ...answers(notificationSettingsSchema) },
    async (request) => {
      const { familyId, userId } = requireParent(request);
      return presentNotificationSettings(await settings.find(familyId, userId));
    },
  );

  app.put('/api/notifications/settings', answers(notificationSettingsSchema), async (request) => {
    const { familyId, userId } = requireParent(request);
    await service.saveSettings(familyId, userId, parse(notificationSettingsSchema, request.body));
    return presentNotificationSettings(await settings.find(familyId, userId));
  });
}
