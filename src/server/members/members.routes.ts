import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionUserSchema, successSchema } from '../../common/schemas/accounts';
import {
  acceptInviteSchema,
  createdInviteSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenSchema,
  memberSchema,
} from '../../common/schemas/members';
import { toSessionUser } from '../accounts/accounts.repo';
import type { Config } from '../config';
import { notAllowed, notFound } from '../domain-errors';
import { requireParent, requireSession } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { publicOrigin } from '../http/public-origin';
import { answers } from '../http/zod-serializer';
import type { createInvitesRepo } from './invites.repo';
import type { createMembersRepo } from './members.repo';
import { INVITE_INVALID, type MembersService } from './members.service';

export interface MembersDeps {
  config: Config;
  members: ReturnType<typeof createMembersRepo>;
  invites: ReturnType<typeof createInvitesRepo>;
  service: MembersService;
}

function tokenOf(request: FastifyRequest): string {
  const parsed = inviteTokenSchema.safeParse((request.params as { token?: unknown }).token);
  if (!parsed.success) throw notFound(INVITE_INVALID);
  return parsed.data;
}

export function membersRoutes(
  app: FastifyInstance,
  { config, members, invites, service }: MembersDeps,
): void {
  const inviteLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  // Who is in the family is for its people, not for the TV on the wall.
  const peopleOnly = { displays: 'refused' as const };

  app.get(
    '/api/family/members',
    { config: peopleOnly, ...answers(z.array(memberSchema)) },
    async (request) => {
      const auth = requireParent(request);
      const rows = await members.list(auth.familyId);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        isYou: row.id === auth.userId,
        joinedAt: row.created_at,
      }));
    },
  );

  app.delete('/api/family/members/:id', answers(successSchema), async (request) => {
    const auth = requireParent(request);
    await service.remove(auth.userId, auth.familyId, idParam(request, 'id', 'Member not found.'));
    return { success: true };
  });

  app.post('/api/family/leave', answers(sessionUserSchema), async (request) => {
    const auth = requireParent(request);
    return toSessionUser(await service.leave(auth.userId, auth.familyId));
  });

  app.get(
    '/api/family/invites',
    { config: peopleOnly, ...answers(z.array(inviteSchema)) },
    async (request) => {
      const auth = requireParent(request);
      const rows = await invites.pending(auth.familyId, new Date().toISOString());
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        invitedBy: row.invited_by,
      }));
    },
  );

  app.post(
    '/api/family/invites',
    { config: inviteLimit, ...answers(createdInviteSchema, 201) },
    async (request, reply) => {
      const auth = requireParent(request);
      const { id, token, expiresAt } = await service.createInvite(auth.familyId, auth.userId);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ id, url: `${publicOrigin(config, request)}/join/${token}`, expiresAt });
    },
  );

  app.delete('/api/family/invites/:id', answers(successSchema), async (request) => {
    const auth = requireParent(request);
    await service.revokeInvite(auth.familyId, idParam(request, 'id', 'Invite not found.'));
    return { success: true };
  });

  // Anyone holding the link may see which family it is for; guessing links is rate-limited.
  app.get(
    '/api/invites/:token',
    { config: inviteLimit, ...answers(invitePreviewSchema) },
    async (request, reply) => {
      const auth = request.auth?.kind === 'user' ? request.auth : null;
      reply.header('cache-control', 'no-store');
      return service.preview(tokenOf(request), auth);
    },
  );

  // A person without a plan may join: a family's plan is what they come for.
  app.post(
    '/api/invites/:token/accept',
    { config: inviteLimit, ...answers(sessionUserSchema) },
    async (request) => {
      const auth = requireSession(request);
      if (auth.kind !== 'user') throw notAllowed('A paired screen cannot join a family.');
      const { confirmDeleteOldFamily } = parse(acceptInviteSchema, request.body ?? {});
      return toSessionUser(
        await service.accept(tokenOf(request), auth.userId, confirmDeleteOldFamily === true),
      );
    },
  );
}
