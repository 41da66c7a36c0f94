/** Pure geometry of a board: grid snapping, preset sizes and derivation, layer order, timer and size input. */

import {
  AUTO_DETECT_BASE_MIN_WIDTH,
  type CanvasSize,
  DEFAULT_CANVAS_SIZE,
  DEFAULT_FONT_SIZE,
  DEFAULT_HEADER_FONT_SIZE,
  FIXED_PRESET_SIZES,
  type FixedLayoutPreset,
  FONT_SIZE_RANGE,
  GRID,
  LAYOUT_PRESETS,
  type LayoutPreset,
  MAX_CUSTOM_DIMENSION,
  MAX_TIMER_SECONDS,
  MIN_SCALED_FONT_SIZE,
  MIN_SIZE,
} from './board';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A component's placement on one preset's canvas; absent fonts and visibility fall back to its style. */
export interface PresetLayout extends Rect {
  fontSize?: number;
  headerFontSize?: number;
  isVisible?: boolean;
}

/** What the canvas draws for a component on one preset. */
export interface EffectiveLayout extends Rect {
  fontSize: number;
  headerFontSize: number;
  isVisible: boolean;
}

/** The parts of a component that layout reads; every screen component has them. */
export interface LayoutSubject extends Rect {
  layouts?: Partial<Record<LayoutPreset, PresetLayout>>;
  style?: { fontSize?: number; headerFontSize?: number; isVisible?: boolean };
}

export interface CustomDimensions {
  widthPx: number;
  heightPx: number;
}

export type PresetSizes = Record<LayoutPreset, CanvasSize>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface TimerSetting {
  enabled: boolean;
  durationSeconds: number;
}

export const CUSTOM_DIMENSIONS_ERROR = 'Please enter valid positive numbers for custom dimensions.';
export const CUSTOM_DIMENSIONS_TOO_LARGE_ERROR = `Custom dimensions can be at most ${MAX_CUSTOM_DIMENSION} pixels.`;
export const TIMER_MINUTES_ERROR = 'Minutes must be a whole number of 0 or more.';
export const TIMER_SECONDS_ERROR = 'Seconds must be a whole number from 0 to 59.';
export const TIMER_TOO_LONG_ERROR = 'The screen timer can be at most 24 hours.';

export function snapToGrid(n: number): number {
  // Adding 0 turns -0 (from small negatives) into 0, which compares equal everywhere.
  return Math.round(n / GRID) * GRID + 0;
}

function snapSize(n: number): number {
  return Math.max(MIN_SIZE, snapToGrid(n));
}

/** The largest grid line that still lies within `n`, so a snapped edge never leaves the canvas. */
function gridFloor(n: number): number {
  return Math.floor(n / GRID) * GRID;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

export function snapRect(rect: Rect): Rect {
  return {
    x: snapToGrid(rect.x),
    y: snapToGrid(rect.y),
    width: snapSize(rect.width),
    height: snapSize(rect.height),
  };
}

export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return DEFAULT_FONT_SIZE;
  return clamp(Math.round(size), FONT_SIZE_RANGE.min, FONT_SIZE_RANGE.max);
}

function isUsableDimension(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_CUSTOM_DIMENSION;
}

export function canvasSizeFor(preset: LayoutPreset, customDimensions?: CustomDimensions | null): CanvasSize {
  if (preset !== 'custom') return FIXED_PRESET_SIZES[preset];
  if (
    customDimensions &&
    isUsableDimension(customDimensions.widthPx) &&
    isUsableDimension(customDimensions.heightPx)
  ) {
    return { width: customDimensions.widthPx, height: customDimensions.heightPx };
  }
  return DEFAULT_CANVAS_SIZE;
}

export function presetSizes(customDimensions?: CustomDimensions | null): PresetSizes {
  return { ...FIXED_PRESET_SIZES, custom: canvasSizeFor('custom', customDimensions) };
}

const FIXED_PRESETS = LAYOUT_PRESETS.filter((preset): preset is FixedLayoutPreset => preset !== 'custom');

