import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../../test/support/app';
import { makeSignedInFamily } from '../../../test/support/factories';
import { ConfigError, loadConfig } from '../config';

describe('the HTTP shell', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Luno - Let&#39;s Plan</title>');
    fs.writeFileSync(path.join(webDir, 'view.html'), '<!doctype html><title>Viewer - Luno</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await buildTestApp('sqlite', { LUNO_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the app for its own paths (history fallback), and sends unknown paths to /', async () => {
    for (const url of ['/', '/pricing', '/app/layout', '/app/no-such-page?x=1', '/join/abc', '/pair']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>');
    }
    for (const url of ['/some/deep/link?x=1', '/nonexistent', '/blog/nope']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
    }
  });

  it('serves a display its own small page at /view/{id}', async () => {
    const response = await t.app.inject({ url: '/view/12' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Viewer - Luno');
    expect((await t.app.inject({ url: '/viewer-tips' })).body).not.toContain('Viewer - Luno');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found.', code: 'not_found' });
    }
    const agent = new Agent(t.app);
    const write = await agent.post('/api/nope', {});
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual({ error: 'Not found.', code: 'not_found' });
  });

  it('caches hashed assets for a year and the page itself not at all', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ url: '/app/todos' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a strict CSP and the other security headers, without HSTS over http', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // An API answer and an API error, whatever the spelling of the address, are never pages: a
    // policy that allows nothing and frames nowhere, no sniffing, same-origin reads only.
    for (const answer of [
      await t.app.inject({ url: '/api/auth/status' }),
      await t.app.inject({ url: '/api/screens' }),
      await t.app.inject({ url: '/%61pi/screens' }),
    ]) {
      const apiPolicy = String(answer.headers['content-security-policy']);
      expect(apiPolicy).toContain("default-src 'none'");
      expect(apiPolicy).toContain("object-src 'none'");
      expect(apiPolicy).toContain("base-uri 'none'");
      expect(apiPolicy).toContain("frame-ancestors 'none'");
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('sends a built script or style only the headers a subresource obeys', async () => {
    fs.writeFileSync(
      path.join(webDir, 'assets', 'pic-abc123.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    for (const url of ['/assets/app-abc123.js', '/assets/app-abc123.js?v=1']) {
      const asset = await t.app.inject({ url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
        expect(asset.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // A picture can be opened as a page of its own (an SVG can run script): it keeps the policy.
    const picture = await t.app.inject({ url: '/assets/pic-abc123.svg' });
    expect(picture.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets the service worker fetch pictures from any http(s) address, and pages still only their own', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self' https: http:",
    );
    const page = String((await t.app.inject({ url: '/view/12' })).headers['content-security-policy']);
    expect(page).toContain("connect-src 'self';");
    expect(page).toContain("img-src 'self' data: blob: https: http:");
  });

  it('refuses a body over the size limit with 413 and invalid JSON with 400', async () => {
    const { agent } = await makeSignedInFamily(t);
    const huge = await agent.post('/api/analytics', {
      event: 'page_view',
      source: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'The request is too large.', code: 'too_large' });
    const broken = await agent.request('POST', '/api/analytics', undefined, {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBeTruthy();
  });

  it('does not allow other origins (no CORS headers)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('https deployments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { PUBLIC_URL: 'https://luno.example.org' });
  });
  afterAll(() => t.close());

  it('send HSTS and Secure session cookies', async () => {
    const response = await t.app.inject({ url: '/api/auth/status' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    const signup = await makeSignedInFamily(t);
    const login = await new Agent(t.app).post('/api/login', {
      email: signup.email,
      password: 'correct horse battery',
    });
    expect(login.cookies.find((c) => c.name === 'luno_session')?.secure).toBe(true);
  });
});

describe('configuration', () => {
  it('has working defaults with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      defaultTier: 'plus_forever',
      databaseUrl: undefined,
    });
  });

  it('explains a bad value clearly', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
    expect(() => loadConfig({ LUNO_DEFAULT_TIER: 'gold' })).toThrow(/LUNO_DEFAULT_TIER/);
  });

  it('puts new accounts on LUNO_DEFAULT_TIER', async () => {
    const t = await buildTestApp('sqlite', { LUNO_DEFAULT_TIER: 'core' });
    try {
      const { agent } = await makeSignedInFamily(t);
      expect((await agent.get('/api/auth/status')).json().user.subscription_tier).toBe('core');
    } finally {
      await t.close();
    }
  });
});
