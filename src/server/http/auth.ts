import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasAppAccess } from '../../common/plans';
import type { SessionFinder, SessionRecord } from '../accounts/sessions.repo';
import { DomainError, familySuspended, notSignedIn, subscriptionInactive } from '../domain-errors';
import { addRouteHooks, isApiPattern } from './route-hooks';

export const SESSION_COOKIE = 'luno_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request carries, by cookie or bearer token; null when anonymous. */
    auth: SessionRecord | null;
  }
  interface FastifyContextConfig {
    /**
     * What a paired display's own session may do here. By default it may read (GET, HEAD) and
     * not write; 'allowed' opens a write to it (ticking a chore, adding to a shopping list from the
     * wall), 'refused' closes a read.
     */
    displays?: 'allowed' | 'refused';
    /**
     * 'allowed' opens the route to a member or display of a suspended family (signing out, reading
     * who is signed in and that the family is suspended); every other API route answers
     * `family_suspended`.
     */
    whileSuspended?: 'allowed';
  }
}

export const DISPLAY_REFUSED_MESSAGE =
  'A paired screen can show boards, tick off tasks and add to or tick off shopping lists. Use a phone or computer for this.';

export const displayRefused = () => new DomainError('display_refused', DISPLAY_REFUSED_MESSAGE);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a display's device session may use the route this request matched. */
function displayMay(request: FastifyRequest): boolean {
  const rule = request.routeOptions.config.displays;
  if (rule) return rule === 'allowed';
  return READS.has(request.method);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

export function registerAuth(app: FastifyInstance, sessions: SessionFinder): void {
  app.decorateRequest('auth', null);
  // Only the API's routes read a session: a page or a built file never waits for one.
  addRouteHooks(app, isApiPattern, {
    onRequest: async (request) => {
      request.auth = await findSession(request, sessions);
      if (request.auth?.kind === 'device' && !displayMay(request)) throw displayRefused();
      // From the session as loaded (and cached): no query of its own.
      if (request.auth?.suspended && request.routeOptions.config.whileSuspended !== 'allowed') {
        throw familySuspended();
      }
    },
  });
}

/** The session the request carries, as it stands now (read again by a stream that outlives a change). */
export async function findSession(
  request: FastifyRequest,
  sessions: SessionFinder,
): Promise<SessionRecord | null> {
  // A bearer token left behind by an ended session must not hide the cookie of a newer one
  // (a Google sign-in or a pairing sets only the cookie).
  const bearer = bearerToken(request);
  const cookie = request.cookies[SESSION_COOKIE];
  const found = bearer ? await sessions.find(bearer) : undefined;
  if (found) return found;
  return (cookie && cookie !== bearer ? await sessions.find(cookie) : undefined) ?? null;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  secure: boolean,
  kind: 'user' | 'device' = 'user',
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // A paired display's session lasts a year and slides with use, like the session row itself.
    maxAge: (kind === 'device' ? 365 : 30) * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The caller's session, or 401. */
export function requireSession(request: FastifyRequest): SessionRecord {
  if (!request.auth) throw notSignedIn();
  return request.auth;
}

/** A person's own session (not a paired display's), or 401 / 403. */
export function requireParent(request: FastifyRequest): SessionRecord {
  const auth = requireMember(request);
  if (auth.kind === 'device') throw displayRefused();
  return auth;
}

/** A session whose subscription opens the app (active or trialing), or 401 / 403. */
export function requireMember(request: FastifyRequest): SessionRecord {
  const auth = requireSession(request);
  if (!hasAppAccess(auth.subscriptionStatus)) {
    throw subscriptionInactive();
  }
  return auth;
}
