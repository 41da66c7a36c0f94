import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { makeSignedInFamily } from '../../../test/support/factories';

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

/** The body as the client reads it once it has undone the answer's Content-Encoding. */
function decoded(response: Pick<LightMyRequestResponse, 'headers' | 'rawPayload'>): Buffer {
  const encoding = response.headers['content-encoding'];
  return encoding ? decode[String(encoding)](response.rawPayload) : response.rawPayload;
}

const code = (name: string) =>
  Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = () => 'value ${i}';`).join('\n');

describe('compressed answers', () => {
  let t: TestApp;
  let webDir: string;
  const file = (name: string) => fs.readFileSync(path.join(webDir, name));

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    const page = (title: string) =>
      `<!doctype html><title>${title}</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
    fs.writeFileSync(path.join(webDir, 'index.html'), page('Luno'));
    fs.writeFileSync(path.join(webDir, 'view.html'), page('Viewer - Luno'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), code('app'));
    fs.writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'export const a = 1;');
    fs.writeFileSync(path.join(webDir, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7));
    // The build's own step, as `npm run build` runs it on dist/web.
    execFileSync(process.execPath, ['scripts/precompress.mjs', webDir]);
    t = await buildTestApp('sqlite', { LUNO_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves a built asset brotli- or gzip-compressed as the client accepts, and plain otherwise', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response).equals(file('assets/app-abc123.js')), accept).toBe(true);
    }
    const plain = file('assets/app-abc123.js').length;
    const brotli = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.rawPayload.length).toBeLessThan(plain / 4);
    // The copies are reached through their originals only.
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ url: '/assets/app-abc123.js.b%72' })).statusCode).not.toBe(200);
  });

  it('answers HEAD and byte ranges of a compressed asset', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(file('assets/app-abc123.js.br').length);
    expect(head.rawPayload.length).toBe(0);

    const range = await t.app.inject({ url: '/assets/app-abc123.js', headers: { range: 'bytes=7-26' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body).toBe(file('assets/app-abc123.js').subarray(7, 27).toString());
  });

  it('sends the pages the app starts from compressed too, still never cached', async () => {
    for (const [url, page] of [
      ['/view/12', 'view.html'],
      ['/app/todos', 'index.html'],
    ]) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response).equals(file(page)), url).toBe(true);
    }
  });

  it('sends fonts and files too small to gain from it as they are', async () => {
    for (const name of ['assets/tiny-abc123.js', 'assets/font-abc123.woff2']) {
      const response = await t.app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-encoding'], name).toBeUndefined();
      expect(response.headers.vary, name).toBeUndefined();
      expect(response.rawPayload.equals(file(name)), name).toBe(true);
    }
  });

  it('compresses API answers over 1 KB, the screen list included, when the client accepts it', async () => {
    const { agent } = await makeSignedInFamily(t);
    const card = (i: number) => ({
      id: `text-${i}`,
      type: 'text',
      x: 20 + i * 190,
      y: 20,
      width: 180,
      height: 160,
      zIndex: i,
      headerText: `Card ${i + 1}`,
      textContent: `Note number ${i + 1}`,
    });
    for (const name of ['Kitchen', 'Hallway']) {
      const created = await agent.post('/api/screens', { name, components: [0, 1, 2, 3].map(card) });
      expect(created.statusCode, created.body).toBe(201);
    }

    const plain = await agent.get('/api/screens');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const response = await agent.get('/api/screens', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
    }

    const small = await agent.get('/api/auth/status', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().user).toBeTruthy();
  });
});
