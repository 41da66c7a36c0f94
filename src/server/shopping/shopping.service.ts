import type { ShoppingItem, ShoppingList } from '../../common/schemas/shopping';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createShoppingRepo } from './shopping.repo';

/** Every write to a family's shopping lists: one transaction each, announced once it commits. */
export function createShoppingService(db: Db, changes: Changes) {
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

    /** Undefined when the family has no such list, or it was deleted a moment ago. */
    addItem(familyId: number, listId: number, item: string): Promise<ShoppingItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const shopping = createShoppingRepo(trx);
        if (!(await shopping.findList(familyId, listId))) return undefined;
        const added = await shopping.addItem(familyId, listId, item);
        if (added) announce(familyId, 'shopping-items', [listId]);
        return added;
      });
    },

    deleteItem(familyId: number, listId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const deleted = await createShoppingRepo(trx).deleteItem(familyId, listId, id);
        if (deleted) announce(familyId, 'shopping-items', [listId]);
        return deleted;
      });
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