export function autoDetectPreset(viewportWidth: number, viewportHeight: number): FixedLayoutPreset {
  if (viewportWidth >= AUTO_DETECT_BASE_MIN_WIDTH) return 'base';
  const exact = FIXED_PRESETS.find((preset) => {
    const size = FIXED_PRESET_SIZES[preset];
    return size.width === viewportWidth && size.height === viewportHeight;
  });
  if (exact) return exact;
  const area = viewportWidth * viewportHeight;
  const aspect = viewportHeight > 0 ? viewportWidth / viewportHeight : 1;
  // iPad landscape and portrait share an area; the closer aspect ratio breaks that tie.
  const distance = (preset: FixedLayoutPreset) => {
    const size = FIXED_PRESET_SIZES[preset];
    return [Math.abs(size.width * size.height - area), Math.abs(size.width / size.height - aspect)];
  };
  return FIXED_PRESETS.reduce((best, preset) => {
    const [areaGap, aspectGap] = distance(preset);
    const [bestAreaGap, bestAspectGap] = distance(best);
    return areaGap < bestAreaGap || (areaGap === bestAreaGap && aspectGap < bestAspectGap) ? preset : best;
  });
}

function scaleFont(size: number, factor: number): number {
  return clamp(Math.round(size * factor), MIN_SCALED_FONT_SIZE, FONT_SIZE_RANGE.max);
}

/** Scales a layout from one canvas to another, keeping it on the grid and inside the target canvas. */
export function scaleLayout(layout: PresetLayout, from: CanvasSize, to: CanvasSize): PresetLayout {
  const scaleX = to.width / from.width;
  const scaleY = to.height / from.height;
  const width = Math.min(snapSize(layout.width * scaleX), Math.max(MIN_SIZE, gridFloor(to.width)));
  const height = Math.min(snapSize(layout.height * scaleY), Math.max(MIN_SIZE, gridFloor(to.height)));
  const scaled: PresetLayout = {
    x: clamp(snapToGrid(layout.x * scaleX), 0, Math.max(0, gridFloor(to.width - width))),
    y: clamp(snapToGrid(layout.y * scaleY), 0, Math.max(0, gridFloor(to.height - height))),
    width,
    height,
  };
  // Text follows the tighter axis so it still fits the narrower box.
  const fontFactor = Math.min(scaleX, scaleY);
  if (layout.fontSize !== undefined) scaled.fontSize = scaleFont(layout.fontSize, fontFactor);
  if (layout.headerFontSize !== undefined)
    scaled.headerFontSize = scaleFont(layout.headerFontSize, fontFactor);
  if (layout.isVisible !== undefined) scaled.isVisible = layout.isVisible;
  return scaled;
}

function baseFieldsLayout(component: LayoutSubject): PresetLayout {
  return {
    x: component.x,
    y: component.y,
    width: component.width,
    height: component.height,
    fontSize: component.style?.fontSize ?? DEFAULT_FONT_SIZE,
    headerFontSize: component.style?.headerFontSize ?? DEFAULT_HEADER_FONT_SIZE,
    ...(component.style?.isVisible === undefined ? {} : { isVisible: component.style.isVisible }),
  };
}

/**
 * The layout of `component` on `toPreset`, scaled from its layout on `fromPreset`
 * (its base fields x, y, width, height when it has none there, which are base-canvas coordinates).
 */
export function deriveLayoutForPreset(
  component: LayoutSubject,
  fromPreset: LayoutPreset,
  toPreset: LayoutPreset,
  sizes: PresetSizes,
): PresetLayout {
  const stored = component.layouts?.[fromPreset];
  if (stored) return scaleLayout(stored, sizes[fromPreset], sizes[toPreset]);
  return scaleLayout(baseFieldsLayout(component), sizes.base, sizes[toPreset]);
}

function priorPresetWithLayout(component: LayoutSubject, preset: LayoutPreset): LayoutPreset {
  const index = LAYOUT_PRESETS.indexOf(preset);
  for (let prior = index - 1; prior >= 0; prior--) {
    const candidate = LAYOUT_PRESETS[prior];
    if (component.layouts?.[candidate]) return candidate;
  }
  return 'base';
}

/**
 * Gives every component a layout for `preset`, deriving missing ones from the prior preset.
 * The base preset is left alone: the base fields already are its layout. Returns the same
 * array when nothing was missing, so callers can skip a no-op update.
 */
export function ensurePresetLayouts<T extends LayoutSubject>(
  components: readonly T[],
  preset: LayoutPreset,
  sizes: PresetSizes,
): readonly T[] {
  if (preset === 'base') return components;
  let changed = false;
  const result = components.map((component) => {
    if (component.layouts?.[preset]) return component;
    changed = true;
    const derived = deriveLayoutForPreset(component, priorPresetWithLayout(component, preset), preset, sizes);
    return { ...component, layouts: { ...component.layouts, [preset]: derived } };
  });
  return changed ? result : components;
}

