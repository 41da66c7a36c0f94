import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A Web Push service (RFC 8030) on 127.0.0.1 over https, as Mozilla's autopush and Google's FCM
 * answer an application server, so the real sending path is exercised end to end:
 *
 * - `subscribe()` does what a browser's `pushManager.subscribe()` does with the service: a P-256 key
 *   pair and a 16-byte auth secret made on the "phone", an endpoint of the service; it answers the
 *   `PushSubscription.toJSON()` a page posts to Luno. Given an `applicationServerKey`, the
 *   subscription is restricted to it (RFC 8292 §4.2), as browsers always make them.
 * - `POST <endpoint>`: requires `TTL` (400 without, as autopush), `Content-Encoding: aes128gcm`, a
 *   body of at most 4096 bytes (413), a valid `Urgency` and `Topic` when sent (400), and
 *   `Authorization: vapid t=<JWT>, k=<key>`: none is 401; an ES256 signature that `k` does not
 *   verify, an `aud` other than this origin, an `exp` past or more than 24 h ahead, no `sub`, or a `k`
 *   other than the subscription's application server key is 403 (RFC 8292 §4.2). Then the body is
 *   decrypted with the subscription's private key and auth secret (RFC 8291, written here with
 *   node:crypto, independently of the sender's library) and recorded with its headers — what the
 *   phone would show. The answer is 201 with a `Location`, as autopush's.
 * - `answerWith(endpoint, …)` makes the next posts to one subscription answer 404, 410 (the
 *   subscription then ends, as a real one does), 429 or 5xx, with a `Retry-After` if given.
 */

const TLS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tls');

/** A type, not an interface, so that a test can post it as any JSON body. */
export type FakeSubscription = {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
};

export interface ReceivedPush {
  endpoint: string;
  headers: { ttl: string; urgency: string | undefined; topic: string | undefined; contentEncoding: string };
  /** The encrypted body's length: at most 4096 for any push service to take it. */
  bodyBytes: number;
  /** The decrypted JSON, as the service worker reads it; null when the body did not decrypt. */
  payload: Record<string, unknown> | null;
  /** Why the body did not decrypt. */
  decryptError?: string;
  /** The VAPID token's claims. */
  claims: { aud: string; exp: number; sub: string };
}

/** Every post and what it was answered, refused ones included. */
export interface PushAttempt {
  endpoint: string;
  status: number;
  reason?: string;
  at: number;
}

export interface ScriptedAnswer {
  status: number;
  /** Sent as Retry-After as it is: seconds ("1") or an HTTP date. */
  retryAfter?: string;
  /** How many posts get this answer (1 unless said). */
  times?: number;
}

interface Subscriber {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  applicationServerKey: string | null;
  ended: boolean;
  script: ScriptedAnswer[];
}

export interface FakePushService {
  origin: string;
  subscribe(options?: { applicationServerKey?: string }): FakeSubscription;
  answerWith(endpoint: string, ...answers: ScriptedAnswer[]): void;
  /** Whether the subscription still takes messages (a 410 ends it). */
  isSubscribed(endpoint: string): boolean;
  messages(endpoint?: string): ReceivedPush[];
  attempts(endpoint?: string): PushAttempt[];
  /** Resolves once `count` messages reached the endpoint (or any), or fails after `timeoutMs`. */
  waitForMessages(
    count: number,
    options?: { endpoint?: string; timeoutMs?: number },
  ): Promise<ReceivedPush[]>;
  waitForAttempts(count: number, options?: { endpoint?: string; timeoutMs?: number }): Promise<PushAttempt[]>;
  close(): Promise<void>;
}

const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_BODY = 4096;

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/**
 * RFC 8291 §3.4 and RFC 8188: the user agent's side. The body is salt (16) | rs (4) | idlen (1) |
 * keyid (the application server's ephemeral public key) | records, each sealed with AES-128-GCM.
 */
export function decryptPushBody(body: Buffer, ecdh: ECDH, uaPublic: Buffer, authSecret: Buffer): Buffer {
  if (body.length < 21) throw new Error('shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  if (asPublic.length !== 65) throw new Error(`keyid is ${asPublic.length} bytes, not a P-256 point`);
  if (recordSize < 18) throw new Error(`record size ${recordSize} is too small`);
  const sharedSecret = ecdh.computeSecret(asPublic);
  // HKDF-Extract(auth_secret, ecdh_secret), then Expand with "WebPush: info" || 0 || ua || as.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(authSecret, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const baseNonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const delimiter = padded[end];
    if (delimiter !== (last ? 2 : 1)) throw new Error(`record ${sequence} ends with delimiter ${delimiter}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

function b64urlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** Why the VAPID header fails RFC 8292 for this origin and subscription, or null when it passes. */
function vapidProblem(
  header: string,
  origin: string,
  subscriber: Subscriber,
): { problem: string | null; claims?: ReceivedPush['claims'] } {
  const match = /^vapid\s+(.*)$/i.exec(header.trim());
  if (!match) return { problem: 'not a vapid authorization' };
  const params = Object.fromEntries(
    match[1]!.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
  const token = params.t;
  const key = params.k;
  if (!token || !key) return { problem: 'vapid needs t and k' };
  const [headerPart, claimsPart, signature] = token.split('.');
  if (!headerPart || !claimsPart || !signature) return { problem: 't is not a JWT' };
  let jwtHeader: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    jwtHeader = b64urlJson(headerPart);
    claims = b64urlJson(claimsPart);
  } catch {
    return { problem: 't is not a JWT' };
  }
  if (jwtHeader.alg !== 'ES256') return { problem: `alg ${String(jwtHeader.alg)} is not ES256` };
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { problem: 'k is not an uncompressed P-256 point' };
  let verified = false;
  try {
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    verified = verify(
      'sha256',
      Buffer.from(`${headerPart}.${claimsPart}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    verified = false;
  }
  if (!verified) return { problem: 'the JWT signature does not verify with k' };
  if (subscriber.applicationServerKey && key !== subscriber.applicationServerKey) {
    return { problem: 'k is not the application server key the subscription was made with' };
  }
  if (claims.aud !== origin) return { problem: `aud ${String(claims.aud)} is not ${origin}` };
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now) return { problem: 'exp has passed' };
  if (claims.exp > now + 24 * 60 * 60) return { problem: 'exp is more than 24 hours ahead' };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    return { problem: 'sub must be a mailto: or https: contact' };
  }
  return { problem: null, claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub } };
}

