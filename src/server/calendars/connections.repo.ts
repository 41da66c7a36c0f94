import type { Db } from '../db/database';

export type Provider = 'google' | 'microsoft';

export interface ConnectionRow {
  access_sealed: string;
  refresh_sealed: string | null;
  expires_at: string;
}

/** A family's connected Google and Microsoft accounts; tokens are stored sealed. */
export function createConnectionsRepo(db: Db) {
  return {
    find(familyId: number, provider: Provider): Promise<ConnectionRow | undefined> {
      return db
        .selectFrom('oauth_connections')
        .select(['access_sealed', 'refresh_sealed', 'expires_at'])
        .where('family_id', '=', familyId)
        .where('provider', '=', provider)
        .executeTakeFirst();
    },

    async save(familyId: number, provider: Provider, tokens: ConnectionRow, now: string): Promise<void> {
      await db
        .insertInto('oauth_connections')
        .values({ family_id: familyId, provider, ...tokens, created_at: now })
        .onConflict((conflict) => conflict.columns(['family_id', 'provider']).doUpdateSet(tokens))
        .execute();
    },

    async delete(familyId: number, provider: Provider): Promise<boolean> {
      const result = await db
        .deleteFrom('oauth_connections')
        .where('family_id', '=', familyId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ConnectionsRepo = ReturnType<typeof createConnectionsRepo>;
