/**
 * Whether a browser's push subscription can be kept. Its endpoint is an address the server will post
 * to, so it meets the guarded fetcher's rules before it is stored (https only, no private or loopback
 * host unless LUNO_FETCH_ALLOW_PRIVATE names it); its keys must be what RFC 8291 encrypts to: an
 * uncompressed P-256 point and a 16-byte auth secret.
 */
import type { PushSubscriptionBody } from '../../common/schemas/push';
import { invalidPushSubscription } from '../domain-errors';
import { checkHostFetchable, FetchRefused } from '../integrations/guarded-fetch';
import { base64urlBytes, isP256Point } from './vapid-pair';

export const ENDPOINT_NOT_A_URL = 'The push endpoint is not a web address.';
export const ENDPOINT_NOT_HTTPS = 'The push endpoint must be an https address.';
export const ENDPOINT_PRIVATE = 'The push endpoint points to a private network, which Luno does not send to.';
export const ENDPOINT_UNREACHABLE = 'The push endpoint’s host could not be found.';
export const P256DH_INVALID = 'keys.p256dh must be the browser’s P-256 public key (65 bytes, base64url).';
export const AUTH_INVALID = 'keys.auth must be the browser’s 16-byte auth secret (base64url).';

/** A subscription as it is kept: keys in base64url, the browser's end as an instant. */
export interface CheckedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: string | null;
}

export async function checkSubscription(
  body: PushSubscriptionBody,
  allowPrivateHosts: readonly string[],
): Promise<CheckedSubscription> {
  const p256dh = base64urlBytes(body.keys.p256dh);
  if (!p256dh || !isP256Point(p256dh)) throw invalidPushSubscription(P256DH_INVALID);
  const auth = base64urlBytes(body.keys.auth);
  if (auth?.length !== 16) throw invalidPushSubscription(AUTH_INVALID);
  const url = await checkEndpoint(body.endpoint, allowPrivateHosts);
  return {
    endpoint: url.href,
    p256dh: p256dh.toString('base64url'),
    auth: auth.toString('base64url'),
    expirationTime: body.expirationTime === null ? null : new Date(body.expirationTime).toISOString(),
  };
}

/** The endpoint as a URL the guarded fetcher will post to; a domain error saying why not otherwise. */
export async function checkEndpoint(endpoint: string, allowPrivateHosts: readonly string[]): Promise<URL> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalidPushSubscription(ENDPOINT_NOT_A_URL);
  }
  if (url.protocol !== 'https:') throw invalidPushSubscription(ENDPOINT_NOT_HTTPS);
  if (url.username || url.password || url.hash) throw invalidPushSubscription(ENDPOINT_NOT_A_URL);
  try {
    await checkHostFetchable(url, allowPrivateHosts);
  } catch (error) {
    throw invalidPushSubscription(error instanceof FetchRefused ? ENDPOINT_PRIVATE : ENDPOINT_UNREACHABLE);
  }
  return url;
}
