import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: with their headers they fit in one packet. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers (brotli, else gzip) when the client accepts it and the body is
 * over the threshold, including the JSON some routes send as a ready-made string. The web app's
 * own files are not compressed here: the build writes brotli and gzip copies beside them
 * (scripts/precompress.mjs) and the static files are served from those (./spa.ts).
 *
 * A route that must not be compressed or buffered opts out in its options, as the live-update
 * stream will: `app.get('/api/live', { compress: false }, handler)`. Compression holds bytes back
 * until it has enough to encode, which would delay every event of a stream.
 *
 * Register before any route: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Outside /api are the web app's files, already compressed by the build where that helps:
  // compressing here would only re-encode small files and fonts on every request.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Answers up to this size are compressed in one call. The streaming path the plugin takes
    // above it sets up a compressor per answer and cost 4-7 times the CPU for a 46 KB screen
    // list (docs/performance.md); beyond 1 MB, where one call would hold up other requests for
    // several milliseconds, the stream's work on the thread pool is the better trade.
    syncThreshold: 1024 * 1024,
    // Request bodies are small JSON; accepting compressed ones would only widen what a client can send.
    globalDecompression: false,
  });
}
