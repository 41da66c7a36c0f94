import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPath, importGraph } from '../../../scripts/import-graph.mjs';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { makeSignedInFamily } from '../../../test/support/factories';
import { ERROR_CODES } from '../../common/error-codes';
import { ERROR_STATUSES } from './error-statuses';

const SERVER = path.resolve('src/server');
/** A body sent as these very bytes. */
const raw = (text: string) => text as unknown as Record<string, unknown>;
const HTTP_ERRORS = path.join(SERVER, 'http/errors.ts');

describe('error codes', () => {
  it('gives every code one error status in the one table, and nothing else', () => {
    expect(Object.keys(ERROR_STATUSES).sort()).toEqual([...ERROR_CODES].sort());
    for (const [code, status] of Object.entries(ERROR_STATUSES)) {
      expect(status >= 400 && status < 600, code).toBe(true);
    }
  });

  it('keeps HTTP out of everything but routes: no service or other module reaches http/errors', () => {
    const graph = importGraph(path.resolve('src'));
    const services = [...graph.keys()].filter((file) => file.endsWith('.service.ts'));
    expect(services.length).toBeGreaterThan(20);
    // Routes answer HTTP, and app.ts installs the handler; the rest throw domain errors.
    const mayAnswer = (file: string) =>
      file.endsWith('.routes.ts') || file === path.join(SERVER, 'app.ts') || file === HTTP_ERRORS;
    const reaching = [...graph.keys()]
      .filter((file) => file.startsWith(SERVER) && !mayAnswer(file))
      .map((file) =>
        findPath(
          graph,
          file,
          (to: string) => to === HTTP_ERRORS,
          (edge: { to: string }) => edge.to === HTTP_ERRORS || !mayAnswer(edge.to),
        ),
      )
      .filter((chain) => chain !== null)
      .map((chain) => chain.map((file: string) => path.relative(SERVER, file)).join(' → '));
    expect(reaching).toEqual([]);
  });

  it('keeps Stripe’s types in the payment integration', () => {
    const graph = importGraph(path.resolve('src'));
    const stripe = path.join(SERVER, 'integrations/payments/stripe.ts');
    const importers = [...graph.entries()]
      .filter(
        ([file, edges]) => file !== stripe && edges.some((edge: { to: string }) => edge.to === 'pkg:stripe'),
      )
      .map(([file]) => path.relative(SERVER, file));
    expect(importers).toEqual([]);
    const named = [...graph.keys()]
      .filter((file) => file.startsWith(SERVER) && file !== stripe)
      .filter((file) => /\bStripe\.[A-Z]/.test(fs.readFileSync(file, 'utf8')));
    expect(named).toEqual([]);
  });
});

describe('every error answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('carries a known code whose status is the one it answered with, from every layer', async () => {
    const { agent } = await makeSignedInFamily(t);
    const stranger = (await makeSignedInFamily(t)).agent;
    stranger.forgetCookies();
    const answers = [
      await agent.get('/api/no-such-thing'), // Fastify's not-found handler
      await agent.post('/api/shopping-lists', raw('{"name":'), { 'content-type': 'application/json' }), // bad JSON
      await agent.post('/api/shopping-lists', raw('<name/>'), { 'content-type': 'application/xml' }), // not JSON
      await agent.post('/api/shopping-lists', { name: 'x'.repeat(3_000_000) }), // too large
      await agent.post('/api/shopping-lists', { name: '' }), // a schema's message
      await agent.get('/api/shopping-lists/999999999'), // a route's not-found
      await agent.post('/api/shopping-lists', { name: 'Hardware' }, { 'x-csrf-token': 'forged' }), // guard
      await stranger.get('/api/screens'), // no session
      await agent.post('/api/login', { email: 'nobody@example.com', password: 'not the password' }),
    ];
    for (const answer of answers) {
      const body = answer.json();
      expect(ERROR_CODES, answer.body).toContain(body.code);
      expect(answer.statusCode, answer.body).toBe(ERROR_STATUSES[body.code as keyof typeof ERROR_STATUSES]);
      expect(body.error, answer.body).toEqual(expect.any(String));
    }
    expect(answers.map((answer) => answer.json().code)).toEqual([
      'not_found',
      'invalid_request',
      'unsupported_media_type',
      'too_large',
      'invalid_request',
      'not_found',
      'csrf_failed',
      'not_signed_in',
      'invalid_credentials',
    ]);
  });

  it('is the same for every feature this server has no keys for: not set up, naming the feature', async () => {
    const { agent } = await makeSignedInFamily(t);
    const features = await agent.get('/api/features');
    expect(features.json()).toMatchObject({
      pexels: false,
      spotify: false,
      googleSignIn: false,
      googleCalendar: false,
      microsoft: false,
      payments: false,
    });
    const anonymous = (await makeSignedInFamily(t)).agent;
    anonymous.forgetCookies();
    const asked: [string, Promise<{ statusCode: number; json: () => { error: string; code: string } }>][] = [
      ['Image search', agent.get('/api/images/search-pexels?query=cat')],
      ['Music', agent.get('/api/auth/spotify')],
      ['Music', agent.get('/api/spotify/playlists')],
      ['Music', agent.get('/api/spotify/player')],
      ['Music', agent.post('/api/auth/spotify/refresh')],
      ['Google sign-in', anonymous.get('/api/auth/google')],
      ['Google calendars', agent.get('/api/auth/google')],
      ['Google calendars', agent.get('/api/auth/google/calendars')],
      [
        'Google calendars',
        agent.post('/api/calendars', { sourceType: 'google', name: 'Family', googleCalendarId: 'x' }),
      ],
      ['Microsoft Outlook calendars', agent.get('/api/auth/microsoft')],
      ['Microsoft Outlook calendars', agent.post('/api/auth/microsoft/revoke')],
      ['Payments', agent.post('/api/subscriptions/create-checkout-session', { priceId: 'plus_monthly' })],
      ['Payments', agent.post('/api/billing/portal')],
      ['Password reset by email', anonymous.post('/api/account/password-reset', { email: 'a@example.com' })],
      [
        'Payments',
        anonymous.post('/api/webhooks/stripe', { id: 'evt_1' }, { 'stripe-signature': 't=1,v1=x' }),
      ],
    ];
    for (const [feature, request] of asked) {
      const answer = await request;
      expect({ status: answer.statusCode, code: answer.json().code }, feature).toEqual({
        status: 404,
        code: 'not_set_up',
      });
      expect(answer.json().error, feature).toMatch(
        new RegExp(`^${feature} (is|are) not (set up|enabled) on this server`),
      );
    }
  });
});
