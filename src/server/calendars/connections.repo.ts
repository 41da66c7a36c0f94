import type { Db } from '../db/database';
/** The id of the provider an account was connected at (`google`, `microsoft`). */
export type Provider = string;

export interface ConnectionRow {
  access_sealed: string;
  refresh_sealed: string | null;
  expires_at: string;
  account: string | null;
  refused_at: string | null;
  created_at: string;
  /** The scopes granted, space-separated; null when the provider did not say. */
  scopes: string | null;
}

export type ConnectionTokens = Pick<ConnectionRow, 'access_sealed' | 'refresh_sealed' | 'expires_at'>;

/** A family's connected accounts, one per provider; tokens are stored sealed. */
export function createConnectionsRepo(db: Db) {
  return {
    find(familyId: number, provider: Provider): Promise<ConnectionRow | undefined> {
      return db
        .selectFrom('oauth_connections')
        .select([
          'access_sealed',
          'refresh_sealed',
          'expires_at',
          'account',
          'refused_at',
          'created_at',
          'scopes',
        ])
        .where('family_id', '=', familyId)
        .where('provider', '=', provider)
        .executeTakeFirst();
    },

    forFamily(familyId: number) {
      return db
        .selectFrom('oauth_connections')
        .select(['provider', 'account', 'refused_at', 'created_at', 'scopes'])
        .where('family_id', '=', familyId)
        .execute();
    },

    /** A new grant: replaces whatever the family had with this provider. */
    async connect(
      familyId: number,
      provider: Provider,
      tokens: ConnectionTokens & { account: string | null; scopes?: string | null },
      now: string,
    ): Promise<void> {
      const values = { ...tokens, scopes: tokens.scopes ?? null, refused_at: null, created_at: now };
      await db
        .insertInto('oauth_connections')
        .values({ family_id: familyId, provider, ...values })
        .onConflict((conflict) => conflict.columns(['family_id', 'provider']).doUpdateSet(values))
        .execute();
    },

    /** New tokens for the same grant, after a refresh. */
    async saveTokens(familyId: number, provider: Provider, tokens: ConnectionTokens): Promise<void> {
      await db
        .updateTable('oauth_connections')
        .set(tokens)
        .where('family_id', '=', familyId)
        .where('provider', '=', provider)
        .execute();
    },

    async markRefused(familyId: number, provider: Provider, now: string): Promise<void> {
      await db
        .updateTable('oauth_connections')
        .set({ refused_at: now })
        .where('family_id', '=', familyId)
        .where('provider', '=', provider)
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
