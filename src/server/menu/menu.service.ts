import { hasAnyMeal, type MenuEntry, type MenuEntryRequest } from '../../common/schemas/menu';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createMenuRepo } from './menu.repo';

export function createMenuService(db: Db, changes: Changes) {
  return {
    /** Sets a day's meals; a day whose three meals are all empty is removed (spec 02 §4). */
    save(familyId: number, entry: MenuEntryRequest): Promise<MenuEntry | null> {
      return transact(db, changes, async (trx, announce) => {
        const menu = createMenuRepo(trx);
        const saved = hasAnyMeal(entry) ? await menu.upsert(familyId, entry) : null;
        if (!saved) await menu.remove(familyId, entry.date);
        announce(familyId, 'menu', saved ? [saved.id] : []);
        return saved;
      });
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
