/**
 * The operator's view (`/app/admin`): for the accounts LUNO_ADMIN_EMAILS lists, how the server is
 * doing and each family by counts and sizes; suspending a family and lifting it. Everyone else is
 * answered 404, as if none of it existed. Open while the operator's own family is suspended, so an
 * operator can always lift it.
 */
import type { FastifyInstance } from 'fastify';
import { adminFamiliesSchema, adminFamilySchema, adminOverviewSchema } from '../../common/schemas/admin';
import type { AccountsRepo } from '../accounts/accounts.repo';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import { notFound } from '../domain-errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import { serverVersion } from '../version';
import { presentAdminFamily } from './admin.presenter';
import type { AdminRepo } from './admin.repo';
import type { AdminService } from './admin.service';
import { FAMILY_NOT_FOUND } from './admin.service';
import { requireOperator } from './operators';
import type { ServerError } from './recent-errors';

export interface AdminDeps {
  config: Config;
  accounts: AccountsRepo;
  admin: AdminRepo;
  service: AdminService;
  dialect: Dialect;
  startedAt: Date;
  now: () => Date;
  /** Displays with a live stream open here now. */
  displaysOnline: () => number;
  recentErrors: () => ServerError[];
}

export function adminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const { config, accounts, admin, service } = deps;
  const options = { config: { whileSuspended: 'allowed' } } as const;
  const operator = (request: Parameters<typeof requireOperator>[0]) =>
    requireOperator(request, config, accounts);

  app.get('/api/admin/overview', { ...options, ...answers(adminOverviewSchema) }, async (request, reply) => {
    await operator(request);
    reply.header('cache-control', 'no-store');
    const [totals, jobs, calendarSources, albums] = await Promise.all([
      admin.totals(),
      admin.queues(),
      admin.calendarFailures(),
      admin.albumFailures(),
    ]);
    return {
      version: serverVersion(),
      startedAt: deps.startedAt.toISOString(),
      uptimeSeconds: Math.max(0, Math.round((deps.now().getTime() - deps.startedAt.getTime()) / 1000)),
      database: deps.dialect,
      families: totals.families,
      suspendedFamilies: totals.suspended,
      members: totals.members,
      boards: totals.boards,
      displaysPaired: totals.displays,
      displaysOnline: deps.displaysOnline(),
      photoBytes: totals.photoBytes,
      jobs,
      calendarSources,
      albums,
      recentErrors: deps.recentErrors(),
    };
  });

  app.get('/api/admin/families', { ...options, ...answers(adminFamiliesSchema) }, async (request, reply) => {
    await operator(request);
    reply.header('cache-control', 'no-store');
    return { families: (await admin.families()).map(presentAdminFamily) };
  });

  const familyAfter = async (id: number) => {
    const row = await admin.family(id);
    if (!row) throw notFound(FAMILY_NOT_FOUND);
    return presentAdminFamily(row);
  };

  app.post(
    '/api/admin/families/:id/suspend',
    { ...options, ...answers(adminFamilySchema) },
    async (request) => {
      await operator(request);
      const id = idParam(request, 'id', FAMILY_NOT_FOUND);
      await service.suspend(id);
      return familyAfter(id);
    },
  );

  app.post('/api/admin/families/:id/lift', { ...options, ...answers(adminFamilySchema) }, async (request) => {
    await operator(request);
    const id = idParam(request, 'id', FAMILY_NOT_FOUND);
    await service.lift(id);
    return familyAfter(id);
  });
}
