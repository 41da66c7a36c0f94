/**
 * The screen document (spec 02 §3, §7): what the editor saves, what templates hold, and how a
 * stored row is read back. Components are checked with their widget's own fields from the registry.
 */

import { z } from 'zod';
import { type AnyWidget, WIDGETS, type WidgetDefinition, widgetForStoredType } from '../../widgets/registry';
import {
  DEFAULT_CANVAS_SIZE,
  DEFAULT_LAYOUT_PRESET,
  FONT_SIZE_RANGE,
  LAYOUT_PRESETS,
  MAX_COMPONENTS_PER_SCREEN,
  MAX_COORDINATE,
  MAX_CUSTOM_DIMENSION,
  MAX_SCREEN_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TIMER_SECONDS,
  MIN_SIZE,
  OPACITY_RANGE,
} from '../board';
import { CUSTOM_DIMENSIONS_ERROR } from '../layout';
import { MAX_INTEGER_COLUMN, rowIdSchema } from './ids';
import {
  colorSchema,
  defaultStyle,
  imageUrlSchema,
  layerOrderSchema,
  rangedNumber,
  styleSchema,
} from './style';

const presetMessage = `Layout preset must be one of ${LAYOUT_PRESETS.join(', ')}.`;
export const layoutPresetSchema = z.enum(LAYOUT_PRESETS, { error: presetMessage });

const position = (label: string) => rangedNumber(label, { min: -MAX_COORDINATE, max: MAX_COORDINATE });
const size = (label: string) => rangedNumber(label, { min: MIN_SIZE, max: MAX_COORDINATE });

export const presetLayoutSchema = z.object({
  x: position('X position'),
  y: position('Y position'),
  width: size('Width'),
  height: size('Height'),
  fontSize: rangedNumber('Font size', FONT_SIZE_RANGE).optional(),
  headerFontSize: rangedNumber('Header font size', FONT_SIZE_RANGE).optional(),
  isVisible: z.boolean({ error: 'Visibility must be true or false.' }).optional(),
});

const componentIdMessage = 'Each component needs an id of at most 100 characters.';

const componentBaseShape = {
  id: z
    .string({ error: componentIdMessage })
    .trim()
    .min(1, { error: componentIdMessage })
    .max(100, { error: componentIdMessage }),
  x: position('X position'),
  y: position('Y position'),
  width: size('Width'),
  height: size('Height'),
  headerText: z
    .string({ error: 'Header text must be text.' })
    .max(MAX_TEXT_LENGTH, { error: 'Header text must be at most 10,000 characters.' })
    .default(''),
  isLocked: z.boolean({ error: 'Locked must be true or false.' }).default(false),
  zIndex: layerOrderSchema('Layer order').default(0),
  layouts: z.partialRecord(layoutPresetSchema, presetLayoutSchema).prefault({}),
  style: styleSchema.prefault({}),
};

type ComponentVariantSchema<W> =
  W extends WidgetDefinition<infer Type, infer Fields>
    ? z.ZodObject<typeof componentBaseShape & { type: z.ZodLiteral<Type> } & Fields['shape'], z.core.$strip>
    : never;
type ComponentVariantSchemas<Widgets extends readonly unknown[]> = {
  [K in keyof Widgets]: ComponentVariantSchema<Widgets[K]>;
};

function componentVariant(widget: AnyWidget) {
  return z.object({ ...componentBaseShape, type: z.literal(widget.type), ...widget.fields.shape });
}

const componentVariants = WIDGETS.map(componentVariant) as unknown as ComponentVariantSchemas<typeof WIDGETS>;
const componentVariantByType = new Map<string, z.ZodObject>(
  WIDGETS.map((widget, index) => [widget.type, componentVariants[index]]),
);

export const componentSchema = z.discriminatedUnion('type', componentVariants, {
  error: (issue) => {
    // Typed as union issues only, but a non-object component reaches here as invalid_type.
    const code: string = issue.code;
    if (code === 'invalid_type') return 'Each component must be an object.';
    if (code !== 'invalid_union') return undefined;
    const type = (issue.input as { type?: unknown } | undefined)?.type;
    return typeof type === 'string' ? `Unknown component type: ${type}` : 'Each component needs a type.';
  },
});

export type Component = z.output<typeof componentSchema>;
export type ComponentInput = z.input<typeof componentSchema>;
export type ComponentOfType<T extends Component['type']> = Extract<Component, { type: T }>;

