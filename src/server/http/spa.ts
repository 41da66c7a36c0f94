import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isWebAppPath } from '../../common/site-pages';
import { notFound } from '../domain-errors';

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
 * viewer's own small page, and the app's other paths (`common/site-pages.ts`) get index.html so the
 * client router can answer them (the public pages have pre-rendered HTML of their own,
 * ./site-pages.ts). An unknown path goes to /, a missing file is a 404, and unknown /api paths
 * answer JSON 404.
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
    // Listed when the first file goes out, not at start: reading the whole tree took a tenth of a
    // cold start.
    let compressed: Set<string> | undefined;
    await app.register(fastifyStatic, {
      root,
      // One route for every file, looked up on request: a route per file (about 600 of them, each
      // for GET and HEAD) took a third of a cold start to glob and register (docs/performance.md).
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The copies are reached through their originals, not at URLs of their own; the
      // pre-rendered pages at their own paths (./site-pages.ts). Those and directories go to the
      // not-found handler below, as any path without a file does.
      allowedPath: (pathname) =>
        !pathname.endsWith('/') && !COMPRESSED_COPY.test(pathname) && !pathname.startsWith('/pages/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is checked for a new version on every visit, so a deploy reaches TVs.
        const worker = /^(?:app-)?sw[.-]/.test(path.basename(filePath));
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=300',
        );
        compressed ??= filesWithCompressedCopies(root);
        if (compressed.has(filePath.replace(COMPRESSED_COPY, ''))) res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '', query] = request.url.split('?', 2);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw notFound();
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasWeb) {
      // One address per page: `/pricing/` is `/pricing`.
      const trimmed = pathname.replace(/\/+$/, '');
      if (trimmed !== pathname && trimmed !== '' && isWebAppPath(trimmed)) {
        return reply.redirect(query === undefined ? trimmed : `${trimmed}?${query}`, 301);
      }
      if (isWebAppPath(pathname)) {
        reply.header('cache-control', 'no-cache');
        const page = hasViewer && pathname.startsWith('/view/') ? 'view.html' : 'index.html';
        return reply.type('text/html; charset=utf-8').sendFile(page);
      }
      // A file that is not there (an old build's chunk) is a plain 404, never a page.
      if (/\.[a-z0-9]+$/i.test(pathname)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
      }
      // Unknown top-level paths go to / (spec 01 §2), rather than the landing page under their address.
      return reply.redirect('/', 302);
    }
    if (!hasWeb && request.method === 'GET') {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (npm start does this for you).');
    }
    throw notFound();
  });
}
