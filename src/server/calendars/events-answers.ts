/**
 * `GET /api/events` answers, kept compressed per family until one of its sources syncs again.
 *
 * A family with many calendars has thousands of events: its answer is over a megabyte of JSON,
 * and compressing it anew for every board that asks cost more than reading it (docs/performance.md).
 * The answer depends only on the stored events and the family's day, and stored events change
 * only when a source is added, removed or synced — each of which moves the family's stamp (its
 * sources' ids and last syncs). The stamp is read on every request from the database, so an
 * answer is never stale, whichever instance synced the source.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

interface Entry {
  stamp: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** The encoding to send for an `Accept-Encoding`, brotli first, or null for none we keep. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export function createEventsAnswers({ families = 500 } = {}) {
  const entries = new Map<number, Entry>();

  return {
    /**
     * The answer compressed as asked, made with `json` when the family's stamp moved since the
     * one kept. Recently used families stay; the least recently used leave past the limit.
     */
    async encoded(familyId: number, stamp: string, encoding: Encoding, json: () => Promise<string>) {
      let entry = entries.get(familyId);
      if (entry?.stamp !== stamp) {
        entry = { stamp, encoded: new Map() };
      }
      entries.delete(familyId);
      entries.set(familyId, entry);
      if (entries.size > families) entries.delete(entries.keys().next().value as number);
      let body = entry.encoded.get(encoding);
      if (!body) {
        const compress = encoding === 'br' ? brotli : gzip;
        body = json().then((text) =>
          compress(
            text,
            encoding === 'br' ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } : { level: 6 },
          ),
        );
        entry.encoded.set(encoding, body);
        // A failure is not kept: the next request tries again.
        body.catch(() => entry.encoded.delete(encoding));
      }
      return body;
    },
  };
}

export type EventsAnswers = ReturnType<typeof createEventsAnswers>;