export const componentsSchema = z.preprocess(
  completeSentComponents,
  z
    .array(componentSchema, { error: 'Components must be a list.' })
    .max(MAX_COMPONENTS_PER_SCREEN, {
      error: `A screen can hold at most ${MAX_COMPONENTS_PER_SCREEN} components.`,
    })
    .refine((components) => new Set(components.map((component) => component.id)).size === components.length, {
      error: 'Each component on a screen needs a different id.',
    }),
);

/** A component in an older shape (a bare type name, a legacy type spelling) in today's shape, or null. */
function upgradeLegacyShape(raw: unknown): { widget: AnyWidget; fields: Record<string, unknown> } | null {
  const stored = typeof raw === 'string' ? { type: raw } : raw;
  if (!isRecord(stored)) return null;
  const widget = widgetForStoredType(stored.type);
  if (!widget) return null;
  const upgraded = widget.upgrade ? widget.upgrade(stored, String(stored.type)) : stored;
  return { widget, fields: { ...upgraded, type: widget.type } };
}

/**
 * Components as clients may send them (spec 02 §2): the simple Manage Screens form's bare type
 * names ('events', 'menu', 'shopping') and objects such as {type: 'lists', listId} become full
 * components with the widget's defaults. Whatever was sent is kept as sent, so a bad value is
 * still refused.
 */
function completeSentComponents(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  const takenIds = new Set(
    raw.flatMap((entry) => (isRecord(entry) && typeof entry.id === 'string' ? [entry.id] : [])),
  );
  return raw.map((entry, index) => {
    const legacy = upgradeLegacyShape(entry);
    // A bare name of no known type is still a type name, and is refused as one.
    if (!legacy) return typeof entry === 'string' ? { type: entry } : entry;
    const { widget, fields } = legacy;
    let id = fields.id;
    if (id === undefined) {
      id = uniqueComponentId(undefined, index, takenIds);
      takenIds.add(id as string);
    }
    return { ...widget.defaultPosition, ...widget.defaultSize, headerText: widget.label, ...fields, id };
  });
}

export const BACKGROUND_TYPES = ['color', 'image', 'video'] as const;

export const backgroundSchema = z.object({
  type: z
    .enum(BACKGROUND_TYPES, { error: 'Background type must be color, image or video.' })
    .default('color'),
  url: imageUrlSchema('Background URL').default(null),
  color: colorSchema('Background colour').default('#ffffff'),
  opacity: rangedNumber('Background opacity', OPACITY_RANGE).default(1),
});
export type ScreenBackground = z.output<typeof backgroundSchema>;

const timerMessage = 'The screen timer must be a whole number of seconds, at most 24 hours.';
export const timerSchema = z.object({
  enabled: z.boolean({ error: 'The screen timer switch must be true or false.' }).default(false),
  durationSeconds: z
    .number({ error: timerMessage })
    .int({ error: timerMessage })
    .min(0, { error: timerMessage })
    .max(MAX_TIMER_SECONDS, { error: timerMessage })
    .default(0),
});
export type ScreenTimer = z.output<typeof timerSchema>;

const dimension = z
  .number({ error: CUSTOM_DIMENSIONS_ERROR })
  .int({ error: CUSTOM_DIMENSIONS_ERROR })
  .min(1, { error: CUSTOM_DIMENSIONS_ERROR })
  .max(MAX_CUSTOM_DIMENSION, { error: CUSTOM_DIMENSIONS_ERROR });
export const customDimensionsSchema = z.object({
  widthPx: dimension.default(DEFAULT_CANVAS_SIZE.width),
  heightPx: dimension.default(DEFAULT_CANVAS_SIZE.height),
});

function nameSchema(emptyMessage: string) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, { error: emptyMessage })
    .max(MAX_SCREEN_NAME_LENGTH, { error: `Names must be at most ${MAX_SCREEN_NAME_LENGTH} characters.` });
}
const screenNameSchema = nameSchema('Name cannot be empty.');

const versionMessage = 'Screen version must be a whole number.';
const versionSchema = z
  .number({ error: versionMessage })
  .int({ error: versionMessage })
  .min(0, { error: versionMessage })
  .max(MAX_INTEGER_COLUMN, { error: versionMessage });

