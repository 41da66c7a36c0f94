/**
 * Completing a task (spec 02 §4): a repeating task moves to its next occurrence, a one-off task
 * is removed, and a task with a value pays that value into its piggy bank (or, with none chosen,
 * into the bank of the person who did it) — all in one transaction, so a completion is never
 * recorded without its payout or paid twice.
 *
 * A repeating task's occurrence is named by its due day and completed once, by whichever device
 * asks first: the completion row is unique per (task, occurrence) and written in the payout's
 * transaction (docs/decisions.md, "Completing a task twice").
 *
 * On a list that needs a parent's OK (issue 29), a tick from a paired screen is a completion row
 * waiting ('pending'): it holds the occurrence and pays nothing. Approving it completes the
 * occurrence as above, once however many approve at once; sending it back deletes the row.
 */
import { type CalendarDay, dayName } from '../../common/calendar-days';
import { afterOccurrence, personOn, takesTurns } from '../../common/rotation';
import { NOT_A_GRABBER_MESSAGE, WHO_DID_IT_MESSAGE } from '../../common/schemas/tasks';
import { familyToday } from '../accounts/family-time';
import type { Db } from '../db/database';
import type { Announce } from '../db/transaction';
import { transact } from '../db/transaction';
import { conflict, invalid, notFound } from '../domain-errors';
import type { Changes } from '../live/changes';
import { createPeopleRepo } from '../people/people.repo';
import { createPiggyBanksRepo } from '../piggy-banks/piggy-banks.repo';
import { createTaskApprovalsRepo } from './task-approvals.repo';
import { createTaskCompletionsRepo, type TaskCompletionsRepo } from './task-completions.repo';
import { createTaskItemsRepo, type StoredTaskItem, type TaskItemsRepo } from './task-items.repo';
import { nextDueDate } from './task-schedule';
import { occurrencesOf } from './task-turns';
import { type CompletionOutcome, type PaidOut, withAnswer } from './tasks.presenter';

export const TASK_NOT_FOUND_MESSAGE = 'Task not found.';
export const ALREADY_COMPLETED_MESSAGE = 'This task was already completed.';
export const AWAITING_APPROVAL_MESSAGE = "This task is waiting for a parent's OK.";
export const ALREADY_APPROVED_MESSAGE = 'This was already approved.';
export const APPROVAL_NOT_FOUND_MESSAGE = 'Nothing is waiting for approval there.';
export const APPROVAL_STALE_MESSAGE =
  'This task moved to another day since it was ticked. Send it back, and tick it again.';
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
  /** Who did it: names who grabbed an up-for-grabs task; ignored for other tasks. */
  personId?: number | null;
  /**
   * Who asks. A person may complete an occurrence before its day (done early, paid now); a
   * paired screen on the wall may not, or a child could collect next week's chores today. On a
   * list that needs a parent's OK, a screen's tick waits for one.
   */
  by: 'person' | 'screen';
}

