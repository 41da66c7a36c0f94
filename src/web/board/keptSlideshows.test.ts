import { describe, expect, it } from 'vitest';
import { interleave } from './keptSlideshows';

describe('the photos a board keeps for when it is offline', () => {
  it('takes one photo of each slideshow in turn, so a budget shared by them keeps some of every one', () => {
    expect(
      interleave([
        ['album-1', 'album-2', 'album-3', 'album-4'],
        ['library-1', 'library-2'],
      ]),
    ).toEqual(['album-1', 'library-1', 'album-2', 'library-2', 'album-3', 'album-4']);
  });

  it('names a photo two slideshows show once, and nothing for a board without slideshows', () => {
    expect(
      interleave([
        ['shared', 'a'],
        ['shared', 'b'],
      ]),
    ).toEqual(['shared', 'a', 'b']);
    expect(interleave([])).toEqual([]);
  });
});