/** A screen without its id: the body of a duplicate, and what a template keeps. */
export const screenDataSchema = z.object({
  name: screenNameSchema.optional(),
  components: componentsSchema.default([]),
  background: backgroundSchema.prefault({}),
  timer: timerSchema.prefault({}),
  activeLayoutPreset: layoutPresetSchema.default(DEFAULT_LAYOUT_PRESET),
  customDimensions: customDimensionsSchema.prefault({}),
});
export type ScreenData = z.output<typeof screenDataSchema>;

/** POST /api/screens: a new screen, or a copy of one. */
export const createScreenSchema = screenDataSchema.extend({ name: screenNameSchema });

/** PUT /api/screens/{id}: the whole screen; `version` is the one the editor loaded, and a stale one is a conflict. */
export const screenDocumentSchema = z.object({
  name: screenNameSchema.optional(),
  components: componentsSchema,
  background: backgroundSchema,
  timer: timerSchema,
  activeLayoutPreset: layoutPresetSchema,
  customDimensions: customDimensionsSchema,
  version: versionSchema,
});
export type ScreenDocument = z.output<typeof screenDocumentSchema>;

/** POST /api/saved-screens. */
export const savedScreenSchema = z.object({
  name: nameSchema('Saved screen name cannot be empty.'),
  screenData: screenDataSchema.prefault({}),
});

/** POST /api/screens/reorder. */
export const reorderScreensSchema = z.object({
  order: z
    .array(rowIdSchema('Each screen id'), { error: 'The screen order must be a list of screen ids.' })
    .max(1000, { error: 'The screen order can list at most 1000 screens.' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each screen can appear only once in the order.',
    }),
});

/** A screen as the API answers it. */
export const screenSchema = z.object({
  id: z.number().int().min(0),
  name: screenNameSchema,
  components: componentsSchema,
  background: backgroundSchema,
  timer: timerSchema,
  activeLayoutPreset: layoutPresetSchema,
  customDimensions: customDimensionsSchema,
  version: versionSchema,
  /** Place in the user's screen list, from 0. */
  position: z.number().int().min(0),
});
export type Screen = z.output<typeof screenSchema>;

type Repaired = { ok: true; value: unknown } | { ok: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function arrayMaxLength(schema: z.ZodArray): number {
  const check = schema.def.checks?.find((candidate) => candidate._zod.def.check === 'max_length');
  return (check?._zod.def as { maximum?: number } | undefined)?.maximum ?? Number.POSITIVE_INFINITY;
}

/**
 * Makes `value` fit `schema` with the smallest change: numbers are clamped (and rounded where whole
 * numbers are required), long text is cut, bad list entries are dropped, and anything else that
 * does not fit falls back to the field's default or is left out when optional.
 */
function repairValue(schema: z.ZodType, value: unknown): Repaired {
  const direct = schema.safeParse(value);
  if (direct.success) return { ok: true, value: direct.data };

  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    const inner =
      value === undefined ? { ok: false as const } : repairValue(schema.unwrap() as z.ZodType, value);
    if (inner.ok) return inner;
    const fallback = schema.safeParse(undefined);
    return fallback.success ? { ok: true, value: fallback.data } : { ok: false };
  }
  if (schema instanceof z.ZodOptional) {
    const inner = repairValue(schema.unwrap() as z.ZodType, value);
    return inner.ok ? inner : { ok: true, value: undefined };
  }
  if (schema instanceof z.ZodNullable) {
    const inner = repairValue(schema.unwrap() as z.ZodType, value);
    return inner.ok ? inner : { ok: true, value: null };
  }
  if (schema instanceof z.ZodNumber) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) return { ok: false };
    let fixed = schema.isInt ? Math.round(number) : number;
    fixed = Math.min(schema.maxValue ?? fixed, Math.max(schema.minValue ?? fixed, fixed));
    const result = schema.safeParse(fixed);
    return result.success ? { ok: true, value: result.data } : { ok: false };
  }
  if (schema instanceof z.ZodString) {
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value)))
      return { ok: false };
    const text = String(value).slice(0, schema.maxLength ?? undefined);
    const result = schema.safeParse(text);
    return result.success ? { ok: true, value: result.data } : { ok: false };
  }
  if (schema instanceof z.ZodArray) {
    if (!Array.isArray(value)) return { ok: false };
    const kept: unknown[] = [];
    for (const item of value) {
      const repaired = repairValue(schema.element as z.ZodType, item);
      if (repaired.ok) kept.push(repaired.value);
    }
    const result = schema.safeParse(kept.slice(0, arrayMaxLength(schema)));
    return result.success ? { ok: true, value: result.data } : { ok: false };
  }
  if (schema instanceof z.ZodRecord) {
    if (!isRecord(value)) return { ok: false };
    const kept: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (!(schema.keyType as z.ZodType).safeParse(key).success) continue;
      const repaired = repairValue(schema.valueType as z.ZodType, entry);
      if (repaired.ok) kept[key] = repaired.value;
    }
    const result = schema.safeParse(kept);
    return result.success ? { ok: true, value: result.data } : { ok: false };
  }
  if (schema instanceof z.ZodObject) {
    if (!isRecord(value)) return { ok: false };
    const fixed: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const repaired = repairValue(field, value[key]);
      if (!repaired.ok) return { ok: false };
      if (repaired.value !== undefined) fixed[key] = repaired.value;
    }
    return { ok: true, value: fixed };
  }
  return { ok: false };
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function uniqueComponentId(raw: unknown, index: number, taken: Set<string>): string {
  const candidate =
    typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (candidate !== '' && candidate.length <= 100 && !taken.has(candidate)) return candidate;
  let counter = index + 1;
  while (taken.has(`component-${counter}`)) counter++;
  return `component-${counter}`;
}

