/**
 * Connecting a calendar provider's account (spec 02 §7): the browser is sent to
 * `/api/auth/<provider>` (`google`, `microsoft`), on to the provider, and back to `…/callback`, which lands on the
 * Events page. The flow's state and PKCE verifier travel in a short-lived sealed cookie bound to
 * the family that began it, so a callback can only finish a connection this browser started.
 */
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CALENDAR_PROVIDER_IDS, type CalendarProviderId } from '../../common/calendar-providers';
import type { ErrorCode } from '../../common/error-codes';
import { parseRowId } from '../../common/ids';
import { hasAppAccess } from '../../common/plans';
import { successSchema } from '../../common/schemas/accounts';
import { connectionsSchema, type RemoteCalendar, remoteCalendarSchema } from '../../common/schemas/calendars';
import { isTimeZone } from '../../common/time-zone';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionFinder } from '../accounts/sessions.repo';
import { newFamilyPlan } from '../billing/new-family-plan';
import type { Config } from '../config';
import { DomainError, notSetUp, notSignedIn, providerFailed, subscriptionInactive } from '../domain-errors';
import { requireMember, setSessionCookie } from '../http/auth';
import { oauthFlowCookie } from '../http/oauth-flow-cookie';
import { publicOrigin } from '../http/public-origin';
import { answers } from '../http/zod-serializer';
import { type GoogleSignIn, SIGN_IN_PROVIDER } from '../integrations/oauth/google-sign-in';
import type { Sealer } from '../sealed';
import { sameSecret } from '../secrets';
import { failureMessage } from './calendar-sync';
import { NotConnected, notSetUpMessage, type RemoteCalendars } from './remote-calendars';

const FLOW_COOKIE = 'luno_oauth';
const EVENTS_PAGE = '/app/events';

interface Flow {
  provider: CalendarProviderId;
  /** Connecting the family's calendars, or signing a person in with Google. */
  purpose: 'connect' | 'sign-in';
  state: string;
  verifier: string;
  /** The family connecting; 0 when signing in. */
  familyId: number;
  /** The browser's zone, for a family a sign-in creates. */
  timeZone?: string;
  /** Connecting again to let Luno write to this source: the write scopes are asked for too. */
  writeFor?: number;
}

/** Why a Google sign-in signed nobody in, as the log-in page's `?google=` names it. */
const SIGN_IN_REFUSALS: Partial<Record<ErrorCode, string>> = {
  email_unverified: 'unverified',
  email_taken: 'taken',
};

/** Where a Google sign-in lands: the log-in page, which moves a signed-in person on. */
const signInResult = (result: string) => `/login?${new URLSearchParams({ google: result })}`;

export interface ConnectionsDeps {
  config: Config;
  sessions: SessionFinder;
  sealer: Sealer;
  remote: RemoteCalendars;
  /** Google sign-in, when the server has Google keys. */
  google: GoogleSignIn | null;
  accounts: AccountsService;
}

