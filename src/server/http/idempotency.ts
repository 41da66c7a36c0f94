import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ErrorCode } from '../../common/error-codes';
import type { SessionRecord } from '../accounts/sessions.repo';
import { DomainError, idempotencyKeyInUse, idempotencyKeyReused, invalid } from '../domain-errors';
import {
  type IdempotencyKeysRepo,
  type IdempotencyScope,
  type KeptAnswer,
  keptAnswer,
} from './idempotency-keys.repo';
import { addRouteHooks, isApiPattern, takesWrites } from './route-hooks';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats a kept one, so a client (and a test) can tell. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key answers its repeats. */
export const IDEMPOTENCY_KEEP_MS = 86_400_000;
/**
 * How long a reservation holds before another request may take the key over: past the longest a
 * write runs (a calendar source's first read is capped at 30 s), so only a request that died —
 * its process killed between reserving and answering — loses its key.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** How long a repeat waits for the first request's answer before saying it is still under way. */
const WAIT_MS = 10_000;
/** What a repeat told the first request is still under way waits before asking again. */
const IN_USE_RETRY_AFTER_SECONDS = '1';
const FIRST_POLL_MS = 10;
const LAST_POLL_MS = 200;

export const KEY_MALFORMED_MESSAGE =
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters, without spaces.';
export const KEY_WITH_UPLOAD_MESSAGE = 'An Idempotency-Key cannot be sent with a file upload.';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The headers of an answer a repeat gets back; the rest (cookies, tags) belong to the moment. */
const KEPT_HEADERS = ['content-type', 'location', 'cache-control'];
/**
 * Refusals that say "not now" rather than "not this": a repeat may well succeed, so they are not
 * kept (5xx answers, an outage among them, never are).
 */
const MOMENTARY_CODES = new Set<ErrorCode>([
  'rate_limited',
  'changed_meanwhile',
  'subscription_inactive',
  'csrf_failed',
  'not_signed_in',
  'family_suspended',
]);

/** The key a request holds while its write runs. */
interface Held {
  scope: IdempotencyScope;
  id: number;
  owner: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The `Idempotency-Key` this request reserved; its answer is kept when it is sent. */
    idempotency: Held | null;
  }
}

export interface IdempotencyOptions {
  repo: IdempotencyKeysRepo;
  now?: () => Date;
  /** Told of every key reserved (the sweep of expired keys runs from there). */
  onReserved?: () => Promise<void>;
}

/** Who sent a key: a member across their log-ins, a display by its own session. */
function actorOf(auth: SessionRecord): string {
  return auth.kind === 'device' ? `display:${auth.tokenHash}` : `member:${auth.userId}`;
}

/** JSON with every object's keys in order, so two spellings of one body compare equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What makes two requests the same request: method, matched route, its parameters, query and body. */
export function requestHash(request: {
  method: string;
  route: string | undefined;
  params: unknown;
  query: unknown;
  body: unknown;
}): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** The key a write carries, checked; undefined when it carries none. */
function keyOf(request: FastifyRequest): string | undefined {
  const sent = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (sent === undefined) return undefined;
  if (typeof sent !== 'string' || !KEY_PATTERN.test(sent)) throw invalid(KEY_MALFORMED_MESSAGE);
  return sent;
}

function errorCodeOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/** The answer to keep, or undefined for one a repeat must not get back. */
function answerToKeep(reply: FastifyReply, payload: unknown): KeptAnswer | undefined {
  const status = reply.statusCode;
  if (status >= 500) return undefined;
  if (payload !== undefined && payload !== null && typeof payload !== 'string') return undefined;
  const body = payload ?? '';
  if (status >= 400 && MOMENTARY_CODES.has(errorCodeOf(body) as ErrorCode)) return undefined;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status, headers, body };
}

