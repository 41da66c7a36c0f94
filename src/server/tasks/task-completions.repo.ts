import type { CalendarDay } from '../../common/calendar-days';
import type { Db } from '../db/database';
import { isDuplicate } from '../db/errors';
import type { StoredTaskItem } from './task-items.repo';

/** The record of each occurrence completed (or ticked and waiting). Pass a transaction to take part in it. */
export function createTaskCompletionsRepo(db: Db) {
  return {
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
     * Records the completion of `occurrence` (null for a one-off task). False when that
     * occurrence already has one: the unique key on (task, occurrence) is what makes a payout
     * once per occurrence, whatever else a racing request got past.
     */
    async recordCompletion(
      task: Pick<StoredTaskItem, 'id' | 'familyId' | 'task'>,
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
            family_id: task.familyId,
            task_item_id: task.id,
            task: task.task,
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

export type TaskCompletionsRepo = ReturnType<typeof createTaskCompletionsRepo>;
