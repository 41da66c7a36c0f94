/**
 * A component: one widget on a board, with its place, size, per-preset layouts and style (spec 02
 * §3). Each type's own fields come from its widget in the registry.
 */
import { z } from 'zod';
import {
  type AnyWidget,
  WIDGETS,
  type WidgetDefinition,
  type WidgetType,
  widgetFor,
  widgetForStoredType,
} from '../../widgets/registry';
import {
  FONT_SIZE_RANGE,
  LAYOUT_PRESETS,
  MAX_COMPONENTS_PER_SCREEN,
  MAX_COORDINATE,
  MAX_TEXT_LENGTH,
  MIN_SIZE,
} from '../board';
import { defaultStyle } from '../default-style';
import { layerOrderSchema, rangedNumber, styleSchema } from './style';

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
export const componentVariantByType = new Map<string, z.ZodObject>(
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
export function upgradeLegacyShape(
  raw: unknown,
): { widget: AnyWidget; fields: Record<string, unknown> } | null {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function uniqueComponentId(raw: unknown, index: number, taken: Set<string>): string {
  const candidate =
    typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (candidate !== '' && candidate.length <= 100 && !taken.has(candidate)) return candidate;
  let counter = index + 1;
  while (taken.has(`component-${counter}`)) counter++;
  return `component-${counter}`;
}

/** A new component of `type` with every default, placed above all `existing` components. */
export function createComponent<T extends WidgetType>(
  type: T,
  id: string,
  existing: readonly { zIndex: number }[] = [],
): Extract<Component, { type: T }> {
  const widget: AnyWidget = widgetFor(type);
  const zIndex = existing.length === 0 ? 0 : Math.max(...existing.map((component) => component.zIndex)) + 1;
  return {
    id,
    type,
    ...widget.defaultPosition,
    ...widget.defaultSize,
    headerText: widget.label,
    isLocked: false,
    zIndex,
    layouts: {},
    style: { ...defaultStyle(), ...widget.defaultStyle },
    ...widget.fields.parse({}),
  } as Extract<Component, { type: T }>;
}
