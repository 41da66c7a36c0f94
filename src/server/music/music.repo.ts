import type { Db } from '../db/database';

export interface MusicConnectionRow {
  access_sealed: string;
  refresh_sealed: string;
  expires_at: string;
  account: string | null;
  product: string | null;
}

export type MusicTokens = Pick<MusicConnectionRow, 'access_sealed' | 'refresh_sealed' | 'expires_at'>;

/** The family's connected Spotify account; its tokens are stored sealed. */
export function createMusicRepo(db: Db) {
  return {
    find(familyId: number): Promise<MusicConnectionRow | undefined> {
      return db
        .selectFrom('music_connections')
        .select(['access_sealed', 'refresh_sealed', 'expires_at', 'account', 'product'])
        .where('family_id', '=', familyId)
        .executeTakeFirst();
    },

    /** A new grant replaces the family's previous one. */
    async connect(
      familyId: number,
      values: MusicTokens & { account: string | null; product: string | null },
      now: string,
    ): Promise<void> {
      const row = { ...values, created_at: now };
      await db
        .insertInto('music_connections')
        .values({ family_id: familyId, ...row })
        .onConflict((conflict) => conflict.column('family_id').doUpdateSet(row))
        .execute();
    },

    async saveTokens(familyId: number, tokens: MusicTokens): Promise<void> {
      await db.updateTable('music_connections').set(tokens).where('family_id', '=', familyId).execute();
    },

    async delete(familyId: number): Promise<void> {
      await db.deleteFrom('music_connections').where('family_id', '=', familyId).execute();
    },
  };
}
