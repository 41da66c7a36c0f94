import type { FastifyInstance } from 'fastify';
import { deviceDimensionsSchema, deviceIdSchema } from '../../common/schemas/accounts';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import type { DevicesRepo } from './devices.repo';
import type { DevicesService } from './devices.service';

export interface DevicesDeps {
  devices: DevicesRepo;
  service: DevicesService;
}

export function devicesRoutes(app: FastifyInstance, { devices, service }: DevicesDeps): void {
  app.post('/api/tv-devices/:deviceId/dimensions', async (request, reply) => {
    const { familyId } = requireMember(request);
    const deviceId = parse(deviceIdSchema, (request.params as { deviceId: string }).deviceId);
    await service.reportDimensions(familyId, deviceId, parse(deviceDimensionsSchema, request.body));
    return reply.status(204).send();
  });

  app.get('/api/tv-devices', async (request) => devices.list(requireMember(request).familyId));
}
