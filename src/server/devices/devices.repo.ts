import type { TvDevice } from '../../common/schemas/accounts';
import type { Db } from '../db/database';

/** The sizes of a family's displays, as each reports them. */
export function createDevicesRepo(db: Db) {
  return {
    async saveDimensions(
      familyId: number,
      deviceId: string,
      widthPx: number,
      heightPx: number,
    ): Promise<void> {
      const updatedAt = new Date().toISOString();
      await db
        .insertInto('tv_devices')
        .values({
          family_id: familyId,
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
    },

    /** Most recently seen first. */
    async list(familyId: number): Promise<TvDevice[]> {
      const rows = await db
        .selectFrom('tv_devices')
        .selectAll()
        .where('family_id', '=', familyId)
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
    },
  };
}

export type DevicesRepo = ReturnType<typeof createDevicesRepo>;
