/**
 * Signing in with Google (OpenID Connect, authorization code with PKCE and state, via arctic): who
 * the person is, as Google's token endpoint says in the id token it answers with.
 */
import { decodeIdToken, OAuth2RequestError } from 'arctic';
import type { OAuthAppConfig } from '../../config';
import { oauthClient, pkceAuthorizationUrl } from './providers';

/**
 * Sign-in shares Google's OAuth app with Google calendars, and so its routes: `/api/auth/google`
 * signs a person in when nobody is signed in, and connects the family's calendars otherwise.
 */
export const SIGN_IN_PROVIDER = 'google';

/** Google's OAuth endpoints, for sign-in and for connecting Google calendars alike. */
export function googleEndpoints(app: OAuthAppConfig) {
  const accounts = app.baseUrl ?? 'https://accounts.google.com';
  const tokens = app.baseUrl ?? 'https://oauth2.googleapis.com';
  return {
    authorize: `${accounts}/o/oauth2/v2/auth`,
    token: `${tokens}/token`,
    revoke: `${tokens}/revoke`,
  };
}

export interface GoogleIdentity {
  /** Google's stable id for the account (`sub`). */
  subject: string;
  email: string;
  /** Google has checked that the account owns the address. */
  emailVerified: boolean;
}

/** Google refused the code, or its answer did not name a usable account. */
export class SignInRefused extends Error {}

export function googleSignIn(app: OAuthAppConfig) {
  const endpoints = googleEndpoints(app);

  return {
    authorizationUrl(state: string, codeVerifier: string, redirectUri: string): URL {
      const url = pkceAuthorizationUrl(
        app,
        endpoints.authorize,
        ['openid', 'email', 'profile'],
        state,
        codeVerifier,
        redirectUri,
      );
      url.searchParams.set('prompt', 'select_account');
      return url;
    },

    async identify(code: string, codeVerifier: string, redirectUri: string): Promise<GoogleIdentity> {
      let idToken: string;
      try {
        const answer = await oauthClient(app, redirectUri).validateAuthorizationCode(
          endpoints.token,
          code,
          codeVerifier,
        );
        idToken = answer.idToken();
      } catch (error) {
        if (error instanceof OAuth2RequestError) throw new SignInRefused(error.code);
        throw error;
      }
      // The id token came straight from Google's token endpoint over TLS, so its signature need not
      // be checked (OpenID Connect Core §3.1.3.7); who it was issued to and until when still are.
      const claims = decodeIdToken(idToken) as Record<string, unknown>;
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!audience.includes(app.clientId)) throw new SignInRefused('the id token is for another app');
      if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now())
        throw new SignInRefused('the id token has expired');
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || claims.email.length > 254)
        throw new SignInRefused('the id token names no account');
      return {
        subject: claims.sub,
        email: claims.email.trim().toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof googleSignIn>;
