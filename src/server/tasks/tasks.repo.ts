import type { Selectable } from 'kysely';
import type { CalendarDay } from '../../common/calendar-days';
import { centsToDollars } from '../../common/money';
import { countOccurrences, type RepeatConfig } from '../../common/recurrence';
import { type CountOccurrences, personAt, type Rotation, slotOf, takesTurns } from '../../common/rotation';
import type { TaskApproval, TaskItem, TaskList } from '../../common/schemas/tasks';
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
  /** One of the family's people; then `assignee` is null. */
  assigneeId: number | null;
  rotation: Rotation | null;
}

/** A task with what the server needs beyond its wire form. */
export interface TaskItemRecord {
  item: TaskItem;
  familyId: number;
  valueCents: number;
  anchorDate: CalendarDay;
  /** Raised by each completion: a completion writes only over the version it read. */
  version: number;
  /** The free text as stored; `item.assignee` shows a person's name instead when there is one. */
  assigneeText: string | null;
  rotation: Rotation | null;
  /** Its list wants a parent's OK for ticks from the wall. */
  needsApproval: boolean;
}

type TaskItemRow = Selectable<TaskItemsTable> & {
  last_done_date: string | null;
  needs_approval: number;
  pending_id: number | null;
  pending_day: string | null;
  pending_person: number | null;
  pending_at: string | null;
};

/** The family's people by id, members who left included: tasks that name them show their names. */
export type PeopleNames = ReadonlyMap<number, string>;

const parseRotation = (text: string | null): Rotation | null =>
  text === null ? null : (JSON.parse(text) as Rotation);

const parseRepeat = (text: string | null): RepeatConfig | null =>
  text === null ? null : (JSON.parse(text) as RepeatConfig);

/** Occurrences of the task's rule: how a rotation by turns counts its slots. */
export function occurrencesOf(task: {
  repeatConfig: RepeatConfig | null;
  anchorDate: CalendarDay;
}): CountOccurrences {
  return (from, to) =>
    task.repeatConfig ? countOccurrences(task.repeatConfig, task.anchorDate, from, to) : 0;
}

/** Who is up for the task's current occurrence, and after them. */
function rotationAnswer(rotation: Rotation, dueDate: CalendarDay | null, count: CountOccurrences) {
  let upId: number | null = null;
  let nextId: number | null = null;
  if (takesTurns(rotation.mode)) {
    const slot = slotOf(rotation, dueDate ?? rotation.start, count);
    upId = personAt(rotation, slot);
    nextId = personAt(rotation, slot + 1);
  }
  return { mode: rotation.mode, peopleIds: rotation.peopleIds, startDay: rotation.start, upId, nextId };
}

function toTaskItem(row: TaskItemRow, names: PeopleNames): TaskItem {
  const repeatConfig = parseRepeat(row.repeat_config);
  const rotation = parseRotation(row.rotation);
  const shared =
    rotation &&
    rotationAnswer(rotation, row.due_date, occurrencesOf({ repeatConfig, anchorDate: row.anchor_date }));
  const personShown = shared?.upId ?? row.assignee_id;
  return {
    id: row.id,
    listId: row.list_id,
    task: row.task,
    // A person's current name, for clients that know only the free-text field.
    assignee: (personShown !== null ? names.get(personShown) : undefined) ?? row.assignee,
    value: centsToDollars(row.value_cents),
    completedAt: row.completed_at,
    repeatConfig,
    targetPiggyBankId: row.target_piggy_bank_id,
    createdAt: row.created_at,
    dueDate: row.due_date,
    lastDoneDate: row.last_done_date,
    assigneeId: row.assignee_id,
    rotation: shared,
    pendingApproval:
      row.pending_id === null
        ? null
        : {
            id: row.pending_id,
            occurrence: row.pending_day,
            personId: row.pending_person,
            at: row.pending_at ?? row.created_at,
          },
  };
}

const toRecord = (row: TaskItemRow, names: PeopleNames): TaskItemRecord => ({
  item: toTaskItem(row, names),
  familyId: row.family_id,
  valueCents: row.value_cents,
  anchorDate: row.anchor_date,
  version: row.version,
  assigneeText: row.assignee,
  rotation: parseRotation(row.rotation),
  needsApproval: row.needs_approval === 1,
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
  rotation: values.rotation === null ? null : JSON.stringify(values.rotation),
});

interface ListRow {
  id: number;
  name: string;
  created_at: string;
  needs_approval: number;
}

