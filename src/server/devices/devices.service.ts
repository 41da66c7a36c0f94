import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createDevicesRepo } from './devices.repo';

export function createDevicesService(db: Db, changes: Changes) {
  return {
    reportDimensions(familyId: number, deviceId: string, size: { widthPx: number; heightPx: number }) {
      return transact(db, changes, async (trx, announce) => {
        await createDevicesRepo(trx).saveDimensions(familyId, deviceId, size.widthPx, size.heightPx);
        announce(familyId, 'devices');
      });
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
