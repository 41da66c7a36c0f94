import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed';

describe('sealed secrets', () => {
  it('opens what it sealed, never shows the secret, and refuses another key or a changed text', () => {
    const sealer = createSealer(randomBytes(32));
    const sealed = sealer.seal('abcd-efgh-ijkl-mnop');
    expect(sealed).not.toContain('abcd');
    expect(sealer.seal('abcd-efgh-ijkl-mnop')).not.toBe(sealed);
    expect(sealer.open(sealed)).toBe('abcd-efgh-ijkl-mnop');
    expect(() => createSealer(randomBytes(32)).open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => sealer.open([version, iv, tag, flipped].join('.'))).toThrow();
  });
});
