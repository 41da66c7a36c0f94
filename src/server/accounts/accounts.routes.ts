import type { FastifyInstance } from 'fastify';
import { loginSchema, signupSchema } from '../../common/schemas/accounts';
import type { Config } from '../config';
import { clearSessionCookie, requireSession, setSessionCookie } from '../http/auth';
import { conflict, parse, tooManyRequests, unauthorized } from '../http/errors';
import { type AccountsRepo, toSessionUser } from './accounts.repo';
import type { KnownDevices } from './known-devices';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { SessionsRepo } from './sessions.repo';

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

export interface AccountsDeps {
  config: Config;
  accounts: AccountsRepo;
  sessions: SessionsRepo;
  knownDevices: KnownDevices;
}

export function accountsRoutes(
  app: FastifyInstance,
  { config, accounts, sessions, knownDevices }: AccountsDeps,
): void {
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
    const fromHere = await accounts.countLoginFailures({ email, ip: request.ip }, 60_000);
    if (fromHere >= FAILURES_PER_ADDRESS_PER_MINUTE) throw tooManyRequests(TOO_MANY_FROM_HERE);
    const user = await accounts.findUserByEmail(email);
    if (!(user && knownDevices.isKnown(request, user.id))) {
      const everywhere = await accounts.countLoginFailures({ email }, 3_600_000);
      if (everywhere >= FAILURES_PER_ACCOUNT_PER_HOUR) throw tooManyRequests(ACCOUNT_LOCKED);
    }
    // Verify against a decoy when there is no such user, so timing does not reveal accounts.
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    if (!user?.password_hash || !valid) {
      await accounts.recordLoginFailure(email, request.ip);
      throw unauthorized('Invalid credentials');
    }
    await accounts.clearLoginFailures({ email, ip: request.ip });
    const token = await sessions.create(user.id, user.family_id, 'user');
    setSessionCookie(reply, token, config.secureCookies);
    knownDevices.remember(request, reply, user.id);
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
    knownDevices.remember(request, reply, user.id);
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
