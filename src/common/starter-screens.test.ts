import { describe, expect, it } from 'vitest';
import { widgetFor } from '../widgets/registry';
import { DEFAULT_CANVAS_SIZE, LAYOUT_PRESETS } from './board';
import { effectiveLayout } from './layout';
import { componentSchema } from './schemas/component';
import { createScreenSchema, screenBodySchema } from './schemas/screen';
import { STARTER_SCREENS, starterScreen, starterScreenData } from './starter-screens';

const TODAY = '2026-11-28';

const FAMILY = {
  'task-lists': [
    { id: 11, name: "Emma's chores" },
    { id: 12, name: "Leo's chores" },
  ],
  'shopping-lists': [{ id: 21, name: 'Groceries' }],
  'piggy-banks': [{ id: 31, name: 'Emma' }],
};

describe('starter screens', () => {
  it('offers a kitchen, a chores, a hallway and a photo-frame board', () => {
    expect(STARTER_SCREENS.map((starter) => starter.name)).toEqual([
      'Kitchen',
      'Chores',
      'Hallway',
      'Photo frame',
    ]);
    expect(starterScreen('kitchen')?.name).toBe('Kitchen');
    expect(starterScreen('nothing')).toBeUndefined();
  });

  it.each(STARTER_SCREENS.map((starter) => [starter.name, starter] as const))(
    '%s is a whole screen the create call, the body schema and each widget schema accept as it is',
    (_name, starter) => {
      const data = starterScreenData(starter, { rows: FAMILY, today: TODAY });
      expect(screenBodySchema.parse(data)).toEqual({ ...data, name: undefined });
      expect(createScreenSchema.parse(data)).toEqual(data);
      for (const component of data.components) {
        expect(componentSchema.parse(component)).toEqual(component);
        const { type, ...rest } = component;
        const fields = widgetFor(type).fields;
        const own = Object.fromEntries(Object.keys(fields.shape).map((key) => [key, (rest as never)[key]]));
        expect(fields.parse(own)).toEqual(own);
      }
    },
  );

  it.each(STARTER_SCREENS.map((starter) => [starter.name, starter] as const))(
    '%s fits the 1920×1080 board with no card over another, on every layout preset',
    (_name, starter) => {
      const { components, activeLayoutPreset } = starterScreenData(starter, { today: TODAY });
      expect(activeLayoutPreset).toBe('base');
      for (const preset of LAYOUT_PRESETS.filter((preset) => preset !== 'custom')) {
        const rects = components.map((component) => effectiveLayout(component, preset));
        for (const a of rects) {
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.y).toBeGreaterThanOrEqual(0);
        }
        for (const [i, a] of rects.entries()) {
          for (const b of rects.slice(i + 1)) {
            const apart =
              a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
            expect(apart).toBe(true);
          }
        }
      }
      for (const { x, y, width, height } of components) {
        expect(x + width).toBeLessThanOrEqual(DEFAULT_CANVAS_SIZE.width);
        expect(y + height).toBeLessThanOrEqual(DEFAULT_CANVAS_SIZE.height);
      }
    },
  );

  it("shows the family's rows in order, named after them, and leaves a card with no row left unchosen", () => {
    const chores = starterScreenData(starterScreen('chores')!, { rows: FAMILY, today: TODAY }).components;
    const lists = chores.filter((component) => component.type === 'list');
    expect(lists.map((list) => [list.listId, list.listConfig.listId, list.headerText])).toEqual([
      [11, 11, "Emma's chores"],
      [12, 12, "Leo's chores"],
    ]);
    expect(lists.every((list) => list.listConfig.features.enableTaskFeatures)).toBe(true);
    const banks = chores.filter((component) => component.type === 'piggy-bank');
    expect(banks.map((bank) => bank.piggyBankId)).toEqual([31, null]);

    const kitchen = starterScreenData(starterScreen('kitchen')!, { rows: FAMILY, today: TODAY }).components;
    const shopping = kitchen.find((component) => component.type === 'shopping');
    expect(shopping?.shoppingConfig.listId).toBe(21);
    expect(
      starterScreenData(starterScreen('kitchen')!, { today: TODAY }).components.map((c) => c.type),
    ).toEqual(['menu', 'shopping', 'clock', 'weather']);
  });

  it('counts down to the next New Year from the day the board is made', () => {
    const hallway = starterScreenData(starterScreen('hallway')!, { today: TODAY }).components;
    const countdown = hallway.find((component) => component.type === 'countdown');
    expect(countdown?.countdownConfig.items).toEqual([
      { title: 'New Year’s Day', date: '2027-01-01', calendarId: null },
    ]);
  });

  it("follows the family's clock and shows the photo library behind the photo frame", () => {
    const frame = starterScreenData(starterScreen('photo-frame')!, { today: TODAY });
    expect(frame.background).toMatchObject({ type: 'image', library: { order: 'shuffle' } });
    const clock = frame.components.find((component) => component.type === 'clock');
    expect(clock?.clockConfig.timezone).toBe(widgetFor('clock').added?.clockConfig?.timezone);
  });
});
