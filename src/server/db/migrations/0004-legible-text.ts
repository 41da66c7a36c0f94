import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';

/**
 * Boards saved before text was made legible from across the room: a card whose text sizes the family
 * never touched (body 16, or the clock's 48, with a 12 px header) gets the new defaults, and dark text
 * left at the old default #222222 becomes automatic (dark or light by what is behind it). Sizes and
 * colours a family chose stay as they are. Everything this needs is written down here as it was, so
 * later changes to the board code cannot change what this migration did.
 */

const OLD_HEADER = 12;
const NEW_HEADER = 24;
const OLD_BODY = 16;
const NEW_BODY = 28;
const CLOCK_BODY = 48;
/** Other font sizes a card kept at their old defaults, and what they become. */
const OTHER_SIZES: Record<string, [number, number]> = {
  cardTaskFontSize: [16, 28],
  cardValueFontSize: [24, 32],
  calendarCardEventFontSize: [14, 28],
};
const OLD_TEXT_COLOR = '#222222';
const TEXT_COLORS = ['fontColor', 'headerFontColor'];

interface Size {
  width: number;
  height: number;
}

/** The presets in their order of derivation, with the sizes they had when this migration was written. */
const PRESETS = ['base', 'tv_16_9', 'ipad_landscape', 'ipad_portrait', 'custom'] as const;
type Preset = (typeof PRESETS)[number];
const FIXED_SIZES: Record<Exclude<Preset, 'custom'>, Size> = {
  base: { width: 1920, height: 1080 },
  tv_16_9: { width: 1920, height: 1080 },
  ipad_landscape: { width: 1024, height: 768 },
  ipad_portrait: { width: 768, height: 1024 },
};
const MIN_SCALED_FONT = 8;
const MAX_FONT = 248;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Preset derivation's font scaling: by the tighter axis, rounded, at least 8. */
function scaleFont(size: number, from: Size, to: Size): number {
  const factor = Math.min(to.width / from.width, to.height / from.height);
  return Math.min(MAX_FONT, Math.max(MIN_SCALED_FONT, Math.round(size * factor)));
}

/**
 * Every pair of fonts the editor could have derived for `preset` from a base pair: from the base
 * directly, or through any earlier presets the card had layouts for.
 */
function derivedPairs(
  base: [number, number],
  preset: Preset,
  sizes: Record<Preset, Size>,
): [number, number][] {
  const between = PRESETS.slice(1, PRESETS.indexOf(preset));
  const pairs: [number, number][] = [];
  for (let mask = 0; mask < 1 << between.length; mask++) {
    const chain = ['base' as Preset, ...between.filter((_, index) => mask & (1 << index)), preset];
    let pair = base;
    for (let step = 1; step < chain.length; step++) {
      const [from, to] = [sizes[chain[step - 1]], sizes[chain[step]]];
      pair = [scaleFont(pair[0], from, to), scaleFont(pair[1], from, to)];
    }
    pairs.push(pair);
  }
  return pairs;
}

function customSize(document: Json): Size {
  const custom = isRecord(document.customDimensions) ? document.customDimensions : {};
  const usable = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 10_000;
  return usable(custom.widthPx) && usable(custom.heightPx)
    ? { width: custom.widthPx as number, height: custom.heightPx as number }
    : FIXED_SIZES.base;
}

/** One stored card with the new defaults where it kept the old ones; the same object when nothing changed. */
export function upgradeComponentText(component: unknown, custom: Size = FIXED_SIZES.base): unknown {
  if (!isRecord(component) || !isRecord(component.style)) return component;
  const style: Json = { ...component.style };
  let changed = false;
  const set = (key: string, value: unknown) => {
    if (value === undefined) delete style[key];
    else style[key] = value;
    changed = true;
  };

  for (const key of TEXT_COLORS) {
    const color = style[key];
    if (typeof color === 'string' && color.toLowerCase() === OLD_TEXT_COLOR) set(key, undefined);
  }

  const clock = component.type === 'clock';
  const before: [number, number] = [clock ? CLOCK_BODY : OLD_BODY, OLD_HEADER];
  const after: [number, number] = [clock ? CLOCK_BODY : NEW_BODY, NEW_HEADER];
  const untouched =
    (style.fontSize ?? before[0]) === before[0] && (style.headerFontSize ?? before[1]) === before[1];
  if (!untouched) return changed ? { ...component, style } : component;

  if (style.fontSize !== undefined && style.fontSize !== after[0]) set('fontSize', after[0]);
  if (style.headerFontSize !== undefined) set('headerFontSize', after[1]);
  for (const [key, [old, next]] of Object.entries(OTHER_SIZES)) {
    if (style[key] === old) set(key, next);
  }
  const layouts = upgradeLayouts(component.layouts, before, after, custom);
  if (layouts !== component.layouts) changed = true;
  return changed ? { ...component, style, layouts } : component;
}

/**
 * Per-preset fonts that are still what derivation gave from the old defaults follow the new ones;
 * the same object when none did.
 */
function upgradeLayouts(layouts: unknown, before: [number, number], after: [number, number], custom: Size) {
  if (!isRecord(layouts)) return layouts;
  const sizes: Record<Preset, Size> = { ...FIXED_SIZES, custom };
  let upgraded: Json | null = null;
  for (const preset of PRESETS) {
    const layout = layouts[preset];
    if (!isRecord(layout)) continue;
    const match = derivedPairs(before, preset, sizes).findIndex(
      ([body, header]) => layout.fontSize === body && layout.headerFontSize === header,
    );
    if (match === -1) continue;
    const [fontSize, headerFontSize] = derivedPairs(after, preset, sizes)[match];
    upgraded = { ...(upgraded ?? layouts), [preset]: { ...layout, fontSize, headerFontSize } };
  }
  return upgraded ?? layouts;
}

/** A stored document (a screen's, or a template's screen data) with its cards upgraded, or null if unchanged. */
export function upgradeDocumentText(text: string): string | null {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(document) || !Array.isArray(document.components)) return null;
  const stored: unknown[] = document.components;
  const custom = customSize(document);
  const components = stored.map((component) => upgradeComponentText(component, custom));
  if (components.every((component, index) => component === stored[index])) return null;
  return JSON.stringify({ ...document, components });
}

interface Tables {
  screens: { id: number; document: string; version: number; updated_at: string };
  saved_screens: { id: number; screen_data: string };
}

export const legibleText: MigrationFactory = () => ({
  async up(untyped: Kysely<unknown>) {
    const db = untyped as unknown as Kysely<Tables>;
    const now = new Date().toISOString();
    const screens = await db.selectFrom('screens').select(['id', 'document', 'version']).execute();
    for (const screen of screens) {
      const document = upgradeDocumentText(screen.document);
      if (document === null) continue;
      // A new version, so an editor still open on the old one reloads instead of saving over it.
      await db
        .updateTable('screens')
        .set({ document, version: screen.version + 1, updated_at: now })
        .where('id', '=', screen.id)
        .execute();
    }
    const templates = await db.selectFrom('saved_screens').select(['id', 'screen_data']).execute();
    for (const template of templates) {
      const screenData = upgradeDocumentText(template.screen_data);
      if (screenData === null) continue;
      await db
        .updateTable('saved_screens')
        .set({ screen_data: screenData })
        .where('id', '=', template.id)
        .execute();
    }
  },
});
