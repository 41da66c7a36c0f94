/** A family's recipes (beyond the spec): the recipe book, its import from a link, and what is always at home. */
import { z } from 'zod';
import { optionalRowIdSchema } from './ids';

export const RECIPE_NAME_MAX_LENGTH = 200;
export const RECIPE_AUTHOR_MAX_LENGTH = 200;
export const RECIPE_URL_MAX_LENGTH = 2000;
export const RECIPE_NOTES_MAX_LENGTH = 5000;
export const RECIPE_INGREDIENT_MAX_LENGTH = 300;
export const RECIPE_INGREDIENTS_MAX = 100;
export const RECIPE_STEP_MAX_LENGTH = 2000;
export const RECIPE_STEPS_MAX = 100;
export const RECIPE_SECTIONS_MAX = 20;
export const RECIPE_SECTION_NAME_MAX_LENGTH = 100;
export const RECIPE_TAG_MAX_LENGTH = 40;
export const RECIPE_TAGS_MAX = 20;
export const RECIPE_SERVINGS_MAX = 100;
export const RECIPE_MINUTES_MAX = 7 * 24 * 60;
/** A recipe's unit symbol ("tbsp", "fl oz") or a short unit of a family's own. */
export const RECIPE_UNIT_MAX_LENGTH = 20;
export const RECIPES_MAX = 2000;
export const ALWAYS_AT_HOME_MAX = 100;
export const ALWAYS_AT_HOME_ITEM_MAX_LENGTH = 100;

export const RECIPE_NAME_REQUIRED_MESSAGE = 'Recipe name is required.';
export const RECIPE_NOT_FOUND_MESSAGE = 'Recipe not found.';
export const RECIPE_BOOK_FULL_MESSAGE = `A family can keep at most ${RECIPES_MAX} recipes.`;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  text(label, max)
    .nullish()
    .transform((value): string => value ?? '');

