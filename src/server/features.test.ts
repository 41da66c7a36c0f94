import { afterEach, describe, expect, it } from 'vitest';
import { Agent, buildTestApp, type TestApp } from '../../test/support/app';

describe('GET /api/features', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('says billing is off, pairing is on, and names the plan new accounts get', async () => {
    t = await buildTestApp('sqlite', { LUNO_DEFAULT_TIER: 'core' });
    const agent = new Agent(t.app);
    const features = (await agent.get('/api/features')).json();
    expect(features).toMatchObject({ payments: false, pairing: true, defaultTier: 'core' });

    const signedUp = await agent.post('/api/signup', { email: 'core@example.com', password: 'long-enough' });
    expect(signedUp.json().user.subscription_tier).toBe(features.defaultTier);
  });
});
