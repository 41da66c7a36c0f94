import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './events-answers';

describe('the encoding an events answer is sent in', () => {
  it('prefers brotli, then gzip, as the client allows (RFC 9110 §12.5.3)', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.1')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
