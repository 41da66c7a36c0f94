import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { notFound } from '../domain-errors';
import { type Changes, SESSIONS } from '../live/changes';

export const FAMILY_NOT_FOUND = 'There is no family with that id.';

/**
 * The operator's writes: suspending a family and lifting it. Either announces SESSIONS for the
 * family, so every instance reads its sessions again before the next request, and its live streams
 * are told `ended` (and refused when they come back, while it lasts).
 */
export function createAdminService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  async function setSuspended(familyId: number, suspended: boolean): Promise<void> {
    await transact(db, changes, async (trx, announce) => {
      const found = await trx
        .selectFrom('families')
        .select('suspended_at')
        .where('id', '=', familyId)
        .executeTakeFirst();
      if (!found) throw notFound(FAMILY_NOT_FOUND);
      // Suspending again keeps the first moment.
      if (suspended === (found.suspended_at !== null)) return;
      await trx
        .updateTable('families')
        .set({ suspended_at: suspended ? now().toISOString() : null })
        .where('id', '=', familyId)
        .execute();
      announce(familyId, SESSIONS);
    });
  }

  return {
    suspend: (familyId: number) => setSuspended(familyId, true),
    lift: (familyId: number) => setSuspended(familyId, false),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
