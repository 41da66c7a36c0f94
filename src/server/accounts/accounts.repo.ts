import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from '../../common/currencies';
import type { SubscriptionStatus, Tier } from '../../common/plans';
import type { SessionUser } from '../../common/schemas/accounts';
import type { Db } from '../db/database';
import { createMembersRepo } from '../members/members.repo';
import { createPeopleRepo } from '../people/people.repo';

const now = () => new Date().toISOString();

/** What a new family starts on. */
export interface FamilyPlan {
  status: SubscriptionStatus;
  tier: Tier;
}

export interface UserRow {
  id: number;
  family_id: number;
  email: string;
  password_hash: string | null;
  subscription_status: SubscriptionStatus;
  subscription_tier: Tier;
  family_name: string;
  time_zone: string;
  /** The member's own language; null: the family's. */
  own_language: string | null;
  family_language: string;
  currency: string;
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
        'families.subscription_status',
        'families.subscription_tier',
        'families.name as family_name',
        'families.time_zone',
        'users.language as own_language',
        'families.language as family_language',
        'families.currency',
      ]);

  return {
    findUserByEmail(email: string): Promise<UserRow | undefined> {
      return userQuery().where('users.email', '=', email).executeTakeFirst();
    },

    findUserByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      return userQuery().where('users.google_sub', '=', subject).executeTakeFirst();
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    async linkGoogle(userId: number, subject: string): Promise<void> {
      await db.updateTable('users').set({ google_sub: subject }).where('id', '=', userId).execute();
    },

    findUserById(id: number): Promise<UserRow | undefined> {
      return userQuery().where('users.id', '=', id).executeTakeFirst();
    },

    findFamily(
      familyId: number,
    ): Promise<
      { id: number; name: string; time_zone: string; language: string; currency: string } | undefined
    > {
      return db
        .selectFrom('families')
        .select(['id', 'name', 'time_zone', 'language', 'currency'])
        .where('id', '=', familyId)
        .executeTakeFirst();
    },

    async familyTimeZone(familyId: number): Promise<string> {
      const row = await db
        .selectFrom('families')
        .select('time_zone')
        .where('id', '=', familyId)
        .executeTakeFirst();
      return row?.time_zone ?? 'UTC';
    },

    /** The family's money (ISO 4217); 'USD' for a family not found. */
    async familyCurrency(familyId: number): Promise<CurrencyCode> {
      const row = await db
        .selectFrom('families')
        .select('currency')
        .where('id', '=', familyId)
        .executeTakeFirst();
      return isCurrencyCode(row?.currency) ? row.currency : DEFAULT_CURRENCY;
    },

    async setUserLanguage(userId: number, language: string | null): Promise<void> {
      await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
    },

    async updateFamily(
      familyId: number,
      changes: { name?: string; timeZone?: string; language?: string; currency?: string },
    ): Promise<void> {
      await db
        .updateTable('families')
        .set({
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.timeZone === undefined ? {} : { time_zone: changes.timeZone }),
          ...(changes.language === undefined ? {} : { language: changes.language }),
          ...(changes.currency === undefined ? {} : { currency: changes.currency }),
        })
        .where('id', '=', familyId)
        .execute();
    },

    async emailTaken(email: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return row !== undefined;
    },

    /** A new family on `plan`: the server's own tier without payments, no plan yet with them. */
    async createFamily(
      name: string,
      timeZone: string,
      plan: FamilyPlan,
      money: { language?: string; currency?: string } = {},
    ): Promise<number> {
      const family = await db
        .insertInto('families')
        .values({
          name,
          time_zone: timeZone,
          ...(money.language === undefined ? {} : { language: money.language }),
          ...(money.currency === undefined ? {} : { currency: money.currency }),
          created_at: now(),
          subscription_status: plan.status,
          subscription_tier: plan.tier,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return family.id;
    },

    async createUser(input: {
      familyId: number;
      email: string;
      passwordHash: string | null;
      googleSubject?: string;
    }): Promise<number> {
      const user = await db
        .insertInto('users')
        .values({
          family_id: input.familyId,
          email: input.email,
          password_hash: input.passwordHash,
          google_sub: input.googleSubject ?? null,
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Every member is one of the family's people, with a colour from the start.
      await createPeopleRepo(db).addMember(input.familyId, user.id, input.email);
      return user.id;
    },

    async countMembers(familyId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Removes the user and its sessions; the number of members the family has left. */
    async deleteUser(userId: number, familyId: number): Promise<number> {
      await createMembersRepo(db).handOverDisplays(userId, familyId);
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await db.deleteFrom('users').where('id', '=', userId).execute();
      const remaining = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow();
      return Number(remaining.n);
    },

    /** Removes the family; every family-owned row follows by ON DELETE CASCADE. */
    async deleteFamily(familyId: number): Promise<void> {
      await db.deleteFrom('families').where('id', '=', familyId).execute();
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

/** `display`: the session is a paired display's, which speaks the family's language. */
export function toSessionUser(row: UserRow, { display = false }: { display?: boolean } = {}): SessionUser {
  return {
    id: row.id,
    email: row.email,
    familyid: row.family_id,
    familyName: row.family_name,
    timeZone: row.time_zone,
    subscription_status: row.subscription_status,
    subscription_tier: row.subscription_tier,
    spotify_id: null,
    language: (display ? null : row.own_language) ?? row.family_language,
    ownLanguage: row.own_language,
    familyLanguage: row.family_language,
    currency: row.currency,
  };
}
