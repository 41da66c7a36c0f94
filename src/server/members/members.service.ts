import { randomBytes } from 'node:crypto';
import { INVITE_LIFETIME_DAYS, MAX_PENDING_INVITES } from '../../common/schemas/members';
import { createAccountsRepo, type FamilyPlan, type UserRow } from '../accounts/accounts.repo';
import { hashToken } from '../accounts/sessions.repo';
import type { Db } from '../db/database';
import { type Announce, lockFamily, transact } from '../db/transaction';
import { conflict, gone, invalid, notFound, notSignedIn } from '../domain-errors';
import { type Changes, SESSIONS } from '../live/changes';
import { createPeopleRepo } from '../people/people.repo';
import { leaveRotations } from '../tasks/leave-rotations';
import { createInvitesRepo, type InviteRow } from './invites.repo';
import { createMembersRepo } from './members.repo';

export const INVITE_INVALID = 'This invite link is not valid.';
export const INVITE_USED = 'This invite link has already been used.';
export const INVITE_EXPIRED = 'This invite link has expired. Ask for a new one.';
export const ALREADY_MEMBER = 'You are already in this family.';
export const ONLY_MEMBER = "You are this family's only member. To close the account, use Delete Everything.";
export const REMOVE_SELF = 'To leave the family yourself, use Leave family.';
const TOO_MANY_INVITES = `This family has ${MAX_PENDING_INVITES} invites waiting. Revoke one before making another.`;
const NEW_FAMILY_NAME = 'My Family';

export const deletesOldFamily = (name: string) =>
  `Joining deletes your current family "${name}" and its boards, lists and calendars, because you are its only member.`;

/** The invite a token names, if it can still be used; otherwise the error that says why not. */
function usable(invite: InviteRow | undefined): InviteRow {
  if (!invite) throw notFound(INVITE_INVALID);
  if (invite.used_at) throw gone(INVITE_USED);
  if (invite.expires_at <= new Date().toISOString()) throw gone(INVITE_EXPIRED);
  return invite;
}

export interface MembersOptions {
  /** The plan a member who leaves or is removed starts their own family on. */
  newFamilyPlan: FamilyPlan;
  /** Ends what a family pays for before it is deleted (a joiner's old family). */
  closeFamily: (familyId: number) => Promise<void>;
}

/**
 * A family of several adults: invite links (single use, 7 days, only their hash kept), joining,
 * leaving and removing. A member who goes starts a family of their own; the TVs they paired stay.
 */