/** A completion waiting for a parent's OK, with its task. */
export interface PendingRecord {
  id: number;
  status: string;
  listId: number;
  taskItemId: number;
  occurrence: CalendarDay | null;
  personId: number | null;
}

/** Task lists and their items, always within one family. Pass a transaction to take part in it. */
export function createTasksRepo(db: Db) {
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

  async function findItem(familyId: number, listId: number, id: number): Promise<TaskItemRecord | undefined> {
    const row = await itemsOf(familyId)
      .where('task_items.id', '=', id)
      .where('task_items.list_id', '=', listId)
      .executeTakeFirst();
    return row && toRecord(row, await names(familyId));
  }

  const listsOf = (familyId: number) =>
    db
      .selectFrom('task_lists')
      .select(['id', 'name', 'created_at', 'needs_approval'])
      .where('family_id', '=', familyId);

  const toTaskList = (row: ListRow): TaskList => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    needsApproval: row.needs_approval === 1,
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

    async createList(familyId: number, name: string, needsApproval = false): Promise<TaskList> {
      const row = await db
        .insertInto('task_lists')
        .values({
          family_id: familyId,
          name,
          created_at: new Date().toISOString(),
          needs_approval: needsApproval ? 1 : 0,
        })
        .returning(['id', 'name', 'created_at', 'needs_approval'])
        .executeTakeFirstOrThrow();
      return toTaskList(row);
    },

    /** A new name, and the approval setting unless `needsApproval` is left out. */
    async renameList(
      familyId: number,
      id: number,
      name: string,
      needsApproval?: boolean,
    ): Promise<TaskList | undefined> {
      const row = await db
        .updateTable('task_lists')
        .set(needsApproval === undefined ? { name } : { name, needs_approval: needsApproval ? 1 : 0 })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .returning(['id', 'name', 'created_at', 'needs_approval'])
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
      const people = await names(familyId);
      return rows.map((row) => toTaskItem(row, people));
    },

    findItem,

    /** Every task with a due day (the repeating ones), with its list's name: what the family's feed shows. */
    async dueTasks(familyId: number): Promise<(TaskItem & { listName: string })[]> {
      const rows = await itemsOf(familyId)
        .select('task_lists.name as list_name')
        .where('task_items.due_date', 'is not', null)
        .orderBy('task_items.id')
        .execute();
      const people = await names(familyId);
      return rows.map((row) => ({ ...toTaskItem(row, people), listName: row.list_name }));
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
        return toTaskItem(
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
     * Moves a repeating task from the occurrence `from` to its next due day, with its rotation as
     * it is after `from`; false when the task is no longer at `from` (another completion, or an
     * edit, moved it first).
     */
    async advanceOccurrence(
      record: TaskItemRecord,
      from: CalendarDay,
      to: CalendarDay,
      completedAt: string,
      rotation: Rotation | null = record.rotation,
    ): Promise<boolean> {
      const result = await db
        .updateTable('task_items')
        .set((eb) => ({
          due_date: to,
          completed_at: completedAt,
          rotation: rotation === null ? null : JSON.stringify(rotation),
          version: eb('version', '+', 1),
        }))
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

    /** Whether the occurrence of the task due on `day` was completed (a tick waiting for an OK is not). */
    async wasOccurrenceCompleted(familyId: number, taskItemId: number, day: CalendarDay): Promise<boolean> {
      const row = await db
        .selectFrom('task_completions')
        .select('id')
        .where('family_id', '=', familyId)
        .where('task_item_id', '=', taskItemId)
        .where('due_date', '=', day)
        .where('status', '=', 'done')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Writes a new rotation over the version `record` read, raising it; false when the task
     * changed meanwhile (another tap, a completion).
     */
    async setRotation(record: TaskItemRecord, rotation: Rotation | null): Promise<boolean> {
      const result = await db
        .updateTable('task_items')
        .set((eb) => ({
          rotation: rotation === null ? null : JSON.stringify(rotation),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', record.item.id)
        .where('family_id', '=', record.familyId)
        .where('version', '=', record.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Raises the task's version over the one `record` read; false when it changed meanwhile. */
    async touch(record: TaskItemRecord): Promise<boolean> {
      const result = await db
        .updateTable('task_items')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', record.item.id)
        .where('family_id', '=', record.familyId)
        .where('version', '=', record.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The family's tasks that rotate, with their rotations: what a person's deletion rewrites. */
    async rotating(familyId: number) {
      const rows = await db
        .selectFrom('task_items')
        .select(['id', 'list_id', 'rotation', 'due_date'])
        .where('family_id', '=', familyId)
        .where('rotation', 'is not', null)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        listId: row.list_id,
        rotation: parseRotation(row.rotation)!,
        dueDate: row.due_date,
      }));
    },

    /** Sets a task's rotation whatever its version (a person's deletion, already serialised). */
    async replaceRotation(familyId: number, id: number, rotation: Rotation | null): Promise<void> {
      await db
        .updateTable('task_items')
        .set((eb) => ({
          rotation: rotation === null ? null : JSON.stringify(rotation),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .execute();
    },

    /** A completion of the family's, waiting or done, by id. */
    async findCompletion(familyId: number, id: number): Promise<PendingRecord | undefined> {
      const row = await db
        .selectFrom('task_completions')
        .innerJoin('task_items', 'task_items.id', 'task_completions.task_item_id')
        .select([
          'task_completions.id',
          'task_completions.status',
          'task_items.list_id',
          'task_completions.task_item_id',
          'task_completions.due_date',
          'task_completions.person_id',
        ])
        .where('task_completions.family_id', '=', familyId)
        .where('task_completions.id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          status: row.status,
          listId: row.list_id,
          taskItemId: row.task_item_id,
          occurrence: row.due_date,
          personId: row.person_id,
        }
      );
    },

    /**
     * Turns a waiting tick into a completion; false when it is no longer waiting: another
     * approval got there first (the write waits for it and then finds nothing to do).
     */
    async claimPending(familyId: number, id: number): Promise<boolean> {
      const result = await db
        .updateTable('task_completions')
        .set({ status: 'done' })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What an approved completion paid, and into which bank. */
    async recordPayout(
      familyId: number,
      id: number,
      paid: { paidCents: number; piggyBankId: number | null },
    ): Promise<void> {
      await db
        .updateTable('task_completions')
        .set({ paid_cents: paid.paidCents, piggy_bank_id: paid.piggyBankId })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .execute();
    },

    /** Forgets a waiting tick: the task is back on the board. False when it is no longer waiting. */
    async sendBack(familyId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('task_completions')
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Forgets the task's waiting tick, if any (its occurrence changed under it). */
    async dropPending(familyId: number, taskItemId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('task_completions')
        .where('family_id', '=', familyId)
        .where('task_item_id', '=', taskItemId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The family's ticks waiting for a parent's OK, oldest first, with what approving pays and
     * where: the task's bank, else the oldest bank of whoever did it.
     */
    async pendingApprovals(familyId: number): Promise<TaskApproval[]> {
      const rows = await db
        .selectFrom('task_completions')
        .innerJoin('task_items', 'task_items.id', 'task_completions.task_item_id')
        .innerJoin('task_lists', 'task_lists.id', 'task_items.list_id')
        .select((eb) => [
          'task_completions.id',
          'task_items.list_id',
          'task_lists.name as list_name',
          'task_items.id as task_id',
          'task_items.task',
          'task_completions.due_date',
          'task_completions.person_id',
          'task_completions.completed_at',
          'task_items.value_cents',
          eb.fn
            .coalesce(
              'task_items.target_piggy_bank_id',
              eb
                .selectFrom('piggy_banks')
                .select((b) => b.fn.min('piggy_banks.id').as('first'))
                .whereRef('piggy_banks.person_id', '=', 'task_completions.person_id')
                .where('piggy_banks.family_id', '=', familyId)
                .where('piggy_banks.deleted_at', 'is', null),
            )
            .as('bank_id'),
        ])
        .where('task_completions.family_id', '=', familyId)
        .where('task_completions.status', '=', 'pending')
        .where('task_items.family_id', '=', familyId)
        .orderBy('task_completions.completed_at')
        .orderBy('task_completions.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        listId: row.list_id,
        listName: row.list_name,
        taskId: row.task_id,
        task: row.task,
        occurrence: row.due_date,
        personId: row.person_id,
        value: centsToDollars(row.value_cents),
        piggyBankId: row.bank_id,
        tickedAt: row.completed_at,
      }));
    },

    /**
     * Records the completion of `occurrence` (null for a one-off task). False when that
     * occurrence already has one: the unique key on (task, occurrence) is what makes a payout
     * once per occurrence, whatever else a racing request got past.
     */
    async recordCompletion(
      record: TaskItemRecord,
      occurrence: CalendarDay | null,
      completion: {
        paidCents: number;
        piggyBankId: number | null;
        completedAt: string;
        personId: number | null;
        /** 'pending': a tick from the wall waiting for a parent's OK; it holds the occurrence. */
        status?: 'done' | 'pending';
      },
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
            person_id: completion.personId,
            status: completion.status ?? 'done',
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
