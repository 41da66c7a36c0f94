import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { todayIn } from '../common/calendar-days';
import { calendarEventSchema, calendarSourceSchema } from '../common/schemas/calendars';
import { componentSchema, createComponent } from '../common/schemas/component';
import { menuEntrySchema } from '../common/schemas/menu';
import { musicStatusSchema, playerSchema } from '../common/schemas/music';
import { piggyBankDetailsSchema } from '../common/schemas/piggy-banks';
import { shoppingCategorySchema, shoppingItemSchema } from '../common/schemas/shopping';
import { taskItemSchema } from '../common/schemas/tasks';
import { WIDGETS } from './registry';
import { widgetViews } from './views';

/** What each query a demo seeds would answer, by the resource its key starts with. */
const ANSWER_SCHEMAS: Record<string, z.ZodType> = {
  'task-items': z.array(taskItemSchema),
  'piggy-banks': piggyBankDetailsSchema,
  'shopping-items': z.array(shoppingItemSchema),
  'shopping-categories': z.array(shoppingCategorySchema),
  menu: z.array(menuEntrySchema),
  calendars: z.array(calendarSourceSchema),
  events: z.array(calendarEventSchema),
  'spotify-status': musicStatusSchema,
  'spotify-player': playerSchema,
};

describe('the widget seam', () => {
  const available = WIDGETS.filter((widget) => widget.available);

  it('gives every available widget a view, a settings panel and demo content', () => {
    const missing = available.filter((widget) => {
      const views = widgetViews[widget.type];
      return !views?.View || !views.Settings || !views.demo;
    });
    expect(missing.map((widget) => widget.type)).toEqual([]);
  });

  it.each(available.map((widget) => [widget.type]))(
    '%s: the demo is a valid component showing valid data',
    async (type) => {
      const demo = await widgetViews[type]!.demo();
      const component = { ...createComponent(type, 'demo'), ...demo.sample };
      expect(componentSchema.parse(component)).toEqual(component);
      for (const [key, answer] of demo.answers?.(todayIn()) ?? []) {
        const schema = ANSWER_SCHEMAS[String(key[0])];
        expect(schema, `no answer schema for ${String(key[0])}`).toBeDefined();
        expect(() => schema!.parse(answer)).not.toThrow();
      }
    },
  );
});
