import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_SIZE } from './board';
import {
  autoDetectPreset,
  bringForward,
  bringToFront,
  CUSTOM_DIMENSIONS_ERROR,
  CUSTOM_DIMENSIONS_TOO_LARGE_ERROR,
  canvasSizeFor,
  clampFontSize,
  deriveLayoutForPreset,
  effectiveLayout,
  ensurePresetLayouts,
  findFreeSpot,
  type LayoutSubject,
  NEW_CARD_GAP,
  nextScreenIndex,
  parseCustomDimensions,
  parseTimer,
  presetSizes,
  type Rect,
  renumberLayers,
  sendBackward,
  sendToBack,
  snapRect,
  snapToGrid,
} from './layout';

const sizes = presetSizes({ widthPx: 1366, heightPx: 768 });

function component(overrides: Partial<LayoutSubject & { id: string }> = {}): LayoutSubject & { id: string } {
  return {
    id: 'c',
    x: 50,
    y: 50,
    width: 300,
    height: 100,
    style: { fontSize: 16, headerFontSize: 12 },
    ...overrides,
  };
}

function expectOnGridInside(
  layout: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
) {
  for (const value of [layout.x, layout.y, layout.width, layout.height]) expect(value % 10).toBe(0);
  expect(layout.x).toBeGreaterThanOrEqual(0);
  expect(layout.y).toBeGreaterThanOrEqual(0);
  expect(layout.width).toBeGreaterThanOrEqual(10);
  expect(layout.height).toBeGreaterThanOrEqual(10);
  expect(layout.x + layout.width).toBeLessThanOrEqual(width);
  expect(layout.y + layout.height).toBeLessThanOrEqual(height);
}

describe('snapping', () => {
  it('snaps to the nearest multiple of 10', () => {
    expect(snapToGrid(14)).toBe(10);
    expect(snapToGrid(15)).toBe(20);
    expect(snapToGrid(-4)).toBe(0);
    expect(snapToGrid(-16)).toBe(-20);
  });

  it('snaps a rectangle and keeps its size at least 10', () => {
    expect(snapRect({ x: 13, y: 27, width: 3, height: 96 })).toEqual({
      x: 10,
      y: 30,
      width: 10,
      height: 100,
    });
    expect(snapRect({ x: 0, y: 0, width: 0, height: -40 })).toEqual({ x: 0, y: 0, width: 10, height: 10 });
  });

  it('clamps font sizes to 8..248', () => {
    expect(clampFontSize(300)).toBe(248);
    expect(clampFontSize(2)).toBe(8);
    expect(clampFontSize(48)).toBe(48);
    expect(clampFontSize(Number.NaN)).toBe(DEFAULT_FONT_SIZE);
  });
});

describe('canvas sizes', () => {
  it('gives each fixed preset its size and custom the screen dimensions', () => {
    expect(canvasSizeFor('base')).toEqual({ width: 1920, height: 1080 });
    expect(canvasSizeFor('tv_16_9')).toEqual({ width: 1920, height: 1080 });
    expect(canvasSizeFor('ipad_landscape')).toEqual({ width: 1024, height: 768 });
    expect(canvasSizeFor('ipad_portrait')).toEqual({ width: 768, height: 1024 });
    expect(canvasSizeFor('custom', { widthPx: 1366, heightPx: 768 })).toEqual({ width: 1366, height: 768 });
  });

  it('falls back to the default canvas for unusable custom dimensions', () => {
    expect(canvasSizeFor('custom', { widthPx: 0, heightPx: 768 })).toEqual({ width: 1920, height: 1080 });
    expect(canvasSizeFor('custom', null)).toEqual({ width: 1920, height: 1080 });
  });
});

describe('autoDetectPreset', () => {
  it('picks base for wide viewports', () => {
    expect(autoDetectPreset(1920, 1080)).toBe('base');
    expect(autoDetectPreset(1280, 400)).toBe('base');
  });

  it('picks the preset of exactly the viewport size', () => {
    expect(autoDetectPreset(1024, 768)).toBe('ipad_landscape');
    expect(autoDetectPreset(768, 1024)).toBe('ipad_portrait');
  });

  it('otherwise picks the nearest area, the closer shape breaking a tie', () => {
    expect(autoDetectPreset(800, 1000)).toBe('ipad_portrait');
    expect(autoDetectPreset(1000, 800)).toBe('ipad_landscape');
    expect(autoDetectPreset(1270, 1600)).toBe('base');
  });
});

