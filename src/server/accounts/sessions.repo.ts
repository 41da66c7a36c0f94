import { createHash, randomBytes } from 'node:crypto';
import type { SubscriptionStatus, Tier } from '../../common/plans';
import { compiledQuery } from '../db/compiled-query';
import type { Db } from '../db/database';

export type SessionKind = 'user' | 'device';

const LIFETIME_MS: Record<SessionKind, number> = {
  user: 30 * 86_400_000,
  device: 365 * 86_400_000,
};
// Sliding expiry is refreshed at most this often, so reads do not each cost a write.
const TOUCH_INTERVAL_MS = 10 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionRecord {
  tokenHash: string;
  userId: number;
  familyId: number;
  kind: SessionKind;
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: Tier;
  /** When the session ends unless used again (ISO). */
  expiresAt: string;
  /** The family is suspended by the server's operator: the session may only sign out. */
  suspended: boolean;
}

/** Finds the live session a token opens: the repository, or the cache in front of it (./session-cache.ts). */
export interface SessionFinder {
  find(token: string): Promise<SessionRecord | undefined>;
}

export function createSessionsRepo(db: Db) {
  // Read on every request that carries a session: compiled once (../db/compiled-query.ts).
  const liveSession = compiledQuery(db, (tokenHash: string, nowIso: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('families', 'families.id', 'sessions.family_id')
      .select([
        'sessions.user_id',
        'sessions.family_id',
        'sessions.kind',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'families.subscription_status',
        'families.subscription_tier',
        'families.suspended_at',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', nowIso),
  );

  return {
    /** A fresh random 256-bit token; only its SHA-256 is stored. */
    async create(userId: number, familyId: number, kind: SessionKind): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = new Date();
      await db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          family_id: familyId,
          kind,
          created_at: at.toISOString(),
          last_seen_at: at.toISOString(),
          expires_at: new Date(at.getTime() + LIFETIME_MS[kind]).toISOString(),
        })
        .execute();
      return token;
    },

    async find(token: string): Promise<SessionRecord | undefined> {
      const tokenHash = hashToken(token);
      const nowIso = new Date().toISOString();
      const [row] = await liveSession(tokenHash, nowIso);
      if (!row) return undefined;
      const kind = row.kind as SessionKind;
      let expiresAt = row.expires_at;
      if (Date.now() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
        // Sliding the expiry is a courtesy: on a full disk it fails, and reading must still work.
        const slid = new Date(Date.now() + LIFETIME_MS[kind]).toISOString();
        try {
          await db
            .updateTable('sessions')
            .set({ last_seen_at: nowIso, expires_at: slid })
            .where('token_hash', '=', tokenHash)
            .execute();
          expiresAt = slid;
        } catch (error) {
          console.warn(`Could not slide a session's expiry: ${(error as Error).message}`);
        }
      }
      return {
        tokenHash,
        userId: row.user_id,
        familyId: row.family_id,
        kind,
        subscriptionStatus: row.subscription_status,
        subscriptionTier: row.subscription_tier,
        expiresAt,
        suspended: row.suspended_at !== null,
      };
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every log-in of the member, keeping the displays they paired. */
    async revokeLogins(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('kind', '=', 'user').execute();
    },

    /** Ends the member's other log-ins, keeping `keep` and the displays they paired. */
    async revokeOtherLogins(userId: number, keep: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('kind', '=', 'user')
        .where('token_hash', '!=', keep)
        .execute();
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
