import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLuno } from '../../../test/support/luno-process';
import { generateVapidPair } from './vapid-pair';

describe('a server given a VAPID pair that is not one', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-vapid-start-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('does not start, and says which key is wrong', async () => {
    const luno = startLuno({
      DATA_DIR: dataDir,
      LUNO_VAPID_PUBLIC_KEY: generateVapidPair().publicKey,
      LUNO_VAPID_PRIVATE_KEY: generateVapidPair().privateKey,
    });
    expect(await luno.exited()).toBe(1);
    expect(luno.output()).toContain('LUNO_VAPID_PUBLIC_KEY is not the public key of LUNO_VAPID_PRIVATE_KEY');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
