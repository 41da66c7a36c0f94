/**
 * Every widget type, one line each. Isomorphic: the server validates saved boards with it, so
 * nothing here or in a widget's schema.ts may import React or a view.
 */

import type { z } from 'zod';
import type { CanvasSize } from '../common/board';
import type { Resource } from '../common/resources';
import type { Style } from '../common/schemas/style';
import { calendarWidget } from './calendar/schema';
import { clockWidget } from './clock/schema';
import { countdownWidget } from './countdown/schema';
import { eventsWidget } from './events/schema';
import { imageWidget } from './image/schema';
import { listWidget } from './list/schema';
import { menuWidget } from './menu/schema';
import { piggyBankWidget } from './piggy-bank/schema';
import { recipeWidget } from './recipe/schema';
import { shoppingWidget } from './shopping/schema';
import { spotifyWidget } from './spotify/schema';
import { textWidget } from './text/schema';
import { weatherWidget } from './weather/schema';

export interface WidgetDefinition<Type extends string = string, Fields extends z.ZodObject = z.ZodObject> {
  type: Type;
  /** Name in the add-component list and the layers list. */
  label: string;
  description: string;
  /** The type's own component fields, each with its default. */
  fields: Fields;
  defaultSize: CanvasSize;
  defaultPosition: { x: number; y: number };
  /** Overrides of defaultStyle() for a new component of this type. */
  defaultStyle: Partial<Style>;
  /**
   * Fields a component added in the editor starts with instead of the defaults, which stay what a
   * stored component missing a field is read with (the clock's spec zone; a new clock follows the
   * family's).
   */
  added?: Partial<z.output<Fields>>;
  /** False until the widget's issue lands; the editor shows it disabled with "Coming soon". */
  available: boolean;
  /** Other spellings of this type found in stored boards. */
  legacyTypes?: readonly string[];
  /** Moves fields of an older stored shape to where `fields` expects them; `storedType` is the type as stored. */
  upgrade?: (raw: Record<string, unknown>, storedType: string) => Record<string, unknown>;
  /** The one row of family data a component of this type shows, when it shows one row. */
  source?: WidgetSource<z.output<Fields>>;
  /** Offered by the simple Manage Screens form as one choice (spec 02 §2), in this cell of its grid. */
  simpleChoice?: SimpleChoice;
  /** A server feature (`/api/features`) the widget works only with, and what the add list says without it. */
  needs?: { feature: 'spotify' | 'pexels'; missing: string };
  /** False for a type the editor's add list leaves out (it has nine, spec 02 §2); the simple form still offers it. */
  addable?: boolean;
}

/** One choice of the simple Manage Screens form: its key in the request, its words, its grid cell. */
export interface SimpleChoice {
  key: string;
  label: string;
  slot: number;
}

/** How a component names the row of family data it shows. */
export interface WidgetSource<Fields> {
  resource: Resource;
  /** The row's id, or null when none is chosen yet. */
  read: (fields: Fields) => number | null;
  /** The fields to change so the component shows row `id` (null: none). */
  write: (fields: Fields, id: number | null) => Partial<Fields>;
}

/** In the order of the add-component list. */
export const WIDGETS = [
  textWidget,
  imageWidget,
  calendarWidget,
  eventsWidget,
  listWidget,
  menuWidget,
  shoppingWidget,
  piggyBankWidget,
  clockWidget,
  spotifyWidget,
  weatherWidget,
  countdownWidget,
  recipeWidget,
] as const;

export type AnyWidget = (typeof WIDGETS)[number];
export type WidgetType = AnyWidget['type'];

export const WIDGET_TYPES = WIDGETS.map((widget) => widget.type) as [WidgetType, ...WidgetType[]];

const byType = new Map<string, AnyWidget>(WIDGETS.map((widget) => [widget.type, widget]));
const byLegacyType = new Map<string, AnyWidget>(
  WIDGETS.flatMap((widget) => (widget.legacyTypes ?? []).map((legacy) => [legacy, widget] as const)),
);

export function isWidgetType(type: unknown): type is WidgetType {
  return typeof type === 'string' && byType.has(type);
}

export function widgetFor<T extends WidgetType>(type: T): Extract<AnyWidget, { type: T }>;
export function widgetFor(type: string): AnyWidget | undefined;
export function widgetFor(type: string): AnyWidget | undefined {
  return byType.get(type);
}

/** The widget a stored type means, accepting legacy spellings such as 'piggybank'. */
export function widgetForStoredType(type: unknown): AnyWidget | undefined {
  if (typeof type !== 'string') return undefined;
  return byType.get(type) ?? byLegacyType.get(type);
}
