import type { FastifyInstance } from 'fastify';
import { loginSchema, signupSchema } from '../../common/schemas/accounts';
import type { Config } from '../config';
import { clearSessionCookie, requireSession, setSessionCookie } from '../http/auth';
import { conflict, parse, tooManyRequests, unauthorized } from '../http/errors';
import { type AccountsRepo, toSessionUser } from './accounts.repo';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { SessionsRepo } from './sessions.repo';

// Per account, whichever address the attempts come from (ASVS 6.3.1).
const FAILURES_PER_MINUTE = 5;
const FAILURES_PER_HOUR = 100;

export interface AccountsDeps {
  config: Config;
  accounts: AccountsRepo;
  sessions: SessionsRepo;
}

export function accountsRoutes(app: FastifyInstance, { config, accounts, sessions }: AccountsDeps): void {
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.get('/api/auth/status', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = request.auth ? await accounts.findUserById(request.auth.userId) : undefined;
    return user
      ? { isAuthenticated: true, user: toSessionUser(user) }
      : { isAuthenticated: false, user: null };
  });

  app.post('/api/login', { config: authLimit }, async (request, reply) => {
    const { email, password } = parse(loginSchema, request.body);
    const lastMinute = await accounts.countLoginFailures(email, 60_000);
    const lastHour =
      lastMinute >= FAILURES_PER_MINUTE ? 0 : await accounts.countLoginFailures(email, 3_600_000);
    if (lastMinute >= FAILURES_PER_MINUTE || lastHour >= FAILURES_PER_HOUR) {
      throw tooManyRequests('Too many failed sign-in attempts. Please wait a few minutes and try again.');
    }
    const user = await accounts.findUserByEmail(email);
    // Verify against a decoy when there is no such user, so timing does not reveal accounts.
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user?.password_hash || !valid) {
      await accounts.recordLoginFailure(email, request.ip);
      throw unauthorized('Invalid credentials');
    }
    await accounts.clearLoginFailures(email);
    const token = await sessions.create(user.id, user.family_id, 'user');
    setSessionCookie(reply, token, config.secureCookies);
    return { user: toSessionUser(user), token, familyId: user.family_id };
  });

  app.post('/api/signup', { config: authLimit }, async (request, reply) => {
    const { email, password, family } = parse(signupSchema, request.body);
    const user = await accounts.createUserWithFamily({
      email,
      passwordHash: await hashPassword(password),
      familyName: family || 'My Family',
      // Without a payment provider the self-hosted default is a working account on the chosen tier.
      status: 'active',
      tier: config.defaultTier,
    });
    if (!user) throw conflict('An account with this email already exists. Please log in instead.');
    const token = await sessions.create(user.id, user.family_id, 'user');
    setSessionCookie(reply, token, config.secureCookies);
    return reply.status(201).send({ user: toSessionUser(user), token, familyId: user.family_id });
  });

  app.get('/api/auth/logout', async (request, reply) => {
    if (request.auth) await sessions.revoke(request.auth.tokenHash);
    clearSessionCookie(reply);
    return { success: true };
  });

  app.post('/api/account/unsubscribe', async (request) => {
    const auth = requireSession(request);
    return {
      subscription_status: auth.subscriptionStatus,
      message: 'Payments are not enabled on this server, so there is no subscription to cancel.',
    };
  });

  app.post('/api/account/delete', async (request, reply) => {
    const auth = requireSession(request);
    await accounts.deleteUser(auth.userId, auth.familyId);
    clearSessionCookie(reply);
    return { success: true };
  });
}
