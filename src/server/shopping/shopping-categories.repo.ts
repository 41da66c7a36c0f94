import type { ShoppingCategory } from '../../common/schemas/shopping';
import type { Db } from '../db/database';

/**
 * The family's shopping categories in its store's order, and the category it last gave an item of
 * each name (keyed by `ingredientKey`), always within one family.
 */
export function createShoppingCategoriesRepo(db: Db) {
  const categoriesOf = (familyId: number) =>
    db.selectFrom('shopping_categories').select(['id', 'name']).where('family_id', '=', familyId);

  return {
    categories(familyId: number): Promise<ShoppingCategory[]> {
      return categoriesOf(familyId).orderBy('position').orderBy('id').execute();
    },

    find(familyId: number, id: number): Promise<ShoppingCategory | undefined> {
      return categoriesOf(familyId).where('id', '=', id).executeTakeFirst();
    },

    insert(familyId: number, name: string, position: number): Promise<ShoppingCategory> {
      return db
        .insertInto('shopping_categories')
        .values({ family_id: familyId, name, position, created_at: new Date().toISOString() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    async update(familyId: number, id: number, name: string, position: number): Promise<void> {
      await db
        .updateTable('shopping_categories')
        .set({ name, position })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .execute();
    },

    /**
     * Deletes the family's categories other than `keep`: their items are left without one, and what
     * was remembered for them is forgotten (by the references' ON DELETE). Answers how many went.
     */
    async deleteAllBut(familyId: number, keep: readonly number[]): Promise<number> {
      let query = db.deleteFrom('shopping_categories').where('family_id', '=', familyId);
      if (keep.length > 0) query = query.where('id', 'not in', keep);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * The category last given to an item of each of these names' keys, by key: null for a name the
     * family took out of every category, absent for a name it never filed.
     */
    async remembered(familyId: number, keys: readonly string[]): Promise<Map<string, number | null>> {
      if (keys.length === 0) return new Map();
      const distinct = [...new Set(keys)];
      const rows = await db
        .selectFrom('shopping_item_categories')
        .select(['item_key', 'category_id'])
        .where('family_id', '=', familyId)
        .where('item_key', 'in', distinct)
        .execute();
      const unfiled = await db
        .selectFrom('shopping_item_unfiled')
        .select('item_key')
        .where('family_id', '=', familyId)
        .where('item_key', 'in', distinct)
        .execute();
      return new Map<string, number | null>([
        ...unfiled.map((row): [string, null] => [row.item_key, null]),
        ...rows.map((row): [string, number] => [row.item_key, row.category_id]),
      ]);
    },

    /** Remembers the category for items of this name's key, or that the family wants it in none (null). */
    async remember(familyId: number, key: string, categoryId: number | null): Promise<void> {
      if (categoryId === null) {
        await db
          .deleteFrom('shopping_item_categories')
          .where('family_id', '=', familyId)
          .where('item_key', '=', key)
          .execute();
        await db
          .insertInto('shopping_item_unfiled')
          .values({ family_id: familyId, item_key: key })
          .onConflict((oc) => oc.columns(['family_id', 'item_key']).doNothing())
          .execute();
        return;
      }
      await db
        .deleteFrom('shopping_item_unfiled')
        .where('family_id', '=', familyId)
        .where('item_key', '=', key)
        .execute();
      await db
        .insertInto('shopping_item_categories')
        .values({ family_id: familyId, item_key: key, category_id: categoryId })
        .onConflict((oc) => oc.columns(['family_id', 'item_key']).doUpdateSet({ category_id: categoryId }))
        .execute();
    },
  };
}

export type ShoppingCategoriesRepo = ReturnType<typeof createShoppingCategoriesRepo>;
