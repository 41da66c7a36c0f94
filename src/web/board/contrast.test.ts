import { describe, expect, it } from 'vitest';
import {
  boardBackdrop,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  layerBackdrop,
  parseColor,
  readableTextColor,
} from './contrast';

const board = (color: string, opacity = 1) => ({ type: 'color' as const, url: null, color, opacity });

describe('contrastRatio', () => {
  it('follows WCAG 2: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d2b3a', '#1d2b3a')).toBe(1);
    // The text widget's old dark text on a dark board.
    expect(contrastRatio('#222222', '#1d2b3a')).toBeLessThan(1.3);
  });
});

describe('readableTextColor', () => {
  it('picks light text on a dark board and dark text on a light one, each readable (4.5:1 or better)', () => {
    for (const backdrop of ['#1d2b3a', '#000000', '#11706b', '#7b5ea7', '#b3412a']) {
      expect(readableTextColor(backdrop)).toBe(LIGHT_TEXT);
      expect(contrastRatio(LIGHT_TEXT, backdrop)).toBeGreaterThanOrEqual(4.5);
    }
    for (const backdrop of ['#ffffff', '#f3f4f6', '#f4c15d', '#fff8f0']) {
      expect(readableTextColor(backdrop)).toBe(DARK_TEXT);
      expect(contrastRatio(DARK_TEXT, backdrop)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks light text over a photo or video', () => {
    expect(readableTextColor(null)).toBe(LIGHT_TEXT);
  });
});

describe('parseColor', () => {
  it('reads the forms the style pickers store', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('#11223380')).toMatchObject({ r: 17, g: 34, b: 51 });
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('White')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('hsl(10, 20%, 30%)')).toBeNull();
  });
});

describe('backdrops', () => {
  it('mixes a translucent board background with the white canvas under it', () => {
    expect(boardBackdrop(board('#000000'))).toBe('#000000');
    expect(boardBackdrop(board('#000000', 0.5))).toBe('#808080');
    expect(
      boardBackdrop({ type: 'image', url: 'https://example.com/beach.jpg', color: '#000', opacity: 1 }),
    ).toBeNull();
    // An image background without a picture draws its colour.
    expect(boardBackdrop({ type: 'image', url: null, color: '#1d2b3a', opacity: 1 })).toBe('#1d2b3a');
  });

  it('sees through a card with no background to what is under it', () => {
    const card = { type: 'color' as const, color: '#ffffff', image: null };
    expect(layerBackdrop({ ...card, opacity: 0 }, '#1d2b3a')).toBe('#1d2b3a');
    expect(layerBackdrop({ ...card, opacity: 1 }, '#1d2b3a')).toBe('#ffffff');
    expect(layerBackdrop({ ...card, opacity: 0 }, null)).toBeNull();
    // A half-see-through card over a photo could be anything.
    expect(layerBackdrop({ ...card, opacity: 0.5 }, null)).toBeNull();
    expect(layerBackdrop({ ...card, opacity: 1 }, null)).toBe('#ffffff');
  });
});
