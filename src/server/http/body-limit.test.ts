import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { makeSignedInFamily } from '../../../test/support/factories';
import { rawRequest } from '../../../test/support/http-client';

/**
 * A body over the limit is refused with 413 and a message every client gets to read: the server
 * reads what the client is sending before it closes, instead of resetting the connection under it.
 */
describe('bodies over the size limit', () => {
  let t: TestApp;
  let port: number;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    const { agent } = await makeSignedInFamily(t);
    const token = await agent.fetchCsrfToken();
    headers = {
      'content-type': 'application/json',
      cookie: `luno_session=${agent.cookie('luno_session')}; luno_csrf=${agent.cookie('luno_csrf')}`,
      'x-csrf-token': token,
    };
    port = Number(new URL(await t.url()).port);
  });
  afterAll(() => t.close());

  const writeRoutes: [string, string][] = [
    ['POST', '/api/login'],
    ['POST', '/api/signup'],
    ['POST', '/api/analytics'],
    ['POST', '/api/screens'],
    ['PUT', '/api/screens/1'],
    ['POST', '/api/screens/reorder'],
    ['POST', '/api/saved-screens'],
    ['POST', '/api/task-lists'],
    ['POST', '/api/task-lists/1/items'],
    ['POST', '/api/piggy-banks'],
    ['POST', '/api/piggy-bank'],
    ['POST', '/api/shopping-lists'],
    ['POST', '/api/shopping-lists/1/items'],
    ['POST', '/api/menu'],
    ['POST', '/api/tv-devices/abc/dimensions'],
  ];

  it('answers 413 with its message on every write route, every time', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) });
    const failures: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [method, path] of writeRoutes) {
        try {
          const response = await rawRequest(port, method, path, { headers, body, drip: true });
          if (response.status !== 413 || JSON.parse(response.body).error !== 'The request is too large.') {
            failures.push(`${method} ${path}: ${response.status} ${response.body.slice(0, 80)}`);
          }
        } catch (error) {
          failures.push(`${method} ${path}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 413 to a body sent in chunks without a length', async () => {
    const response = await rawRequest(port, 'POST', '/api/shopping-lists', {
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
      chunked: true,
      drip: true,
    });
    expect(response.status, response.body).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: 'The request is too large.', code: 'too_large' });
  });
});
