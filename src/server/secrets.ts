import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server key: from LUNO_SECRET_KEY, else generated once into the data dir so a self-hosted
 * install needs no setup. Several instances behind a load balancer must share LUNO_SECRET_KEY.
 */
export function loadServerKey(secretKey: string | undefined, dataDir: string): Buffer {
  if (secretKey) return Buffer.from(secretKey, 'hex');
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process won the race to create it: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
  return Buffer.from(key, 'hex');
}

/** A key for one purpose, so a leak of one derived use never exposes another. */
export function deriveKey(serverKey: Buffer, purpose: string): Buffer {
  return createHmac('sha256', serverKey).update(`luno:${purpose}`).digest();
}

/** Compares two secrets (a state, a hash) in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
