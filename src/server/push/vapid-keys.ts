import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type VapidConfig } from '../config';
import { generateVapidPair, vapidPairProblem } from './vapid-pair';

/** The server's VAPID pair (base64url) and the subject its tokens name. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID keys: from LUNO_VAPID_PUBLIC_KEY / LUNO_VAPID_PRIVATE_KEY (checked by config.ts), else
 * made once into the data dir, like the server key, so a self-hosted install needs no setup. Every
 * phone subscribes to one key: several instances must share it, and a new pair means every device
 * subscribes again.
 */
export function loadVapidKeys(vapid: VapidConfig, dataDir: string): VapidKeys {
  if (vapid.publicKey && vapid.privateKey) {
    return { publicKey: bare(vapid.publicKey), privateKey: bare(vapid.privateKey), subject: vapid.subject };
  }
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  let text: string | null = null;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === null) {
    const pair = generateVapidPair();
    try {
      fs.writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      return { ...pair, subject: vapid.subject };
    } catch (error) {
      // Another process won the race to create it: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      text = fs.readFileSync(file, 'utf8');
    }
  }
  return { ...readPair(file, text), subject: vapid.subject };
}

function readPair(file: string, text: string): { publicKey: string; privateKey: string } {
  let pair: { publicKey?: unknown; privateKey?: unknown } = {};
  try {
    pair = JSON.parse(text);
  } catch {
    // Reported below with the rest.
  }
  const { publicKey, privateKey } = pair;
  const problem =
    typeof publicKey === 'string' && typeof privateKey === 'string'
      ? vapidPairProblem(publicKey, privateKey)
      : 'it does not hold a publicKey and a privateKey';
  if (problem) {
    throw new ConfigError(
      `Invalid Web Push keys in ${file}: ${problem.replace(/LUNO_VAPID_(PUBLIC|PRIVATE)_KEY/g, (name) => (name.includes('PUBLIC') ? 'publicKey' : 'privateKey'))}. Restore the file, or delete it to make new keys (every device must then turn notifications on again).`,
    );
  }
  return { publicKey: bare(publicKey as string), privateKey: bare(privateKey as string) };
}

/** base64url without padding, as web-push and the browsers take it. */
function bare(key: string): string {
  return key.trim().replace(/=+$/, '');
}