function repairComponent(raw: unknown, index: number, takenIds: Set<string>): Component | null {
  const legacy = upgradeLegacyShape(raw);
  if (!legacy) return null;
  const { widget, fields: upgraded } = legacy;
  const prepared = {
    ...upgraded,
    id: uniqueComponentId(upgraded.id, index, takenIds),
    x: finiteOr(upgraded.x, widget.defaultPosition.x),
    y: finiteOr(upgraded.y, widget.defaultPosition.y),
    width: finiteOr(upgraded.width, widget.defaultSize.width),
    height: finiteOr(upgraded.height, widget.defaultSize.height),
    zIndex: finiteOr(upgraded.zIndex, index),
    headerText: typeof upgraded.headerText === 'string' ? upgraded.headerText : widget.label,
  };
  const variant = componentVariantByType.get(widget.type);
  const repaired = variant ? repairValue(variant, prepared) : { ok: false as const };
  if (!repaired.ok) return null;
  const component = repaired.value as Component;
  takenIds.add(component.id);
  return { ...component, style: { ...defaultStyle(), ...widget.defaultStyle, ...component.style } };
}

function repairComponents(raw: unknown): Component[] {
  if (!Array.isArray(raw)) return [];
  const takenIds = new Set<string>();
  const components: Component[] = [];
  for (const [index, entry] of raw.entries()) {
    if (components.length === MAX_COMPONENTS_PER_SCREEN) break;
    const component = repairComponent(entry, index, takenIds);
    if (component) components.push(component);
  }
  return components;
}

function repairWithDefault<T>(schema: z.ZodType<T>, value: unknown): T {
  const repaired = repairValue(schema, value);
  return repaired.ok ? (repaired.value as T) : schema.parse({});
}

function wholeNumberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

export const UNTITLED_SCREEN_NAME = 'Untitled Screen';

/**
 * Reads a stored screen leniently so an old or hand-edited row never breaks the editor: missing
 * parts get defaults, components of unknown types are dropped, legacy type spellings are mapped,
 * out-of-range numbers are clamped.
 */
export function repairScreen(raw: unknown): Screen {
  const stored = isRecord(raw) ? raw : {};
  const name = typeof stored.name === 'string' ? stored.name.trim().slice(0, MAX_SCREEN_NAME_LENGTH) : '';
  const timer = repairWithDefault(timerSchema, stored.timer);
  const preset = layoutPresetSchema.safeParse(stored.activeLayoutPreset);
  return {
    id: wholeNumberOr(typeof stored.id === 'string' ? Number(stored.id) : stored.id, 0),
    name: name === '' ? UNTITLED_SCREEN_NAME : name,
    components: repairComponents(stored.components),
    background: repairWithDefault(backgroundSchema, stored.background),
    // Disabling a timer clears its duration, and one without a duration is off.
    timer: timer.enabled && timer.durationSeconds > 0 ? timer : { enabled: false, durationSeconds: 0 },
    activeLayoutPreset: preset.success ? preset.data : DEFAULT_LAYOUT_PRESET,
    customDimensions: repairWithDefault(customDimensionsSchema, stored.customDimensions),
    version: wholeNumberOr(stored.version, 0),
    position: wholeNumberOr(stored.position, 0),
  };
}
