import { describe, expect, it } from 'vitest';
import type { AlbumImage } from '../../common/schemas/album';
import { sizedPhotoUrl } from './albumPhotoSize';

const google: AlbumImage = {
  id: 'g',
  url: 'https://lh3.googleusercontent.com/pw/AP1=w4000-h3000',
  thumbnailUrl: 'https://lh3.googleusercontent.com/pw/AP1=w320-h320',
  width: 4000,
  height: 3000,
  resizable: true,
};

const icloud: AlbumImage = {
  id: 'i',
  url: 'https://cvws.icloud-content.com/S/large.jpg',
  thumbnailUrl: 'https://cvws.icloud-content.com/S/small.jpg',
  sizes: [
    { width: 342, height: 257, url: 'https://cvws.icloud-content.com/S/small.jpg' },
    { width: 2048, height: 1536, url: 'https://cvws.icloud-content.com/S/large.jpg' },
  ],
};

describe('a photo asked for at the size it is shown', () => {
  it('asks Google for a size that covers the frame, rounded up to a step', () => {
    // A 4:3 photo covering a 16:9 TV: its width decides, and the height overflows.
    expect(sizedPhotoUrl(google, { width: 1920, height: 1120 })).toBe(
      'https://lh3.googleusercontent.com/pw/AP1=w1920-h1440',
    );
    expect(sizedPhotoUrl(google, { width: 320, height: 320 })).toBe(
      'https://lh3.googleusercontent.com/pw/AP1=w480-h320',
    );
  });

  it('takes the smallest of an album’s fixed sizes that covers the frame, else the largest', () => {
    expect(sizedPhotoUrl(icloud, { width: 320, height: 160 })).toBe(icloud.sizes![0]!.url);
    expect(sizedPhotoUrl(icloud, { width: 640, height: 480 })).toBe(icloud.sizes![1]!.url);
    expect(sizedPhotoUrl(icloud, { width: 3840, height: 2240 })).toBe(icloud.sizes![1]!.url);
  });

  it('keeps the one address of a photo offered in one size', () => {
    const plain: AlbumImage = {
      id: 'p',
      url: 'https://example.com/p.jpg',
      thumbnailUrl: 'https://example.com/t.jpg',
    };
    expect(sizedPhotoUrl(plain, { width: 1920, height: 1080 })).toBe(plain.url);
  });
});