const optionalCount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}.`)
    .nullish()
    .transform((value): number | null => value ?? null);

/** One ingredient line: its text as written, with what could be read of it. */
export const recipeIngredientSchema = z.object(
  {
    text: text('An ingredient', RECIPE_INGREDIENT_MAX_LENGTH).min(1, 'An ingredient cannot be empty.'),
    quantity: z
      .number({ error: "An ingredient's quantity must be a number." })
      .positive("An ingredient's quantity must be more than 0.")
      .max(100_000, "An ingredient's quantity is too large.")
      .optional(),
    quantityTo: z
      .number({ error: "An ingredient's quantity must be a number." })
      .positive("An ingredient's quantity must be more than 0.")
      .max(100_000, "An ingredient's quantity is too large.")
      .optional(),
    unit: text("An ingredient's unit", RECIPE_UNIT_MAX_LENGTH).optional(),
    name: text("An ingredient's name", RECIPE_INGREDIENT_MAX_LENGTH).optional(),
  },
  { error: 'Each ingredient must be an object with its text.' },
);
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/** A section of steps ("For the sauce"); a recipe of one part has one section without a name. */
export const recipeSectionSchema = z.object(
  {
    name: optionalText('A section name', RECIPE_SECTION_NAME_MAX_LENGTH),
    steps: z
      .array(text('A step', RECIPE_STEP_MAX_LENGTH).min(1, 'A step cannot be empty.'), {
        error: 'Steps must be a list of text.',
      })
      .max(RECIPE_STEPS_MAX, `A section can have at most ${RECIPE_STEPS_MAX} steps.`),
  },
  { error: 'Each section must be an object with its steps.' },
);
export type RecipeSection = z.infer<typeof recipeSectionSchema>;

/** POST /api/recipes and PUT /api/recipes/{id}: the whole recipe. */
export const saveRecipeSchema = z.object({
  name: z
    .string({ error: RECIPE_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, RECIPE_NAME_REQUIRED_MESSAGE)
    .max(RECIPE_NAME_MAX_LENGTH, `Recipe name must be at most ${RECIPE_NAME_MAX_LENGTH} characters.`),
  servings: optionalCount('Servings', RECIPE_SERVINGS_MAX).refine(
    (value) => value !== 0,
    'Servings must be at least 1.',
  ),
  prepMinutes: optionalCount('Preparation time', RECIPE_MINUTES_MAX),
  cookMinutes: optionalCount('Cooking time', RECIPE_MINUTES_MAX),
  totalMinutes: optionalCount('Total time', RECIPE_MINUTES_MAX),
  ingredients: z
    .array(recipeIngredientSchema, { error: 'Ingredients must be a list.' })
    .max(RECIPE_INGREDIENTS_MAX, `A recipe can have at most ${RECIPE_INGREDIENTS_MAX} ingredients.`)
    .nullish()
    .transform((value) => value ?? []),
  sections: z
    .array(recipeSectionSchema, { error: 'Sections must be a list.' })
    .max(RECIPE_SECTIONS_MAX, `A recipe can have at most ${RECIPE_SECTIONS_MAX} sections of steps.`)
    .nullish()
    .transform((value) => (value ?? []).filter((section) => section.steps.length > 0 || section.name !== '')),
  tags: z
    .array(text('A tag', RECIPE_TAG_MAX_LENGTH), { error: 'Tags must be a list of text.' })
    .max(RECIPE_TAGS_MAX, `A recipe can have at most ${RECIPE_TAGS_MAX} tags.`)
    .nullish()
    .transform((tags) => {
      const seen = new Set<string>();
      return (tags ?? []).filter((tag) => {
        const key = tag.toLowerCase();
        if (tag === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
  notes: optionalText('Notes', RECIPE_NOTES_MAX_LENGTH),
  photoId: optionalRowIdSchema('The photo id'),
  sourceUrl: optionalText('The source address', RECIPE_URL_MAX_LENGTH).refine(
    (url) => url === '' || /^https?:\/\/\S+$/i.test(url),
    'The source address must be an http or https address.',
  ),
  author: optionalText('Author', RECIPE_AUTHOR_MAX_LENGTH),
});
export type SaveRecipeRequest = z.infer<typeof saveRecipeSchema>;
export type SaveRecipeInput = z.input<typeof saveRecipeSchema>;

/** A recipe as the API answers it. */
export const recipeSchema = z.object({
  id: z.number(),
  name: z.string(),
  servings: z.number().nullable(),
  prepMinutes: z.number().nullable(),
  cookMinutes: z.number().nullable(),
  totalMinutes: z.number().nullable(),
  ingredients: z.array(recipeIngredientSchema),
  sections: z.array(z.object({ name: z.string(), steps: z.array(z.string()) })),
  tags: z.array(z.string()),
  notes: z.string(),
  photoId: z.number().nullable(),
  /** The photo's address in the library, when the recipe has one. */
  photoUrl: z.string().nullable(),
  sourceUrl: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** GET /api/recipes: the book, by name, each without its steps and notes. */
export const recipeSummarySchema = recipeSchema.pick({
  id: true,
  name: true,
  servings: true,
  totalMinutes: true,
  tags: true,
  photoUrl: true,
  author: true,
  sourceUrl: true,
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

/** GET /api/recipes?search=…&tag=… */
export const recipeSearchSchema = z.object({
  search: z.string().trim().max(RECIPE_NAME_MAX_LENGTH).optional(),
  tag: z.string().trim().max(RECIPE_TAG_MAX_LENGTH).optional(),
});

export const IMPORT_URL_REQUIRED_MESSAGE = 'Paste the address of a recipe page.';

/** POST /api/recipes/import */
export const importRecipeSchema = z.object({
  url: z
    .string({ error: IMPORT_URL_REQUIRED_MESSAGE })
    .trim()
    .min(1, IMPORT_URL_REQUIRED_MESSAGE)
    .max(RECIPE_URL_MAX_LENGTH, `The address must be at most ${RECIPE_URL_MAX_LENGTH} characters.`),
});

/** GET/PUT /api/recipes/always-at-home: what the family never needs to buy for a recipe. */
export const alwaysAtHomeSchema = z.object({
  items: z
    .array(text('An item', ALWAYS_AT_HOME_ITEM_MAX_LENGTH), { error: 'Items must be a list of text.' })
    .max(ALWAYS_AT_HOME_MAX, `At most ${ALWAYS_AT_HOME_MAX} things can be always at home.`),
});
export type AlwaysAtHome = z.infer<typeof alwaysAtHomeSchema>;
