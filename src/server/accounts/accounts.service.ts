import { localTimeZone } from '../../common/time-zone';
import { createCalendarsRepo } from '../calendars/calendars.repo';
import type { Db } from '../db/database';
import { isDuplicate } from '../db/errors';
import { transact } from '../db/transaction';
import { DomainError, invalid, notSignedIn, rateLimited } from '../domain-errors';
import type { GoogleIdentity } from '../integrations/oauth/google-sign-in';
import { type Changes, SESSIONS } from '../live/changes';
import { createAccountsRepo, type FamilyPlan, type UserRow } from './accounts.repo';
import {
  decoyHash,
  hashPassword,
  type PasswordCost,
  STANDARD_PASSWORD_COST,
  verifyPassword,
} from './passwords';
import { createSessionsRepo } from './sessions.repo';

/** Failed log-ins one address may make to one account in a minute. */
const FAILURES_PER_ADDRESS_PER_MINUTE = 5;
/**
 * Failed log-ins to one account in an hour from all addresses together (ASVS 6.3.1), after which
 * only browsers that signed in to it before may still try.
 */
const FAILURES_PER_ACCOUNT_PER_HOUR = 100;
const TOO_MANY_FROM_HERE = 'Too many failed sign-in attempts. Please wait a minute and try again.';
const ACCOUNT_LOCKED =
  'Too many failed sign-in attempts on this account. Please try again later, or sign in from a device you have used before.';
const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
const emailTaken = () => new DomainError('email_taken', EMAIL_TAKEN);
const DEFAULT_FAMILY_NAME = 'My Family';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
const GOOGLE_EMAIL_UNVERIFIED =
  'An account with this email already exists, and Google has not verified the address. Log in with your password instead.';

export interface SignedIn {
  user: UserRow;
  /** The new session's token, for the cookie and the answer. */
  token: string;
}

export interface LogInAttempt {
  email: string;
  password: string;
  ip: string;
  /** Whether this browser signed in to the account before (it carries the account's mark). */
  isKnownDevice: (userId: number) => boolean;
}

