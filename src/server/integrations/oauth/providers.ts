/**
 * The two accounts a family can connect for its calendars, Google and Microsoft: where each one's
 * endpoints are, which scopes Luno asks for (read-only calendars, and who the account is), and
 * the OAuth 2.0 authorization-code flow with PKCE (RFC 7636) through arctic's client.
 */
import {
  CodeChallengeMethod,
  decodeIdToken,
  OAuth2Client,
  OAuth2RequestError,
  type OAuth2Tokens,
} from 'arctic';
import type { MicrosoftAppConfig, OAuthAppConfig } from '../../config';

export type ProviderId = 'google' | 'microsoft';

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  /** The account's email, to show which account is connected; null when the provider did not say. */
  account: string | null;
}

export interface OAuthProvider {
  id: ProviderId;
  label: string;
  /** Where the calendar API lives (the fakes' origin in tests). */
  apiBase: string;
  authorizationUrl(state: string, codeVerifier: string, redirectUri: string): URL;
  exchange(code: string, codeVerifier: string, redirectUri: string): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /** Tells the provider to forget the grant, where it has a way to; Microsoft has none. */
  revoke?(token: string): Promise<void>;
}

/** The provider refused a code or a refresh token: the grant is gone and the family must connect again. */
export class GrantRefused extends Error {}

const TOKEN_LIFETIME_FALLBACK_S = 3600;

function accountOf(tokens: OAuth2Tokens): string | null {
  try {
    const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    const email = claims.email ?? claims.preferred_username;
    return typeof email === 'string' && email.length <= 254 ? email : null;
  } catch {
    return null;
  }
}

function toTokens(tokens: OAuth2Tokens, previous?: { refreshToken: string | null; account: string | null }) {
  const data = tokens.data as { expires_in?: unknown; refresh_token?: unknown };
  const lifetime = typeof data.expires_in === 'number' ? data.expires_in : TOKEN_LIFETIME_FALLBACK_S;
  return {
    accessToken: tokens.accessToken(),
    // A refresh answer may leave the refresh token out: the one held stays good.
    refreshToken:
      typeof data.refresh_token === 'string' ? data.refresh_token : (previous?.refreshToken ?? null),
    expiresAt: new Date(Date.now() + lifetime * 1000),
    account: accountOf(tokens) ?? previous?.account ?? null,
  } satisfies ProviderTokens;
}

async function granted<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof OAuth2RequestError) throw new GrantRefused(error.code);
    throw error;
  }
}

export function googleProvider(app: OAuthAppConfig): OAuthProvider {
  const accounts = app.baseUrl ?? 'https://accounts.google.com';
  const tokens = app.baseUrl ?? 'https://oauth2.googleapis.com';
  const scopes = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly'];
  const client = (redirectUri: string | null) =>
    new OAuth2Client(app.clientId, app.clientSecret, redirectUri);
  return {
    id: 'google',
    label: 'Google',
    apiBase: `${app.baseUrl ?? 'https://www.googleapis.com'}/calendar/v3`,
    authorizationUrl(state, codeVerifier, redirectUri) {
      const url = client(redirectUri).createAuthorizationURLWithPKCE(
        `${accounts}/o/oauth2/v2/auth`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
      // A refresh token is given only with offline access, and again only when consent is asked.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return url;
    },
    async exchange(code, codeVerifier, redirectUri) {
      return toTokens(
        await granted(client(redirectUri).validateAuthorizationCode(`${tokens}/token`, code, codeVerifier)),
      );
    },
    async refresh(refreshToken) {
      return toTokens(await granted(client(null).refreshAccessToken(`${tokens}/token`, refreshToken, [])), {
        refreshToken,
        account: null,
      });
    },
    async revoke(token) {
      await client(null).revokeToken(`${tokens}/revoke`, token);
    },
  };
}

export function microsoftProvider(app: MicrosoftAppConfig): OAuthProvider {
  const login = `${app.baseUrl ?? 'https://login.microsoftonline.com'}/${app.tenant}/oauth2/v2.0`;
  const scopes = ['openid', 'email', 'offline_access', 'https://graph.microsoft.com/Calendars.Read'];
  const client = (redirectUri: string | null) =>
    new OAuth2Client(app.clientId, app.clientSecret, redirectUri);
  return {
    id: 'microsoft',
    label: 'Microsoft',
    apiBase: `${app.baseUrl ?? 'https://graph.microsoft.com'}/v1.0`,
    authorizationUrl(state, codeVerifier, redirectUri) {
      return client(redirectUri).createAuthorizationURLWithPKCE(
        `${login}/authorize`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
    },
    async exchange(code, codeVerifier, redirectUri) {
      return toTokens(
        await granted(client(redirectUri).validateAuthorizationCode(`${login}/token`, code, codeVerifier)),
      );
    },
    async refresh(refreshToken) {
      return toTokens(
        await granted(client(null).refreshAccessToken(`${login}/token`, refreshToken, scopes)),
        {
          refreshToken,
          account: null,
        },
      );
    },
  };
}