export function createMembersService(db: Db, changes: Changes, options: MembersOptions) {
  const invites = createInvitesRepo(db);
  const members = createMembersRepo(db);
  const accounts = createAccountsRepo(db);

  /**
   * A member going takes no more turns: the family's rotations go on with the others. Their row
   * stays, so a chore that named them still reads their name.
   */
  async function leaveTurns(trx: Db, userId: number, familyId: number, announce: Announce) {
    await lockFamily(trx, familyId);
    const personId = await createPeopleRepo(trx).memberPersonId(familyId, userId);
    if (personId === undefined) return;
    const lists = await leaveRotations(trx, familyId, personId);
    if (lists.length > 0) announce(familyId, 'task-items', lists);
  }

  /** Moves a member out to a new family of their own, in the zone of the one they leave. */
  async function moveOut(trx: Db, userId: number, familyId: number, sessions: 'follow' | 'end') {
    const repo = createAccountsRepo(trx);
    const own = await repo.createFamily(
      NEW_FAMILY_NAME,
      await repo.familyTimeZone(familyId),
      options.newFamilyPlan,
    );
    await createMembersRepo(trx).handOverDisplays(userId, familyId);
    await createMembersRepo(trx).moveMember(userId, own, sessions);
    return own;
  }

  return {
    async createInvite(
      familyId: number,
      userId: number,
    ): Promise<{ id: number; token: string; expiresAt: string }> {
      const now = new Date();
      if ((await invites.pending(familyId, now.toISOString())).length >= MAX_PENDING_INVITES) {
        throw conflict(TOO_MANY_INVITES);
      }
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * 86_400_000).toISOString();
      const id = await transact(db, changes, async (trx, announce) => {
        const created = await createInvitesRepo(trx).create({
          familyId,
          tokenHash: hashToken(token),
          invitedBy: userId,
          expiresAt,
        });
        announce(familyId, 'family');
        return created;
      });
      return { id, token, expiresAt };
    },

    async revokeInvite(familyId: number, inviteId: number): Promise<void> {
      const revoked = await transact(db, changes, async (trx, announce) => {
        const done = await createInvitesRepo(trx).revoke(familyId, inviteId);
        if (done) announce(familyId, 'family');
        return done;
      });
      if (!revoked) throw notFound('Invite not found.');
    },

    /** What a link leads to; for a signed-in person also what joining would do to their own family. */
    async preview(token: string, viewer: { userId: number; familyId: number } | null) {
      const invite = usable(await invites.byTokenHash(hashToken(token)));
      let leavesFamily: { name: string; otherMembers: number } | null = null;
      const alreadyMember = viewer?.familyId === invite.family_id;
      if (viewer && !alreadyMember) {
        const user = await accounts.findUserById(viewer.userId);
        if (user) {
          leavesFamily = {
            name: user.family_name,
            otherMembers: (await accounts.countMembers(viewer.familyId)) - 1,
          };
        }
      }
      return {
        familyName: invite.family_name,
        invitedBy: invite.invited_by,
        expiresAt: invite.expires_at,
        alreadyMember,
        leavesFamily,
      };
    },

    /**
     * Joins the invite's family. A member who was the only one in their own family brings nothing
     * along: that family is deleted, once they confirmed it and its subscription has ended.
     */
    async accept(token: string, userId: number, confirmDeleteOldFamily: boolean): Promise<UserRow> {
      const invite = usable(await invites.byTokenHash(hashToken(token)));
      const user = await accounts.findUserById(userId);
      if (!user) throw notSignedIn();
      const oldFamilyId = user.family_id;
      if (oldFamilyId === invite.family_id) throw conflict(ALREADY_MEMBER);
      const alone = (await accounts.countMembers(oldFamilyId)) <= 1;
      if (alone && !confirmDeleteOldFamily) throw conflict(deletesOldFamily(user.family_name));
      if (alone) await options.closeFamily(oldFamilyId);
      await transact(db, changes, async (trx, announce) => {
        if (!(await createInvitesRepo(trx).markUsed(invite.id, userId))) throw gone(INVITE_USED);
        const repo = createMembersRepo(trx);
        if (!alone) await leaveTurns(trx, userId, oldFamilyId, announce);
        await repo.handOverDisplays(userId, oldFamilyId);
        await repo.moveMember(userId, invite.family_id, 'follow');
        // Someone may have joined the old family meanwhile: it is deleted only if it is still empty.
        const accountsInTrx = createAccountsRepo(trx);
        if (alone && (await accountsInTrx.countMembers(oldFamilyId)) === 0)
          await accountsInTrx.deleteFamily(oldFamilyId);
        announce(oldFamilyId, 'family');
        announce(invite.family_id, 'family');
        // The member's log-ins now open the other family, their displays another member's.
        announce(oldFamilyId, SESSIONS);
      });
      const joined = await accounts.findUserById(userId);
      if (!joined) throw notSignedIn();
      return joined;
    },

    /**
     * For a sign-up with an invite, inside its transaction: the family to join, and the claim that
     * uses the invite once the new member exists.
     */
    async inviteForSignUp(trx: Db, token: string) {
      const repo = createInvitesRepo(trx);
      const invite = usable(await repo.byTokenHash(hashToken(token)));
      return {
        familyId: invite.family_id,
        async claim(userId: number): Promise<void> {
          if (!(await repo.markUsed(invite.id, userId))) throw gone(INVITE_USED);
        },
      };
    },

    /** Refuses an invite that cannot be used, before any account is made for it. */
    async checkInvite(token: string): Promise<void> {
      usable(await invites.byTokenHash(hashToken(token)));
    },

    async leave(userId: number, familyId: number): Promise<UserRow> {
      if ((await accounts.countMembers(familyId)) <= 1) throw conflict(ONLY_MEMBER);
      await transact(db, changes, async (trx, announce) => {
        await leaveTurns(trx, userId, familyId, announce);
        const own = await moveOut(trx, userId, familyId, 'follow');
        announce(familyId, 'family');
        announce(own, 'family');
        announce(familyId, SESSIONS);
      });
      const user = await accounts.findUserById(userId);
      if (!user) throw notSignedIn();
      return user;
    },

    /** Removes another member: they keep their account, in a family of their own, signed out everywhere. */
    async remove(byUserId: number, familyId: number, memberId: number): Promise<void> {
      if (memberId === byUserId) throw invalid(REMOVE_SELF);
      if (!(await members.isMember(familyId, memberId))) throw notFound('Member not found.');
      await transact(db, changes, async (trx, announce) => {
        await leaveTurns(trx, memberId, familyId, announce);
        const own = await moveOut(trx, memberId, familyId, 'end');
        announce(familyId, 'family');
        announce(own, 'family');
        announce(familyId, SESSIONS);
      });
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
