import {
  hasAnyMeal,
  ingredientsAfterSave,
  type MenuEntry,
  type MenuEntryRequest,
} from '../../common/schemas/menu';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createMenuRepo } from './menu.repo';

export function createMenuService(db: Db, changes: Changes) {
  return {
    /**
     * Sets a day's meals and their ingredients; a day whose three meals are all empty is removed
     * (spec 02 §4). A meal the request gives no ingredients for keeps its own while its name stays.
     */
    save(familyId: number, entry: MenuEntryRequest): Promise<MenuEntry | null> {
      return transact(db, changes, async (trx, announce) => {
        const menu = createMenuRepo(trx);
        let saved: MenuEntry | null = null;
        if (hasAnyMeal(entry)) {
          const before = (await menu.find(familyId, entry.date)) ?? null;
          saved = await menu.upsert(familyId, { ...entry, ingredients: ingredientsAfterSave(before, entry) });
        } else {
          await menu.remove(familyId, entry.date);
        }
        announce(familyId, 'menu', saved ? [saved.id] : []);
        return saved;
      });
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
