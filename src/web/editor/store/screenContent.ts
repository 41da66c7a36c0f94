/**
 * The editable part of a screen and the pure changes the editor makes to it. No React, no DOM:
 * the store applies these and the tests call them directly.
 */

import { GRID, type LayoutPreset } from '../../../common/board';
import {
  bringForward,
  bringToFront,
  canvasSizeFor,
  clampFontSize,
  type EffectiveLayout,
  effectiveLayout,
  ensurePresetLayouts,
  findFreeSpot,
  type PresetLayout,
  presetSizes,
  type Rect,
  renumberLayers,
  scaleLayout,
  sendBackward,
  sendToBack,
} from '../../../common/layout';
import type { Component } from '../../../common/schemas/component';
import { createComponent } from '../../../common/schemas/component';
import { type Screen, type ScreenBody, screenBodyOf } from '../../../common/schemas/screen';
import type { Style } from '../../../common/schemas/style';
import { type WidgetType, widgetFor } from '../../../widgets/registry';

/** The API answers integer ids; older code paths and templates may carry text ids. */
export type ScreenId = string | number;

/** A screen as the editor receives it from the API. */
export type LoadedScreen = Omit<Screen, 'id'> & { id: ScreenId };

/** What undo and redo restore: everything the user edits (the name and the body), nothing the server assigns. */
export type ScreenContent = ScreenBody & { name: string };

/** What the server assigns and the editor must send back but never undoes. */
export interface ScreenMeta {
  id: ScreenId;
  version: number;
  position: number;
}

export type LayerOrderMove = 'front' | 'back' | 'forward' | 'backward';

export function contentOf(screen: LoadedScreen): ScreenContent {
  return { name: screen.name, ...screenBodyOf(screen) };
}

export function metaOf(screen: LoadedScreen): ScreenMeta {
  return { id: screen.id, version: screen.version, position: screen.position };
}

/** Gives every component a layout for `preset` (derived from the prior preset when missing). */
export function withPresetLayouts(content: ScreenContent, preset: LayoutPreset): ScreenContent {
  const components = ensurePresetLayouts(content.components, preset, presetSizes(content.customDimensions));
  return components === content.components ? content : { ...content, components: [...components] };
}

function mapComponent(
  content: ScreenContent,
  id: string,
  change: (component: Component) => Component,
): ScreenContent {
  let changed = false;
  const components = content.components.map((component) => {
    if (component.id !== id) return component;
    const next = change(component);
    if (next !== component) changed = true;
    return next;
  });
  return changed ? { ...content, components } : content;
}

export function findComponent(content: ScreenContent | null, id: string | null): Component | undefined {
  if (!content || id === null) return undefined;
  return content.components.find((component) => component.id === id);
}

/**
 * Writes a component's placement, font size or visibility for one preset. On the base preset the
 * base fields (x, y, width, height) and the style are the layout; a stored `layouts.base` is kept in
 * step because the viewer prefers it.
 */
export function patchPresetLayout(
  component: Component,
  preset: LayoutPreset,
  patch: Partial<EffectiveLayout>,
): Component {
  const current = component.layouts?.[preset];
  if (preset !== 'base') {
    const base: PresetLayout = current ?? effectiveLayout(component, preset);
    return { ...component, layouts: { ...component.layouts, [preset]: { ...base, ...patch } } };
  }
  const { fontSize, headerFontSize, isVisible, ...rect } = patch;
  const style: Style = { ...component.style };
  if (fontSize !== undefined) style.fontSize = fontSize;
  if (headerFontSize !== undefined) style.headerFontSize = headerFontSize;
  if (isVisible !== undefined) style.isVisible = isVisible;
  const next = { ...component, ...rect, style } as Component;
  if (current) next.layouts = { ...component.layouts, base: { ...current, ...patch } };
  return next;
}

export function setComponentRect(
  content: ScreenContent,
  id: string,
  preset: LayoutPreset,
  rect: Partial<Rect>,
): ScreenContent {
  return mapComponent(content, id, (component) => {
    const now = effectiveLayout(component, preset);
    const unchanged = (Object.keys(rect) as (keyof Rect)[]).every((key) => rect[key] === now[key]);
    return unchanged ? component : patchPresetLayout(component, preset, rect);
  });
}

export function setComponentVisibility(
  content: ScreenContent,
  id: string,
  preset: LayoutPreset,
  isVisible: boolean,
): ScreenContent {
  return mapComponent(content, id, (component) => patchPresetLayout(component, preset, { isVisible }));
}

export type TextTarget = 'body' | 'header';

export function setComponentFontSize(
  content: ScreenContent,
  id: string,
  preset: LayoutPreset,
  target: TextTarget,
  size: number,
): ScreenContent {
  const clamped = clampFontSize(size);
  const patch = target === 'body' ? { fontSize: clamped } : { headerFontSize: clamped };
  return mapComponent(content, id, (component) => patchPresetLayout(component, preset, patch));
}

