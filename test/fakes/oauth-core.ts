import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';

/**
 * The authorization-code flow with PKCE as Google's and Microsoft's token endpoints run it, for the
 * fakes of both: the authorize page approves at once (or declines when told to), codes are single
 * use and bound to the redirect address and the code challenge, and access tokens expire.
 */
export interface OAuthCoreOptions {
  clientId: string;
  clientSecret: string;
  /** The email the id token names. */
  account: string;
  /** Seconds an access token lives. */
  accessLifetime?: number;
}

interface PendingCode {
  redirectUri: string;
  challenge: string;
  scope: string;
}

export function createOAuthCore(options: OAuthCoreOptions) {
  const codes = new Map<string, PendingCode>();
  /** Each access token's expiry and the scopes it was granted. */
  const accessTokens = new Map<string, { expires: number; scope: string }>();
  /** Each refresh token's scopes: a refresh grants what the consent granted. */
  const refreshTokens = new Map<string, string>();
  const state = {
    /** The next visit to the authorize page is declined, as a person pressing Cancel. */
    decline: false,
    /** Every authorize request's query, and every token request's form. */
    authorizeRequests: [] as URLSearchParams[],
    tokenRequests: [] as URLSearchParams[],
    revoked: [] as string[],
    accessLifetime: options.accessLifetime ?? 3600,
    /** Who the id token names: the account's email, its subject id, and whether the email is verified. */
    account: options.account,
    subject: 'fake-user',
    emailVerified: true,
  };

  const issue = (bytes = 24) => randomBytes(bytes).toString('base64url');

  function idToken(): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      iss: 'https://accounts.google.com',
      aud: options.clientId,
      exp: Math.floor(Date.now() / 1000) + 3600,
      sub: state.subject,
      email: state.account,
      email_verified: state.emailVerified,
      preferred_username: state.account,
    };
    return `${part({ alg: 'none' })}.${part(claims)}.sig`;
  }

  function json(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  function authorize(query: URLSearchParams, response: http.ServerResponse) {
    state.authorizeRequests.push(query);
    const redirect = new URL(query.get('redirect_uri') ?? '');
    redirect.searchParams.set('state', query.get('state') ?? '');
    if (state.decline || query.get('client_id') !== options.clientId) {
      state.decline = false;
      redirect.searchParams.set('error', 'access_denied');
    } else {
      const code = issue();
      codes.set(code, {
        redirectUri: query.get('redirect_uri') ?? '',
        challenge: query.get('code_challenge') ?? '',
        scope: query.get('scope') ?? '',
      });
      redirect.searchParams.set('code', code);
    }
    response.writeHead(302, { location: redirect.toString() }).end();
  }

  function clientAuthenticated(request: http.IncomingMessage): boolean {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!basic) return false;
    const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
    return id === options.clientId && secret === options.clientSecret;
  }

  function grant(response: http.ServerResponse, withRefresh: boolean, scope: string) {
    const access = issue();
    accessTokens.set(access, { expires: Date.now() + state.accessLifetime * 1000, scope });
    const refresh = withRefresh ? issue() : undefined;
    if (refresh) refreshTokens.set(refresh, scope);
    json(response, 200, {
      access_token: access,
      token_type: 'Bearer',
      expires_in: state.accessLifetime,
      scope,
      id_token: idToken(),
      ...(refresh ? { refresh_token: refresh } : {}),
    });
  }

  function token(form: URLSearchParams, request: http.IncomingMessage, response: http.ServerResponse) {
    state.tokenRequests.push(form);
    if (!clientAuthenticated(request)) return json(response, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!code || code.redirectUri !== form.get('redirect_uri') || code.challenge !== challenge) {
        return json(response, 400, { error: 'invalid_grant' });
      }
      return grant(response, true, code.scope);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const scope = refreshTokens.get(form.get('refresh_token') ?? '');
      if (scope === undefined) return json(response, 400, { error: 'invalid_grant' });
      return grant(response, false, scope);
    }
    json(response, 400, { error: 'unsupported_grant_type' });
  }

  function revoke(form: URLSearchParams, response: http.ServerResponse) {
    const value = form.get('token') ?? '';
    state.revoked.push(value);
    refreshTokens.delete(value);
    accessTokens.delete(value);
    response.writeHead(200).end();
  }

  /** Whether the request carries an access token that is still good. */
  function authorised(request: http.IncomingMessage): boolean {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const token = accessTokens.get(bearer);
    return token !== undefined && token.expires > Date.now();
  }

  /** The scopes the request's access token was granted, space-separated as the consent asked. */
  function scopesOf(request: http.IncomingMessage): string[] {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return (accessTokens.get(bearer)?.scope ?? '').split(' ').filter(Boolean);
  }

  return {
    state,
    authorize,
    token,
    revoke,
    authorised,
    scopesOf,
    json,
    /** Ends every grant, as the account's owner removing Luno's access at the provider. */
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    /** Takes a permission back from every grant, as the account's owner removing it at the provider. */
    withdrawScope(scope: string) {
      const without = (scopes: string) =>
        scopes
          .split(' ')
          .filter((s) => s !== scope)
          .join(' ');
      for (const token of accessTokens.values()) token.scope = without(token.scope);
      for (const [refresh, scopes] of refreshTokens) refreshTokens.set(refresh, without(scopes));
    },
    /** Makes every access token expire now, so the next call must refresh. */
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expires = 0;
    },
  };
}

export async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}
