import type { Selectable } from 'kysely';
import type { CalendarDay } from '../../common/calendar-days';
import type { RepeatConfig } from '../../common/recurrence';
import type { Rotation } from '../../common/rotation';
import type { Db } from '../db/database';
import { isMissingReference } from '../db/errors';
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
  /** One of the family's people; then `assignee` is null. */
  assigneeId: number | null;
  rotation: Rotation | null;
}

/** The family's people by id, members who left included: tasks that name them show their names. */
export type PeopleNames = ReadonlyMap<number, string>;

/** A tick from the wall waiting for a parent's OK; it holds its occurrence. */
export interface PendingTick {
  id: number;
  occurrence: CalendarDay | null;
  personId: number | null;
  at: string;
}

/** A task as stored, in the database's units (cents, instants, the rotation's state). */
export interface StoredTaskItem {
  id: number;
  listId: number;
  familyId: number;
  task: string;
  /** The free text as stored; the answer shows a person's name instead when there is one. */
  assigneeText: string | null;
  assigneeId: number | null;
  valueCents: number;
  completedAt: string | null;
  repeatConfig: RepeatConfig | null;
  targetPiggyBankId: number | null;
  createdAt: string;
  anchorDate: CalendarDay;
  dueDate: CalendarDay | null;
  /** The due day of the occurrence completed last. */
  lastDoneDate: CalendarDay | null;
  /** Raised by each completion: a completion writes only over the version it read. */
  version: number;
  rotation: Rotation | null;
  /** Its list wants a parent's OK for ticks from the wall. */
  needsApproval: boolean;
  pending: PendingTick | null;
  /** The family's people as read with the task. */
  names: PeopleNames;
}

/** The task as a write found it: written only over that version. */
export type TaskVersion = Pick<StoredTaskItem, 'id' | 'familyId' | 'version'>;

type TaskItemRow = Selectable<TaskItemsTable> & {
  last_done_date: string | null;
  needs_approval: number;
  pending_id: number | null;
  pending_day: string | null;
  pending_person: number | null;
  pending_at: string | null;
};

export const rotationColumn = (rotation: Rotation | null) =>
  rotation === null ? null : JSON.stringify(rotation);

export const parseRotation = (text: string | null): Rotation | null =>
  text === null ? null : (JSON.parse(text) as Rotation);

const toStored = (row: TaskItemRow, names: PeopleNames): StoredTaskItem => ({
  id: row.id,
  listId: row.list_id,
  familyId: row.family_id,
  task: row.task,
  assigneeText: row.assignee,
  assigneeId: row.assignee_id,
  valueCents: row.value_cents,
  completedAt: row.completed_at,
  repeatConfig: row.repeat_config === null ? null : (JSON.parse(row.repeat_config) as RepeatConfig),
  targetPiggyBankId: row.target_piggy_bank_id,
  createdAt: row.created_at,
  anchorDate: row.anchor_date,
  dueDate: row.due_date,
  lastDoneDate: row.last_done_date,
  version: row.version,
  rotation: parseRotation(row.rotation),
  needsApproval: row.needs_approval === 1,
  pending:
    row.pending_id === null
      ? null
      : {
          id: row.pending_id,
          occurrence: row.pending_day,
          personId: row.pending_person,
          at: row.pending_at ?? row.created_at,
        },
  names,
});

const columnsOf = (values: TaskItemValues) => ({
  task: values.task,
  assignee: values.assignee,
  value_cents: values.valueCents,
  repeat_config: values.repeatConfig === null ? null : JSON.stringify(values.repeatConfig),
  target_piggy_bank_id: values.targetPiggyBankId,
  anchor_date: values.anchorDate,
  due_date: values.dueDate,
  assignee_id: values.assigneeId,
  rotation: rotationColumn(values.rotation),
});