export function effectiveLayout(component: LayoutSubject, preset: LayoutPreset): EffectiveLayout {
  const layout = component.layouts?.[preset] ?? component;
  const style = component.style ?? {};
  return {
    x: layout.x,
    y: layout.y,
    width: layout.width,
    height: layout.height,
    fontSize: component.layouts?.[preset]?.fontSize ?? style.fontSize ?? DEFAULT_FONT_SIZE,
    headerFontSize:
      component.layouts?.[preset]?.headerFontSize ?? style.headerFontSize ?? DEFAULT_HEADER_FONT_SIZE,
    isVisible: component.layouts?.[preset]?.isVisible ?? style.isVisible ?? true,
  };
}

/** Space a new card keeps from the cards around it. */
export const NEW_CARD_GAP = 2 * GRID;
/** Space a new card keeps from the edge of what the family can see, as the widgets' default place does. */
export const NEW_CARD_MARGIN = 5 * GRID;

function gridCeil(n: number): number {
  return Math.ceil(n / GRID) * GRID;
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The grid positions a card of `size` may take along one axis, inside [from, to) and the canvas. */
function axisRange(from: number, to: number, size: number, canvas: number): [number, number] {
  const last = Math.max(0, gridFloor(canvas - size));
  for (const gap of [NEW_CARD_MARGIN, NEW_CARD_GAP, 0]) {
    const min = clamp(gridCeil(from + gap), 0, last);
    const max = clamp(gridFloor(to - gap - size), 0, last);
    if (min <= max) return [min, max];
  }
  // Narrower than the card: its start on screen, so the card begins where the family is looking.
  const start = clamp(gridCeil(from), 0, last);
  return [start, start];
}

export interface FreeSpotRequest {
  /** The new card's size; it is kept, only cut to the canvas. */
  size: CanvasSize;
  /** Where cards already are on this canvas (the visible ones). */
  occupied: readonly Rect[];
  canvas: CanvasSize;
  /** The part of the canvas on screen; the whole canvas when absent. */
  area?: Rect;
  /** The widget's own default place, taken when it is free and on screen. */
  preferred?: { x: number; y: number };
}

/**
 * Where a new card goes: where the family can see it and clear of the cards already there (by
 * NEW_CARD_GAP), on the grid. Its preferred place when that is free, else the first free spot
 * reading from the top left. On a full board, the spot that covers the least of the other cards,
 * and never exactly on top of one.
 */
export function findFreeSpot({ size, occupied, canvas, area, preferred }: FreeSpotRequest): Rect {
  const width = Math.min(snapSize(size.width), Math.max(MIN_SIZE, gridFloor(canvas.width)));
  const height = Math.min(snapSize(size.height), Math.max(MIN_SIZE, gridFloor(canvas.height)));
  const seen = area ?? { x: 0, y: 0, ...canvas };
  const [xMin, xMax] = axisRange(seen.x, seen.x + seen.width, width, canvas.width);
  const [yMin, yMax] = axisRange(seen.y, seen.y + seen.height, height, canvas.height);
  const at = (x: number, y: number): Rect => ({ x, y, width, height });
  // The card with the gap it keeps around it.
  const padded = (spot: Rect): Rect => ({
    x: spot.x - NEW_CARD_GAP,
    y: spot.y - NEW_CARD_GAP,
    width: spot.width + 2 * NEW_CARD_GAP,
    height: spot.height + 2 * NEW_CARD_GAP,
  });
  const blocker = (spot: Rect) => occupied.find((rect) => overlap(padded(spot), rect) > 0);

  if (preferred) {
    const spot = at(snapToGrid(preferred.x), snapToGrid(preferred.y));
    const onScreen = spot.x >= xMin && spot.x <= xMax && spot.y >= yMin && spot.y <= yMax;
    if (onScreen && !blocker(spot)) return spot;
  }

  for (let y = yMin; y <= yMax; y += GRID) {
    for (let x = xMin; x <= xMax; ) {
      const hit = blocker(at(x, y));
      if (!hit) return at(x, y);
      // Everything left of the card in the way is blocked by it too.
      x = Math.max(x + GRID, gridCeil(hit.x + hit.width + NEW_CARD_GAP));
    }
  }

  // Least covered first, then least crowded, then not exactly on top of another card.
  const covered = (spot: Rect) => occupied.reduce((sum, rect) => sum + overlap(spot, rect), 0);
  let best = { spot: at(xMin, yMin), cost: [Number.POSITIVE_INFINITY, 0, 0] };
  for (let y = yMin; y <= yMax; y += GRID) {
    for (let x = xMin; x <= xMax; x += GRID) {
      const spot = at(x, y);
      const first = covered(spot);
      if (first > best.cost[0]) continue;
      const cost = [
        first,
        covered(padded(spot)),
        occupied.some((rect) => rect.x === x && rect.y === y) ? 1 : 0,
      ];
      const differs = cost.findIndex((value, index) => value !== best.cost[index]);
      if (differs !== -1 && cost[differs] < best.cost[differs]) best = { spot, cost };
    }
  }
  return best.spot;
}

interface Layered {
  id: string;
  zIndex: number;
}

function byLayer<T extends Layered>(components: readonly T[]): T[] {
  return components
    .map((component, index) => ({ component, index }))
    .sort((a, b) => a.component.zIndex - b.component.zIndex || a.index - b.index)
    .map(({ component }) => component);
}

function numbered<T extends Layered>(ordered: readonly T[]): T[] {
  return ordered.map((component, zIndex) =>
    component.zIndex === zIndex ? component : { ...component, zIndex },
  );
}

/** Components from bottom to top with zIndex 0..n-1; ties keep their array order. */
export function renumberLayers<T extends Layered>(components: readonly T[]): T[] {
  return numbered(byLayer(components));
}

function moveLayer<T extends Layered>(
  components: readonly T[],
  id: string,
  target: (index: number, count: number) => number,
): T[] {
  const ordered = byLayer(components);
  const index = ordered.findIndex((component) => component.id === id);
  if (index === -1) return numbered(ordered);
  const [moved] = ordered.splice(index, 1);
  ordered.splice(clamp(target(index, ordered.length + 1), 0, ordered.length), 0, moved);
  return numbered(ordered);
}

export function bringToFront<T extends Layered>(components: readonly T[], id: string): T[] {
  return moveLayer(components, id, (_index, count) => count - 1);
}

export function sendToBack<T extends Layered>(components: readonly T[], id: string): T[] {
  return moveLayer(components, id, () => 0);
}

export function bringForward<T extends Layered>(components: readonly T[], id: string): T[] {
  return moveLayer(components, id, (index) => index + 1);
}

export function sendBackward<T extends Layered>(components: readonly T[], id: string): T[] {
  return moveLayer(components, id, (index) => index - 1);
}

const WHOLE_NUMBER = /^\d+$/;

function parseWholeNumber(text: string | number): number | null {
  const trimmed = String(text).trim();
  if (trimmed === '') return 0;
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** Empty inputs count as 0, so "5" minutes with a blank seconds box is five minutes. */
export function parseTimer(
  minutesText: string | number,
  secondsText: string | number,
): ParseResult<TimerSetting> {
  const minutes = parseWholeNumber(minutesText);
  if (minutes === null) return { ok: false, error: TIMER_MINUTES_ERROR };
  const seconds = parseWholeNumber(secondsText);
  if (seconds === null || seconds > 59) return { ok: false, error: TIMER_SECONDS_ERROR };
  const durationSeconds = minutes * 60 + seconds;
  if (durationSeconds > MAX_TIMER_SECONDS) return { ok: false, error: TIMER_TOO_LONG_ERROR };
  if (durationSeconds > 0) return { ok: true, value: { enabled: true, durationSeconds } };
  return { ok: true, value: { enabled: false, durationSeconds: 0 } };
}

export function parseCustomDimensions(
  widthText: string | number,
  heightText: string | number,
): ParseResult<CustomDimensions> {
  const parse = (text: string | number) => {
    const trimmed = String(text).trim();
    return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN;
  };
  const widthPx = parse(widthText);
  const heightPx = parse(heightText);
  if (!isUsableDimension(widthPx) || !isUsableDimension(heightPx)) {
    const tooLarge = widthPx > MAX_CUSTOM_DIMENSION || heightPx > MAX_CUSTOM_DIMENSION;
    const positive = widthPx > 0 && heightPx > 0;
    return {
      ok: false,
      error: tooLarge && positive ? CUSTOM_DIMENSIONS_TOO_LARGE_ERROR : CUSTOM_DIMENSIONS_ERROR,
    };
  }
  return { ok: true, value: { widthPx, heightPx } };
}

/** The screen a timer switches to after `current`, wrapping to the first. */
export function nextScreenIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  if (!Number.isInteger(current) || current < 0 || current >= count) return 0;
  return (current + 1) % count;
}
