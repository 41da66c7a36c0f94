import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BILLING_OFF_MARK, BLOG_ARTICLES, PUBLIC_PAGES } from '../../common/site-pages';
import type { Config } from '../config';
import { publicOrigin } from './public-origin';

/** What the build writes where each pre-rendered page's own origin goes (scripts/prerender.mjs). */
const ORIGIN_PLACEHOLDER = '__LUNO_ORIGIN__';
/** Pages kept ready per origin; only a server without PUBLIC_URL answers under more than one. */
const MAX_KEPT = 200;

interface Answer {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The pre-rendered pages under `webDir/pages/`, by path: index.html is `/`, blog/x.html `/blog/x`. */
export function readSitePages(webDir: string | undefined): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = webDir && path.join(webDir, 'pages');
  if (!dir || !fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const route =
      file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(route, fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return pages;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The app, a display's board, the API and one-time links hold nothing a search should list.
    'Disallow: /app',
    'Disallow: /view/',
    'Disallow: /api/',
    'Disallow: /pair',
    'Disallow: /join/',
    'Disallow: /payment-',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const newestArticle = BLOG_ARTICLES.map((article) => article.published)
    .sort()
    .at(-1);
  const entries = PUBLIC_PAGES.map((page) => {
    const modified = page.published ?? (page.path === '/blog' ? newestArticle : undefined);
    return [
      '  <url>',
      `    <loc>${escapeXml(`${origin}${page.path}`)}</loc>`,
      ...(modified ? [`    <lastmod>${modified}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Answers each public page with its pre-rendered HTML, its addresses filled in with the public
 * origin (PUBLIC_URL, else the address the request came in on) and marked when billing is off (a
 * trial is then never promised), and `/robots.txt` and
 * `/sitemap.xml` for search engines. Each page is compressed once per origin and kept.
 */
export function sitePagesRoutes(
  app: FastifyInstance,
  deps: { config: Pick<Config, 'publicUrl' | 'stripe'>; pages: Map<string, string> },
) {
  const { config, pages } = deps;
  const mark = (html: string) =>
    config.stripe ? html : html.replace(/<html\b/, `<html ${BILLING_OFF_MARK}`);
  const kept = new Map<string, Answer>();

  function answerFor(route: string, template: string, origin: string): Answer {
    const key = `${origin} ${route}`;
    const found = kept.get(key);
    if (found) return found;
    const body = Buffer.from(mark(template.replaceAll(ORIGIN_PLACEHOLDER, escapeXml(origin))));
    const answer = {
      body,
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: zlib.gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, answer);
    return answer;
  }

  function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
    reply
      .header('cache-control', 'no-cache')
      .header('etag', answer.etag)
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(answer.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
    return reply.send(answer.body);
  }

  for (const [route, template] of pages) {
    app.get(route, (request, reply) =>
      send(request, reply, answerFor(route, template, publicOrigin(config, request))),
    );
  }

  app.get('/robots.txt', (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicOrigin(config, request))),
  );
  app.get('/sitemap.xml', (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(publicOrigin(config, request))),
  );
}
