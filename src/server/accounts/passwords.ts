import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's work factor: N = 2^logN, block size r, parallelism p. */
export interface PasswordCost {
  logN: number;
  r: number;
  p: number;
}

// ASVS 11.4.2: scrypt with N = 2^17, r = 8, p = 1 needs 128 MiB, above node's default cap.
export const STANDARD_PASSWORD_COST: PasswordCost = { logN: 17, r: 8, p: 1 };
/**
 * For test servers only (`LUNO_PASSWORD_COST=test`, refused in production): 1 MiB instead of 128,
 * so the hundreds of accounts a test run makes do not each wait on the memory-hard hash.
 */
export const TEST_PASSWORD_COST: PasswordCost = { logN: 10, r: 8, p: 1 };

const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, { logN, r, p }: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: 2 ** logN, r, p, maxmem: MAX_MEMORY },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$logN$r$p$salt$hash`, so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string, cost = STANDARD_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.logN, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join(
    '$',
  );
}

/** Checks a password against a stored hash at the cost written in the hash, whatever today's is. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same as against a real one. */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost = STANDARD_PASSWORD_COST): Promise<string> {
  const key = `${cost.logN}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
