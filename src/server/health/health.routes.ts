import type { FastifyInstance } from 'fastify';
import { type Health, healthSchema, type Readiness, readinessSchema } from '../../common/schemas/health';
import type { Db } from '../db/database';
import { migrations } from '../db/migrations';
import { DomainError } from '../domain-errors';
import { answers } from '../http/zod-serializer';
import { serverVersion } from '../version';
import { appliedMigrations } from './readiness.repo';

const notReady = (message: string) => new DomainError('database_unavailable', message);

/**
 * For monitoring and orchestrators, without a session: `/api/health` says the process answers (a
 * container's health check, a liveness probe), `/api/ready` that it can serve families — the
 * database answers and holds exactly this version's migrations (a readiness probe, a load balancer).
 * Neither says anything about a family.
 */
export function healthRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const known = Object.keys(migrations);

  app.get('/api/health', answers(healthSchema), async (_request, reply): Promise<Health> => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', version: serverVersion() };
  });

  app.get('/api/ready', answers(readinessSchema), async (_request, reply): Promise<Readiness> => {
    reply.header('cache-control', 'no-store');
    let applied: string[];
    try {
      applied = await appliedMigrations(db);
    } catch {
      throw notReady('The database cannot be reached right now.');
    }
    const missing = known.filter((name) => !applied.includes(name));
    if (missing.length > 0) throw notReady(`The database still waits for migration ${missing[0]}.`);
    const newer = applied.filter((name) => !known.includes(name));
    if (newer.length > 0)
      throw notReady(
        `The database was migrated by a newer Luno (${newer.at(-1)}); this server is version ${serverVersion()}.`,
      );
    return { status: 'ready' };
  });
}
