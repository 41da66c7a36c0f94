import { groceryCategory } from '../../common/groceries';
import { ingredientKey, planIngredientMerge } from '../../common/ingredient-names';
import { itemNameOnly } from '../../common/recipe-quantities';
import { MEALS } from '../../common/schemas/menu';
import {
  type AddMenuIngredientsRequest,
  CATEGORY_NOT_FOUND_MESSAGE,
  type MenuIngredientsResult,
  type SaveShoppingCategoriesRequest,
  type ShoppingCategory,
  type ShoppingItem,
  type ShoppingList,
} from '../../common/schemas/shopping';
import { needTexts, weekNeeds } from '../../common/week-needs';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { notFound } from '../domain-errors';
import type { Changes } from '../live/changes';
import { createMenuRepo } from '../menu/menu.repo';
import { presentRecipe } from '../recipes/recipes.presenter';
import { createRecipesRepo } from '../recipes/recipes.repo';
import { createShoppingRepo } from './shopping.repo';
import { createShoppingCategoriesRepo } from './shopping-categories.repo';

/** Every write to a family's shopping lists: one transaction each, announced once it commits. */
export function createShoppingService(db: Db, changes: Changes) {
  /** The category is the family's, or the request names a row it cannot see: 404. */
  async function checkCategory(trx: Db, familyId: number, categoryId: number): Promise<void> {
    if (!(await createShoppingCategoriesRepo(trx).find(familyId, categoryId))) {
      throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
    }
  }

  return {
    createList(familyId: number, name: string): Promise<ShoppingList> {
      return transact(db, changes, async (trx, announce) => {
        const list = await createShoppingRepo(trx).createList(familyId, name);
        announce(familyId, 'shopping-lists', [list.id]);
        return list;
      });
    },

    renameList(familyId: number, id: number, name: string): Promise<ShoppingList | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const list = await createShoppingRepo(trx).renameList(familyId, id, name);
        if (list) announce(familyId, 'shopping-lists', [id]);
        return list;
      });
    },

    deleteList(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const deleted = await createShoppingRepo(trx).deleteList(familyId, id);
        if (deleted) announce(familyId, 'shopping-lists', [id]);
        return deleted;
      });
    },

    /**
     * Undefined when the family has no such list, or it was deleted a moment ago. An item given a
     * category files every later item of its name there; one given none takes the category the
     * family last gave its name.
     */
    addItem(
      familyId: number,
      listId: number,
      item: string,
      categoryId?: number,
    ): Promise<ShoppingItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const shopping = createShoppingRepo(trx);
        const categories = createShoppingCategoriesRepo(trx);
        if (!(await shopping.findList(familyId, listId))) return undefined;
        const key = ingredientKey(itemNameOnly(item));
        let category = categoryId ?? null;
        if (categoryId !== undefined) {
          await checkCategory(trx, familyId, categoryId);
          if (key !== '') await categories.remember(familyId, key, categoryId);
        } else if (key !== '') {
          // The family's own choice for the name, else the aisle the built-in groceries give it.
          const remembered = await categories.remembered(familyId, [key]);
          category = remembered.has(key)
            ? (remembered.get(key) ?? null)
            : (groceryCategory(item, await categories.categories(familyId))?.id ?? null);
        }
        const added = await shopping.addItem(familyId, listId, item, category);
        if (added) announce(familyId, 'shopping-items', [listId]);
        return added;
      });
    },

    /**
     * Files an item under a category (null: under none), and every later item of its name with it.
     * Undefined when the list has no such item.
     */
    setItemCategory(
      familyId: number,
      listId: number,
      itemId: number,
      categoryId: number | null,
    ): Promise<ShoppingItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        if (categoryId !== null) await checkCategory(trx, familyId, categoryId);
        const item = await createShoppingRepo(trx).setItemCategory(familyId, listId, itemId, categoryId);
        if (!item) return undefined;
        const key = ingredientKey(itemNameOnly(item.item));
        if (key !== '') await createShoppingCategoriesRepo(trx).remember(familyId, key, categoryId);
        announce(familyId, 'shopping-items', [listId]);
        return item;
      });
    },

    /** Deletes one item; its name, undefined when the list had no such item. */
    deleteItem(familyId: number, listId: number, id: number): Promise<string | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const deleted = await createShoppingRepo(trx).deleteItem(familyId, listId, id);
        if (deleted !== undefined) announce(familyId, 'shopping-items', [listId]);
        return deleted;
      });
    },

    /** Ticks (in the cart) or unticks one item. Undefined when the list has no such item. */
    setItemComplete(
      familyId: number,
      listId: number,
      itemId: number,
      isComplete: boolean,
    ): Promise<ShoppingItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const item = await createShoppingRepo(trx).setItemComplete(familyId, listId, itemId, isComplete);
        if (item) announce(familyId, 'shopping-items', [listId]);
        return item;
      });
    },

    /**
     * "Clear ticked": the list's ticked items leave it, however many that is by now (one ticked on
     * another phone a moment ago goes too). Undefined when the family has no such list.
     */
    clearTicked(familyId: number, listId: number): Promise<string[] | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const shopping = createShoppingRepo(trx);
        if (!(await shopping.findList(familyId, listId))) return undefined;
        const deleted = await shopping.deleteTickedItems(familyId, listId);
        if (deleted.length > 0) announce(familyId, 'shopping-items', [listId]);
        return deleted;
      });
    },

    /**
     * Sets the family's categories, in store order, as one list: listed ids are kept (renamed,
     * moved), entries without one are added, and the rest are deleted, their items left without a
     * category. An id the family does not have answers 404 and changes nothing.
     */
    saveCategories(familyId: number, request: SaveShoppingCategoriesRequest): Promise<ShoppingCategory[]> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const categories = createShoppingCategoriesRepo(trx);
        const existing = new Set((await categories.categories(familyId)).map((category) => category.id));
        const kept = request.categories.flatMap((category) =>
          category.id === undefined ? [] : [category.id],
        );
        if (kept.some((id) => !existing.has(id))) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
        const deleted = await categories.deleteAllBut(familyId, kept);
        for (const [position, category] of request.categories.entries()) {
          if (category.id === undefined) await categories.insert(familyId, category.name, position);
          else await categories.update(familyId, category.id, category.name, position);
        }
        announce(familyId, 'shopping-categories');
        // The deleted categories' items, on any list, now have none.
        if (deleted > 0) announce(familyId, 'shopping-items');
        return categories.categories(familyId);
      });
    },

    /**
     * Puts the ingredients of the menu's days `from`..`to` on the list, merged with what it holds
     * (`planIngredientMerge`): what it has unticked stays as it is, a ticked item needed again is
     * unticked, and the rest is added once, in its remembered category. The family is locked, so
     * two of these at once add each thing once. Undefined when the family has no such list.
     */
    addMenuIngredients(
      familyId: number,
      listId: number,
      days: AddMenuIngredientsRequest,
    ): Promise<MenuIngredientsResult | undefined> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const shopping = createShoppingRepo(trx);
        if (!(await shopping.findList(familyId, listId))) return undefined;
        const entries = await createMenuRepo(trx).entries(familyId, days);
        const recipesRepo = createRecipesRepo(trx);
        const cooked = entries.flatMap((entry) =>
          MEALS.flatMap((meal) => (entry.recipes?.[meal] ? [entry.recipes[meal].recipeId] : [])),
        );
        const recipes = new Map(
          (await recipesRepo.findMany(familyId, cooked)).map((row) => [row.id, presentRecipe(row)]),
        );
        const atHome = new Set((await recipesRepo.alwaysAtHome(familyId)).map((item) => item.key));
        const ingredients = needTexts(weekNeeds(entries, recipes, atHome));
        const merge = planIngredientMerge(ingredients, await shopping.items(familyId, listId), itemNameOnly);
        const categories = createShoppingCategoriesRepo(trx);
        const keyOf = (name: string) => ingredientKey(itemNameOnly(name));
        const remembered = await categories.remembered(familyId, merge.add.map(keyOf));
        const familyCategories = merge.add.length > 0 ? await categories.categories(familyId) : [];
        const added: ShoppingItem[] = [];
        for (const name of merge.add) {
          const key = keyOf(name);
          const category = remembered.has(key)
            ? (remembered.get(key) ?? null)
            : (groceryCategory(name, familyCategories)?.id ?? null);
          const item = await shopping.addItem(familyId, listId, name, category);
          // The list was deleted at this moment: nothing of this is kept.
          if (!item) return undefined;
          added.push(item);
        }
        const reopened = await shopping.reopenItems(familyId, listId, merge.reopen);
        if (added.length > 0 || reopened.length > 0) announce(familyId, 'shopping-items', [listId]);
        return { added, reopened, alreadyListed: merge.alreadyListed };
      });
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