export function patchComponentStyle(
  content: ScreenContent,
  id: string,
  patch: Partial<Style>,
): ScreenContent {
  return mapComponent(content, id, (component) => ({
    ...component,
    style: { ...component.style, ...patch },
  }));
}

/** Type-specific fields, the header text and the lock; never the id or the type. */
export type ComponentPatch = Partial<Omit<Component, 'id' | 'type'>> & Record<string, unknown>;

export function patchComponent(content: ScreenContent, id: string, patch: ComponentPatch): ScreenContent {
  const { id: _id, type: _type, ...allowed } = patch;
  return mapComponent(content, id, (component) => ({ ...component, ...allowed }) as Component);
}

/** Where the visible cards are on one preset's canvas. */
function occupiedRects(content: ScreenContent, preset: LayoutPreset): Rect[] {
  return content.components
    .map((component) => effectiveLayout(component, preset))
    .filter((layout) => layout.isVisible)
    .map(({ x, y, width, height }) => ({ x, y, width, height }));
}

/**
 * A new layer of `type`, placed where the family can see it (`area`, the part of the canvas on
 * screen) and clear of the layers already there. Added on another preset, it also gets a free place
 * of its own on the base canvas, from which the other presets are derived.
 */
export function addComponent(
  content: ScreenContent,
  type: WidgetType,
  id: string,
  preset: LayoutPreset,
  area?: Rect,
): ScreenContent {
  const created = { ...createComponent(type, id, content.components), ...widgetFor(type).added } as Component;
  const place = (onPreset: LayoutPreset, seen?: Rect) =>
    findFreeSpot({
      size: created,
      occupied: occupiedRects(content, onPreset),
      canvas: canvasSizeFor(onPreset, content.customDimensions),
      area: seen,
      preferred: { x: created.x, y: created.y },
    });
  const onBase = preset === 'base' ? created : ({ ...created, ...place('base') } as Component);
  const placed = patchPresetLayout(onBase, preset, place(preset, area));
  return { ...content, components: [...content.components, placed] };
}

export function removeComponent(content: ScreenContent, id: string): ScreenContent {
  const components = content.components.filter((component) => component.id !== id);
  return components.length === content.components.length
    ? content
    : { ...content, components: renumberLayers(components) };
}

/** A copy of a layer, a little below and to the right of it (on every preset), on top of all others. */
export function duplicateComponent(content: ScreenContent, id: string, copyId: string): ScreenContent {
  const original = findComponent(content, id);
  if (!original) return content;
  const offset = GRID * 2;
  const shift = <T extends Rect>(rect: T): T => ({ ...rect, x: rect.x + offset, y: rect.y + offset });
  const layouts = Object.fromEntries(
    Object.entries(original.layouts ?? {}).map(([preset, layout]) => [preset, layout && shift(layout)]),
  );
  const zIndex = Math.max(...content.components.map((component) => component.zIndex)) + 1;
  const copy = { ...shift(original), id: copyId, zIndex, layouts } as Component;
  return { ...content, components: [...content.components, copy] };
}

const LAYER_MOVES = {
  front: bringToFront,
  back: sendToBack,
  forward: bringForward,
  backward: sendBackward,
} as const;

export function moveLayer(content: ScreenContent, id: string, move: LayerOrderMove): ScreenContent {
  const components = LAYER_MOVES[move](content.components, id);
  const same = components.every((component, index) => component === content.components[index]);
  return same ? content : { ...content, components };
}

/**
 * Sets the preset the viewer shows. New custom dimensions rescale the custom layouts already made,
 * so the layers keep their places relative to the canvas.
 */
export function setActivePreset(
  content: ScreenContent,
  preset: LayoutPreset,
  customDimensions: ScreenContent['customDimensions'] = content.customDimensions,
): ScreenContent {
  const sameDimensions =
    customDimensions.widthPx === content.customDimensions.widthPx &&
    customDimensions.heightPx === content.customDimensions.heightPx;
  if (preset === content.activeLayoutPreset && sameDimensions) return content;
  if (sameDimensions) return { ...content, activeLayoutPreset: preset };
  const from = canvasSizeFor('custom', content.customDimensions);
  const to = canvasSizeFor('custom', customDimensions);
  const components = content.components.map((component) => {
    const custom = component.layouts?.custom;
    return custom
      ? { ...component, layouts: { ...component.layouts, custom: scaleLayout(custom, from, to) } }
      : component;
  });
  return { ...content, activeLayoutPreset: preset, customDimensions, components };
}

/** Components from the top layer down, as the layers list shows them. */
export function layersTopDown(components: readonly Component[]): Component[] {
  return renumberLayers(components).reverse();
}
