import type { SessionUser } from '../../common/schemas/accounts';
import type { Db } from '../db/database';
import { isDuplicate } from '../db/errors';

const now = () => new Date().toISOString();

export interface UserRow {
  id: number;
  family_id: number;
  email: string;
  password_hash: string | null;
  subscription_status: string;
  subscription_tier: string;
  family_name: string;
}

export function createAccountsRepo(db: Db) {
  const userQuery = () =>
    db
      .selectFrom('users')
      .innerJoin('families', 'families.id', 'users.family_id')
      .select([
        'users.id',
        'users.family_id',
        'users.email',
        'users.password_hash',
        'users.subscription_status',
        'users.subscription_tier',
        'families.name as family_name',
      ]);

  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return userQuery().where('users.email', '=', email).executeTakeFirst();
    },

    findUserById(id: number): Promise<UserRow | undefined> {
      return userQuery().where('users.id', '=', id).executeTakeFirst();
    },

    /** A new family with its first member, in one transaction. Undefined when the email is taken. */
    async createUserWithFamily(input: {
      email: string;
      passwordHash: string;
      familyName: string;
      status: string;
      tier: string;
    }): Promise<UserRow | undefined> {
      const created = await db
        .transaction()
        .execute(async (trx) => {
          const taken = await trx
            .selectFrom('users')
            .select('id')
            .where('email', '=', input.email)
            .executeTakeFirst();
          if (taken) return undefined;
          const family = await trx
            .insertInto('families')
            .values({ name: input.familyName, created_at: now() })
            .returning('id')
            .executeTakeFirstOrThrow();
          return trx
            .insertInto('users')
            .values({
              family_id: family.id,
              email: input.email,
              password_hash: input.passwordHash,
              subscription_status: input.status,
              subscription_tier: input.tier,
              created_at: now(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        })
        // Two sign-ups with one email at the same moment: the unique index lets one through.
        .catch((error: unknown) => {
          if (isDuplicate(error)) return undefined;
          throw error;
        });
      return created ? this.findUserById(created.id) : undefined;
    },

    /** Removes the user; the family and everything it owns go too when no member is left. */
    async deleteUser(userId: number, familyId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        const remaining = await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('family_id', '=', familyId)
          .executeTakeFirstOrThrow();
        if (Number(remaining.n) === 0) await trx.deleteFrom('families').where('id', '=', familyId).execute();
      });
    },

    async recordLoginFailure(email: string, ip: string): Promise<void> {
      await db.insertInto('login_failures').values({ email, ip, created_at: now() }).execute();
    },

    /** Failures for `email` in the last `sinceMs`, from `ip` only when it is given. */
    async countLoginFailures(of: { email: string; ip?: string }, sinceMs: number): Promise<number> {
      const since = new Date(Date.now() - sinceMs).toISOString();
      let query = db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', of.email)
        .where('created_at', '>', since);
      if (of.ip !== undefined) query = query.where('ip', '=', of.ip);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * After a successful log-in: forgets that address's failures at the account (the person's own
     * typos) and every failure older than a day. Others' failures stay, so signing in during an
     * attack does not hand the attacker a fresh allowance.
     */
    async clearLoginFailures(of: { email: string; ip: string }): Promise<void> {
      const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
      await db
        .deleteFrom('login_failures')
        .where((eb) =>
          eb.or([eb.and([eb('email', '=', of.email), eb('ip', '=', of.ip)]), eb('created_at', '<', dayAgo)]),
        )
        .execute();
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    familyid: row.family_id,
    familyName: row.family_name,
    subscription_status: row.subscription_status,
    subscription_tier: row.subscription_tier,
    spotify_id: null,
  };
}
