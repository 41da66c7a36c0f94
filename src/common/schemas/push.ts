/**
 * Web Push (issue 40): `GET /api/push/key`, `POST`/`GET /api/push/subscriptions`,
 * `DELETE /api/push/subscriptions/{id}`, `POST /api/push/test`, and the message a device receives.
 */
import { z } from 'zod';

/** The server's application server key (VAPID public key, base64url): what `pushManager.subscribe` is given. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
export const PUSH_ENDPOINT_MESSAGE = 'endpoint must be the push service address the browser gave.';
const KEY_MESSAGE = 'keys must be the p256dh and auth keys the browser gave.';

/** A browser's `PushSubscription.toJSON()`, as the page posts it. The keys' own checks are the server's. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: PUSH_ENDPOINT_MESSAGE })
    .trim()
    .min(1, PUSH_ENDPOINT_MESSAGE)
    .max(PUSH_ENDPOINT_MAX_LENGTH, `endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`),
  /** Milliseconds since 1970 when the browser will end the subscription; null (the usual) when it does not say. */
  expirationTime: z
    .number({ error: 'expirationTime must be a time in milliseconds, or null.' })
    .int('expirationTime must be a time in milliseconds, or null.')
    .min(0, 'expirationTime must be a time in milliseconds, or null.')
    .max(8.64e15, 'expirationTime must be a time in milliseconds, or null.')
    .nullable()
    .default(null),
  keys: z.object(
    {
      p256dh: z.string({ error: KEY_MESSAGE }).max(200, 'keys.p256dh is too long for a P-256 key.'),
      auth: z.string({ error: KEY_MESSAGE }).max(100, 'keys.auth is too long for an auth secret.'),
    },
    { error: KEY_MESSAGE },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionCreatedSchema = z.object({ id: z.number() });

/** One of the member's devices that receives notifications. */
export const pushDeviceSchema = z.object({
  id: z.number(),
  /** Made from the browser's User-Agent when it subscribed: "Chrome on Android". */
  name: z.string(),
  createdAt: z.string(),
  /** When a push service last took a message for it; null until one did. */
  lastUsedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ subscriptions: z.array(pushDeviceSchema) });

/** `POST /api/push/test`: how many of the member's devices the test message was queued for. */
export const pushTestAnswerSchema = z.object({ queued: z.number() });

export const PUSH_TEST_TITLE = 'Luno notifications are on';
export const PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE = 'That device does not receive notifications here.';

/**
 * The JSON a device decrypts from each push message, which the service worker shows: `tag` is the
 * notice's topic (a newer one with the same tag replaces the older on the device), `url` the app
 * page a tap opens, `actions` the buttons (with `post`, an API path the service worker POSTs).
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  actions: z.array(z.object({ action: z.string(), title: z.string(), post: z.string().optional() })),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
