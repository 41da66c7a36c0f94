/**
 * The simple Manage Screens form (spec 02 §2) in terms of real board components. Each choice is the
 * widget that declares it (`simpleChoice` in the registry), placed in its own cell of a simple grid
 * when first chosen and removed when deselected; a widget that shows one row of family data gets
 * the row the form chose. Components the form does not offer (text, clocks, photos) are left alone.
 */
import { type AnyWidget, type SimpleChoice, WIDGETS } from '../widgets/registry';
import { type CanvasSize, DEFAULT_CANVAS_SIZE, GRID } from './board';
import type { Rect } from './layout';
import type { Resource } from './resources';
import { type Component, createComponent } from './schemas/component';

export type SimpleWidget = AnyWidget & { simpleChoice: SimpleChoice };

/** The widgets of a registry that the form offers: those that declare a choice, in the order of their cells. */
export function simpleWidgetsOf(widgets: readonly AnyWidget[]): SimpleWidget[] {
  return widgets
    .filter((widget): widget is SimpleWidget => widget.simpleChoice !== undefined)
    .sort((a, b) => a.simpleChoice.slot - b.simpleChoice.slot);
}

/** The widgets the form offers, in the order of their cells. */
export const SIMPLE_WIDGETS: readonly SimpleWidget[] = simpleWidgetsOf(WIDGETS);

/** Which choices are ticked, by each widget's choice key (`events`, `menu`, … as the spec names them). */
export type SimpleChoices = Record<string, boolean>;

/** Whether a ticked choice puts a widget showing `resource` on the screen. */
export function choosesResource(choices: SimpleChoices, resource: Resource): boolean {
  return SIMPLE_WIDGETS.some(
    (widget) => widget.source?.resource === resource && choices[widget.simpleChoice.key] === true,
  );
}

/** The rows the form chose, by the resource of the widgets that show them. */
export type ChosenRows = Partial<Record<Resource, number | null>>;

const GRID_COLUMNS = 3;
const GRID_ROWS = 2;
const GRID_GAP = 4 * GRID;
const floorToGrid = (n: number) => Math.floor(n / GRID) * GRID;

/** Cell `slot` (row by row) of a 3 x 2 grid centred on the canvas, on the board's 10 px grid. */
export function simpleGridCell(slot: number, canvas: CanvasSize = DEFAULT_CANVAS_SIZE): Rect {
  const width = floorToGrid((canvas.width - (GRID_COLUMNS + 1) * GRID_GAP) / GRID_COLUMNS);
  const height = floorToGrid((canvas.height - (GRID_ROWS + 1) * GRID_GAP) / GRID_ROWS);
  const left = floorToGrid((canvas.width - GRID_COLUMNS * width - (GRID_COLUMNS - 1) * GRID_GAP) / 2);
  const top = floorToGrid((canvas.height - GRID_ROWS * height - (GRID_ROWS - 1) * GRID_GAP) / 2);
  const column = slot % GRID_COLUMNS;
  const row = Math.floor(slot / GRID_COLUMNS) % GRID_ROWS;
  return { x: left + column * (width + GRID_GAP), y: top + row * (height + GRID_GAP), width, height };
}

// A widget's source is typed by its own fields; here every widget is handled alike.
type AnySource = {
  resource: Resource;
  read: (fields: Component) => number | null;
  write: (fields: Component, id: number | null) => Partial<Component>;
};
const sourceOf = (widget: AnyWidget) => widget.source as AnySource | undefined;

/** The row a component shows, when its widget shows one. */
export function rowOf(component: Component, widget: AnyWidget): number | null {
  return sourceOf(widget)?.read(component) ?? null;
}

/** `component` showing row `id` of its widget's data (unchanged for a widget that shows none). */
export function withRow(component: Component, widget: AnyWidget, id: number | null): Component {
  const source = sourceOf(widget);
  return source ? ({ ...component, ...source.write(component, id) } as Component) : component;
}

/** What the form shows for a screen's components: the choices ticked, and the rows they show. */
export function choicesFromComponents(components: readonly Component[]): {
  choices: SimpleChoices;
  rows: ChosenRows;
} {
  const choices: SimpleChoices = {};
  const rows: ChosenRows = {};
  for (const widget of SIMPLE_WIDGETS) {
    const first = components.find((component) => component.type === widget.type);
    choices[widget.simpleChoice.key] = first !== undefined;
    const source = sourceOf(widget);
    if (source && first) rows[source.resource] = source.read(first);
  }
  return { choices, rows };
}

export interface ApplyOptions {
  newId: () => string;
  /** The rows chosen for the widgets that show one. */
  rows: ChosenRows;
  /** Headers for new components, e.g. the chosen list's name, by resource. */
  headers?: Partial<Record<Resource, string>>;
  /** Rows the form does not ask for but a new component should show (the family's piggy bank). */
  fill?: ChosenRows;
}

/** The screen's components after the form's choices: new ones added in their cells, deselected ones gone. */
export function applyChoices(
  existing: readonly Component[],
  choices: SimpleChoices,
  { newId, rows, headers = {}, fill = {} }: ApplyOptions,
): Component[] {
  let components = [...existing];
  for (const widget of SIMPLE_WIDGETS) {
    const { key, slot } = widget.simpleChoice;
    if (!choices[key]) {
      components = components.filter((component) => component.type !== widget.type);
      continue;
    }
    const source = sourceOf(widget);
    const wanted = source ? (rows[source.resource] ?? fill[source.resource] ?? null) : null;
    const index = components.findIndex((component) => component.type === widget.type);
    if (index === -1) {
      let created: Component = {
        ...createComponent(widget.type, newId(), components),
        ...simpleGridCell(slot),
      };
      if (source) {
        created = withRow(created, widget, wanted);
        const header = headers[source.resource];
        if (header) created = { ...created, headerText: header };
      }
      components = [...components, created];
      continue;
    }
    const current = components[index] as Component;
    // A row the form names replaces the shown one; a fill only fills a component that shows none.
    const named = source ? rows[source.resource] : undefined;
    const next =
      source && named !== undefined && named !== rowOf(current, widget)
        ? withRow(current, widget, named)
        : source && rowOf(current, widget) === null && wanted !== null
          ? withRow(current, widget, wanted)
          : current;
    if (next !== current) components = components.map((component, at) => (at === index ? next : component));
  }
  return components;
}
