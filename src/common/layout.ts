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
    return { ok: false, error: CUSTOM_DIMENSIONS_ERROR };
  }
  return { ok: true, value: { widthPx, heightPx } };
}

/** The screen a timer switches to after `current`, wrapping to the first. */
export function nextScreenIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  if (!Number.isInteger(current) || current < 0 || current >= count) return 0;
  return (current + 1) % count;
}
