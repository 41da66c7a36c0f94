/**
 * One push message to one device: web-push makes the request (RFC 8291 aes128gcm encryption to the
 * browser's keys, an RFC 8292 VAPID token for the push service's origin, RFC 8030's TTL, Urgency and
 * Topic), and the guarded fetcher posts it, as it fetches any address a family gave: an endpoint is
 * such an address. What the push service answered decides what becomes of the message.
 */
import { FetchRefused, type GuardedFetch } from '../integrations/guarded-fetch';
import type { NoticeUrgency } from './notice';
import type { VapidKeys } from './vapid-keys';

type WebPush = typeof import('web-push');
let webPush: Promise<WebPush> | undefined;
/** web-push, loaded with the first message: a server that sends nothing starts without it. */
function loadWebPush(): Promise<WebPush> {
  webPush ??= import('web-push').then((module) => (module as { default?: WebPush }).default ?? module);
  return webPush;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  ttlSeconds: number;
  urgency: NoticeUrgency;
  topic: string;
}

/** What became of one try. */
export type DeliveryOutcome =
  /** The push service took it (201, or 202 for a receipt). */
  | { kind: 'delivered' }
  /** 404/410: the subscription has ended; the device will never get another message there. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx or no answer: try again, not before `retryAfterMs` when the service said. */
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null; reason: string }
  /** Any other answer (400, 403, 413, a redirect) or an address now refused: this message will not go. */
  | { kind: 'refused'; status: number | null; reason: string };

/** How long the service asked us to wait: Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The start of what a push service said, for the log. */
async function said(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, 300);
}

/** How long a VAPID token is made for (RFC 8292 allows up to 24 h), and how long before its end a new one is made. */
const TOKEN_SECONDS = 12 * 60 * 60;
const TOKEN_RENEW_SECONDS = 60 * 60;

export function createPushDelivery(vapid: VapidKeys, fetch: GuardedFetch) {
  /**
   * One token per push service origin, made again an hour before it ends: signing one took ~3 ms
   * (web-push reads the key from PEM each time), more than encrypting the message.
   */
  const tokens = new Map<string, { authorization: string; expires: number }>();
  function authorizationFor(web: WebPush, endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const kept = tokens.get(audience);
    if (kept && kept.expires - now > TOKEN_RENEW_SECONDS) return kept.authorization;
    const expires = now + TOKEN_SECONDS;
    const { Authorization } = web.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expires,
    );
    if (tokens.size > 100) tokens.clear();
    tokens.set(audience, { authorization: Authorization, expires });
    return Authorization;
  }

  return {
    async deliver(target: PushTarget, payload: string, options: PushOptions): Promise<DeliveryOutcome> {
      if (!target.endpoint.startsWith('https://')) {
        return { kind: 'refused', status: null, reason: 'the endpoint is not an https address' };
      }
      const web = await loadWebPush();
      const request = web.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          // The VAPID token (RFC 8292) web-push would sign for this origin, kept for its life.
          headers: { Authorization: authorizationFor(web, target.endpoint) },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: 'aes128gcm',
        },
      );
      // The fetcher counts the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body as unknown as RequestInit['body'],
          // A push service does not redirect; a POST is not followed anywhere it did not name.
          redirect: 'manual',
        });
      } catch (error) {
        if (error instanceof FetchRefused) {
          return { kind: 'refused', status: null, reason: error.message };
        }
        return { kind: 'retry', status: null, retryAfterMs: null, reason: (error as Error).message };
      }
      const { status } = response;
      if (status >= 200 && status < 300) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'delivered' };
      }
      if (status === 404 || status === 410) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'gone', status };
      }
      if (status === 429 || status >= 500) {
        return {
          kind: 'retry',
          status,
          retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
          reason: await said(response),
        };
      }
      return { kind: 'refused', status, reason: await said(response) };
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
