import { describe, expect, it } from 'vitest';
import { fitScale } from './useFitScale';

const board = { width: 1920, height: 1080 };

describe('fitScale', () => {
  it('shrinks the board to the tighter side of the container', () => {
    expect(fitScale({ width: 960, height: 1000 }, board)).toBe(0.5);
    expect(fitScale({ width: 1920, height: 540 }, board)).toBe(0.5);
  });

  it('never enlarges past the board’s own size', () => {
    expect(fitScale({ width: 3840, height: 2160 }, board)).toBe(1);
  });

  it('answers 0 for a container with no room rather than a negative scale', () => {
    expect(fitScale({ width: 0, height: 600 }, board)).toBe(0);
  });
});
