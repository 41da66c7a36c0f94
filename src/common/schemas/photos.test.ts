import { describe, expect, it } from 'vitest';
import { backgroundSchema } from './screen';

describe('a library photo as a board image', () => {
  it('is kept by its path on this server, while other paths and schemes are refused', () => {
    const url = '/api/photos/12?w=2560&v=Ab3_x-9';
    expect(backgroundSchema.parse({ type: 'image', url }).url).toBe(url);
    for (const bad of ['/etc/passwd', '/api/photos/12?w="x")', '/api/photos/abc', 'javascript:alert(1)']) {
      expect(backgroundSchema.safeParse({ type: 'image', url: bad }).error?.issues[0]?.message).toBe(
        'Background URL must be an http or https URL.',
      );
    }
  });
});
