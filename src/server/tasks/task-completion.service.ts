/**
 * Completing a task (spec 02 §4): a repeating task moves to its next occurrence, a one-off task
 * is removed, and a task with a value and a target piggy bank pays that value into the bank —
 * all in one transaction, so a completion is never recorded without its payout or paid twice.
 */
import type { CalendarDay } from '../../common/calendar-days';
import { centsToDollars } from '../../common/money';
import type { CompletionResult, TaskItem } from '../../common/schemas/tasks';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import type { Changes } from '../live/changes';
import { createPiggyBanksRepo } from '../piggy-banks/piggy-banks.repo';
import { nextDueDate } from './task-schedule';
import { createTasksRepo } from './tasks.repo';

export const TASK_NOT_FOUND_MESSAGE = 'Task not found.';
const ALREADY_COMPLETED_MESSAGE = 'This task was already completed.';
const PAYOUT_FAILED_PREFIX = 'Task completed, but failed to update piggy bank: ';

/**
 * Without `dueDate`, a repeating task completed this recently is taken to be completed again by
 * mistake (a double tap, a second device): by the time the second request arrives the first has
 * usually committed, so the version check alone would complete the next occurrence too.
 */
const REPEAT_COMPLETION_GUARD_MS = 10_000;

export interface CompletionRequest {
  addToPiggyBank: boolean;
  /**
   * The occurrence the caller is completing, as it last saw the task. When given, a different
   * current due day means someone completed that occurrence already, and a matching one is
   * completed however recently the previous occurrence was.
   */
  dueDate?: CalendarDay | null;
}

function isCompletedAlready(
  item: TaskItem,
  seenDueDate: CalendarDay | null | undefined,
  now: number,
): boolean {
  if (seenDueDate !== undefined) return seenDueDate !== item.dueDate;
  return item.completedAt !== null && now - Date.parse(item.completedAt) < REPEAT_COMPLETION_GUARD_MS;
}

export function createTaskCompletionService(db: Db, changes: Changes) {
  return {
    async complete(
      familyId: number,
      listId: number,
      itemId: number,
      request: CompletionRequest,
    ): Promise<CompletionResult> {
      // Read outside the transaction: two completions that read the same version race on the
      // conditional write below and only one wins. On SQLite transactions queue one after another,
      // so a read inside would already see the winner's next occurrence and complete that too.
      const tasks = createTasksRepo(db);
      const record = await tasks.findItem(familyId, listId, itemId);
      if (!record) {
        // A one-off task is gone once completed; a second completion still deserves the reason.
        if (await tasks.wasCompleted(familyId, itemId)) throw conflict(ALREADY_COMPLETED_MESSAGE);
        throw notFound(TASK_NOT_FOUND_MESSAGE);
      }
      if (isCompletedAlready(record.item, request.dueDate, Date.now())) {
        throw conflict(ALREADY_COMPLETED_MESSAGE);
      }
      const nextDue = nextDueDate(record.item, record.anchorDate);
      const { item } = record;

      return transact(db, changes, async (trx, announce) => {
        const tasksInTrx = createTasksRepo(trx);
        const completedAt = new Date().toISOString();
        let answered: TaskItem | null = null;
        if (nextDue !== null) {
          answered = (await tasksInTrx.advanceOccurrence(record, nextDue, completedAt)) ?? null;
          if (!answered) throw conflict(ALREADY_COMPLETED_MESSAGE);
        } else if (!(await tasksInTrx.removeCompleted(record))) {
          throw conflict(ALREADY_COMPLETED_MESSAGE);
        }

        const result: CompletionResult = { completed: true, item: answered, payout: null };
        const bankId = item.targetPiggyBankId;
        if (request.addToPiggyBank && record.valueCents > 0 && bankId !== null) {
          const deposit = await createPiggyBanksRepo(trx).deposit(
            familyId,
            bankId,
            record.valueCents,
            `Task: ${item.task}`,
            item.id,
          );
          if (deposit.ok) {
            result.payout = {
              piggyBankId: bankId,
              amount: centsToDollars(record.valueCents),
              balance: centsToDollars(deposit.balanceCents),
            };
          } else {
            result.payoutError = `${PAYOUT_FAILED_PREFIX}${deposit.reason}`;
          }
        }
        await tasksInTrx.recordCompletion(record, {
          paidCents: result.payout ? record.valueCents : 0,
          piggyBankId: result.payout ? bankId : null,
          completedAt,
        });
        announce(familyId, 'task-items', [listId]);
        if (result.payout) announce(familyId, 'piggy-banks', [result.payout.piggyBankId]);
        return result;
      });
    },
  };
}

export type TaskCompletionService = ReturnType<typeof createTaskCompletionService>;
