import type { Db } from '../db/database';

export interface InviteRow {
  id: number;
  family_id: number;
  family_name: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export function createInvitesRepo(db: Db) {
  const inviteQuery = () =>
    db
      .selectFrom('family_invites')
      .innerJoin('families', 'families.id', 'family_invites.family_id')
      .leftJoin('users', 'users.id', 'family_invites.invited_by')
      .select([
        'family_invites.id',
        'family_invites.family_id',
        'families.name as family_name',
        'users.email as invited_by',
        'family_invites.created_at',
        'family_invites.expires_at',
        'family_invites.used_at',
      ]);

  return {
    async create(input: { familyId: number; tokenHash: string; invitedBy: number; expiresAt: string }) {
      const row = await db
        .insertInto('family_invites')
        .values({
          family_id: input.familyId,
          token_hash: input.tokenHash,
          invited_by: input.invitedBy,
          created_at: new Date().toISOString(),
          expires_at: input.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The family's links still waiting: not used, not expired. */
    pending(familyId: number, now: string): Promise<InviteRow[]> {
      return inviteQuery()
        .where('family_invites.family_id', '=', familyId)
        .where('family_invites.used_at', 'is', null)
        .where('family_invites.expires_at', '>', now)
        .orderBy('family_invites.id')
        .execute();
    },

    byTokenHash(tokenHash: string): Promise<InviteRow | undefined> {
      return inviteQuery().where('family_invites.token_hash', '=', tokenHash).executeTakeFirst();
    },

    async revoke(familyId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('family_invites')
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Uses the invite once: false when someone used it first. */
    async markUsed(id: number, userId: number): Promise<boolean> {
      const result = await db
        .updateTable('family_invites')
        .set({ used_at: new Date().toISOString(), used_by: userId })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
