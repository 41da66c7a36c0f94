import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { todayIn } from '../common/calendar-days';
import { albumImagesSchema } from '../common/schemas/album';
import { calendarEventSchema, calendarSourceSchema } from '../common/schemas/calendars';
import { componentSchema, createComponent } from '../common/schemas/component';
import { menuEntrySchema } from '../common/schemas/menu';
import { musicStatusSchema, playerSchema, playlistSchema } from '../common/schemas/music';
import { personSchema } from '../common/schemas/people';
import { piggyBankDetailsSchema, piggyBankSchema } from '../common/schemas/piggy-banks';
import { recipeSchema, recipeSummarySchema } from '../common/schemas/recipes';
import { shoppingCategorySchema, shoppingItemSchema, shoppingListSchema } from '../common/schemas/shopping';
import { taskItemSchema, taskListSchema } from '../common/schemas/tasks';
import { weatherSchema } from '../common/schemas/weather';
import { WIDGETS } from './registry';
import { widgetViews } from './views';

/** What each query a demo seeds would answer, by its key (a row's key ends in its id). */
function answerSchema(key: readonly unknown[]): z.ZodType | undefined {
  const resource = String(key[0]);
  const ofOneRow = key.length > 1;
  const schemas: Record<string, z.ZodType> = {
    'task-lists': z.array(taskListSchema),
    'task-items': z.array(taskItemSchema),
    'piggy-banks': ofOneRow ? piggyBankDetailsSchema : z.array(piggyBankSchema),
    'shopping-lists': z.array(shoppingListSchema),
    'shopping-items': z.array(shoppingItemSchema),
    'shopping-categories': z.array(shoppingCategorySchema),
    menu: z.array(menuEntrySchema),
    calendars: z.array(calendarSourceSchema),
    events: z.array(calendarEventSchema),
    weather: weatherSchema,
    people: z.array(personSchema),
    albums: albumImagesSchema,
    recipes: ofOneRow ? recipeSchema : z.array(recipeSummarySchema),
  };
  const music: Record<string, z.ZodType> = {
    status: musicStatusSchema,
    player: playerSchema,
    playlists: z.array(playlistSchema),
  };
  return resource === 'music' ? music[String(key[1])] : schemas[resource];
}

const context = { today: todayIn(), origin: 'http://localhost:3000' };

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
      const component = { ...createComponent(type, 'demo'), ...demo.sample(context) };
      expect(componentSchema.parse(component)).toEqual(component);
      for (const [key, answer] of demo.answers?.(context) ?? []) {
        const schema = answerSchema(key);
        expect(schema, `no answer schema for ${String(key[0])}`).toBeDefined();
        expect(() => schema!.parse(answer)).not.toThrow();
      }
    },
  );
});

describe('an image layer left blank on a display', () => {
  const image = createComponent('image', 'photo');
  const isBlank = widgetViews.image!.isBlank!;

  it('is one with no picture, no album and no library slideshow', () => {
    expect(isBlank(image)).toBe(true);
    expect(isBlank({ ...image, library: { intervalSeconds: 30, order: 'shuffle' } })).toBe(false);
    expect(isBlank({ ...image, imageDataUrl: 'https://example.com/garden.jpg' })).toBe(false);
  });
});