export function connectionsRoutes(
  app: FastifyInstance,
  { config, sessions, sealer, remote, google, accounts }: ConnectionsDeps,
) {
  const flowCookie = oauthFlowCookie<Flow>(FLOW_COOKIE, config, sealer);

  /** Where the provider sends the browser back: the public address when one is configured. */
  function callbackUrl(request: FastifyRequest, provider: CalendarProviderId): string {
    return `${publicOrigin(config, request)}/api/auth/${provider}/callback`;
  }

  function available(provider: CalendarProviderId) {
    if (!remote.has(provider)) {
      throw notSetUp(notSetUpMessage(provider));
    }
    return remote.provider(provider);
  }

  async function finishSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    flow: Flow,
    query: { code?: unknown; error?: unknown },
  ) {
    if (!google) return reply.redirect(signInResult('failed'));
    if (typeof query.error === 'string') return reply.redirect(signInResult('declined'));
    if (typeof query.code !== 'string' || !query.code) return reply.redirect(signInResult('failed'));
    try {
      const identity = await google.identify(
        query.code,
        flow.verifier,
        callbackUrl(request, SIGN_IN_PROVIDER),
      );
      const signedIn = await accounts.signInWithGoogle(identity, {
        timeZone: flow.timeZone,
        plan: newFamilyPlan(config),
      });
      setSessionCookie(reply, signedIn.token, config.secureCookies);
      return reply.redirect(signInResult(signedIn.created ? 'sign_up' : 'login'));
    } catch (error) {
      const refused = error instanceof DomainError ? SIGN_IN_REFUSALS[error.code] : undefined;
      if (refused) return reply.redirect(signInResult(refused));
      request.log.warn({ err: error }, 'a Google sign-in failed');
      return reply.redirect(signInResult('failed'));
    }
  }

  const backToEvents = (reply: FastifyReply, provider: CalendarProviderId, result: string) =>
    reply.redirect(`${EVENTS_PAGE}?${new URLSearchParams({ connect: provider, result })}`);

  app.get(
    '/api/auth/connections',
    { config: { displays: 'refused' }, ...answers(connectionsSchema) },
    async (request) => remote.status(requireMember(request).familyId),
  );

  for (const provider of CALENDAR_PROVIDER_IDS) {
    /** Starts a connection. A client without the cookie session may pass its token as `jwt` (spec 02 §7). */
    app.get(`/api/auth/${provider}`, { config: { displays: 'refused' } }, async (request, reply) => {
      const { jwt, tz, writeFor } = request.query as { jwt?: unknown; tz?: unknown; writeFor?: unknown };
      const auth = request.auth ?? (typeof jwt === 'string' && jwt ? await sessions.find(jwt) : null);
      // Nobody signed in (and no token offered): /api/auth/google is Google sign-in (spec 01 §7).
      if (!auth && provider === SIGN_IN_PROVIDER && jwt === undefined) {
        if (!google) throw notSetUp('Google sign-in is not set up on this server.');
        const flow: Flow = {
          provider,
          purpose: 'sign-in',
          state: generateState(),
          verifier: generateCodeVerifier(),
          familyId: 0,
          ...(isTimeZone(tz) ? { timeZone: tz } : {}),
        };
        flowCookie.write(reply, flow);
        return reply.redirect(
          google.authorizationUrl(flow.state, flow.verifier, callbackUrl(request, provider)).toString(),
        );
      }
      if (!auth) throw notSignedIn();
      if (!hasAppAccess(auth.subscriptionStatus)) {
        throw subscriptionInactive();
      }
      const from = available(provider);
      const sourceToWrite = parseRowId(writeFor);
      const flow: Flow = {
        provider,
        purpose: 'connect',
        state: generateState(),
        verifier: generateCodeVerifier(),
        familyId: auth.familyId,
        ...(sourceToWrite !== null && from.writeScopes ? { writeFor: sourceToWrite } : {}),
      };
      flowCookie.write(reply, flow);
      // The address may carry the caller's token: the provider must not be told it.
      reply.header('referrer-policy', 'no-referrer');
      const extraScopes = flow.writeFor !== undefined ? from.writeScopes : undefined;
      return reply.redirect(
        from
          .authorizationUrl(flow.state, flow.verifier, callbackUrl(request, provider), extraScopes)
          .toString(),
      );
    });

    app.get(`/api/auth/${provider}/callback`, async (request, reply) => {
      const flow = flowCookie.read(request);
      const query = request.query as { code?: unknown; state?: unknown; error?: unknown };
      if (
        !flow ||
        flow.provider !== provider ||
        typeof query.state !== 'string' ||
        !sameSecret(query.state, flow.state)
      ) {
        throw new DomainError(
          'flow_not_started',
          'This sign-in or connection was not started here, or took too long. Please start it again.',
        );
      }
      flowCookie.clear(reply);
      if (flow.purpose === 'sign-in') return finishSignIn(request, reply, flow, query);
      if (typeof query.error === 'string') return backToEvents(reply, provider, 'declined');
      if (typeof query.code !== 'string' || !query.code) return backToEvents(reply, provider, 'failed');
      try {
        await remote.connect(
          flow.familyId,
          provider,
          query.code,
          flow.verifier,
          callbackUrl(request, provider),
          flow.writeFor ?? null,
        );
      } catch (error) {
        request.log.warn({ err: error, provider }, 'connecting a calendar account failed');
        return backToEvents(reply, provider, 'failed');
      }
      return backToEvents(reply, provider, 'connected');
    });

    app.get(
      `/api/auth/${provider}/calendars`,
      { config: { displays: 'refused' }, ...answers(z.array(remoteCalendarSchema)) },
      async (request): Promise<RemoteCalendar[]> => {
        const { familyId } = requireMember(request);
        available(provider);
        try {
          return await remote.listCalendars(familyId, provider);
        } catch (error) {
          if (error instanceof NotConnected) throw new DomainError('not_connected', error.message);
          const message = failureMessage(error);
          if (message) throw providerFailed(message);
          throw error;
        }
      },
    );

    /** Disconnects the account and removes its calendars from Luno. */
    app.post(`/api/auth/${provider}/revoke`, answers(successSchema), async (request) => {
      const { familyId } = requireMember(request);
      available(provider);
      await remote.disconnect(familyId, provider);
      return { success: true };
    });
  }
}