describe('preset derivation', () => {
  const board = [
    component({ id: 'a', x: 50, y: 50, width: 300, height: 100 }),
    component({ id: 'b', x: 1600, y: 900, width: 320, height: 180 }),
    component({ id: 'c', x: 1910, y: 1070, width: 1920, height: 1080 }),
    component({ id: 'd', x: 333, y: 517, width: 12, height: 14 }),
  ];

  it('scales base components onto the iPad portrait canvas, on the grid and inside it', () => {
    const derived = ensurePresetLayouts(board, 'ipad_portrait', sizes);
    for (const item of derived) expectOnGridInside(item.layouts!.ipad_portrait!, 768, 1024);
    expect(derived[0].layouts?.ipad_portrait).toMatchObject({ x: 20, y: 50, width: 120, height: 90 });
  });

  it('keeps components inside a custom canvas whose size is off the grid', () => {
    const derived = ensurePresetLayouts(board, 'custom', sizes);
    for (const item of derived) expectOnGridInside(item.layouts!.custom!, 1366, 768);
  });

  it('keeps a layout the component already has for the preset', () => {
    const own = { x: 100, y: 200, width: 300, height: 400, fontSize: 30 };
    const withLayout = component({ layouts: { ipad_portrait: own } });
    const [result] = ensurePresetLayouts([withLayout, board[1]], 'ipad_portrait', sizes);
    expect(result.layouts?.ipad_portrait).toEqual(own);
  });

  it('returns the same array when no layout is missing', () => {
    const complete = [component({ layouts: { ipad_landscape: { x: 0, y: 0, width: 100, height: 100 } } })];
    expect(ensurePresetLayouts(complete, 'ipad_landscape', sizes)).toBe(complete);
  });

  it('derives from the nearest prior preset that has a layout', () => {
    const landscape = { x: 100, y: 100, width: 200, height: 200, fontSize: 20 };
    const withLandscape = component({ layouts: { ipad_landscape: landscape } });
    const [result] = ensurePresetLayouts([withLandscape], 'ipad_portrait', sizes);
    expect(result.layouts?.ipad_portrait).toEqual(
      deriveLayoutForPreset(withLandscape, 'ipad_landscape', 'ipad_portrait', sizes),
    );
    expect(result.layouts?.ipad_portrait).toMatchObject({ x: 80, y: 130, width: 150, height: 270 });
  });

  it('scales fonts down but never below 8', () => {
    const small = component({ style: { fontSize: 10, headerFontSize: 12 } });
    const layout = deriveLayoutForPreset(small, 'base', 'ipad_portrait', sizes);
    expect(layout.fontSize).toBe(8);
    expect(layout.headerFontSize).toBe(8);
    const large = component({ style: { fontSize: 100 } });
    expect(deriveLayoutForPreset(large, 'base', 'ipad_landscape', sizes).fontSize).toBe(53);
  });
});

describe('effectiveLayout', () => {
  it('draws the preset layout when there is one', () => {
    const item = component({
      layouts: { ipad_portrait: { x: 10, y: 20, width: 30, height: 40, fontSize: 9, isVisible: false } },
    });
    expect(effectiveLayout(item, 'ipad_portrait')).toEqual({
      x: 10,
      y: 20,
      width: 30,
      height: 40,
      fontSize: 9,
      headerFontSize: 12,
      isVisible: false,
    });
  });

  it('draws the base fields and style fonts otherwise', () => {
    expect(effectiveLayout(component(), 'tv_16_9')).toEqual({
      x: 50,
      y: 50,
      width: 300,
      height: 100,
      fontSize: 16,
      headerFontSize: 12,
      isVisible: true,
    });
  });
});