export function createAccountsService(
  db: Db,
  changes: Changes,
  /** What new password hashes cost: config's `passwordCost`. */
  passwordCost: PasswordCost = STANDARD_PASSWORD_COST,
) {
  const accounts = createAccountsRepo(db);
  const sessions = createSessionsRepo(db);

  return {
    /** A new family with its first member, signed in. */
    async signUp(
      input: {
        email: string;
        password: string;
        family?: string;
        timeZone?: string;
        language?: string;
        currency?: string;
      },
      plan: FamilyPlan,
      /** Joins the family of an invite instead of making one (members.service `inviteForSignUp`). */
      invite?: (trx: Db) => Promise<{ familyId: number; claim: (userId: number) => Promise<void> }>,
    ): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password, passwordCost);
      const userId = await transact(db, changes, async (trx, announce) => {
        const repo = createAccountsRepo(trx);
        if (await repo.emailTaken(input.email)) return undefined;
        const joining = invite ? await invite(trx) : null;
        const familyId =
          joining?.familyId ??
          (await repo.createFamily(
            input.family || DEFAULT_FAMILY_NAME,
            input.timeZone ?? localTimeZone(),
            plan,
            { language: input.language, currency: input.currency },
          ));
        const created = await repo.createUser({ familyId, email: input.email, passwordHash });
        if (joining) {
          await joining.claim(created);
          announce(familyId, 'family');
        }
        return created;
      }).catch((error: unknown) => {
        // Two sign-ups with one email at the same moment: the unique index lets one through.
        if (isDuplicate(error)) return undefined;
        throw error;
      });
      if (userId === undefined) throw emailTaken();
      const user = await accounts.findUserById(userId);
      if (!user) throw emailTaken();
      return { user, token: await sessions.create(user.id, user.family_id, 'user') };
    },

    /**
     * Checks the password against the failure limits: five a minute from one address stop that
     * address; a hundred an hour lock the account for browsers that never signed in to it.
     */
    async logIn({ email, password, ip, isKnownDevice }: LogInAttempt): Promise<SignedIn> {
      const fromHere = await accounts.countLoginFailures({ email, ip }, 60_000);
      if (fromHere >= FAILURES_PER_ADDRESS_PER_MINUTE) throw rateLimited(TOO_MANY_FROM_HERE);
      const user = await accounts.findUserByEmail(email);
      if (!(user && isKnownDevice(user.id))) {
        const everywhere = await accounts.countLoginFailures({ email }, 3_600_000);
        if (everywhere >= FAILURES_PER_ACCOUNT_PER_HOUR) throw rateLimited(ACCOUNT_LOCKED);
      }
      // Verify against a decoy when there is no such user, so timing does not reveal accounts.
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash(passwordCost)));
      if (!user?.password_hash || !valid) {
        await accounts.recordLoginFailure(email, ip);
        throw new DomainError('invalid_credentials', 'Invalid credentials');
      }
      await accounts.clearLoginFailures({ email, ip });
      return { user, token: await sessions.create(user.id, user.family_id, 'user') };
    },

    /**
     * Signs in with a Google account: the member who signed in with it before, else the member
     * whose address Google has verified (linked, not duplicated), else a new family. A Google
     * account whose address is not verified never reaches an existing member's account.
     */
    async signInWithGoogle(
      identity: GoogleIdentity,
      newAccount: { timeZone?: string; plan: FamilyPlan },
    ): Promise<SignedIn & { created: boolean }> {
      const known = await accounts.findUserByGoogleSubject(identity.subject);
      if (known)
        return {
          user: known,
          token: await sessions.create(known.id, known.family_id, 'user'),
          created: false,
        };
      const byEmail = await accounts.findUserByEmail(identity.email);
      if (byEmail) {
        if (!identity.emailVerified) throw new DomainError('email_unverified', GOOGLE_EMAIL_UNVERIFIED);
        await accounts.linkGoogle(byEmail.id, identity.subject);
        return {
          user: byEmail,
          token: await sessions.create(byEmail.id, byEmail.family_id, 'user'),
          created: false,
        };
      }
      const userId = await transact(db, changes, async (trx) => {
        const repo = createAccountsRepo(trx);
        const familyId = await repo.createFamily(
          DEFAULT_FAMILY_NAME,
          newAccount.timeZone ?? localTimeZone(),
          newAccount.plan,
        );
        return repo.createUser({
          familyId,
          email: identity.email,
          passwordHash: null,
          googleSubject: identity.subject,
        });
      }).catch((error: unknown) => {
        // An account with this address was made at the same moment: the unique index lets one through.
        if (isDuplicate(error)) throw emailTaken();
        throw error;
      });
      const user = await accounts.findUserById(userId);
      if (!user) throw emailTaken();
      return { user, token: await sessions.create(user.id, user.family_id, 'user'), created: true };
    },

    /**
     * Changes the member's password (or sets one on an account made with Google) and ends their
     * other log-ins; this one and the family's paired displays stay.
     */
    async changePassword(
      userId: number,
      currentSession: string,
      input: { currentPassword?: string; newPassword: string },
    ): Promise<void> {
      const user = await accounts.findUserById(userId);
      if (!user) throw notSignedIn();
      if (user.password_hash) {
        const valid = await verifyPassword(input.currentPassword ?? '', user.password_hash);
        if (!valid) throw invalid(WRONG_CURRENT_PASSWORD);
      }
      const passwordHash = await hashPassword(input.newPassword, passwordCost);
      await transact(db, changes, async (trx, announce) => {
        await createAccountsRepo(trx).setPasswordHash(userId, passwordHash);
        await createSessionsRepo(trx).revokeOtherLogins(userId, currentSession);
        announce(user.family_id, SESSIONS);
      });
    },

    /** Ends the session the request carries. */
    async logOut(session: { tokenHash: string; familyId: number }): Promise<void> {
      await transact(db, changes, async (trx, announce) => {
        await createSessionsRepo(trx).revoke(session.tokenHash);
        announce(session.familyId, SESSIONS);
      });
    },

    /** The family's name or zone; the zone changes "today" for every board, so all of it is announced. */
    async updateFamily(
      userId: number,
      familyId: number,
      changes_: { name?: string; timeZone?: string; language?: string; currency?: string },
    ): Promise<UserRow> {
      await transact(db, changes, async (trx, announce) => {
        const repo = createAccountsRepo(trx);
        if (changes_.timeZone !== undefined && changes_.timeZone !== (await repo.familyTimeZone(familyId))) {
          // Floating times and the family's days move with its zone: read every calendar again now.
          await createCalendarsRepo(trx).resyncFamily(familyId, new Date().toISOString());
        }
        await repo.updateFamily(familyId, changes_);
        announce(familyId, 'family');
      });
      const user = await accounts.findUserById(userId);
      if (!user) throw notSignedIn();
      return user;
    },

    /** The member's own language; null goes back to the family's. */
    async setLanguage(userId: number, familyId: number, language: string | null): Promise<UserRow> {
      await transact(db, changes, async (trx, announce) => {
        await createAccountsRepo(trx).setUserLanguage(userId, language);
        announce(familyId, 'family');
      });
      const user = await accounts.findUserById(userId);
      if (!user) throw notSignedIn();
      return user;
    },

    /**
     * Removes the member; the family and everything it owns go too when no member is left, once
     * `closeFamily` has ended what it pays for (it throws to stop the deletion).
     */
    async deleteAccount(
      userId: number,
      familyId: number,
      closeFamily: (familyId: number) => Promise<void>,
    ): Promise<void> {
      if ((await accounts.countMembers(familyId)) <= 1) await closeFamily(familyId);
      return transact(db, changes, async (trx, announce) => {
        const repo = createAccountsRepo(trx);
        if ((await repo.deleteUser(userId, familyId)) === 0) await repo.deleteFamily(familyId);
        announce(familyId, 'family');
        announce(familyId, SESSIONS);
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
