import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers remembered at once; the least recently asked for makes room. About 2 KB each, compressed;
 * an answer asked for by a client that takes no encoding keeps its bytes as they are too.
 */
const CAPACITY = 5000;

/** As the compression plugin encodes the answers it compresses on the fly (./compression.ts). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** As ./compression.ts: smaller answers fit in one packet as they are. */
const COMPRESS_THRESHOLD_BYTES = 1024;

interface Entry {
  version: string;
  etag: string;
  small: boolean;
  /** The answer's bytes as each kind of client has asked for them so far. */
  encoded: Partial<Record<Encoding | 'identity', Buffer>>;
}

/**
 * What each `Accept-Encoding` a client sent came to: a browser sends the same one with every
 * request, and reading it afresh each time was 1 % of the server's time answering a family's boards
 * (docs/performance.md). Emptied when full: a client may send anything.
 */
const encodingOf = new Map<string, Encoding | undefined>();
const ENCODINGS_KEPT = 64;

/** The best encoding the client takes (brotli, else gzip), or none: `q=0` refuses one. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (encodingOf.has(header)) return encodingOf.get(header);
  if (encodingOf.size >= ENCODINGS_KEPT) encodingOf.clear();
  const encoding = bestEncoding(header);
  encodingOf.set(header, encoding);
  return encoding;
}

function bestEncoding(header: string): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    quality.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: Encoding) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/** A strong tag for these bytes: two instances, or two builds, agree on it only when they are the same. */
export function tagOf(bytes: string | Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` names this tag (weak comparison, as RFC 9110 asks for it). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Answers read far more often than they change — a family's boards, asked for by every display
 * and after every reconnect — sent from what was built for their current version: the tag is
 * hashed and the body compressed once per version instead of on every request, and a client that
 * already holds this version (its `If-None-Match`) gets a 304 with no body at all.
 *
 * `version` is something cheap that moves whenever the answer would (the rows' versions); the
 * tag is the answer's own hash, so two instances, or two builds, agree on it only when the bytes
 * are the same.
 */
export function createVersionedAnswers(capacity = CAPACITY) {
  const entries = new Map<string, Entry>();

  function entryFor(key: string, version: string, json: string): Entry {
    const small = Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES;
    const entry: Entry = { version, etag: tagOf(json), small, encoded: {} };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    return entry;
  }

  return {
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      { key, version, json }: { key: string; version: string; json: () => Promise<string> },
    ): Promise<FastifyReply> {
      let entry = entries.get(key);
      let body: string | undefined;
      if (entry?.version !== version) {
        body = await json();
        entry = entryFor(key, version, body);
      } else {
        // Re-inserted so the map stays in order of use.
        entries.delete(key);
        entries.set(key, entry);
      }
      reply
        .header('etag', entry.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      reply.type('application/json; charset=utf-8');
      if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();

      const accepted = acceptedEncoding(request.headers['accept-encoding']);
      const encoding = accepted && !entry.small ? accepted : 'identity';
      // Bytes rather than the JSON's text even as they are: sent as text, the answer was measured
      // and encoded to UTF-8 again on every request (docs/performance.md).
      let encoded = entry.encoded[encoding];
      if (!encoded) {
        const raw = Buffer.from(body ?? (await json()));
        encoded =
          encoding === 'identity'
            ? raw
            : encoding === 'br'
              ? zlib.brotliCompressSync(raw, BROTLI)
              : zlib.gzipSync(raw);
        entry.encoded[encoding] = encoded;
      }
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(encoded);
    },
  };
}

export type VersionedAnswers = ReturnType<typeof createVersionedAnswers>;