describe('layer order', () => {
  const layers = [
    { id: 'a', zIndex: 5 },
    { id: 'b', zIndex: 1 },
    { id: 'c', zIndex: 9 },
    { id: 'd', zIndex: 3 },
  ];
  const summary = (items: { id: string; zIndex: number }[]) =>
    items.map((item) => `${item.id}${item.zIndex}`).join(' ');

  it('renumbers layers 0..n-1 from bottom to top', () => {
    expect(summary(renumberLayers(layers))).toBe('b0 d1 a2 c3');
  });

  it('brings a layer to the front or sends it to the back', () => {
    expect(summary(bringToFront(layers, 'b'))).toBe('d0 a1 c2 b3');
    expect(summary(sendToBack(layers, 'c'))).toBe('c0 b1 d2 a3');
  });

  it('moves a layer one step forward or backward', () => {
    expect(summary(bringForward(layers, 'd'))).toBe('b0 a1 d2 c3');
    expect(summary(sendBackward(layers, 'd'))).toBe('d0 b1 a2 c3');
  });

  it('leaves the top and bottom layers where they are when moved past the end', () => {
    expect(summary(bringForward(layers, 'c'))).toBe('b0 d1 a2 c3');
    expect(summary(sendBackward(layers, 'b'))).toBe('b0 d1 a2 c3');
  });
});

describe('parseTimer', () => {
  it('turns minutes and seconds into whole seconds', () => {
    expect(parseTimer('2', '30')).toEqual({ ok: true, value: { enabled: true, durationSeconds: 150 } });
    expect(parseTimer('', '45')).toEqual({ ok: true, value: { enabled: true, durationSeconds: 45 } });
  });

  it('clears the timer when the total is 0', () => {
    expect(parseTimer('0', '0')).toEqual({ ok: true, value: { enabled: false, durationSeconds: 0 } });
    expect(parseTimer('', '')).toEqual({ ok: true, value: { enabled: false, durationSeconds: 0 } });
  });

  it('rejects seconds outside 0-59 and minutes that are not whole and non-negative', () => {
    expect(parseTimer('1', '60')).toMatchObject({ ok: false });
    expect(parseTimer('-1', '0')).toMatchObject({ ok: false });
    expect(parseTimer('1.5', '0')).toMatchObject({ ok: false });
    expect(parseTimer('abc', '0')).toMatchObject({ ok: false });
  });
});

describe('parseCustomDimensions', () => {
  it('accepts positive whole numbers', () => {
    expect(parseCustomDimensions(' 1366 ', '768')).toEqual({
      ok: true,
      value: { widthPx: 1366, heightPx: 768 },
    });
  });

  it.each([
    ['0', '768'],
    ['-5', '768'],
    ['12.5', '768'],
    ['abc', '768'],
    ['1024', ''],
  ])('rejects %s x %s', (width, height) => {
    expect(parseCustomDimensions(width, height)).toEqual({ ok: false, error: CUSTOM_DIMENSIONS_ERROR });
  });

  it('uses the product message', () => {
    expect(CUSTOM_DIMENSIONS_ERROR).toBe('Please enter valid positive numbers for custom dimensions.');
  });

  it('names the largest size when a dimension is beyond it', () => {
    expect(parseCustomDimensions('20000', '768')).toEqual({
      ok: false,
      error: 'Custom dimensions can be at most 10000 pixels.',
    });
    expect(CUSTOM_DIMENSIONS_TOO_LARGE_ERROR).toContain('10000');
    expect(parseCustomDimensions('10000', '10000')).toMatchObject({ ok: true });
  });
});

describe('nextScreenIndex', () => {
  it('moves to the next screen and wraps to the first', () => {
    expect(nextScreenIndex(0, 3)).toBe(1);
    expect(nextScreenIndex(2, 3)).toBe(0);
    expect(nextScreenIndex(0, 1)).toBe(0);
    expect(nextScreenIndex(7, 3)).toBe(0);
  });
});

