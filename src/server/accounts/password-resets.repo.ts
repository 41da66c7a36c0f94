import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { hashToken } from './sessions.repo';

/** A link works this long after it was mailed. */
const LIFETIME_MS = 3_600_000;

export interface PasswordResetRow {
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

/** "Forgot password?" links: a random 256-bit token each, of which only the SHA-256 is stored. */
export function createPasswordResetsRepo(db: Db) {
  return {
    /** A new link's token for the account, valid an hour from `at`. */
    async create(userId: number, at: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('password_resets')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: at.toISOString(),
          expires_at: new Date(at.getTime() + LIFETIME_MS).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    find(token: string): Promise<PasswordResetRow | undefined> {
      return db
        .selectFrom('password_resets')
        .select(['user_id', 'expires_at', 'used_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
    },

    /**
     * Uses the link, unless it was used or expired meanwhile (false), and with it every other
     * link of the account: a new password makes the older links pointless.
     */
    async use(token: string, userId: number, at: Date): Promise<boolean> {
      const nowIso = at.toISOString();
      const used = await db
        .updateTable('password_resets')
        .set({ used_at: nowIso })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) return false;
      await db
        .updateTable('password_resets')
        .set({ used_at: nowIso })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      return true;
    },
  };
}
