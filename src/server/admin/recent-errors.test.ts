import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { registerRecentErrors } from './recent-errors';

it('keeps the last server errors by route pattern and message, never the request', async () => {
  const app = Fastify({ logger: false });
  const errors = registerRecentErrors(app, () => new Date('2026-11-28T03:00:00.000Z'));
  app.post('/api/things/:id', async () => {
    throw new Error('the disk said no');
  });
  app.get('/api/fine', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/api/fine' });
  await app.inject({ method: 'POST', url: '/api/things/42?secret=1', payload: { note: 'private words' } });
  expect(errors.recent()).toEqual([
    {
      at: '2026-11-28T03:00:00.000Z',
      method: 'POST',
      route: '/api/things/:id',
      status: 500,
      message: 'the disk said no',
    },
  ]);
  expect(JSON.stringify(errors.recent())).not.toMatch(/private words|secret|42/);
  await app.close();
});
