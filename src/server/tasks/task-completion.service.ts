/**
 * Completing a task (spec 02 §4): a repeating task moves to its next occurrence, a one-off task
 * is removed, and a task with a value and a target piggy bank pays that value into the bank —
 * all in one transaction, so a completion is never recorded without its payout or paid twice.
 *
 * A repeating task's occurrence is named by its due day and completed once, by whichever device
 * asks first: the completion row is unique per (task, occurrence) and written in the payout's
 * transaction (docs/decisions.md, "Completing a task twice").
 */
import { type CalendarDay, dayName } from '../../common/calendar-days';
import { centsToDollars } from '../../common/money';
import type { CompletionResult } from '../../common/schemas/tasks';
import { familyToday } from '../accounts/family-time';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { conflict, notFound } from '../http/errors';
import type { Changes } from '../live/changes';
import { createPiggyBanksRepo } from '../piggy-banks/piggy-banks.repo';
import { nextDueDate } from './task-schedule';
import { createTasksRepo, type TaskItemRecord, type TasksRepo } from './tasks.repo';

export const TASK_NOT_FOUND_MESSAGE = 'Task not found.';
export const ALREADY_COMPLETED_MESSAGE = 'This task was already completed.';
const PAYOUT_FAILED_PREFIX = 'Task completed, but failed to update piggy bank: ';

const dayInWords = (day: CalendarDay) => `${dayName(day)} ${day}`;

export const notDueOnScreenMessage = (day: CalendarDay) =>
  `This task is not due until ${dayInWords(day)}. A paired screen can tick it off from that day.`;
export const notDueUnnamedMessage = (day: CalendarDay) =>
  `This task is not due until ${dayInWords(day)}. To complete it early, send that day as dueDate.`;
export const notOpenMessage = (day: CalendarDay) => `This task has no open occurrence on ${dayInWords(day)}.`;
export const earlierFirstMessage = (day: CalendarDay) =>
  `Complete the occurrence due ${dayInWords(day)} first.`;

export interface CompletionRequest {
  addToPiggyBank: boolean;
  /**
   * The occurrence being completed, as the caller last saw the task; without it, the task's
   * current due occurrence, and only once it is due: a request that names nothing cannot be
   * told from a repeat of the one that just completed that occurrence.
   */
  dueDate?: CalendarDay | null;
  /**
   * Who asks. A person may complete an occurrence before its day (done early, paid now); a
   * paired screen on the wall may not, or a child could collect next week's chores today.
   */
  by: 'person' | 'screen';
}

/** The occurrence `request` completes (null for a one-off task), or the reason it may not. */
async function occurrenceToComplete(
  tasks: TasksRepo,
  record: TaskItemRecord,
  request: CompletionRequest,
  today: CalendarDay,
): Promise<CalendarDay | null> {
  const current = record.item.dueDate;
  if (current === null) return null;
  const named = request.dueDate ?? null;
  if (named !== null && named !== current) {
    if (await tasks.wasOccurrenceCompleted(record.familyId, record.item.id, named)) {
      throw conflict(ALREADY_COMPLETED_MESSAGE);
    }
    throw conflict(named < current ? notOpenMessage(named) : earlierFirstMessage(current));
  }
  if (current > today) {
    if (request.by === 'screen') throw conflict(notDueOnScreenMessage(current), { dueDate: current });
    if (named === null) throw conflict(notDueUnnamedMessage(current), { dueDate: current });
  }
  return current;
}

export function createTaskCompletionService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  return {
    complete(
      familyId: number,
      listId: number,
      itemId: number,
      request: CompletionRequest,
    ): Promise<CompletionResult> {
      return transact(db, changes, async (trx, announce) => {
        const tasks = createTasksRepo(trx);
        const record = await tasks.findItem(familyId, listId, itemId);
        if (!record) {
          // A one-off task is gone once completed; a second completion still deserves the reason.
          if (await tasks.wasCompleted(familyId, itemId)) throw conflict(ALREADY_COMPLETED_MESSAGE);
          throw notFound(TASK_NOT_FOUND_MESSAGE);
        }
        const at = now();
        const occurrence = await occurrenceToComplete(
          tasks,
          record,
          request,
          await familyToday(trx, familyId, at),
        );
        const { item } = record;
        const nextDue =
          occurrence === null ? null : nextDueDate({ ...item, dueDate: occurrence }, record.anchorDate);
        const completedAt = at.toISOString();

        // Each write is conditional on the task as read: a completion that lost the race to
        // another writes nothing, and its transaction (payout included) rolls back.
        const moved =
          occurrence !== null && nextDue !== null
            ? await tasks.advanceOccurrence(record, occurrence, nextDue, completedAt)
            : await tasks.removeCompleted(record);
        if (!moved) throw conflict(ALREADY_COMPLETED_MESSAGE);

        let payout: CompletionResult['payout'] = null;
        let payoutError: string | undefined;
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
            payout = {
              piggyBankId: bankId,
              amount: centsToDollars(record.valueCents),
              balance: centsToDollars(deposit.balanceCents),
            };
          } else {
            payoutError = `${PAYOUT_FAILED_PREFIX}${deposit.reason}`;
          }
        }
        const recorded = await tasks.recordCompletion(record, occurrence, {
          paidCents: payout ? record.valueCents : 0,
          piggyBankId: payout ? bankId : null,
          completedAt,
        });
        if (!recorded) throw conflict(ALREADY_COMPLETED_MESSAGE);

        const answered =
          nextDue === null ? null : ((await tasks.findItem(familyId, listId, itemId))?.item ?? null);
        announce(familyId, 'task-items', [listId]);
        if (payout) announce(familyId, 'piggy-banks', [payout.piggyBankId]);
        return {
          completed: true,
          occurrence,
          item: answered,
          payout,
          ...(payoutError === undefined ? {} : { payoutError }),
        };
      });
    },
  };
}

export type TaskCompletionService = ReturnType<typeof createTaskCompletionService>;
