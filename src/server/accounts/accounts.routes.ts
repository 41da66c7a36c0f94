import type { FastifyInstance } from 'fastify';
import {
  authStatusSchema,
  changePasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionUserSchema,
  signedInSchema,
  signupSchema,
  successSchema,
  updateAccountSchema,
  updateFamilySchema,
} from '../../common/schemas/accounts';
import { newFamilyPlan } from '../billing/new-family-plan';
import type { Config } from '../config';
import { notSetUp } from '../domain-errors';
import { clearSessionCookie, requireSession, setSessionCookie } from '../http/auth';
import { parse } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import { answers } from '../http/zod-serializer';
import type { MembersService } from '../members/members.service';
import { type AccountsRepo, toSessionUser } from './accounts.repo';
import type { AccountsService } from './accounts.service';
import type { KnownDevices } from './known-devices';
import type { PasswordResetService } from './password-reset.service';

const RESET_NOT_SET_UP =
  'Password reset by email is not set up on this server: it cannot send email. Ask whoever runs it to set a new password for you.';

export interface AccountsDeps {
  config: Config;
  accounts: AccountsRepo;
  service: AccountsService;
  knownDevices: KnownDevices;
  /** Ends what a family pays for before it is deleted (its subscription, when payments are on). */
  closeFamily: (familyId: number) => Promise<void>;
  members: MembersService;
  /** "Forgot password?"; its mail goes only when the server can send mail (`config.mailOut`). */
  passwordResets: PasswordResetService;
}

export function accountsRoutes(
  app: FastifyInstance,
  { config, accounts, service, knownDevices, closeFamily, members, passwordResets }: AccountsDeps,
): void {
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.get('/api/auth/status', answers(authStatusSchema), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = request.auth ? await accounts.findUserById(request.auth.userId) : undefined;
    // A paired display speaks the family's language, whoever paired it.
    return user
      ? { isAuthenticated: true, user: toSessionUser(user, { display: request.auth?.kind === 'device' }) }
      : { isAuthenticated: false, user: null };
  });

  app.post('/api/login', { config: authLimit, ...answers(signedInSchema) }, async (request, reply) => {
    const { email, password } = parse(loginSchema, request.body);
    const { user, token } = await service.logIn({
      email,
      password,
      ip: request.ip,
      isKnownDevice: (userId) => knownDevices.isKnown(request, userId),
    });
    setSessionCookie(reply, token, config.secureCookies);
    knownDevices.remember(request, reply, user.id);
    return { user: toSessionUser(user), token, familyId: user.family_id };
  });

  app.post('/api/signup', { config: authLimit, ...answers(signedInSchema, 201) }, async (request, reply) => {
    const { email, password, family, timeZone, language, currency, invite } = parse(
      signupSchema,
      request.body,
    );
    // An invite that cannot be used is refused before any account is made for it.
    if (invite) await members.checkInvite(invite);
    // A new family starts on the server's plan for new families; one joining by invite shares that family's.
    const { user, token } = await service.signUp(
      { email, password, family, timeZone, language, currency },
      newFamilyPlan(config),
      invite ? (trx) => members.inviteForSignUp(trx, invite) : undefined,
    );
    setSessionCookie(reply, token, config.secureCookies);
    knownDevices.remember(request, reply, user.id);
    return reply.status(201).send({ user: toSessionUser(user), token, familyId: user.family_id });
  });

  app.get('/api/auth/logout', answers(successSchema), async (request, reply) => {
    if (request.auth) await service.logOut(request.auth);
    clearSessionCookie(reply);
    return { success: true };
  });

  app.patch('/api/family', answers(sessionUserSchema), async (request) => {
    const auth = requireSession(request);
    const changes = parse(updateFamilySchema, request.body);
    return toSessionUser(await service.updateFamily(auth.userId, auth.familyId, changes));
  });

  // The member's own settings: their language (null: the family's).
  app.patch(
    '/api/account',
    { config: { displays: 'refused' }, ...answers(sessionUserSchema) },
    async (request) => {
      const auth = requireSession(request);
      const { language } = parse(updateAccountSchema, request.body);
      return toSessionUser(await service.setLanguage(auth.userId, auth.familyId, language));
    },
  );

  app.post('/api/account/password', { config: authLimit, ...answers(successSchema) }, async (request) => {
    const auth = requireSession(request);
    await service.changePassword(auth.userId, auth.tokenHash, parse(changePasswordSchema, request.body));
    return { success: true };
  });

  // The same answer, after the same work (a queued job), whether or not the address has an account.
  app.post(
    '/api/account/password-reset',
    { config: authLimit, ...answers(successSchema, 202) },
    async (request, reply) => {
      const { email } = parse(passwordResetRequestSchema, request.body);
      if (!config.mailOut) throw notSetUp(RESET_NOT_SET_UP);
      await passwordResets.request(email, publicOrigin(config, request));
      return reply.status(202).send({ success: true });
    },
  );

  app.post(
    '/api/account/password-reset/confirm',
    { config: authLimit, ...answers(successSchema) },
    async (request) => {
      const { token, password } = parse(passwordResetConfirmSchema, request.body);
      await passwordResets.confirm(token, password);
      return { success: true };
    },
  );

  app.post('/api/account/delete', answers(successSchema), async (request, reply) => {
    const auth = requireSession(request);
    await service.deleteAccount(auth.userId, auth.familyId, closeFamily);
    clearSessionCookie(reply);
    return { success: true };
  });
}
