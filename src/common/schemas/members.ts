import { z } from 'zod';

/** How long an invite link works, and how many may wait at once. */
export const INVITE_LIFETIME_DAYS = 7;
export const MAX_PENDING_INVITES = 20;

/** GET /api/family/members */
export const memberSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** The member asking. */
  isYou: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/family/invites: the links still waiting to be used. */
export const inviteSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** POST /api/family/invites: the link is shown once; only its hash is kept. */
export const createdInviteSchema = z.object({ id: z.number(), url: z.string(), expiresAt: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** GET /api/invites/{token}: what the link leads to, and for a signed-in person what joining does. */
export const invitePreviewSchema = z.object({
  familyName: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  alreadyMember: z.boolean(),
  /** The family the signed-in person would leave; otherMembers 0 means it is deleted. */
  leavesFamily: z.object({ name: z.string(), otherMembers: z.number() }).nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST /api/invites/{token}/accept */
export const acceptInviteSchema = z.object({
  /** The person was told their own family, of which they are the only member, is deleted. */
  confirmDeleteOldFamily: z.boolean({ error: 'confirmDeleteOldFamily must be true or false.' }).optional(),
});

/** An invite token as it appears in a link. */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
