import type { FastifyInstance } from 'fastify';
import { deviceDimensionsSchema, deviceIdSchema, type TvDevice } from '../../common/schemas/accounts';
import type { Db } from '../db/database';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';

export function devicesRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.post('/api/tv-devices/:deviceId/dimensions', async (request, reply) => {
    const auth = requireMember(request);
    const deviceId = parse(deviceIdSchema, (request.params as { deviceId: string }).deviceId);
    const { widthPx, heightPx } = parse(deviceDimensionsSchema, request.body);
    const updatedAt = new Date().toISOString();
    await db
      .insertInto('tv_devices')
      .values({
        family_id: auth.familyId,
        device_id: deviceId,
        width_px: widthPx,
        height_px: heightPx,
        updated_at: updatedAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['family_id', 'device_id'])
          .doUpdateSet({ width_px: widthPx, height_px: heightPx, updated_at: updatedAt }),
      )
      .execute();
    return reply.status(204).send();
  });

  app.get('/api/tv-devices', async (request): Promise<TvDevice[]> => {
    const auth = requireMember(request);
    const rows = await db
      .selectFrom('tv_devices')
      .selectAll()
      .where('family_id', '=', auth.familyId)
      .orderBy('updated_at', 'desc')
      .execute();
    return rows.map((row) => ({
      deviceId: row.device_id,
      widthPx: row.width_px,
      heightPx: row.height_px,
      width: row.width_px,
      height: row.height_px,
      lastSeenAt: row.updated_at,
    }));
  });
}
