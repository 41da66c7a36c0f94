import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (DESIGN §5): OAuth refresh tokens and Apple app passwords are stored sealed with
 * AES-256-GCM under a key derived from the server key, so a copy of the database alone reveals none.
 * Sealed text: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface Sealer {
  seal(plaintext: string): string;
  /** Throws when the text was not sealed with this key or was changed since. */
  open(sealed: string): string;
}

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new RangeError('A sealing key is 32 bytes.');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
