import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys';
import { generateVapidPair, vapidPairProblem } from './vapid-pair';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

describe('the VAPID key pair', () => {
  it('is made once into the data dir and read from there afterwards, private to the server', () => {
    const dir = dataDir();
    const { vapid } = loadConfig({ DATA_DIR: dir });
    const first = loadVapidKeys(vapid, dir);
    expect(vapidPairProblem(first.publicKey, first.privateKey)).toBeNull();
    expect(loadVapidKeys(vapid, dir)).toEqual(first);
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).publicKey).toBe(first.publicKey);
  });

  it('is taken from LUNO_VAPID_PUBLIC_KEY and LUNO_VAPID_PRIVATE_KEY when both are set, writing nothing', () => {
    const pair = generateVapidPair();
    const dir = dataDir();
    const { vapid } = loadConfig({
      DATA_DIR: dir,
      LUNO_VAPID_PUBLIC_KEY: pair.publicKey,
      // Padding, as some tools print it, is taken too.
      LUNO_VAPID_PRIVATE_KEY: `${pair.privateKey}=`,
    });
    expect(loadVapidKeys(vapid, dir)).toMatchObject(pair);
    expect(fs.existsSync(path.join(dir, VAPID_KEYS_FILE))).toBe(false);
  });

  it('stops the start with a message naming what is wrong with a given pair', () => {
    const pair = generateVapidPair();
    const other = generateVapidPair();
    const point = Buffer.from(pair.publicKey, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = offCurve[64]! ^ 1;
    const cases: [Record<string, string>, RegExp][] = [
      [{ LUNO_VAPID_PUBLIC_KEY: pair.publicKey }, /set both keys of one pair, or neither/],
      [{ LUNO_VAPID_PRIVATE_KEY: pair.privateKey }, /set both keys of one pair, or neither/],
      [
        { LUNO_VAPID_PUBLIC_KEY: pair.publicKey, LUNO_VAPID_PRIVATE_KEY: other.privateKey },
        /LUNO_VAPID_PUBLIC_KEY is not the public key of LUNO_VAPID_PRIVATE_KEY/,
      ],
      [
        { LUNO_VAPID_PUBLIC_KEY: offCurve.toString('base64url'), LUNO_VAPID_PRIVATE_KEY: pair.privateKey },
        /LUNO_VAPID_PUBLIC_KEY must be a P-256 public key/,
      ],
      [
        { LUNO_VAPID_PUBLIC_KEY: pair.privateKey, LUNO_VAPID_PRIVATE_KEY: pair.publicKey },
        /LUNO_VAPID_PUBLIC_KEY must be a P-256 public key/,
      ],
      [
        { LUNO_VAPID_PUBLIC_KEY: pair.publicKey, LUNO_VAPID_PRIVATE_KEY: 'not+base64/url' },
        /LUNO_VAPID_PRIVATE_KEY must be a P-256 private key/,
      ],
      [
        {
          LUNO_VAPID_PUBLIC_KEY: pair.publicKey,
          LUNO_VAPID_PRIVATE_KEY: Buffer.alloc(32).toString('base64url'),
        },
        /LUNO_VAPID_PRIVATE_KEY is not a valid P-256 private key/,
      ],
    ];
    for (const [env, message] of cases) {
      expect(() => configWith(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => configWith(env), JSON.stringify(env)).toThrow(message);
    }
  });

  it('refuses to start on a damaged key file rather than make keys no device subscribed with', () => {
    const dir = dataDir();
    const { vapid } = loadConfig({ DATA_DIR: dir });
    const pair = generateVapidPair();
    const file = path.join(dir, VAPID_KEYS_FILE);
    fs.writeFileSync(
      file,
      JSON.stringify({ publicKey: pair.publicKey, privateKey: generateVapidPair().privateKey }),
    );
    expect(() => loadVapidKeys(vapid, dir)).toThrow(
      /Invalid Web Push keys in .*vapid-keys\.json: publicKey is not the public key of privateKey/,
    );
    fs.writeFileSync(file, 'garbage');
    expect(() => loadVapidKeys(vapid, dir)).toThrow(ConfigError);
  });

  it('names a contact: LUNO_VAPID_SUBJECT, else the https public address, else the mail sender', () => {
    expect(configWith({ LUNO_VAPID_SUBJECT: 'mailto:admin@example.org' }).vapid.subject).toBe(
      'mailto:admin@example.org',
    );
    expect(configWith({ PUBLIC_URL: 'https://luno.example.org/app' }).vapid.subject).toBe(
      'https://luno.example.org',
    );
    expect(
      configWith({
        LUNO_SMTP_URL: 'smtp://mail.example.org:587',
        LUNO_MAIL_FROM: 'Luno <luno@example.org>',
      }).vapid.subject,
    ).toBe('mailto:luno@example.org');
    expect(configWith({}).vapid.subject).toMatch(/^mailto:/);
    expect(() => configWith({ LUNO_VAPID_SUBJECT: 'http://example.org' })).toThrow(/LUNO_VAPID_SUBJECT/);
  });
});