/** The tasks of a family's lists, and the moves of their occurrences. Pass a transaction to take part in it. */
export function createTaskItemsRepo(db: Db) {
  /**
   * Items with their list's approval setting, the due day of the occurrence each completed last,
   * and a tick from the wall waiting for a parent's OK (at most one: it holds the task's occurrence).
   */
  const itemsOf = (familyId: number) =>
    db
      .selectFrom('task_items')
      .innerJoin('task_lists', 'task_lists.id', 'task_items.list_id')
      .leftJoin('task_completions as pending', (join) =>
        join.onRef('pending.task_item_id', '=', 'task_items.id').on('pending.status', '=', 'pending'),
      )
      .selectAll('task_items')
      .select([
        'task_lists.needs_approval',
        'pending.id as pending_id',
        'pending.due_date as pending_day',
        'pending.person_id as pending_person',
        'pending.completed_at as pending_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('task_completions')
          .select((c) => c.fn.max('task_completions.due_date').as('day'))
          .whereRef('task_completions.task_item_id', '=', 'task_items.id')
          .where('task_completions.status', '=', 'done')
          .as('last_done_date'),
      )
      .where('task_items.family_id', '=', familyId);

  async function names(familyId: number): Promise<PeopleNames> {
    const rows = await db
      .selectFrom('people')
      .select(['id', 'name'])
      .where('family_id', '=', familyId)
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function findItem(familyId: number, listId: number, id: number): Promise<StoredTaskItem | undefined> {
    const row = await itemsOf(familyId)
      .where('task_items.id', '=', id)
      .where('task_items.list_id', '=', listId)
      .executeTakeFirst();
    return row && toStored(row, await names(familyId));
  }

  return {
    /** Due tasks first, soonest first; tasks without a due day after them, oldest first. */
    async items(familyId: number, listId: number): Promise<StoredTaskItem[]> {
      const rows = await itemsOf(familyId)
        .where('task_items.list_id', '=', listId)
        .orderBy('task_items.due_date', (ob) => ob.asc().nullsLast())
        .orderBy('task_items.created_at')
        .orderBy('task_items.id')
        .execute();
      const people = await names(familyId);
      return rows.map((row) => toStored(row, people));
    },

    findItem,

    /** Every task with a due day (the repeating ones), with its list's name: what the family's feed shows. */
    async dueTasks(familyId: number): Promise<(StoredTaskItem & { listName: string })[]> {
      const rows = await itemsOf(familyId)
        .select('task_lists.name as list_name')
        .where('task_items.due_date', 'is not', null)
        .orderBy('task_items.id')
        .execute();
      const people = await names(familyId);
      return rows.map((row) => ({ ...toStored(row, people), listName: row.list_name }));
    },

    /** Undefined when the list (or the target bank) was deleted since the caller found it. */
    async createItem(
      familyId: number,
      listId: number,
      values: TaskItemValues,
    ): Promise<StoredTaskItem | undefined> {
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
        return toStored(
          {
            ...row,
            last_done_date: null,
            needs_approval: 0,
            pending_id: null,
            pending_day: null,
            pending_person: null,
            pending_at: null,
          },
          await names(familyId),
        );
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
    ): Promise<StoredTaskItem | undefined> {
      const result = await db
        .updateTable('task_items')
        .set(columnsOf(values))
        .where('id', '=', id)
        .where('list_id', '=', listId)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findItem(familyId, listId, id);
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
     * Moves a repeating task from the occurrence `from` to its next due day, with its rotation as
     * it is after `from`; false when the task is no longer at `from` (another completion, or an
     * edit, moved it first).
     */
    async advanceOccurrence(
      task: Pick<StoredTaskItem, 'id' | 'familyId' | 'rotation'>,
      from: CalendarDay,
      to: CalendarDay,
      completedAt: string,
      rotation: Rotation | null = task.rotation,
    ): Promise<boolean> {
      const result = await db
        .updateTable('task_items')
        .set((eb) => ({
          due_date: to,
          completed_at: completedAt,
          rotation: rotationColumn(rotation),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', task.id)
        .where('family_id', '=', task.familyId)
        .where('due_date', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes a completed task as `task` read it; false when another completion removed it first. */
    async removeCompleted(task: TaskVersion): Promise<boolean> {
      const result = await db
        .deleteFrom('task_items')
        .where('id', '=', task.id)
        .where('family_id', '=', task.familyId)
        .where('version', '=', task.version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Raises the task's version over the one read; false when it changed meanwhile. */
    async touch(task: TaskVersion): Promise<boolean> {
      const result = await db
        .updateTable('task_items')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', task.id)
        .where('family_id', '=', task.familyId)
        .where('version', '=', task.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type TaskItemsRepo = ReturnType<typeof createTaskItemsRepo>;
