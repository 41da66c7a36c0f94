/**
 * An account a family connects with OAuth 2.0 (authorization code with PKCE, RFC 7636, through
 * arctic's client): what a provider of any kind answers with, and the pieces every provider's
 * own file shares. Each provider's endpoints and scopes live in its file under `integrations/`.
 */
import {
  CodeChallengeMethod,
  decodeIdToken,
  OAuth2Client,
  OAuth2RequestError,
  type OAuth2Tokens,
} from 'arctic';

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  /** The account's email, to show which account is connected; null when the provider did not say. */
  account: string | null;
  /** The scopes the provider says it granted (the token answer's `scope`); null when it did not say. */
  scopes?: string[] | null;
}

export interface OAuthProvider {
  /** The provider's id: its routes and its row in `oauth_connections`. */
  id: string;
  label: string;
  /** Where its API lives (the fakes' origin in tests). */
  apiBase: string;
  /**
   * The consent page. `extraScopes` are asked for beside the provider's own (its `writeScopes`
   * when a parent lets Luno write to a calendar of the account).
   */
  authorizationUrl(state: string, codeVerifier: string, redirectUri: string, extraScopes?: string[]): URL;
  /** The scopes writing events needs (Google `…/auth/calendar.events`, Graph `Calendars.ReadWrite`). */
  writeScopes?: string[];
  exchange(code: string, codeVerifier: string, redirectUri: string): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** Tells the provider to forget the grant, where it has a way to; Microsoft has none. */
  revoke?(token: string): Promise<void>;
}

/** The provider refused a code or a refresh token: the grant is gone and the family must connect again. */
export class GrantRefused extends Error {}

const TOKEN_LIFETIME_FALLBACK_S = 3600;

/** An OAuth client of the app's keys; a redirect address only where the flow needs one. */
export const oauthClient = (
  app: { clientId: string; clientSecret: string },
  redirectUri: string | null,
): OAuth2Client => new OAuth2Client(app.clientId, app.clientSecret, redirectUri);

/** The provider's consent page, with PKCE (S256). */
export function pkceAuthorizationUrl(
  app: { clientId: string; clientSecret: string },
  endpoint: string,
  scopes: string[],
  state: string,
  codeVerifier: string,
  redirectUri: string,
): URL {
  return oauthClient(app, redirectUri).createAuthorizationURLWithPKCE(
    endpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopes,
  );
}

function accountOf(tokens: OAuth2Tokens): string | null {
  try {
    const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    const email = claims.email ?? claims.preferred_username;
    return typeof email === 'string' && email.length <= 254 ? email : null;
  } catch {
    return null;
  }
}

export function toTokens(
  tokens: OAuth2Tokens,
  previous?: { refreshToken: string | null; account: string | null },
) {
  const data = tokens.data as { expires_in?: unknown; refresh_token?: unknown; scope?: unknown };
  const lifetime = typeof data.expires_in === 'number' ? data.expires_in : TOKEN_LIFETIME_FALLBACK_S;
  return {
    accessToken: tokens.accessToken(),
    // A refresh answer may leave the refresh token out: the one held stays good.
    refreshToken:
      typeof data.refresh_token === 'string' ? data.refresh_token : (previous?.refreshToken ?? null),
    expiresAt: new Date(Date.now() + lifetime * 1000),
    account: accountOf(tokens) ?? previous?.account ?? null,
    scopes: typeof data.scope === 'string' ? data.scope.split(/\s+/).filter(Boolean) : null,
  } satisfies ProviderTokens;
}

/** Runs a token request; a refusal means the grant is gone. */
export async function granted<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof OAuth2RequestError) throw new GrantRefused(error.code);
    throw error;
  }
}
