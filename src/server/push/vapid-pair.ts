/**
 * Whether two base64url strings are a VAPID key pair (RFC 8292): a P-256 private key and the
 * uncompressed public point it makes. Checked with node:crypto alone, so a start that sends nothing
 * needs no push library.
 */
import { createECDH, ECDH } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bytes of a base64url string (padding tolerated), or null when it is not one. */
export function base64urlBytes(text: string): Buffer | null {
  const bare = text.trim().replace(/=+$/, '');
  return BASE64URL.test(bare) ? Buffer.from(bare, 'base64url') : null;
}

/** True when `bytes` is an uncompressed point on P-256 (65 bytes, 0x04, on the curve). */
export function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the pair, in words for whoever set it; null when it is a pair. */
export function vapidPairProblem(publicKey: string, privateKey: string): string | null {
  const publicBytes = base64urlBytes(publicKey);
  if (!publicBytes || !isP256Point(publicBytes)) {
    return 'LUNO_VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes (an uncompressed point, starting 0x04) in base64url';
  }
  const privateBytes = base64urlBytes(privateKey);
  if (privateBytes?.length !== 32) {
    return 'LUNO_VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes in base64url';
  }
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateBytes);
  } catch {
    return 'LUNO_VAPID_PRIVATE_KEY is not a valid P-256 private key';
  }
  if (!ecdh.getPublicKey().equals(publicBytes)) {
    return 'LUNO_VAPID_PUBLIC_KEY is not the public key of LUNO_VAPID_PRIVATE_KEY: give both keys of one pair';
  }
  return null;
}

/** A new pair, as base64url: what `web-push generate-vapid-keys` makes. */
export function generateVapidPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // Left-padded: a private key with leading zero bytes is still 32 bytes long.
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
}
