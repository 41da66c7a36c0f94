import { describe, expect, it } from 'vitest';
import { type Component, createComponent } from './schemas/component';
import { applyChoices, choicesFromComponents, simpleGridCell } from './simple-screen';

function idCounter() {
  let next = 0;
  return () => `new-${++next}`;
}

const everything = { events: true, menu: true, shopping: true, lists: true, piggyBank: true };
const NO_CHOICES = { events: false, menu: false, shopping: false, lists: false, piggyBank: false };
const list7 = { 'task-lists': 7 };

describe('simpleGridCell', () => {
  it('lays out three columns and two rows on the 1920x1080 canvas, on the 10 px grid, without overlap', () => {
    const cells = [0, 1, 2, 3, 4].map((slot) => simpleGridCell(slot));
    expect(cells[0]).toEqual({ x: 50, y: 40, width: 580, height: 480 });
    expect(cells[4]).toEqual({ x: 670, y: 560, width: 580, height: 480 });
    for (const cell of cells) {
      expect(Object.values(cell).every((n) => n % 10 === 0)).toBe(true);
      expect(cell.x + cell.width).toBeLessThanOrEqual(1920);
      expect(cell.y + cell.height).toBeLessThanOrEqual(1080);
    }
    const overlaps = cells.some((a, i) =>
      cells.some(
        (b, j) =>
          i !== j &&
          a.x < b.x + b.width &&
          b.x < a.x + a.width &&
          a.y < b.y + b.height &&
          b.y < a.y + a.height,
      ),
    );
    expect(overlaps).toBe(false);
  });
});

describe('applyChoices', () => {
  it('turns each choice into its widget: events the events widget, lists a list showing the chosen list', () => {
    const components = applyChoices([], everything, {
      newId: idCounter(),
      rows: list7,
      headers: { 'task-lists': 'Chores' },
    });
    expect(components.map((component) => component.type)).toEqual([
      'events',
      'menu',
      'shopping',
      'list',
      'piggy-bank',
    ]);
    const list = components.find((component) => component.type === 'list');
    expect(list).toMatchObject({ listId: 7, listConfig: { listId: 7 }, headerText: 'Chores' });
    expect(new Set(components.map((component) => component.id)).size).toBe(5);
  });

  it('stacks new components above the ones already there', () => {
    const text = { ...createComponent('text', 'hello'), zIndex: 4 };
    const [, events] = applyChoices(
      [text],
      { ...NO_CHOICES, events: true },
      { newId: idCounter(), rows: {} },
    );
    expect(events.zIndex).toBe(5);
  });

  it('removes deselected widgets and keeps the ones the form does not offer', () => {
    const text = createComponent('text', 'hello');
    const start = applyChoices([text], everything, { newId: idCounter(), rows: {} });
    const after = applyChoices(
      start,
      { ...everything, lists: false, piggyBank: false },
      { newId: idCounter(), rows: {} },
    );
    expect(after.map((component) => component.type)).toEqual(['text', 'events', 'menu', 'shopping']);
  });

  it('keeps a chosen widget where the editor moved it', () => {
    const [events] = applyChoices([], { ...NO_CHOICES, events: true }, { newId: idCounter(), rows: {} });
    const moved: Component = { ...events, x: 900, y: 20 };
    const [again] = applyChoices(
      [moved],
      { ...NO_CHOICES, events: true, menu: false },
      { newId: idCounter(), rows: {} },
    );
    expect(again).toBe(moved);
  });

  it('points the existing list component at a newly chosen list', () => {
    const start = applyChoices([], { ...NO_CHOICES, lists: true }, { newId: idCounter(), rows: list7 });
    const [list] = applyChoices(
      start,
      { ...NO_CHOICES, lists: true },
      { newId: idCounter(), rows: { 'task-lists': 9 } },
    );
    expect(list).toMatchObject({ id: start[0].id, listId: 9, listConfig: { listId: 9 } });
  });
});

describe('the piggy bank', () => {
  const piggyOnly = { ...NO_CHOICES, piggyBank: true };

  it('points a new piggy-bank component at the family’s bank', () => {
    const [bank] = applyChoices([], piggyOnly, { newId: idCounter(), rows: {}, fill: { 'piggy-banks': 3 } });
    expect(bank).toMatchObject({ type: 'piggy-bank', piggyBankId: 3 });
  });

  it('gives a bank to a piggy-bank component that has none, and leaves a chosen one alone', () => {
    const [none] = applyChoices([], piggyOnly, { newId: idCounter(), rows: {} });
    expect(none).toMatchObject({ piggyBankId: null });
    const [given] = applyChoices([none], piggyOnly, {
      newId: idCounter(),
      rows: {},
      fill: { 'piggy-banks': 3 },
    });
    expect(given).toMatchObject({ id: none.id, piggyBankId: 3 });
    const [kept] = applyChoices([given], piggyOnly, {
      newId: idCounter(),
      rows: {},
      fill: { 'piggy-banks': 8 },
    });
    expect(kept).toBe(given);
  });
});

describe('choicesFromComponents', () => {
  it('reads back what the form wrote', () => {
    const components = applyChoices([createComponent('clock', 'c')], everything, {
      newId: idCounter(),
      rows: list7,
    });
    expect(choicesFromComponents(components)).toEqual({
      choices: everything,
      rows: { 'task-lists': 7, 'piggy-banks': null, 'shopping-lists': null },
    });
  });

  it('finds nothing chosen on a board of other widgets', () => {
    expect(choicesFromComponents([createComponent('text', 't')])).toEqual({ choices: NO_CHOICES, rows: {} });
  });
});
