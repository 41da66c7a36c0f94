/**
 * Text colour that reads on whatever is behind it, by the WCAG 2 contrast ratio. A card whose text
 * colour the family never chose gets dark or light text by what shows through behind it: its own
 * background, or the board's where the card has none.
 */

import { OPACITY_RANGE } from '../../common/board';
import { cssImageUrl, httpUrl } from './cssValues';

/** What text sits on: an opaque colour as '#rrggbb', or null for a photo or video (any colour at all). */
export type Backdrop = string | null;

export const DARK_TEXT = '#222222';
export const LIGHT_TEXT = '#ffffff';

/** The canvas under every board (board.css), seen through a translucent board background. */
const CANVAS_COLOR = '#ffffff';
const BLACK = { r: 0, g: 0, b: 0, a: 1 };
const WHITE = { r: 255, g: 255, b: 255, a: 1 };

interface Rgb {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+)(%?))?\s*\)$/i;
const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000', transparent: '#00000000' };

/** The colours the style pickers store (hex, rgb()/rgba(), white and black); null for anything else. */
export function parseColor(color: string): Rgb | null {
  const text = NAMED[color.trim().toLowerCase()] ?? color.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = RGB_FUNCTION.exec(text);
  if (!rgb) return null;
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
  const clampChannel = (value: string) => Math.min(255, Math.max(0, Number(value)));
  return { r: clampChannel(rgb[1]), g: clampChannel(rgb[2]), b: clampChannel(rgb[3]), a: alpha };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `top` at `opacity` over an opaque `bottom`. */
function over(top: Rgb, opacity: number, bottom: Rgb): Rgb {
  const alpha = Math.min(1, Math.max(0, opacity * top.a));
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [first, second].map((color) => relativeLuminance(parseColor(color) ?? BLACK));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The answers so far: a board's cards mostly sit on a handful of colours, asked for once a card. */
const readableOn = new Map<string, string>();

/** Dark or light text, whichever contrasts more with the backdrop; light over a picture. */
export function readableTextColor(backdrop: Backdrop): string {
  if (backdrop === null) return LIGHT_TEXT;
  let color = readableOn.get(backdrop);
  if (color === undefined) {
    color =
      contrastRatio(DARK_TEXT, backdrop) >= contrastRatio(LIGHT_TEXT, backdrop) ? DARK_TEXT : LIGHT_TEXT;
    // An editor trying colour after colour would otherwise grow it without end.
    if (readableOn.size >= 256) readableOn.clear();
    readableOn.set(backdrop, color);
  }
  return color;
}

export interface LayerParts {
  type: 'color' | 'image' | 'video' | undefined;
  color: string | undefined;
  image: string | null | undefined;
  opacity: number | undefined;
}

/**
 * What shows behind text once a background layer is drawn over `under`: the layer's colour mixed
 * at its opacity, a picture (null), or `under` itself where the layer is see-through or empty.
 */
export function layerBackdrop(layer: LayerParts, under: Backdrop): Backdrop {
  const opacity = layer.opacity ?? OPACITY_RANGE.max;
  if (opacity <= OPACITY_RANGE.min) return under;
  const picture =
    layer.type === 'video' ? httpUrl(layer.image) : layer.type === 'image' ? cssImageUrl(layer.image) : null;
  if (picture) return null;
  const color = layer.color ? parseColor(layer.color) : null;
  if (!color) return under;
  if (under === null) return opacity * color.a >= OPACITY_RANGE.max ? toHex(color) : null;
  return toHex(over(color, opacity, parseColor(under) ?? WHITE));
}

/** What shows behind a board's cards: its background colour over the white canvas, or null for a picture. */
export function boardBackdrop(background: {
  type: 'color' | 'image' | 'video';
  url: string | null;
  color: string;
  opacity: number;
}): Backdrop {
  return layerBackdrop(
    { type: background.type, color: background.color, image: background.url, opacity: background.opacity },
    CANVAS_COLOR,
  );
}