export async function startFakePushService(): Promise<FakePushService> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const attempts: PushAttempt[] = [];
  let origin = '';

  const server = https.createServer(
    {
      cert: fs.readFileSync(path.join(TLS_DIR, 'server.crt')),
      key: fs.readFileSync(path.join(TLS_DIR, 'server.key')),
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const endpoint = `${origin}${request.url}`;
        const answer = (status: number, reason?: string, headers: Record<string, string> = {}) => {
          attempts.push({ endpoint, status, reason, at: Date.now() });
          response.writeHead(status, { 'content-type': 'application/json', ...headers });
          response.end(
            status === 201 ? '' : JSON.stringify({ code: status, error: reason ?? 'error', message: reason }),
          );
        };
        const subscriber = subscribers.get(request.url ?? '');
        if (request.method !== 'POST') return answer(405, 'only POST');
        if (!subscriber) return answer(404, 'no such subscription');
        if (subscriber.ended) return answer(410, 'the subscription has ended');
        const scripted = subscriber.script[0];
        if (scripted) {
          scripted.times = (scripted.times ?? 1) - 1;
          if (scripted.times <= 0) subscriber.script.shift();
          if (scripted.status === 410) subscriber.ended = true;
          return answer(
            scripted.status,
            'told to',
            scripted.retryAfter ? { 'retry-after': scripted.retryAfter } : {},
          );
        }
        const ttl = request.headers.ttl;
        if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return answer(400, 'Missing TTL header');
        const authorization = request.headers.authorization;
        if (!authorization) return answer(401, 'no vapid authorization');
        const { problem, claims } = vapidProblem(authorization, origin, subscriber);
        if (problem || !claims) return answer(403, problem ?? 'bad vapid');
        const urgency = request.headers.urgency as string | undefined;
        if (urgency !== undefined && !URGENCIES.has(urgency)) return answer(400, `bad Urgency ${urgency}`);
        const topic = request.headers.topic as string | undefined;
        if (topic !== undefined && !TOPIC.test(topic)) return answer(400, `bad Topic ${topic}`);
        const contentEncoding = String(request.headers['content-encoding'] ?? '');
        if (contentEncoding !== 'aes128gcm') return answer(400, `Content-Encoding ${contentEncoding}`);
        const body = Buffer.concat(chunks);
        if (body.length > MAX_BODY) return answer(413, `body of ${body.length} bytes`);
        let payload: Record<string, unknown> | null = null;
        let decryptError: string | undefined;
        try {
          const plain = decryptPushBody(body, subscriber.ecdh, subscriber.publicKey, subscriber.auth);
          payload = JSON.parse(plain.toString('utf8'));
        } catch (error) {
          decryptError = (error as Error).message;
        }
        received.push({
          endpoint,
          headers: { ttl, urgency, topic, contentEncoding },
          bodyBytes: body.length,
          payload,
          decryptError,
          claims,
        });
        answer(201, undefined, { location: `${origin}/m/${randomBytes(8).toString('hex')}`, ttl });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (endpoint: string) => {
    const subscriber = subscribers.get(new URL(endpoint).pathname);
    if (!subscriber) throw new Error(`the fake push service has no subscription ${endpoint}`);
    return subscriber;
  };

  async function waitFor<T>(read: () => T[], count: number, timeoutMs: number, what: string): Promise<T[]> {
    const deadline = Date.now() + timeoutMs;
    while (read().length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} ${what}, got ${read().length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return read();
  }

  return {
    origin,
    subscribe({ applicationServerKey } = {}) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const pathname = `/wpush/v2/${randomBytes(24).toString('base64url')}`;
      subscribers.set(pathname, {
        ecdh,
        publicKey,
        auth,
        applicationServerKey: applicationServerKey ?? null,
        ended: false,
        script: [],
      });
      return {
        endpoint: `${origin}${pathname}`,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answerWith(endpoint, ...answers) {
      find(endpoint).script.push(...answers.map((answer) => ({ ...answer })));
    },
    isSubscribed: (endpoint) => !find(endpoint).ended,
    messages: (endpoint) => received.filter((message) => !endpoint || message.endpoint === endpoint),
    attempts: (endpoint) => attempts.filter((attempt) => !endpoint || attempt.endpoint === endpoint),
    waitForMessages(count, { endpoint, timeoutMs = 20_000 } = {}) {
      return waitFor(
        () => received.filter((message) => !endpoint || message.endpoint === endpoint),
        count,
        timeoutMs,
        'push messages',
      );
    },
    waitForAttempts(count, { endpoint, timeoutMs = 20_000 } = {}) {
      return waitFor(
        () => attempts.filter((attempt) => !endpoint || attempt.endpoint === endpoint),
        count,
        timeoutMs,
        'posts to the push service',
      );
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
