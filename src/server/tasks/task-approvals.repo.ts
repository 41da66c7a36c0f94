import type { CalendarDay } from '../../common/calendar-days';
import type { Db } from '../db/database';

/** A completion of the family's, waiting or done, with its task. */
export interface PendingRecord {
  id: number;
  status: string;
  listId: number;
  taskItemId: number;
  occurrence: CalendarDay | null;
  personId: number | null;
}

/** A tick waiting for a parent's OK, with what approving it pays (cents) and where. */
export interface StoredApproval {
  id: number;
  listId: number;
  listName: string;
  taskId: number;
  task: string;
  occurrence: CalendarDay | null;
  personId: number | null;
  valueCents: number;
  piggyBankId: number | null;
  tickedAt: string;
}

/**
 * Ticks from the wall waiting for a parent's OK, and what approving one paid. Pass a transaction
 * to take part in it.
 */
export function createTaskApprovalsRepo(db: Db) {
  return {
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
    async pendingApprovals(familyId: number): Promise<StoredApproval[]> {
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
        valueCents: row.value_cents,
        piggyBankId: row.bank_id,
        tickedAt: row.completed_at,
      }));
    },
  };
}

export type TaskApprovalsRepo = ReturnType<typeof createTaskApprovalsRepo>;
