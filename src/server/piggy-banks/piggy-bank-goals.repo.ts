import type { Db } from '../db/database';

/** A bank's savings goal, in cents, with the library photo it shows (if still there). */
export interface StoredGoal {
  name: string;
  cents: number;
  photo: { id: number; version: string | null; width: number | null } | null;
}

/** The savings goals of a family's banks. Pass a transaction to take part in it. */
export function createPiggyBankGoalsRepo(db: Db) {
  return {
    /** The bank's savings goal with its picture; null when it has none. */
    async goal(familyId: number, bankId: number): Promise<StoredGoal | null> {
      const row = await db
        .selectFrom('piggy_banks')
        .leftJoin('photos', (join) =>
          join
            .onRef('photos.id', '=', 'piggy_banks.goal_photo_id')
            .onRef('photos.family_id', '=', 'piggy_banks.family_id'),
        )
        .select([
          'piggy_banks.goal_name',
          'piggy_banks.goal_cents',
          'photos.id as photo_id',
          'photos.version as photo_version',
          'photos.width as photo_width',
        ])
        .where('piggy_banks.id', '=', bankId)
        .where('piggy_banks.family_id', '=', familyId)
        .executeTakeFirst();
      if (!row || row.goal_name === null || row.goal_cents === null) return null;
      return {
        name: row.goal_name,
        cents: row.goal_cents,
        photo:
          row.photo_id == null
            ? null
            : { id: row.photo_id, version: row.photo_version ?? null, width: row.photo_width ?? null },
      };
    },

    /** Sets or clears (null) the bank's goal; false when the family has no such bank. */
    async setGoal(
      familyId: number,
      bankId: number,
      goal: { name: string; cents: number; photoId: number | null } | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('piggy_banks')
        .set({
          goal_name: goal?.name ?? null,
          goal_cents: goal?.cents ?? null,
          goal_photo_id: goal?.photoId ?? null,
        })
        .where('id', '=', bankId)
        .where('family_id', '=', familyId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type PiggyBankGoalsRepo = ReturnType<typeof createPiggyBankGoalsRepo>;
