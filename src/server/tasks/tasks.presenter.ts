import type { CalendarDay } from '../../common/calendar-days';
import type { CurrencyCode } from '../../common/currencies';
import { minorToAmount } from '../../common/money';
import type { CompletionResult, TaskApproval, TaskItem, TaskList } from '../../common/schemas/tasks';
import type { StoredApproval } from './task-approvals.repo';
import type { StoredTaskItem } from './task-items.repo';
import type { StoredTaskList } from './task-lists.repo';
import { occurrencesOf, turnsAt } from './task-turns';

/** A task list as the API answers it. */
export function presentTaskList(list: StoredTaskList): TaskList {
  return { id: list.id, name: list.name, createdAt: list.createdAt, needsApproval: list.needsApproval };
}

/** A task as the API answers it: its value in the family's money, who is up, and the name of the person shown. */
export function presentTaskItem(task: StoredTaskItem, currency: CurrencyCode = 'USD'): TaskItem {
  const rotation = task.rotation && {
    mode: task.rotation.mode,
    peopleIds: task.rotation.peopleIds,
    startDay: task.rotation.start,
    ...turnsAt(task.rotation, task.dueDate, occurrencesOf(task)),
  };
  const personShown = rotation?.upId ?? task.assigneeId;
  return {
    id: task.id,
    listId: task.listId,
    task: task.task,
    // A person's current name, for clients that know only the free-text field.
    assignee: (personShown !== null ? task.names.get(personShown) : undefined) ?? task.assigneeText,
    value: minorToAmount(task.valueCents, currency),
    completedAt: task.completedAt,
    repeatConfig: task.repeatConfig,
    targetPiggyBankId: task.targetPiggyBankId,
    createdAt: task.createdAt,
    dueDate: task.dueDate,
    lastDoneDate: task.lastDoneDate,
    assigneeId: task.assigneeId,
    rotation,
    pendingApproval: task.pending,
  };
}

/** A task of the family's feed: the task with its list's name. */
export const presentDueTask = (task: StoredTaskItem & { listName: string }) => ({
  ...presentTaskItem(task),
  listName: task.listName,
});

/** A task as stored with its answer beside it: what the services decide on, and send back. */
export type TaskItemRecord = StoredTaskItem & { item: TaskItem };

export const withAnswer = (task: StoredTaskItem): TaskItemRecord => ({
  ...task,
  item: presentTaskItem(task),
});

/** A tick waiting for a parent's OK as the API answers it: what approving pays, in the family's money. */
export function presentApproval(approval: StoredApproval, currency: CurrencyCode = 'USD'): TaskApproval {
  return {
    id: approval.id,
    listId: approval.listId,
    listName: approval.listName,
    taskId: approval.taskId,
    task: approval.task,
    occurrence: approval.occurrence,
    personId: approval.personId,
    value: minorToAmount(approval.valueCents, currency),
    piggyBankId: approval.piggyBankId,
    tickedAt: approval.tickedAt,
  };
}

/** A completion's payout in the database's units: the task's value and the bank's balance after it. */
export interface PaidOut {
  piggyBankId: number;
  amountCents: number;
  balanceCents: number;
}

/** What completing (or ticking for an OK, or approving) did, before it is answered. */
export interface CompletionOutcome {
  completed: boolean;
  awaitingApproval: boolean;
  personId: number | null;
  occurrence: CalendarDay | null;
  /** The task at its next occurrence; null once a one-off is gone. */
  item: StoredTaskItem | null;
  payout: PaidOut | null;
  payoutError?: string;
}

/** A completion as the API answers it: the task as it is now, and the payout in the family's money. */
export function presentCompletion(
  outcome: CompletionOutcome,
  currency: CurrencyCode = 'USD',
): CompletionResult {
  const { payout } = outcome;
  return {
    completed: outcome.completed,
    awaitingApproval: outcome.awaitingApproval,
    personId: outcome.personId,
    occurrence: outcome.occurrence,
    item: outcome.item && presentTaskItem(outcome.item, currency),
    payout: payout && {
      piggyBankId: payout.piggyBankId,
      amount: minorToAmount(payout.amountCents, currency),
      balance: minorToAmount(payout.balanceCents, currency),
    },
    ...(outcome.payoutError === undefined ? {} : { payoutError: outcome.payoutError }),
  };
}
