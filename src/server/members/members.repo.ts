import type { Db } from '../db/database';
import { createPeopleRepo } from '../people/people.repo';

export function createMembersRepo(db: Db) {
  return {
    list(familyId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'created_at'])
        .where('family_id', '=', familyId)
        .orderBy('id')
        .execute();
    },

    async isMember(familyId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Moves a member to another family, where they become one of its people; their own log-ins
     * follow when `sessions` says so.
     */
    async moveMember(userId: number, toFamilyId: number, sessions: 'follow' | 'end'): Promise<void> {
      const user = await db
        .updateTable('users')
        .set({ family_id: toFamilyId })
        .where('id', '=', userId)
        .returning('email')
        .executeTakeFirst();
      if (user) await createPeopleRepo(db).addMember(toFamilyId, userId, user.email);
      if (sessions === 'follow') {
        await db
          .updateTable('sessions')
          .set({ family_id: toFamilyId })
          .where('user_id', '=', userId)
          .where('kind', '=', 'user')
          .execute();
      } else {
        await db.deleteFrom('sessions').where('user_id', '=', userId).where('kind', '=', 'user').execute();
      }
    },

    /** The TVs a member paired stay with the family: another member holds their sessions. */
    async handOverDisplays(fromUserId: number, familyId: number): Promise<void> {
      const heir = await db
        .selectFrom('users')
        .select('id')
        .where('family_id', '=', familyId)
        .where('id', '!=', fromUserId)
        .orderBy('id')
        .executeTakeFirst();
      if (!heir) return;
      await db
        .updateTable('sessions')
        .set({ user_id: heir.id })
        .where('user_id', '=', fromUserId)
        .where('family_id', '=', familyId)
        .where('kind', '=', 'device')
        .execute();
    },
  };
}
