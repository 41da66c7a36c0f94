import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { piggyBankSchema } from '../../common/schemas/piggy-banks';
import { answers, registerZodSerializer } from './zod-serializer';

/** Routes whose success answer has no JSON body. */
const NO_BODY = new Set([
  'POST /api/analytics',
  'POST /api/tv-devices/:deviceId/dimensions',
  // The live-update stream (server-sent events).
  'GET /api/live',
  // Browser redirects to and back from Google and Microsoft.
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'GET /api/auth/microsoft',
  'GET /api/auth/microsoft/callback',
  // A library photo: the picture's own bytes.
  'GET /api/photos/:id',
  'GET /api/auth/spotify',
  'GET /api/auth/spotify/callback',
  // The family's iCal feed: text/calendar for phones' calendar apps.
  'GET /api/calendar-feed/:token',
]);

/**
 * The wire contract: every API route declares the schema of what it answers, from
 * src/common/schemas, so the client and the server read one definition and nothing else leaves.
 */
describe('the wire contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('every API route that answers with a body declares its schema', () => {
    const missing = t.app.routeInventory
      .filter((route) => route.url.startsWith('/api/') && !['HEAD', 'DELETE'].includes(route.method))
      .filter((route) => !NO_BODY.has(`${route.method} ${route.url}`))
      .filter((route) => route.answers.length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('strips from an answer whatever its schema does not name', async () => {
    const app = Fastify();
    registerZodSerializer(app);
    app.get('/bank', answers(piggyBankSchema), async () => ({
      id: 1,
      name: 'Sam',
      balance: 2.5,
      personId: null,
      balance_cents: 250,
      family_id: 7,
    }));
    const response = await app.inject({ url: '/bank' });
    expect(response.json()).toEqual({ id: 1, name: 'Sam', balance: 2.5, personId: null });
    await app.close();
  });
});