/** The occurrence `request` completes (null for a one-off task), or the reason it may not. */
async function occurrenceToComplete(
  tasks: TaskCompletionsRepo,
  record: StoredTaskItem,
  request: CompletionRequest,
  today: CalendarDay,
): Promise<CalendarDay | null> {
  const current = record.dueDate;
  if (current === null) return null;
  const named = request.dueDate ?? null;
  if (named !== null && named !== current) {
    if (await tasks.wasOccurrenceCompleted(record.familyId, record.id, named)) {
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

/**
 * Who did the occurrence: the one whose turn it is, the task's person, or for an up-for-grabs
 * task whoever the request names (one of its people); null for a task without people.
 */
async function doerOf(
  trx: Db,
  record: StoredTaskItem,
  occurrence: CalendarDay | null,
  named: number | null | undefined,
): Promise<number | null> {
  const rotation = record.rotation;
  if (rotation && takesTurns(rotation.mode)) {
    return personOn(rotation, occurrence ?? rotation.start, occurrencesOf(record));
  }
  if (rotation) {
    if (named == null) throw invalid(WHO_DID_IT_MESSAGE);
    const known = await createPeopleRepo(trx).existing(record.familyId, [named]);
    if (!rotation.peopleIds.includes(named) || !known.has(named)) throw invalid(NOT_A_GRABBER_MESSAGE);
    return named;
  }
  return record.assigneeId;
}

interface Finished {
  nextDue: CalendarDay | null;
  payout: PaidOut | null;
  payoutError?: string;
  paidCents: number;
}

/**
 * Completes `occurrence` of the task as `record` read it: moves it on (its rotation too) or
 * removes it, and pays. Each write is conditional on the task as read, so a completion that lost
 * a race writes nothing, and its transaction (payout included) rolls back.
 */
async function finish(
  trx: Db,
  record: StoredTaskItem,
  occurrence: CalendarDay | null,
  doer: number | null,
  addToPiggyBank: boolean,
  completedAt: string,
): Promise<Finished> {
  const tasks = createTaskItemsRepo(trx);
  const { familyId } = record;
  const nextDue =
    occurrence === null ? null : nextDueDate({ ...record, dueDate: occurrence }, record.anchorDate);
  const moved =
    occurrence !== null && nextDue !== null
      ? await tasks.advanceOccurrence(
          record,
          occurrence,
          nextDue,
          completedAt,
          record.rotation && afterOccurrence(record.rotation, occurrence, nextDue),
        )
      : await tasks.removeCompleted(record);
  if (!moved) throw conflict(ALREADY_COMPLETED_MESSAGE);

  const banks = createPiggyBanksRepo(trx);
  // A task paid to no bank in particular pays into the bank of whoever did it.
  const bankId = record.targetPiggyBankId ?? (doer === null ? null : await banks.firstOf(familyId, doer));
  if (!addToPiggyBank || record.valueCents <= 0 || bankId === null) {
    return { nextDue, payout: null, paidCents: 0 };
  }
  const deposit = await banks.deposit(familyId, bankId, record.valueCents, `Task: ${record.task}`, record.id);
  if (!deposit.ok) {
    return { nextDue, payout: null, paidCents: 0, payoutError: `${PAYOUT_FAILED_PREFIX}${deposit.reason}` };
  }
  return {
    nextDue,
    paidCents: record.valueCents,
    payout: { piggyBankId: bankId, amountCents: record.valueCents, balanceCents: deposit.balanceCents },
  };
}

async function answer(
  tasks: TaskItemsRepo,
  record: StoredTaskItem,
  occurrence: CalendarDay | null,
  doer: number | null,
  finished: Finished | null,
): Promise<CompletionOutcome> {
  const gone = finished !== null && finished.nextDue === null;
  const item = gone ? null : ((await tasks.findItem(record.familyId, record.listId, record.id)) ?? null);
  return {
    completed: finished !== null,
    awaitingApproval: finished === null,
    personId: doer,
    occurrence,
    item,
    payout: finished?.payout ?? null,
    ...(finished?.payoutError === undefined ? {} : { payoutError: finished.payoutError }),
  };
}

function announceDone(announce: Announce, record: StoredTaskItem, finished: Finished) {
  announce(record.familyId, 'task-items', [record.listId]);
  if (finished.payout) announce(record.familyId, 'piggy-banks', [finished.payout.piggyBankId]);
}

export function createTaskCompletionService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  return {
    complete(
      familyId: number,
      listId: number,
      itemId: number,
      request: CompletionRequest,
    ): Promise<CompletionOutcome> {
      return transact(db, changes, async (trx, announce) => {
        const tasks = createTaskItemsRepo(trx);
        const completions = createTaskCompletionsRepo(trx);
        const stored = await tasks.findItem(familyId, listId, itemId);
        if (!stored) {
          // A one-off task is gone once completed; a second completion still deserves the reason.
          if (await completions.wasCompleted(familyId, itemId)) throw conflict(ALREADY_COMPLETED_MESSAGE);
          throw notFound(TASK_NOT_FOUND_MESSAGE);
        }
        const record = withAnswer(stored);
        if (record.item.pendingApproval) throw conflict(AWAITING_APPROVAL_MESSAGE);
        const at = now();
        const occurrence = await occurrenceToComplete(
          completions,
          record,
          request,
          await familyToday(trx, familyId, at),
        );
        const doer = await doerOf(trx, record, occurrence, request.personId);
        const completedAt = at.toISOString();

        if (request.by === 'screen' && record.needsApproval) {
          // Held for a parent: the task's version moves (a second tick finds it taken) and the
          // waiting row holds the occurrence.
          const held =
            (await tasks.touch(record)) &&
            (await completions.recordCompletion(record, occurrence, {
              paidCents: 0,
              piggyBankId: null,
              completedAt,
              personId: doer,
              status: 'pending',
            }));
          if (!held) throw conflict(ALREADY_COMPLETED_MESSAGE);
          announce(familyId, 'task-items', [listId]);
          announce(familyId, 'task-approvals');
          return answer(tasks, record, occurrence, doer, null);
        }

        const finished = await finish(trx, record, occurrence, doer, request.addToPiggyBank, completedAt);
        const recorded = await completions.recordCompletion(record, occurrence, {
          paidCents: finished.paidCents,
          piggyBankId: finished.payout?.piggyBankId ?? null,
          completedAt,
          personId: doer,
        });
        if (!recorded) throw conflict(ALREADY_COMPLETED_MESSAGE);
        announceDone(announce, record, finished);
        return answer(tasks, record, occurrence, doer, finished);
      });
    },

    /**
     * A parent's OK for a tick from the wall: the occurrence is completed and paid as if it had
     * been ticked on the phone. However many approve at once, the waiting row turns done once;
     * every other approval is refused with 409 and pays nothing.
     */
    approve(familyId: number, approvalId: number): Promise<CompletionOutcome> {
      return transact(db, changes, async (trx, announce) => {
        const tasks = createTaskItemsRepo(trx);
        const approvals = createTaskApprovalsRepo(trx);
        const waiting = await approvals.findCompletion(familyId, approvalId);
        if (!waiting) throw notFound(APPROVAL_NOT_FOUND_MESSAGE);
        if (waiting.status !== 'pending') throw conflict(ALREADY_APPROVED_MESSAGE);
        // Claimed before the task is read: a concurrent approval waits on this row, then finds
        // it done, and never reads the task that approval moved on.
        if (!(await approvals.claimPending(familyId, approvalId))) throw conflict(ALREADY_APPROVED_MESSAGE);
        const stored = await tasks.findItem(familyId, waiting.listId, waiting.taskItemId);
        if (!stored) throw notFound(TASK_NOT_FOUND_MESSAGE);
        const record = withAnswer(stored);
        if (waiting.occurrence !== record.item.dueDate) throw conflict(APPROVAL_STALE_MESSAGE);
        const finished = await finish(
          trx,
          record,
          waiting.occurrence,
          waiting.personId,
          true,
          now().toISOString(),
        );
        if (finished.paidCents > 0) {
          await approvals.recordPayout(familyId, approvalId, {
            paidCents: finished.paidCents,
            piggyBankId: finished.payout?.piggyBankId ?? null,
          });
        }
        announceDone(announce, record, finished);
        announce(familyId, 'task-approvals');
        return answer(tasks, record, waiting.occurrence, waiting.personId, finished);
      });
    },

    /** The tick is forgotten and the task is back on the board, as it was before it. */
    sendBack(familyId: number, approvalId: number): Promise<void> {
      return transact(db, changes, async (trx, announce) => {
        const approvals = createTaskApprovalsRepo(trx);
        const waiting = await approvals.findCompletion(familyId, approvalId);
        if (!waiting) throw notFound(APPROVAL_NOT_FOUND_MESSAGE);
        if (!(await approvals.sendBack(familyId, approvalId))) throw conflict(ALREADY_APPROVED_MESSAGE);
        announce(familyId, 'task-items', [waiting.listId]);
        announce(familyId, 'task-approvals');
      });
    },
  };
}

export type TaskCompletionService = ReturnType<typeof createTaskCompletionService>;
