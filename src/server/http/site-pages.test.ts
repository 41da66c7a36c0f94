import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { PUBLIC_PAGES } from '../../common/site-pages';

/** A pre-rendered page as scripts/prerender.mjs writes one: its addresses start with the placeholder. */
const page = (name: string) =>
  `<!doctype html><html><head><title>${name} - Luno</title>` +
  `<link rel="canonical" href="__LUNO_ORIGIN__/${name}"><meta property="og:url" content="__LUNO_ORIGIN__/${name}">` +
  `</head><body><div id="root"><h1>${name}</h1>${'<p>The family board.</p>'.repeat(50)}</div></body></html>`;

function webDirWithPages(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-web-'));
  fs.mkdirSync(path.join(webDir, 'pages', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Luno - Let&#39;s Plan</title>');
  fs.writeFileSync(path.join(webDir, 'view.html'), '<!doctype html><title>Viewer - Luno</title>');
  fs.writeFileSync(path.join(webDir, 'pages', 'index.html'), page('home'));
  fs.writeFileSync(path.join(webDir, 'pages', 'pricing.html'), page('pricing'));
  fs.writeFileSync(path.join(webDir, 'pages', 'blog', 'family-hub.html'), page('family-hub'));
  return webDir;
}

describe('the public pages, robots.txt and the sitemap', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = webDirWithPages();
    t = await buildTestApp('sqlite', { LUNO_WEB_DIR: webDir, PUBLIC_URL: 'https://luno.example/' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers each pre-rendered page at its own path, with the public origin in its addresses', async () => {
    for (const [url, name] of [
      ['/', 'home'],
      ['/pricing', 'pricing'],
      ['/blog/family-hub', 'family-hub'],
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${name} - Luno</title>`);
      expect(response.body).toContain(`<link rel="canonical" href="https://luno.example/${name}">`);
      expect(response.body).not.toContain('__LUNO_ORIGIN__');
    }
  });

  it('compresses a page as the browser accepts, and answers 304 to a browser that has it', async () => {
    const plain = await t.app.inject({ url: '/pricing' });
    const brotli = await t.app.inject({
      url: '/pricing',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const again = await t.app.inject({
      url: '/pricing',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a public page that has no pre-rendered file as the app, which draws it', async () => {
    const response = await t.app.inject({ url: '/features' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Luno - Let&#39;s Plan');
  });

  it('sends a page asked for with a trailing slash to its one address, keeping the query', async () => {
    const response = await t.app.inject({ url: '/pricing/?error=checkout_failed' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pricing?error=checkout_failed');
  });

  it('sends unknown paths to /, and answers a missing file with a plain 404', async () => {
    for (const url of ['/nonexistent', '/blog/nope', '/Pricing']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
    }
    const missing = await t.app.inject({ url: '/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    // The pre-rendered files are reached at their pages' addresses only.
    expect((await t.app.inject({ url: '/pages/pricing.html' })).statusCode).toBe(404);
  });

  it('answers robots.txt as text that allows the site, keeps crawlers out of the app and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/app', '/api/', '/view/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://luno.example/sitemap.xml');
  });

  it('answers sitemap.xml as XML listing every public page at the public origin', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const listed = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(PUBLIC_PAGES.map((each) => `https://luno.example${each.path}`));
    expect(listed).toContain('https://luno.example/blog/deep-dive-family');
    expect(listed).toContain('https://luno.example/demo');
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

describe('a server without PUBLIC_URL', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = webDirWithPages();
    t = await buildTestApp('sqlite', { LUNO_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('names the address each request came in on, written safely into the page', async () => {
    const response = await t.app.inject({ url: '/pricing', headers: { host: 'family.local:3000' } });
    expect(response.body).toContain('<link rel="canonical" href="http://family.local:3000/pricing">');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'family.local:3000' } });
    expect(sitemap.body).toContain('<loc>http://family.local:3000/</loc>');

    const hostile = await t.app.inject({
      url: '/pricing',
      headers: { host: 'x"><script>alert(1)</script>' },
    });
    expect(hostile.body).not.toContain('<script>alert(1)');
  });
});

describe('billing on the public pages', () => {
  let webDir: string;
  beforeAll(() => {
    webDir = webDirWithPages();
  });
  afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

  it('marks every page of a server that sells no plans, so no trial is promised there', async () => {
    const free = await buildTestApp('sqlite', { LUNO_WEB_DIR: webDir });
    // Keys alone turn billing on; nothing here calls the payment service.
    const selling = await buildTestApp('sqlite', {
      LUNO_WEB_DIR: webDir,
      STRIPE_SECRET_KEY: 'sk_test_luno',
      STRIPE_WEBHOOK_SECRET: 'whsec_luno',
      LUNO_STRIPE_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      for (const url of ['/', '/pricing', '/blog/family-hub']) {
        expect((await free.app.inject({ url })).body, url).toMatch(
          /^<!doctype html><html data-billing="off">/,
        );
        expect((await selling.app.inject({ url })).body, url).toMatch(/^<!doctype html><html>/);
      }
    } finally {
      await free.close();
      await selling.close();
    }
  });
});
