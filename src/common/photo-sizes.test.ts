import { describe, expect, it } from 'vitest';
import { isLibraryPhotoUrl, photoUrl, photoWidthStep, sizedPhotoUrl } from './photo-sizes';

describe('library photo sizes', () => {
  it('rounds a width up to the next step, and anything wider to the largest', () => {
    expect([1, 320, 321, 700, 1280, 1500, 1921, 5000].map(photoWidthStep)).toEqual([
      320, 320, 640, 1280, 1280, 1920, 2560, 2560,
    ]);
  });

  it("asks for a layer's width times the screen's pixel ratio, keeping the version", () => {
    const url = photoUrl(7, 'abc', 4000);
    expect(url).toBe('/api/photos/7?w=2560&v=abc');
    expect(sizedPhotoUrl(url, 400)).toBe('/api/photos/7?w=640&v=abc');
    expect(sizedPhotoUrl(url, 400, 2)).toBe('/api/photos/7?w=1280&v=abc');
    expect(sizedPhotoUrl(url, 1920, 1)).toBe('/api/photos/7?w=1920&v=abc');
    expect(sizedPhotoUrl('/api/photos/7', 100)).toBe('/api/photos/7?w=320');
  });

  it('leaves every other address alone', () => {
    const other = 'https://images.example.com/photo.jpg?w=100';
    expect(isLibraryPhotoUrl(other)).toBe(false);
    expect(sizedPhotoUrl(other, 1920, 2)).toBe(other);
    expect(isLibraryPhotoUrl('/api/photos/12?w=320')).toBe(true);
  });
});
