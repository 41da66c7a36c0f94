import type { Selectable } from 'kysely';
import type { CalendarDay } from '../../common/calendar-days';
import { centsToDollars } from '../../common/money';
import type { RepeatConfig } from '../../common/recurrence';
import type { TaskItem, TaskList } from '../../common/schemas/tasks';
import type { Db } from '../db/database';
import { isDuplicate, isMissingReference } from '../db/errors';
import { deleteFamilyRow } from '../db/family-rows';
import type { TaskItemsTable } from '../db/schema';

/** What a saved task holds, in database units. */
export interface TaskItemValues {
  task: string;
  assignee: string | null;
  valueCents: number;
  repeatConfig: RepeatConfig | null;
  targetPiggyBankId: number | null;
  anchorDate: CalendarDay;
  dueDate: CalendarDay | null;
}

/** A task with what the server needs beyond its wire form. */
export interface TaskItemRecord {
  item: TaskItem;
  familyId: number;
  valueCents: number;
  anchorDate: CalendarDay;
  /** Raised by each completion: a completion writes only over the version it read. */
  version: number;
}

type TaskItemRow = Selectable<TaskItemsTable> & { last_done_date: string | null };

const toTaskItem = (row: TaskItemRow): TaskItem => ({
  id: row.id,
  listId: row.list_id,
  task: row.task,
  assignee: row.assignee,
  value: centsToDollars(row.value_cents),
  completedAt: row.completed_at,
  repeatConfig: row.repeat_config === null ? null : (JSON.parse(row.repeat_config) as RepeatConfig),
  targetPiggyBankId: row.target_piggy_bank_id,
  createdAt: row.created_at,
  dueDate: row.due_date,
  lastDoneDate: row.last_done_date,
});

const toRecord = (row: TaskItemRow): TaskItemRecord => ({
  item: toTaskItem(row),
  familyId: row.family_id,
  valueCents: row.value_cents,
  anchorDate: row.anchor_date,
  version: row.version,
});

const columnsOf = (values: TaskItemValues) => ({
  task: values.task,
  assignee: values.assignee,
  value_cents: values.valueCents,
  repeat_config: values.repeatConfig === null ? null : JSON.stringify(values.repeatConfig),
  target_piggy_bank_id: values.targetPiggyBankId,
  anchor_date: values.anchorDate,
  due_date: values.dueDate,
});