/**
 * `Idempotency-Key` on every API write of a member or a display (issue 40 §4): the first request
 * with a key reserves it, does the write and keeps its answer; a repeat with the same method, route
 * and body gets that answer back without the write, and waits for it while the first still runs;
 * the key sent with another request is a 422. Keys are kept a day, per family and sender. Decided
 * on the matched route like the other guards, after them (a refused request reserves nothing).
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const { repo, onReserved } = options;
  const now = options.now ?? (() => new Date());
  // Repeats waiting in this process, woken the moment the first request here settles; a first
  // request on another instance is seen by looking again.
  const waiting = new Map<string, Set<() => void>>();
  const nameOf = (scope: IdempotencyScope) => `${scope.familyId}\n${scope.actor}\n${scope.key}`;

  function wake(scope: IdempotencyScope): void {
    const name = nameOf(scope);
    for (const resolve of waiting.get(name) ?? []) resolve();
    waiting.delete(name);
  }

  function settledOr(scope: IdempotencyScope, ms: number): Promise<void> {
    const name = nameOf(scope);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.get(name)?.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      const set = waiting.get(name) ?? new Set();
      set.add(done);
      waiting.set(name, set);
    });
  }

  /** This request's hold on the key, or the answer kept for it. */
  async function claim(
    scope: IdempotencyScope,
    hash: string,
  ): Promise<{ held: Held } | { kept: KeptAnswer }> {
    const owner = randomBytes(16).toString('base64url');
    const giveUpAt = Date.now() + WAIT_MS;
    let pause = FIRST_POLL_MS;
    for (;;) {
      const at = now();
      const reservation = {
        requestHash: hash,
        owner,
        lockedUntil: new Date(at.getTime() + IDEMPOTENCY_LEASE_MS).toISOString(),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + IDEMPOTENCY_KEEP_MS).toISOString(),
      };
      const id = await repo.reserve(scope, reservation);
      if (id !== undefined) return { held: { scope, id, owner } };
      const row = await repo.find(scope);
      const atIso = at.toISOString();
      // Past its day the key is forgotten: this request starts it afresh, whatever it was used for.
      const forgotten = row && row.expires_at <= atIso;
      if (row && !forgotten && row.request_hash !== hash) throw idempotencyKeyReused();
      const kept = row && !forgotten ? keptAnswer(row) : undefined;
      if (kept) return { kept };
      // A reservation past its lease is a request that died before answering.
      if (row && (forgotten || row.locked_until <= atIso)) {
        if (await repo.takeOver(scope.familyId, row.id, row.owner, reservation)) {
          return { held: { scope, id: row.id, owner } };
        }
      }
      if (Date.now() >= giveUpAt) throw idempotencyKeyInUse();
      // No row: the first request gave the key up (an answer not kept) a moment ago; try at once.
      if (row) {
        await settledOr(scope, pause);
        pause = Math.min(pause * 2, LAST_POLL_MS);
      }
    }
  }

  /** Keeps the answer on the held key, or gives the key up when there is none to keep. */
  async function settle(held: Held, answer: KeptAnswer | undefined, log: FastifyBaseLogger) {
    const { scope, id, owner } = held;
    try {
      if (answer) await repo.finish(scope.familyId, id, owner, answer);
      else await repo.release(scope.familyId, id, owner);
    } catch (error) {
      // The answer still goes out; the key stays reserved until its lease ends, and a repeat then
      // does the write again.
      log.warn({ err: error }, 'an idempotency key could not be settled');
    } finally {
      wake(scope);
    }
  }

  app.decorateRequest('idempotency', null);

  // Only the API's write routes keep answers: a read never enters these.
  const writesOfTheApi = (route: RouteOptions) => isApiPattern(route) && takesWrites(route);

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (READS.has(request.method)) return;
    const key = keyOf(request);
    // Without a family (signing up, logging in) there is nothing to keep the key under.
    if (key === undefined || !request.auth) return;
    if (request.headers['content-type']?.startsWith('multipart/')) throw invalid(KEY_WITH_UPLOAD_MESSAGE);
    const scope = { familyId: request.auth.familyId, actor: actorOf(request.auth), key };
    const hash = requestHash({
      method: request.method,
      route: request.routeOptions.url,
      params: request.params,
      query: request.query,
      body: request.body,
    });
    const claimed = await claim(scope, hash).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'idempotency_key_in_use') {
        reply.header('retry-after', IN_USE_RETRY_AFTER_SECONDS);
      }
      throw error;
    });
    if ('held' in claimed) {
      request.idempotency = claimed.held;
      await onReserved?.();
      return;
    }
    const { status, headers, body } = claimed.kept;
    reply.code(status).headers(headers).header(REPLAYED_HEADER, 'true');
    return reply.send(body === '' ? undefined : body);
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    await settle(held, answerToKeep(reply, payload), request.log);
    return payload;
  };

  // An answer that never reached onSend (the connection dropped first) leaves nothing to repeat.
  const onResponse = async (request: FastifyRequest) => {
    const held = request.idempotency;
    if (!held) return;
    request.idempotency = null;
    await settle(held, undefined, request.log);
  };

  addRouteHooks(app, writesOfTheApi, { preHandler, onSend, onResponse });
}
