import type { Db } from '../db/database';

/** A member of the family as the rules read them: their account, their person, their saved settings. */
export interface MemberToTell {
  userId: number;
  /** Their own person in the family (`people`), when they have one. */
  personId: number | null;
  /** The settings as stored (JSON); null when they never saved any. */
  settings: string | null;
}

/** Each member's notification settings, stored as the JSON of `notificationSettingsSchema`. */
export function createNotificationSettingsRepo(db: Db) {
  return {
    /** The member's saved settings (JSON), or undefined when they never saved any in this family. */
    async find(familyId: number, userId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('notification_settings')
        .select('settings')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.settings;
    },

    async save(familyId: number, userId: number, settings: string, now: string): Promise<void> {
      await db
        .insertInto('notification_settings')
        .values({ user_id: userId, family_id: familyId, settings, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ family_id: familyId, settings, updated_at: now }),
        )
        .execute();
    },

    /** The family's members now (one who left is not among them), with their person and settings. */
    async members(familyId: number): Promise<MemberToTell[]> {
      const rows = await db
        .selectFrom('users')
        .leftJoin('notification_settings as s', (join) =>
          join.onRef('s.user_id', '=', 'users.id').on('s.family_id', '=', familyId),
        )
        .leftJoin('people', (join) =>
          join.onRef('people.user_id', '=', 'users.id').on('people.family_id', '=', familyId),
        )
        .select(['users.id as user_id', 'people.id as person_id', 's.settings'])
        .where('users.family_id', '=', familyId)
        .orderBy('users.id')
        .execute();
      return rows.map((row) => ({ userId: row.user_id, personId: row.person_id, settings: row.settings }));
    },
  };
}

export type NotificationSettingsRepo = ReturnType<typeof createNotificationSettingsRepo>;
