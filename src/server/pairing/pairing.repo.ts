import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PairingsTable } from '../db/schema';

export type PairingRow = Selectable<PairingsTable>;

export interface NewPairing {
  idHash: string;
  secretHash: string;
  userCodeHash: string;
  deviceId: string | null;
  widthPx: number | null;
  heightPx: number | null;
  browser: string;
  createdAt: string;
  expiresAt: string;
}

/** Pairing codes, found by the hash of their id or of their typed code; one that has expired is never found. */
export function createPairingRepo(db: Db) {
  return {
    async insert(pairing: NewPairing): Promise<void> {
      await db
        .insertInto('pairings')
        .values({
          id_hash: pairing.idHash,
          secret_hash: pairing.secretHash,
          user_code_hash: pairing.userCodeHash,
          device_id: pairing.deviceId,
          width_px: pairing.widthPx,
          height_px: pairing.heightPx,
          browser: pairing.browser,
          created_at: pairing.createdAt,
          expires_at: pairing.expiresAt,
        })
        .execute();
    },

    async findLive(idHash: string, nowIso: string): Promise<PairingRow | undefined> {
      return db
        .selectFrom('pairings')
        .selectAll()
        .where('id_hash', '=', idHash)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
    },

    async findLiveByUserCode(userCodeHash: string, nowIso: string): Promise<PairingRow | undefined> {
      return db
        .selectFrom('pairings')
        .selectAll()
        .where('user_code_hash', '=', userCodeHash)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
    },

    /** Expired codes give their typed codes back, so a new code may take the same letters. */
    async releaseExpiredUserCodes(nowIso: string): Promise<void> {
      await db
        .updateTable('pairings')
        .set({ user_code_hash: null })
        .where('expires_at', '<=', nowIso)
        .where('user_code_hash', 'is not', null)
        .execute();
    },

    /** Marks a waiting code completed by a parent; false when it was completed already or expired. */
    async complete(
      idHash: string,
      nowIso: string,
      by: { familyId: number; userId: number; screenId: number | null; name: string | null; claimBy: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('pairings')
        .set({
          family_id: by.familyId,
          user_id: by.userId,
          screen_id: by.screenId,
          display_name: by.name,
          completed_at: nowIso,
          expires_at: by.claimBy,
        })
        .where('id_hash', '=', idHash)
        .where('completed_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes the completed code for its TV, once; false when it was taken already. */
    async claim(idHash: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('pairings')
        .set({ claimed_at: nowIso })
        .where('id_hash', '=', idHash)
        .where('completed_at', 'is not', null)
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Codes that ran out an hour ago or more: nothing can use them any more. */
    async removeExpired(beforeIso: string): Promise<void> {
      await db.deleteFrom('pairings').where('expires_at', '<', beforeIso).execute();
    },
  };
}

export type PairingRepo = ReturnType<typeof createPairingRepo>;
