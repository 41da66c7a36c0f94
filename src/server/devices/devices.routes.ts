import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deviceDimensionsSchema, deviceIdSchema, tvDeviceSchema } from '../../common/schemas/accounts';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { answers } from '../http/zod-serializer';
import type { DevicesRepo } from './devices.repo';
import type { DevicesService } from './devices.service';

export interface DevicesDeps {
  devices: DevicesRepo;
  service: DevicesService;
}

export function devicesRoutes(app: FastifyInstance, { devices, service }: DevicesDeps): void {
  app.post(
    '/api/tv-devices/:deviceId/dimensions',
    { config: { displays: 'allowed' } },
    async (request, reply) => {
      const { familyId } = requireMember(request);
      const deviceId = parse(deviceIdSchema, (request.params as { deviceId: string }).deviceId);
      await service.reportDimensions(familyId, deviceId, parse(deviceDimensionsSchema, request.body));
      return reply.status(204).send();
    },
  );

  app.get('/api/tv-devices', answers(z.array(tvDeviceSchema)), async (request) =>
    devices.list(requireMember(request).familyId),
  );
}
