/** Shopping lists and their items (spec 02 §3, §5, §7). */
import { z } from 'zod';

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
export type CreateShoppingListRequest = z.infer<typeof createShoppingListSchema>;

/** POST /api/shopping-lists/{id}/items */
export const createShoppingItemSchema = z.object({
  item: z
    .string({ error: ITEM_REQUIRED_MESSAGE })
    .trim()
    .min(1, ITEM_REQUIRED_MESSAGE)
    .max(SHOPPING_ITEM_MAX_LENGTH, `Item must be at most ${SHOPPING_ITEM_MAX_LENGTH} characters.`),
});
export type CreateShoppingItemRequest = z.infer<typeof createShoppingItemSchema>;

/** A shopping list as the API answers it. */
export const shoppingListSchema = z.object({ id: z.number(), name: z.string() });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

/** A shopping item as the API answers it. */
export const shoppingItemSchema = z.object({
  id: z.number(),
  listId: z.number(),
  item: z.string(),
  isComplete: z.boolean(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;
