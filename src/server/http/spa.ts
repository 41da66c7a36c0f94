import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** The files under `dir` that the build gave brotli or gzip copies (scripts/precompress.mjs). */
function filesWithCompressedCopies(dir: string): Set<string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return new Set(
    files
      .filter((file) => COMPRESSED_COPY.test(file))
      .map((file) => path.join(dir, file.replace(COMPRESSED_COPY, ''))),
  );
}

/** The viewer's entry script as the built view.html loads it: it changes with every build of the viewer. */
export function viewerBuildOf(webDir: string | undefined): string | null {
  if (!webDir) return null;
  try {
    const html = fs.readFileSync(path.join(webDir, 'view.html'), 'utf8');
    return /<script[^>]+src="(\/assets\/view-[^"]+\.js)"/.exec(html)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app. Hashed assets are cached for a year; a display's /view/{id} gets the
 * viewer's own small page, and any other non-API path gets index.html so the client router can
 * answer it. Unknown /api paths answer JSON 404.
 *
 * A file the build compressed is answered from its `.br` or `.gz` copy when the client accepts
 * that encoding, with `Vary: Accept-Encoding` so a cache in between keeps the copies apart.
 */
export async function registerSpa(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  const hasViewer = webDir !== undefined && fs.existsSync(path.join(webDir, 'view.html'));

  if (hasWeb && webDir) {
    const root = path.resolve(webDir);
    const compressed = filesWithCompressedCopies(root);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The copies are reached through their originals, not at URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked for a new version on every visit, so a deploy reaches TVs.
        const worker = path.basename(filePath).startsWith('sw.js');
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=300',
        );
        if (compressed.has(filePath.replace(COMPRESSED_COPY, ''))) res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: 'Not found.' });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWeb) {
      reply.header('cache-control', 'no-cache');
      const page = hasViewer && pathname.startsWith('/view/') ? 'view.html' : 'index.html';
      return reply.type('text/html; charset=utf-8').sendFile(page);
    }
    if (!hasWeb && request.method === 'GET') {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (npm start does this for you).');
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}
