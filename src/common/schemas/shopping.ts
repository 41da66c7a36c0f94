/** Shopping lists and their items (spec 02 §3, §5, §7), and the family's categories (beyond the spec). */
import { z } from 'zod';
import { addDays, isValidDay } from '../calendar-days';
import { optionalRowIdSchema, rowIdSchema } from './ids';
import { MENU_DATE_INVALID_MESSAGE } from './menu';

export const SHOPPING_LIST_NAME_MAX_LENGTH = 100;
export const SHOPPING_ITEM_MAX_LENGTH = 200;

export const SHOPPING_LIST_NAME_REQUIRED_MESSAGE = 'Shopping list name is required.';
export const ITEM_REQUIRED_MESSAGE = 'Item is required.';

/** POST /api/shopping-lists */
export const createShoppingListSchema = z.object({
  name: z
    .string({ error: SHOPPING_LIST_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, SHOPPING_LIST_NAME_REQUIRED_MESSAGE)
    .max(
      SHOPPING_LIST_NAME_MAX_LENGTH,
      `Shopping list name must be at most ${SHOPPING_LIST_NAME_MAX_LENGTH} characters.`,
    ),
});

const categoryIdLabel = 'The category id';

/**
 * POST /api/shopping-lists/{id}/items. `categoryId` is beyond the spec: the item's category, which
 * the family's lists then use for every item of that name; without one, the item takes the
 * category the family last gave an item of that name.
 */
export const createShoppingItemSchema = z.object({
  item: z
    .string({ error: ITEM_REQUIRED_MESSAGE })
    .trim()
    .min(1, ITEM_REQUIRED_MESSAGE)
    .max(SHOPPING_ITEM_MAX_LENGTH, `Item must be at most ${SHOPPING_ITEM_MAX_LENGTH} characters.`),
  categoryId: optionalRowIdSchema(categoryIdLabel)
    .optional()
    .transform((id) => id ?? undefined),
});

/** A shopping list as the API answers it. */
export const shoppingListSchema = z.object({ id: z.number(), name: z.string() });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** A shopping item as the API answers it. */
export const shoppingItemSchema = z.object({
  id: z.number(),
  listId: z.number(),
  item: z.string(),
  isComplete: z.boolean(),
  /** Beyond the spec; present only when the item has a category. */
  categoryId: z.number().optional(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

/** PATCH /api/shopping-lists/{id}/items/{itemId}: an item ticked (in the cart) or unticked (needed again). */
export const setShoppingItemCompleteSchema = z.object({
  isComplete: z.boolean({ error: 'isComplete must be true or false.' }),
});

/** POST /api/shopping-lists/{id}/clear-ticked: how many ticked items left the list. */
export const clearTickedResultSchema = z.object({ deleted: z.number() });
export type ClearTickedResult = z.infer<typeof clearTickedResultSchema>;

/** PUT /api/shopping-lists/{id}/items/{itemId}/category: null takes the item out of its category. */
export const setItemCategorySchema = z.object({ categoryId: optionalRowIdSchema(categoryIdLabel) });

export const CATEGORY_NAME_MAX_LENGTH = 40;
export const CATEGORIES_MAX = 50;
export const CATEGORY_NAME_REQUIRED_MESSAGE = 'Category name is required.';
export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found.';

/** One of the family's shopping categories (its store's aisles), in the family's order. */
export const shoppingCategorySchema = z.object({ id: z.number(), name: z.string() });
export type ShoppingCategory = z.infer<typeof shoppingCategorySchema>;

/** How two category names compare: "Dairy" and " dairy " are one aisle. */
export const categoryNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * PUT /api/shopping-categories: the family's categories in store order, the whole list at once. A
 * listed id keeps (and may rename) that category; an entry without one is new; a category left
 * out is deleted and its items are left without one.
 */
export const saveShoppingCategoriesSchema = z.object({
  categories: z
    .array(
      z.object({
        id: rowIdSchema(categoryIdLabel).optional(),
        name: z
          .string({ error: CATEGORY_NAME_REQUIRED_MESSAGE })
          .trim()
          .min(1, CATEGORY_NAME_REQUIRED_MESSAGE)
          .max(
            CATEGORY_NAME_MAX_LENGTH,
            `Category name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters.`,
          ),
      }),
      { error: 'Categories must be a list.' },
    )
    .max(CATEGORIES_MAX, `A family can have at most ${CATEGORIES_MAX} categories.`)
    .superRefine((categories, ctx) => {
      const names = new Set<string>();
      const ids = new Set<number>();
      for (const category of categories) {
        const key = categoryNameKey(category.name);
        if (names.has(key)) {
          ctx.addIssue({ code: 'custom', message: `There are two categories named "${category.name}".` });
          return;
        }
        names.add(key);
        if (category.id !== undefined && ids.has(category.id)) {
          ctx.addIssue({ code: 'custom', message: 'A category is listed twice.' });
          return;
        }
        if (category.id !== undefined) ids.add(category.id);
      }
    }),
});
export type SaveShoppingCategoriesRequest = z.infer<typeof saveShoppingCategoriesSchema>;

/** The longest stretch of the menu whose ingredients one request adds: a month. */
export const MENU_INGREDIENT_DAYS_MAX = 31;

const menuDay = z
  .string({ error: MENU_DATE_INVALID_MESSAGE })
  .trim()
  .refine((day) => isValidDay(day), MENU_DATE_INVALID_MESSAGE);

/** POST /api/shopping-lists/{id}/menu-ingredients: the menu's days, `from` to `to`, both included. */
export const addMenuIngredientsSchema = z
  .object({ from: menuDay, to: menuDay })
  .superRefine(({ from, to }, ctx) => {
    // Zod checks the whole object even when a day failed its own check.
    if (!isValidDay(from) || !isValidDay(to)) return;
    if (from > to) {
      ctx.addIssue({ code: 'custom', message: 'The last day cannot come before the first.' });
    } else if (to >= addDays(from, MENU_INGREDIENT_DAYS_MAX)) {
      ctx.addIssue({
        code: 'custom',
        message: `Choose at most ${MENU_INGREDIENT_DAYS_MAX} days of the menu.`,
      });
    }
  });
export type AddMenuIngredientsRequest = z.infer<typeof addMenuIngredientsSchema>;

/** What adding the menu's ingredients did to the list. */
export const menuIngredientsResultSchema = z.object({
  /** New items, in the menu's order. */
  added: z.array(shoppingItemSchema),
  /** Ticked items that were needed again, now unticked. */
  reopened: z.array(shoppingItemSchema),
  /** Ingredients the list already had unticked, as the list spells them. */
  alreadyListed: z.array(z.string()),
});
export type MenuIngredientsResult = z.infer<typeof menuIngredientsResultSchema>;
