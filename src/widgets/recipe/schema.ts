import { z } from 'zod';
import { optionalRowIdSchema } from '../../common/schemas/ids';
import type { WidgetDefinition } from '../registry';

export const RECIPE_MEALS = ['breakfast', 'lunch', 'dinner'] as const;

export const recipeFields = z.object({
  recipeConfig: z
    .object({
      /** A chosen recipe; none: the one the menu cooks today for `meal`. */
      recipeId: optionalRowIdSchema('The recipe id'),
      meal: z.enum(RECIPE_MEALS, { error: 'The meal must be breakfast, lunch or dinner.' }).default('dinner'),
    })
    .prefault({}),
});

export const recipeWidget: WidgetDefinition<'recipe', typeof recipeFields> = {
  type: 'recipe',
  label: 'Recipe',
  description:
    "Tonight's recipe from the menu in large type: ingredients, then one step at a time, with timers.",
  fields: recipeFields,
  // Room for a step in large type and its timer.
  defaultSize: { width: 720, height: 640 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
  source: {
    resource: 'recipes',
    read: (fields) => fields.recipeConfig.recipeId,
    write: (fields, id) => ({ recipeConfig: { ...fields.recipeConfig, recipeId: id } }),
  },
};
