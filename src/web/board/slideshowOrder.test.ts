import { describe, expect, it } from 'vitest';
import { slideshowSequence } from './slideshowOrder';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const take = (sequence: { next(): number }, count: number) =>
  Array.from({ length: count }, () => sequence.next());

describe('slideshow order', () => {
  it('in order goes through the album and starts again', () => {
    expect(take(slideshowSequence(3, 'in-order'), 7)).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('shuffled shows every photo once before any repeats, and never the same photo twice running', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const count = 2 + (seed % 9);
      const shown = take(slideshowSequence(count, 'shuffle', seeded(seed)), count * 5);
      for (let round = 0; round < 5; round++) {
        const photos = shown.slice(round * count, (round + 1) * count);
        expect(new Set(photos).size, `seed ${seed} round ${round}`).toBe(count);
      }
      for (let index = 1; index < shown.length; index++) {
        expect(shown[index], `seed ${seed} at ${index}`).not.toBe(shown[index - 1]);
      }
    }
  });

  it('shuffles: some round differs from the album order', () => {
    const shown = take(slideshowSequence(8, 'shuffle', seeded(7)), 8 * 4);
    const inOrder = Array.from({ length: 8 }, (_, index) => index);
    const rounds = [0, 1, 2, 3].map((round) => shown.slice(round * 8, round * 8 + 8));
    expect(rounds.some((round) => round.join() !== inOrder.join())).toBe(true);
  });

  it('shows the one photo of a one-photo album, and nothing of an empty one', () => {
    expect(take(slideshowSequence(1, 'shuffle'), 3)).toEqual([0, 0, 0]);
    expect(slideshowSequence(0, 'in-order').next()).toBe(-1);
  });
});
