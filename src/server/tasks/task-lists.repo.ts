import type { Db } from '../db/database';
import { deleteFamilyRow } from '../db/family-rows';

/** A task list as stored. */
export interface StoredTaskList {
  id: number;
  name: string;
  createdAt: string;
  /** Ticks from the wall wait for a parent's OK. */
  needsApproval: boolean;
}

interface ListRow {
  id: number;
  name: string;
  created_at: string;
  needs_approval: number;
}

const LIST_COLUMNS = ['id', 'name', 'created_at', 'needs_approval'] as const;

const toList = (row: ListRow): StoredTaskList => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  needsApproval: row.needs_approval === 1,
});

/** A family's task lists. Pass a transaction to take part in it. */
export function createTaskListsRepo(db: Db) {
  const listsOf = (familyId: number) =>
    db.selectFrom('task_lists').select(LIST_COLUMNS).where('family_id', '=', familyId);

  return {
    async lists(familyId: number): Promise<StoredTaskList[]> {
      const rows = await listsOf(familyId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toList);
    },

    async findList(familyId: number, id: number): Promise<StoredTaskList | undefined> {
      const row = await listsOf(familyId).where('id', '=', id).executeTakeFirst();
      return row && toList(row);
    },

    async createList(familyId: number, name: string, needsApproval = false): Promise<StoredTaskList> {
      const row = await db
        .insertInto('task_lists')
        .values({
          family_id: familyId,
          name,
          created_at: new Date().toISOString(),
          needs_approval: needsApproval ? 1 : 0,
        })
        .returning(LIST_COLUMNS)
        .executeTakeFirstOrThrow();
      return toList(row);
    },

    /** A new name, and the approval setting unless `needsApproval` is left out. */
    async renameList(
      familyId: number,
      id: number,
      name: string,
      needsApproval?: boolean,
    ): Promise<StoredTaskList | undefined> {
      const row = await db
        .updateTable('task_lists')
        .set(needsApproval === undefined ? { name } : { name, needs_approval: needsApproval ? 1 : 0 })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .returning(LIST_COLUMNS)
        .executeTakeFirst();
      return row && toList(row);
    },

    /** Removes the list; its items go with it (ON DELETE CASCADE). */
    deleteList(familyId: number, id: number): Promise<boolean> {
      return deleteFamilyRow(db, 'task_lists', familyId, id);
    },
  };
}

export type TaskListsRepo = ReturnType<typeof createTaskListsRepo>;
