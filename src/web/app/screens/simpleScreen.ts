/**
 * The Manage Screens form (spec 02 §2) in terms of real board components: each choice is one widget
 * type, placed in its own cell of a simple grid when it is first chosen, and removed when it is
 * deselected. Components the form does not offer (text, clocks, photos) are left as they are.
 */

import { type CanvasSize, DEFAULT_CANVAS_SIZE, GRID } from '../../../common/board';
import type { Rect } from '../../../common/layout';
import type { Component, ComponentOfType } from '../../../common/schemas/component';
import { createComponent } from '../../../common/schemas/component';

export interface SimpleChoices {
  events: boolean;
  menu: boolean;
  shopping: boolean;
  lists: boolean;
  /** The task list shown when `lists` is chosen. */
  listId: number | null;
  piggyBank: boolean;
}

export const NO_CHOICES: SimpleChoices = {
  events: false,
  menu: false,
  shopping: false,
  lists: false,
  listId: null,
  piggyBank: false,
};

type ChoiceKey = 'events' | 'menu' | 'shopping' | 'lists' | 'piggyBank';

/** Each choice, its widget type, and (by its place here) its cell in the grid. */
const SIMPLE_WIDGETS = [
  { key: 'events', type: 'calendar' },
  { key: 'menu', type: 'menu' },
  { key: 'shopping', type: 'shopping' },
  { key: 'lists', type: 'list' },
  { key: 'piggyBank', type: 'piggy-bank' },
] as const satisfies readonly { key: ChoiceKey; type: Component['type'] }[];

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

type ListComponent = ComponentOfType<'list'>;

const isList = (component: Component): component is ListComponent => component.type === 'list';

function listIdOf(component: ListComponent): number | null {
  return component.listConfig.listId ?? component.listId;
}

function withListId(component: ListComponent, listId: number | null): ListComponent {
  return { ...component, listId, listConfig: { ...component.listConfig, listId } };
}

/** What the form shows for a screen's components. */
export function choicesFromComponents(components: readonly Component[]): SimpleChoices {
  const has = (type: Component['type']) => components.some((component) => component.type === type);
  const list = components.find(isList);
  return {
    events: has('calendar'),
    menu: has('menu'),
    shopping: has('shopping'),
    lists: list !== undefined,
    listId: list ? listIdOf(list) : null,
    piggyBank: has('piggy-bank'),
  };
}

export interface ApplyOptions {
  newId: () => string;
  /** Header for a new list component: the chosen list's name. */
  listName?: string;
  /** The family's piggy bank, for a piggy-bank component that shows none yet. */
  piggyBankId?: number | null;
}

type PiggyBankComponent = ComponentOfType<'piggy-bank'>;

const isPiggyBank = (component: Component): component is PiggyBankComponent =>
  component.type === 'piggy-bank';

/** Whether the form's choices need the family's piggy bank id (a piggy-bank component without one). */
export function needsPiggyBankId(existing: readonly Component[], choices: SimpleChoices): boolean {
  if (!choices.piggyBank) return false;
  const bank = existing.find(isPiggyBank);
  return !bank || bank.piggyBankId === null;
}

/** The screen's components after the form's choices: new ones added in their cells, deselected ones gone. */
export function applyChoices(
  existing: readonly Component[],
  choices: SimpleChoices,
  { newId, listName, piggyBankId = null }: ApplyOptions,
): Component[] {
  let components = [...existing];
  SIMPLE_WIDGETS.forEach(({ key, type }, slot) => {
    if (!choices[key]) {
      components = components.filter((component) => component.type !== type);
      return;
    }
    const firstIndex = components.findIndex((component) => component.type === type);
    if (firstIndex === -1) {
      let created: Component = { ...createComponent(type, newId(), components), ...simpleGridCell(slot) };
      if (isList(created)) {
        created = { ...withListId(created, choices.listId), headerText: listName ?? created.headerText };
      }
      if (isPiggyBank(created)) created = { ...created, piggyBankId };
      components = [...components, created];
      return;
    }
    const first = components[firstIndex];
    let updated = first;
    if (isList(first) && listIdOf(first) !== choices.listId) updated = withListId(first, choices.listId);
    if (isPiggyBank(first) && first.piggyBankId === null && piggyBankId !== null)
      updated = { ...first, piggyBankId };
    if (updated !== first) {
      components = components.map((component, index) => (index === firstIndex ? updated : component));
    }
  });
  return components;
}