/** Task lists and their items, always within one family. Pass a transaction to take part in it. */
export function createTasksRepo(db: Db) {
  /** Items with the due day of the occurrence each completed last. */
  const itemsOf = (familyId: number) =>
    db
      .selectFrom('task_items')
      .selectAll('task_items')
      .select((eb) =>
        eb
          .selectFrom('task_completions')
          .select((c) => c.fn.max('task_completions.due_date').as('day'))
          .whereRef('task_completions.task_item_id', '=', 'task_items.id')
          .as('last_done_date'),
      )
      .where('task_items.family_id', '=', familyId);

  async function findItem(familyId: number, listId: number, id: number): Promise<TaskItemRecord | undefined> {
    const row = await itemsOf(familyId)
      .where('task_items.id', '=', id)
      .where('task_items.list_id', '=', listId)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  const listsOf = (familyId: number) =>
    db.selectFrom('task_lists').select(['id', 'name', 'created_at']).where('family_id', '=', familyId);

  const toTaskList = (row: { id: number; name: string; created_at: string }): TaskList => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
  });

  return {
    async lists(familyId: number): Promise<TaskList[]> {
      const rows = await listsOf(familyId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toTaskList);
    },

    async findList(familyId: number, id: number): Promise<TaskList | undefined> {
      const row = await listsOf(familyId).where('id', '=', id).executeTakeFirst();
      return row && toTaskList(row);
    },

    async createList(familyId: number, name: string): Promise<TaskList> {
      const row = await db
        .insertInto('task_lists')
        .values({ family_id: familyId, name, created_at: new Date().toISOString() })
        .returning(['id', 'name', 'created_at'])
        .executeTakeFirstOrThrow();
      return toTaskList(row);
    },

    async renameList(familyId: number, id: number, name: string): Promise<TaskList | undefined> {
      const row = await db
        .updateTable('task_lists')
        .set({ name })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .returning(['id', 'name', 'created_at'])
        .executeTakeFirst();
      return row && toTaskList(row);
    },

    /** Removes the list; its items go with it (ON DELETE CASCADE). */
    deleteList(familyId: number, id: number): Promise<boolean> {
      return deleteFamilyRow(db, 'task_lists', familyId, id);
    },

    /** Due tasks first, soonest first; tasks without a due day after them, oldest first. */
    async items(familyId: number, listId: number): Promise<TaskItem[]> {
      const rows = await itemsOf(familyId)
        .where('task_items.list_id', '=', listId)
        .orderBy('task_items.due_date', (ob) => ob.asc().nullsLast())
        .orderBy('task_items.created_at')
        .orderBy('task_items.id')
        .execute();
      return rows.map(toTaskItem);
    },

    findItem,

    /** Every task with a due day (the repeating ones), with its list's name: what the family's feed shows. */
    async dueTasks(familyId: number): Promise<(TaskItem & { listName: string })[]> {
      const rows = await itemsOf(familyId)
        .innerJoin('task_lists', 'task_lists.id', 'task_items.list_id')
        .select('task_lists.name as list_name')
        .where('task_items.due_date', 'is not', null)
        .orderBy('task_items.id')
        .execute();
      return rows.map((row) => ({ ...toTaskItem(row), listName: row.list_name }));
    },

    /** Undefined when the list (or the target bank) was deleted since the caller found it. */
    async createItem(
      familyId: number,
      listId: number,
      values: TaskItemValues,
    ): Promise<TaskItem | undefined> {
      try {
        const row = await db
          .insertInto('task_items')
          .values({
            ...columnsOf(values),
            family_id: familyId,
            list_id: listId,
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toTaskItem({ ...row, last_done_date: null });
      } catch (error) {
        if (isMissingReference(error)) return undefined;
        throw error;
      }
    },

    async updateItem(
      familyId: number,
      listId: number,
      id: number,
      values: TaskItemValues,
    ): Promise<TaskItem | undefined> {
      const result = await db
        .updateTable('task_items')
        .set(columnsOf(values))
        .where('id', '=', id)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return (await findItem(familyId, listId, id))?.item;
    },

    async deleteItem(familyId: number, listId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('task_items')
        .where('id', '=', id)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Moves a repeating task from the occurrence `from` to its next due day; false when the task
     * is no longer at `from` (another completion, or an edit, moved it first).
     */
    async advanceOccurrence(
      record: TaskItemRecord,
      from: CalendarDay,
      to: CalendarDay,
      completedAt: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('task_items')
        .set((eb) => ({ due_date: to, completed_at: completedAt, version: eb('version', '+', 1) }))
        .where('id', '=', record.item.id)
        .where('family_id', '=', record.familyId)
        .where('due_date', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes a completed task as `record` read it; false when another completion removed it first. */
    async removeCompleted(record: TaskItemRecord): Promise<boolean> {
      const result = await db
        .deleteFrom('task_items')
        .where('id', '=', record.item.id)
        .where('family_id', '=', record.familyId)
        .where('version', '=', record.version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Whether the task was ever completed, also after completing removed it. */
    async wasCompleted(familyId: number, taskItemId: number): Promise<boolean> {
      const row = await db
        .selectFrom('task_completions')
        .select('id')
        .where('family_id', '=', familyId)
        .where('task_item_id', '=', taskItemId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the occurrence of the task due on `day` was completed. */
    async wasOccurrenceCompleted(familyId: number, taskItemId: number, day: CalendarDay): Promise<boolean> {
      const row = await db
        .selectFrom('task_completions')
        .select('id')
        .where('family_id', '=', familyId)
        .where('task_item_id', '=', taskItemId)
        .where('due_date', '=', day)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Records the completion of `occurrence` (null for a one-off task). False when that
     * occurrence already has one: the unique key on (task, occurrence) is what makes a payout
     * once per occurrence, whatever else a racing request got past.
     */
    async recordCompletion(
      record: TaskItemRecord,
      occurrence: CalendarDay | null,
      completion: { paidCents: number; piggyBankId: number | null; completedAt: string },
    ): Promise<boolean> {
      try {
        await db
          .insertInto('task_completions')
          .values({
            family_id: record.familyId,
            task_item_id: record.item.id,
            task: record.item.task,
            due_date: occurrence,
            paid_cents: completion.paidCents,
            piggy_bank_id: completion.piggyBankId,
            completed_at: completion.completedAt,
          })
          .execute();
        return true;
      } catch (error) {
        if (isDuplicate(error)) return false;
        throw error;
      }
    },
  };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
