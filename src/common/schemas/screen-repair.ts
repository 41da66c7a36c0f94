/**
 * Fitting a stored screen body to the schema, leniently: an old or hand-edited row never breaks the
 * editor or a wall. Numbers are clamped, long text is cut, unknown components dropped, legacy
 * component shapes upgraded, and anything else that does not fit takes the field's default.
 */
import { z } from 'zod';
import { MAX_COMPONENTS_PER_SCREEN, MAX_SCREEN_NAME_LENGTH } from '../board';
import { defaultStyle } from '../default-style';
import {
  type Component,
  componentVariantByType,
  isRecord,
  uniqueComponentId,
  upgradeLegacyShape,
} from './component';
import { SCREEN_BODY_FIELDS, type ScreenBody, type ScreenBodyField, screenBodySchema } from './screen';

type Repaired = { ok: true; value: unknown } | { ok: false };

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

/** Fields a walk of their schema cannot fit: one component that does not fit is dropped, not the list. */
const FIELD_REPAIRS: Partial<Record<ScreenBodyField, (raw: unknown) => unknown>> = {
  components: repairComponents,
};

function repairField(field: ScreenBodyField, raw: unknown): unknown {
  const repair = FIELD_REPAIRS[field];
  if (repair) return repair(raw);
  const schema = screenBodySchema.shape[field] as z.ZodType;
  const repaired = repairValue(schema, raw);
  return repaired.ok ? repaired.value : schema.parse(undefined);
}

/**
 * Any stored body, made to fit the schema field by field (the schema's own fields: a new one needs
 * nothing here). Missing parts get defaults, components of unknown types are dropped, legacy type
 * spellings are mapped, out-of-range numbers are clamped.
 */
export function repairScreenBody(raw: unknown): ScreenBody {
  const stored = isRecord(raw) ? raw : {};
  const body = Object.fromEntries(
    SCREEN_BODY_FIELDS.map((field) => [field, repairField(field, stored[field])]),
  ) as ScreenBody;
  const { timer } = body;
  // Disabling a timer clears its duration, and one without a duration is off.
  return timer.enabled && timer.durationSeconds > 0
    ? body
    : { ...body, timer: { enabled: false, durationSeconds: 0 } };
}

export const UNTITLED_SCREEN_NAME = 'Untitled Screen';

/** A stored name trimmed and cut to fit; empty when there is none. */
export function repairScreenName(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().slice(0, MAX_SCREEN_NAME_LENGTH) : '';
}
