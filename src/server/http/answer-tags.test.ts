import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { dialects } from '../../../test/support/databases';
import { makeDisplay, makeSignedInFamily, makeTaskList } from '../../../test/support/factories';

describe.each(dialects)('tags on the answers a board reads, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers 304 with no body to a client holding the answer, whatever its encoding, and 200 with a new tag once it changed', async () => {
    const { agent, familyId } = await makeSignedInFamily(t);
    // Over a kilobyte, so that it goes out compressed to a client that takes it.
    const { list } = await makeTaskList(
      t,
      familyId,
      'Chores',
      Array.from({ length: 40 }, (_, i) => `Chore number ${i + 1}`),
    );
    const url = `/api/task-lists/${list.id}/items`;

    const first = await agent.get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await agent.request('GET', url, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // What a browser sends: the tag is the answer's, not its encoding's.
    const packed = await agent.request('GET', url, undefined, { 'accept-encoding': 'br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.etag).toBe(etag);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(first.json());
    const packedAgain = await agent.request('GET', url, undefined, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(packedAgain.statusCode).toBe(304);
    expect(packedAgain.rawPayload.length).toBe(0);

    expect((await agent.post(url, { task: 'Feed the cat' })).statusCode).toBe(201);
    const changed = await agent.request('GET', url, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.stringify(changed.json())).toContain('Feed the cat');
  });

  it('tags the events a calendar card reads, and a TV’s own record', async () => {
    const family = await makeSignedInFamily(t);
    const tv = await makeDisplay(t, family);
    for (const [agent, url] of [
      [family.agent, '/api/events'],
      [tv.agent, '/api/displays/this'],
    ] as const) {
      const headers = { 'accept-encoding': 'br, gzip' };
      const first = await agent.request('GET', url, undefined, headers);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      const again = await agent.request('GET', url, undefined, { ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    }
  });

  it('leaves answers that must not be kept without a tag', async () => {
    const { agent } = await makeSignedInFamily(t);
    for (const url of ['/api/csrf-token', '/api/auth/status']) {
      const answer = await agent.get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
  });
});
