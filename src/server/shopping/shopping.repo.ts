import type { ShoppingItem, ShoppingList } from '../../common/schemas/shopping';
import type { Db } from '../db/database';
import { isMissingReference } from '../db/errors';
import { deleteFamilyRow } from '../db/family-rows';

const toShoppingItem = (row: {
  id: number;
  list_id: number;
  item: string;
  is_complete: number;
}): ShoppingItem => ({
  id: row.id,
  listId: row.list_id,
  item: row.item,
  isComplete: row.is_complete === 1,
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
        .select(['id', 'list_id', 'item', 'is_complete'])
        .where('family_id', '=', familyId)
        .where('list_id', '=', listId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toShoppingItem);
    },

    /** Undefined when the list was deleted since the caller found it. */
    async addItem(familyId: number, listId: number, item: string): Promise<ShoppingItem | undefined> {
      try {
        const row = await db
          .insertInto('shopping_items')
          .values({ family_id: familyId, list_id: listId, item, created_at: new Date().toISOString() })
          .returning(['id', 'list_id', 'item', 'is_complete'])
          .executeTakeFirstOrThrow();
        return toShoppingItem(row);
      } catch (error) {
        if (isMissingReference(error)) return undefined;
        throw error;
      }
    },

    async deleteItem(familyId: number, listId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('shopping_items')
        .where('id', '=', id)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ShoppingRepo = ReturnType<typeof createShoppingRepo>;
