import type { ShoppingItem, ShoppingList } from '../../common/schemas/shopping';
import type { Db } from '../db/database';
import { isMissingReference } from '../db/errors';
import { deleteFamilyRow } from '../db/family-rows';

const ITEM_COLUMNS = ['id', 'list_id', 'item', 'is_complete', 'category_id'] as const;

const toShoppingItem = (row: {
  id: number;
  list_id: number;
  item: string;
  is_complete: number;
  category_id: number | null;
}): ShoppingItem => ({
  id: row.id,
  listId: row.list_id,
  item: row.item,
  isComplete: row.is_complete === 1,
  ...(row.category_id === null ? {} : { categoryId: row.category_id }),
});

/** Shopping lists and their items, always within one family. */
export function createShoppingRepo(db: Db) {
  const listsOf = (familyId: number) =>
    db.selectFrom('shopping_lists').select(['id', 'name']).where('family_id', '=', familyId);

  return {
    lists(familyId: number): Promise<ShoppingList[]> {
      return listsOf(familyId).orderBy('created_at').orderBy('id').execute();
    },

    findList(familyId: number, id: number): Promise<ShoppingList | undefined> {
      return listsOf(familyId).where('id', '=', id).executeTakeFirst();
    },

    createList(familyId: number, name: string): Promise<ShoppingList> {
      return db
        .insertInto('shopping_lists')
        .values({ family_id: familyId, name, created_at: new Date().toISOString() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    renameList(familyId: number, id: number, name: string): Promise<ShoppingList | undefined> {
      return db
        .updateTable('shopping_lists')
        .set({ name })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .returning(['id', 'name'])
        .executeTakeFirst();
    },

    /** Removes the list; its items go with it (ON DELETE CASCADE). */
    deleteList(familyId: number, id: number): Promise<boolean> {
      return deleteFamilyRow(db, 'shopping_lists', familyId, id);
    },

    /** Oldest first: the order things were added to the list. */
    async items(familyId: number, listId: number): Promise<ShoppingItem[]> {
      const rows = await db
        .selectFrom('shopping_items')
        .select(ITEM_COLUMNS)
        .where('family_id', '=', familyId)
        .where('list_id', '=', listId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toShoppingItem);
    },

    /**
     * Undefined when the list (or the category) was deleted since the caller found it. The caller
     * checks that the category is the family's.
     */
    async addItem(
      familyId: number,
      listId: number,
      item: string,
      categoryId: number | null = null,
    ): Promise<ShoppingItem | undefined> {
      try {
        const row = await db
          .insertInto('shopping_items')
          .values({
            family_id: familyId,
            list_id: listId,
            item,
            category_id: categoryId,
            created_at: new Date().toISOString(),
          })
          .returning(ITEM_COLUMNS)
          .executeTakeFirstOrThrow();
        return toShoppingItem(row);
      } catch (error) {
        if (isMissingReference(error)) return undefined;
        throw error;
      }
    },

    /** Unticks the items: they are needed again. Answers those it changed. */
    async reopenItems(familyId: number, listId: number, ids: readonly number[]): Promise<ShoppingItem[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('shopping_items')
        .set({ is_complete: 0 })
        .where('id', 'in', ids)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .returning(ITEM_COLUMNS)
        .execute();
      return rows.map(toShoppingItem).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    },

    /** Undefined when the list has no such item. The caller checks that the category is the family's. */
    async setItemCategory(
      familyId: number,
      listId: number,
      id: number,
      categoryId: number | null,
    ): Promise<ShoppingItem | undefined> {
      const row = await db
        .updateTable('shopping_items')
        .set({ category_id: categoryId })
        .where('id', '=', id)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .returning(ITEM_COLUMNS)
        .executeTakeFirst();
      return row && toShoppingItem(row);
    },

    /** Ticks or unticks one item; undefined when the list has no such item. */
    async setItemComplete(
      familyId: number,
      listId: number,
      id: number,
      isComplete: boolean,
    ): Promise<ShoppingItem | undefined> {
      const row = await db
        .updateTable('shopping_items')
        .set({ is_complete: isComplete ? 1 : 0 })
        .where('id', '=', id)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .returning(ITEM_COLUMNS)
        .executeTakeFirst();
      return row && toShoppingItem(row);
    },

    /** Deletes the list's ticked items; answers how many. */
    /** Deletes the list's ticked items; their names. */
    async deleteTickedItems(familyId: number, listId: number): Promise<string[]> {
      const rows = await db
        .deleteFrom('shopping_items')
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .where('is_complete', '=', 1)
        .returning('item')
        .execute();
      return rows.map((row) => row.item);
    },

    /** Deletes one item; its name, undefined when the list had no such item. */
    async deleteItem(familyId: number, listId: number, id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('shopping_items')
        .where('id', '=', id)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .returning('item')
        .executeTakeFirst();
      return row?.item;
    },
  };
}

export type ShoppingRepo = ReturnType<typeof createShoppingRepo>;
