import { describe, expect, it } from 'vitest';
import { createPhotoCache } from './photo-cache';

describe('recently served photo sizes', () => {
  it('keeps what fits the budget, letting the least recently used go first', () => {
    const cache = createPhotoCache(10);
    const bytes = (n: number) => Buffer.alloc(n, n);
    cache.set('a', bytes(4));
    cache.set('b', bytes(4));
    expect(cache.get('a')).toEqual(bytes(4));
    cache.set('c', bytes(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(bytes(4));
    expect(cache.get('c')).toEqual(bytes(4));
    cache.set('huge', bytes(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toEqual(bytes(4));
  });
});
