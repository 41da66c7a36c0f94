import { describe, expect, it } from 'vitest';
import { roomBelowBar, roomTransform } from './roomForControls';

/** Where the board's top and bottom edges land once its area has made room. */
function edges(bar: number, area: number, top: number, height: number) {
  const { dy, scale } = roomBelowBar(bar, area, top, height);
  return { top: dy + scale * top, bottom: dy + scale * (top + height), scale };
}

describe('roomBelowBar', () => {
  it('shrinks a board that fills the screen just enough to start under the bar and end at the bottom', () => {
    const placed = edges(64, 1080, 0, 1080);
    expect(placed.top).toBeCloseTo(64);
    expect(placed.bottom).toBeCloseTo(1080);
    expect(placed.scale).toBeCloseTo(1016 / 1080);
  });

  it('uses the black band above a letterboxed board before shrinking it', () => {
    // A 16:9 board on a 4:3 screen: 1024×576 drawn in 1024×768, 96 px bands above and below.
    expect(roomBelowBar(64, 768, 96, 576)).toEqual({ dy: 0, scale: 1 });
    expect(roomTransform(roomBelowBar(64, 768, 96, 576))).toBeUndefined();
    // A band thinner than the bar: moved down into the band below, at its full size.
    const placed = edges(64, 700, 40, 620);
    expect(placed).toEqual({ top: 64, bottom: 684, scale: 1 });
  });

  it('shrinks a board whose bands together are thinner than the bar', () => {
    const placed = edges(64, 1000, 20, 960);
    expect(placed.top).toBeCloseTo(64);
    expect(placed.bottom).toBeCloseTo(1000);
  });

  it('leaves the board alone when there is no bar', () => {
    expect(roomBelowBar(0, 1080, 0, 1080)).toEqual({ dy: 0, scale: 1 });
  });
});
