/**
 * The one way the server fetches an address a family gave (calendar feeds, CalDAV servers, later
 * album pages): http and https only; every address a host resolves to is checked when the
 * connection is made, so a name that changes its answer (DNS rebinding) cannot reach inside;
 * redirects are followed here, at most three, each checked again; a slow server is cut off and
 * a large answer refused. DESIGN §5.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Agent as AgentType } from 'undici';
import { isPublicAddress } from './address-policy';
import { keepNodeFetchDispatcher } from './node-fetch-first';

let undici: Promise<typeof import('undici')> | undefined;
/**
 * undici, loaded with the first fetch: a server that fetches nothing starts without it. Loaded only
 * once Node's own fetch has its dispatcher (node-fetch-first.ts).
 */
function loadUndici(): Promise<typeof import('undici')> {
  keepNodeFetchDispatcher();
  undici ??= import('undici');
  return undici;
}

/** A refusal the family may read: a private address, a scheme, too many redirects, too large. */
export class FetchRefused extends Error {
  override name = 'FetchRefused';
}

/** The address could not be reached (no such host, refused, timed out); the family may read it too. */
export class FetchFailed extends Error {
  override name = 'FetchFailed';
}

export type GuardedFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface GuardedFetchOptions {
  /** Host names or IP literals exempt from the address check (LUNO_FETCH_ALLOW_PRIVATE). */
  allowPrivateHosts?: readonly string[];
  maxRedirects?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBodyBytes?: number;
}

export const PRIVATE_ADDRESS = 'That address points to a private network, which Luno does not fetch from.';
export const BAD_SCHEME = 'Only http, https and webcal addresses can be added.';
export const NOT_AN_ADDRESS = 'That is not a web address.';
export const TOO_MANY_REDIRECTS = 'The address redirected too many times.';
export const UNREACHABLE = 'The address could not be reached.';
export const TIMED_OUT = 'The address took too long to answer.';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);

/** A URL a family typed: webcal:// is the same feed over https. Anything but http(s) is refused. */
export function normaliseUserUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FetchRefused(NOT_AN_ADDRESS);
  }
  if (url.protocol === 'webcal:' || url.protocol === 'webcals:') {
    url = new URL(`https:${url.href.slice(url.protocol.length)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(BAD_SCHEME);
  if (url.username || url.password)
    throw new FetchRefused('Put a password in its own field, not in the address.');
  return url;
}

/** The host as compared with the allow list and checked as an IP literal: lower case, no brackets. */
function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/** Resolves like dns.lookup, refusing the connection when any address the name has is not public. */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new FetchRefused(PRIVATE_ADDRESS), '', 0);
    }
    if ((options as { all?: boolean }).all) {
      return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    }
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** The first FetchRefused in an error's chain of causes. */
function refusalIn(error: unknown): FetchRefused | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof FetchRefused) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Refuses, ahead of a fetch, a URL the guarded fetcher would refuse to connect to: its host is
 * allowed by name, or is an IP literal that is public, or resolves only to public addresses. For an
 * address kept to fetch later (a push endpoint); the fetch itself checks again when it connects.
 */
export async function checkHostFetchable(url: URL, allowPrivateHosts: readonly string[] = []): Promise<void> {
  const host = bareHost(url);
  if (allowPrivateHosts.some((allowed) => allowed.toLowerCase() === host)) return;
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new FetchRefused(PRIVATE_ADDRESS);
    return;
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, found) =>
      error ? reject(new FetchFailed(UNREACHABLE, { cause: error })) : resolve(found),
    ),
  );
  if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new FetchRefused(PRIVATE_ADDRESS);
  }
}

export function createGuardedFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const allowed = new Set((options.allowPrivateHosts ?? []).map((host) => host.toLowerCase()));
  const maxRedirects = options.maxRedirects ?? 3;
  const totalTimeoutMs = options.totalTimeoutMs ?? 30_000;
  const maxBodyBytes = options.maxBodyBytes ?? 5 * 1024 * 1024;
  const connect = { timeout: options.connectTimeoutMs ?? 5_000 };
  let agents: Promise<{ guarded: AgentType; exempt: AgentType }> | undefined;
  const agentsOnce = () => {
    agents ??= loadUndici().then(({ Agent }) => ({
      guarded: new Agent({ connect: { ...connect, lookup: checkedLookup } }),
      exempt: new Agent({ connect }),
    }));
    return agents;
  };

  /** The agent for one hop, after the checks that need no resolving. */
  async function agentFor(url: URL): Promise<AgentType> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(BAD_SCHEME);
    const host = bareHost(url);
    const { guarded, exempt } = await agentsOnce();
    if (allowed.has(host)) return exempt;
    // An IP literal connects without a lookup, so it is judged here.
    if (isIP(host) && !isPublicAddress(host)) throw new FetchRefused(PRIVATE_ADDRESS);
    return guarded;
  }

  async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array | null> {
    if (!body) return null;
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBodyBytes) {
        await reader.cancel().catch(() => undefined);
        throw new FetchRefused(`The answer is larger than ${Math.round(maxBodyBytes / 1024 / 1024)} MB.`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }

  return async function guardedFetch(input, init = {}) {
    let url = typeof input === 'string' ? normaliseUserUrl(input) : new URL(input.href);
    const signals = [AbortSignal.timeout(totalTimeoutMs), ...(init.signal ? [init.signal] : [])];
    const signal = AbortSignal.any(signals);
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);
    const origin = url.origin;
    try {
      const { fetch: undiciFetch } = await loadUndici();
      for (let hop = 0; ; hop++) {
        const response = await undiciFetch(url, {
          method,
          headers: Object.fromEntries(headers),
          body: body as never,
          redirect: 'manual',
          signal,
          dispatcher: await agentFor(url),
        });
        const location = response.headers.get('location');
        if (REDIRECTS.has(response.status) && location && init.redirect !== 'manual') {
          await response.body?.cancel().catch(() => undefined);
          if (hop >= maxRedirects) throw new FetchRefused(TOO_MANY_REDIRECTS);
          url = new URL(location, url);
          if (
            response.status === 303 ||
            ((response.status === 301 || response.status === 302) && method === 'POST')
          ) {
            method = 'GET';
            body = undefined;
            headers.delete('content-type');
          }
          // Credentials meant for one server are not handed to another.
          if (url.origin !== origin) headers.delete('authorization');
          continue;
        }
        const bytes = NO_BODY.has(response.status) ? null : await readCapped(response.body as never);
        const answer = new Response(bytes as ConstructorParameters<typeof Response>[0], {
          status: response.status,
          statusText: response.statusText,
          headers: Object.fromEntries(response.headers),
        });
        Object.defineProperty(answer, 'url', { value: url.href });
        return answer;
      }
    } catch (error) {
      const refusal = refusalIn(error);
      if (refusal) throw refusal;
      if (init.signal?.aborted) throw error;
      if (signal.aborted) throw new FetchFailed(TIMED_OUT, { cause: error });
      throw new FetchFailed(UNREACHABLE, { cause: error });
    }
  };
}