describe('findFreeSpot', () => {
  const canvas = { width: 1920, height: 1080 };
  const size = { width: 300, height: 100 };
  const clear = (spot: Rect, others: Rect[]) =>
    others.every(
      (other) =>
        spot.x >= other.x + other.width + NEW_CARD_GAP ||
        other.x >= spot.x + spot.width + NEW_CARD_GAP ||
        spot.y >= other.y + other.height + NEW_CARD_GAP ||
        other.y >= spot.y + spot.height + NEW_CARD_GAP,
    );

  it('takes the widget’s own place on an empty board', () => {
    expect(findFreeSpot({ size, occupied: [], canvas, preferred: { x: 50, y: 50 } })).toEqual({
      x: 50,
      y: 50,
      width: 300,
      height: 100,
    });
  });

  it('puts each next card beside the others, clear of them, reading from the top left', () => {
    const occupied: Rect[] = [];
    for (let index = 0; index < 8; index++) {
      const spot = findFreeSpot({ size, occupied, canvas, preferred: { x: 50, y: 50 } });
      expect(clear(spot, occupied)).toBe(true);
      expect(spot.x + spot.width).toBeLessThanOrEqual(canvas.width);
      expect(spot.y + spot.height).toBeLessThanOrEqual(canvas.height);
      occupied.push(spot);
    }
    // A row of five across the top, then the next row.
    expect(occupied.slice(0, 6).map(({ x, y }) => [x, y])).toEqual([
      [50, 50],
      [370, 50],
      [690, 50],
      [1010, 50],
      [1330, 50],
      [50, 170],
    ]);
  });

  it('lands on the grid next to cards that are not', () => {
    const spot = findFreeSpot({ size, occupied: [{ x: 33, y: 47, width: 301, height: 99 }], canvas });
    expect([spot.x % 10, spot.y % 10]).toEqual([0, 0]);
    expect(clear(spot, [{ x: 33, y: 47, width: 301, height: 99 }])).toBe(true);
  });

  it('stays inside the part of the board on screen', () => {
    const area = { x: 900, y: 500, width: 700, height: 400 };
    const spot = findFreeSpot({
      size,
      occupied: [{ x: 950, y: 550, width: 300, height: 100 }],
      canvas,
      area,
      preferred: { x: 50, y: 50 },
    });
    expect(spot.x).toBeGreaterThanOrEqual(area.x);
    expect(spot.y).toBeGreaterThanOrEqual(area.y);
    expect(spot.x + spot.width).toBeLessThanOrEqual(area.x + area.width);
    expect(spot.y + spot.height).toBeLessThanOrEqual(area.y + area.height);
    expect(clear(spot, [{ x: 950, y: 550, width: 300, height: 100 }])).toBe(true);
  });

  it('starts where the family is looking when less than a card is on screen', () => {
    const spot = findFreeSpot({
      size,
      occupied: [],
      canvas,
      area: { x: 1000, y: 600, width: 200, height: 80 },
    });
    expect(spot).toEqual({ x: 1000, y: 600, width: 300, height: 100 });
  });

  it('on a full board covers as little as it can, and never sits exactly on another card', () => {
    // Cards everywhere but a 300 x 100 hole that is too tight to keep the gap.
    const occupied: Rect[] = [
      { x: 0, y: 0, width: 1920, height: 500 },
      { x: 0, y: 600, width: 1920, height: 480 },
      { x: 0, y: 500, width: 800, height: 100 },
      { x: 1100, y: 500, width: 820, height: 100 },
    ];
    expect(findFreeSpot({ size, occupied, canvas, preferred: { x: 50, y: 50 } })).toEqual({
      x: 800,
      y: 500,
      width: 300,
      height: 100,
    });

    const stack = [
      { x: 0, y: 0, width: 1920, height: 1080 },
      { x: 50, y: 50, width: 300, height: 100 },
    ];
    const spot = findFreeSpot({ size, occupied: stack, canvas, preferred: { x: 50, y: 50 } });
    expect(spot).not.toMatchObject({ x: 50, y: 50 });
    expect(clear(spot, [stack[1]])).toBe(true);
  });

  it('cuts a card bigger than the canvas down to it', () => {
    const spot = findFreeSpot({ size: { width: 2500, height: 1500 }, occupied: [], canvas });
    expect(spot).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });
});
