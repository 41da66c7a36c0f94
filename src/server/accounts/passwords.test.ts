import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { hashPassword, STANDARD_PASSWORD_COST, TEST_PASSWORD_COST, verifyPassword } from './passwords';

describe('password cost', () => {
  it('is scrypt at N = 2^17, r = 8 unless configured otherwise, and such a hash verifies on a test server', async () => {
    expect(loadConfig({}).passwordCost).toEqual({ logN: 17, r: 8, p: 1 });
    expect(loadConfig({ NODE_ENV: 'production' }).passwordCost).toEqual(STANDARD_PASSWORD_COST);
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    // The cost is read from the hash, so a server at the test cost still checks it at 2^17.
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('is cheap on a test server, and such a hash verifies and carries its cost', async () => {
    const config = loadConfig({ LUNO_PASSWORD_COST: 'test' });
    expect(config.passwordCost).toEqual(TEST_PASSWORD_COST);
    const hash = await hashPassword('correct horse battery', config.passwordCost);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('wrong horse battery', hash)).toBe(false);
  });

  it('refuses the test cost in production, naming the variable', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', LUNO_PASSWORD_COST: 'test' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/LUNO_PASSWORD_COST.*NODE_ENV=production/);
  });

  it('refuses a cost it does not know', () => {
    expect(() => loadConfig({ LUNO_PASSWORD_COST: 'cheap' })).toThrow(/LUNO_PASSWORD_COST/);
  });
});
