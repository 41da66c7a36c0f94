import type { CalendarDay } from '../../common/calendar-days';
import { dollarsToCents } from '../../common/money';
import { isRepeating } from '../../common/recurrence';
import {
  isSameSetup,
  newRotation,
  personAt,
  type Rotation,
  RotationError,
  restartAt,
  skipTurn,
  slotOf,
  swapTurns,
  takesTurns,
} from '../../common/rotation';
import {
  PERSON_ID_MESSAGE,
  PIGGY_BANK_ID_MESSAGE,
  ROTATION_NEEDS_REPEAT_MESSAGE,
  type RotationActionRequest,
  type TaskItemRequest,
} from '../../common/schemas/tasks';
import { familyToday } from '../accounts/family-time';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { conflict, invalid } from '../domain-errors';
import type { Changes } from '../live/changes';
import { createPeopleRepo } from '../people/people.repo';
import { createPiggyBanksRepo } from '../piggy-banks/piggy-banks.repo';
import { createTaskApprovalsRepo } from './task-approvals.repo';
import { createTaskCompletionsRepo } from './task-completions.repo';
import { createTaskItemsRepo, type StoredTaskItem, type TaskItemValues } from './task-items.repo';
import { createTaskListsRepo, type StoredTaskList } from './task-lists.repo';
import { createTaskRotationsRepo } from './task-rotations.repo';
import { nextDueDate, scheduleFor, type TaskSchedule } from './task-schedule';
import { occurrencesOf } from './task-turns';
import { type TaskItemRecord, withAnswer } from './tasks.presenter';

export const ONE_OR_TURNS_MESSAGE = 'A task has one person or takes turns, not both.';
export const NO_TURNS_MESSAGE = 'This task does not take turns.';
export const TURN_MOVED_MESSAGE = 'The turn has moved on since you looked. Here is who is up now.';

/** Who does a task: one person, a rotation, or free text (see docs/decisions.md, "People"). */
interface Assignment {
  assignee: string | null;
  assigneeId: number | null;
  rotation: Rotation | null;
}

/** Every write to a family's task lists and tasks but completing one (task-completion.service.ts). */
export function createTasksService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  /**
   * `schedule`'s due day, or the first after it not completed yet: a rule edited back onto a
   * day already completed must not offer that day again, it was paid.
   */
  async function firstOpenOccurrence(
    trx: Db,
    current: TaskItemRecord,
    request: TaskItemRequest,
    schedule: TaskSchedule,
  ): Promise<CalendarDay | null> {
    const completions = createTaskCompletionsRepo(trx);
    let due = schedule.dueDate;
    while (due !== null && (await completions.wasOccurrenceCompleted(current.familyId, current.id, due))) {
      due = nextDueDate({ repeatConfig: request.repeatConfig, dueDate: due }, schedule.anchorDate);
    }
    return due;
  }

  async function requirePeople(trx: Db, familyId: number, ids: readonly number[]): Promise<void> {
    const known = await createPeopleRepo(trx).existing(familyId, ids);
    if (ids.some((id) => !known.has(id))) throw invalid(PERSON_ID_MESSAGE);
  }

  /**
   * Who does the task once saved. A field left out keeps what the task had, so a client that
   * knows only spec 02's free-text `assignee` keeps a task's person while it sends back the name
   * it was shown, and turns it into free text when it sends another.
   */
  async function assignmentOf(
    trx: Db,
    familyId: number,
    request: TaskItemRequest,
    dueDate: CalendarDay | null,
    today: CalendarDay,
    current?: TaskItemRecord,
  ): Promise<Assignment> {
    if (request.rotation && request.assigneeId) throw invalid(ONE_OR_TURNS_MESSAGE);
    const repeats = isRepeating(request.repeatConfig);

    let rotation: Rotation | null = null;
    const asked = request.rotation;
    if (asked) {
      if (takesTurns(asked.mode) && !repeats) throw invalid(ROTATION_NEEDS_REPEAT_MESSAGE);
      await requirePeople(trx, familyId, asked.peopleIds);
      const kept = current?.rotation;
      rotation =
        kept && isSameSetup(kept, asked.mode, asked.peopleIds, asked.startDay)
          ? kept
          : newRotation(
              asked.mode,
              asked.peopleIds,
              asked.mode === 'turns' ? (dueDate ?? today) : (asked.startDay ?? today),
            );
    } else if (asked === undefined && current?.rotation) {
      // Kept by a client that does not know rotations; a one-off cannot take turns.
      rotation = takesTurns(current.rotation.mode) && !repeats ? null : current.rotation;
    }
    if (rotation?.mode === 'turns' && dueDate !== null) rotation = restartAt(rotation, dueDate);
    if (rotation) return { assignee: null, assigneeId: null, rotation };

    let assigneeId: number | null = null;
    if (request.assigneeId !== undefined) {
      assigneeId = request.assigneeId;
      if (assigneeId !== null) await requirePeople(trx, familyId, [assigneeId]);
    } else if (current?.assigneeId != null && request.assignee === current.item.assignee) {
      assigneeId = current.assigneeId;
    }
    return { assignee: assigneeId === null ? request.assignee : null, assigneeId, rotation: null };
  }

  /** The stored form of a task saved today; `current` is the task being edited. */
  async function itemValues(
    trx: Db,
    familyId: number,
    request: TaskItemRequest,
    current?: TaskItemRecord,
  ): Promise<TaskItemValues> {
    const bankId = request.targetPiggyBankId;
    if (bankId !== null && !(await createPiggyBanksRepo(trx).find(familyId, bankId))) {
      throw invalid(PIGGY_BANK_ID_MESSAGE);
    }
    const today = await familyToday(trx, familyId, now());
    const schedule = scheduleFor(
      request.repeatConfig,
      today,
      current && {
        anchorDate: current.anchorDate,
        dueDate: current.dueDate,
        repeatConfig: current.repeatConfig,
      },
    );
    const dueDate = current ? await firstOpenOccurrence(trx, current, request, schedule) : schedule.dueDate;
    return {
      task: request.task,
      valueCents: dollarsToCents(request.value),
      repeatConfig: request.repeatConfig,
      targetPiggyBankId: bankId,
      ...schedule,
      dueDate,
      ...(await assignmentOf(trx, familyId, request, dueDate, today, current)),
    };
  }

  /** A parent's one tap on a rotating task: the person up skips their turn, or swaps with the next. */
  function changeTurn(action: 'skip' | 'swap') {
    return (
      familyId: number,
      listId: number,
      id: number,
      request: RotationActionRequest,
    ): Promise<StoredTaskItem | undefined> =>
      transact(db, changes, async (trx, announce) => {
        const items = createTaskItemsRepo(trx);
        const stored = await items.findItem(familyId, listId, id);
        if (!stored) return undefined;
        // A stale tap is sent the task as it is now.
        const record = withAnswer(stored);
        const rotation = record.rotation;
        if (!rotation || !takesTurns(rotation.mode)) throw conflict(NO_TURNS_MESSAGE);
        const due = record.dueDate ?? rotation.start;
        const slot = slotOf(rotation, due, occurrencesOf(record));
        const stale =
          (request.dueDate != null && request.dueDate !== due) ||
          (request.personId !== null && request.personId !== personAt(rotation, slot));
        if (stale) throw conflict(TURN_MOVED_MESSAGE, { item: record.item });
        let next: Rotation;
        try {
          next = action === 'skip' ? skipTurn(rotation, slot, due) : swapTurns(rotation, slot, due);
        } catch (error) {
          if (error instanceof RotationError) throw conflict(error.message);
          throw error;
        }
        // Written over the version read: a second tap, or another parent's, finds the turn moved.
        const rotations = createTaskRotationsRepo(trx);
        if (!(await rotations.setRotation(record, next))) throw conflict(TURN_MOVED_MESSAGE);
        announce(familyId, 'task-items', [listId]);
        return items.findItem(familyId, listId, id);
      });
  }

  return {
    createList(familyId: number, name: string, needsApproval = false): Promise<StoredTaskList> {
      return transact(db, changes, async (trx, announce) => {
        const list = await createTaskListsRepo(trx).createList(familyId, name, needsApproval);
        announce(familyId, 'task-lists', [list.id]);
        return list;
      });
    },

    /** A new name, and whether ticks from the wall need a parent's OK (unchanged when undefined). */
    renameList(
      familyId: number,
      id: number,
      name: string,
      needsApproval?: boolean,
    ): Promise<StoredTaskList | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const list = await createTaskListsRepo(trx).renameList(familyId, id, name, needsApproval);
        if (list) announce(familyId, 'task-lists', [id]);
        return list;
      });
    },

    /** Removes the list and its tasks. */
    deleteList(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const deleted = await createTaskListsRepo(trx).deleteList(familyId, id);
        if (deleted) {
          announce(familyId, 'task-lists', [id]);
          announce(familyId, 'task-approvals');
        }
        return deleted;
      });
    },

    /** Undefined when the family has no such list, or it was deleted a moment ago. */
    createItem(
      familyId: number,
      listId: number,
      request: TaskItemRequest,
    ): Promise<StoredTaskItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        if (!(await createTaskListsRepo(trx).findList(familyId, listId))) return undefined;
        const item = await createTaskItemsRepo(trx).createItem(
          familyId,
          listId,
          await itemValues(trx, familyId, request),
        );
        if (item) announce(familyId, 'task-items', [listId]);
        return item;
      });
    },

    /**
     * Undefined when the family has no such task in that list. A tick waiting for an OK is
     * forgotten when the edit moves the task to another occurrence: the one ticked is gone.
     */
    updateItem(
      familyId: number,
      listId: number,
      id: number,
      request: TaskItemRequest,
    ): Promise<StoredTaskItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const items = createTaskItemsRepo(trx);
        const stored = await items.findItem(familyId, listId, id);
        if (!stored) return undefined;
        const current = withAnswer(stored);
        const values = await itemValues(trx, familyId, request, current);
        if (
          current.pending &&
          values.dueDate !== current.dueDate &&
          (await createTaskApprovalsRepo(trx).dropPending(familyId, id))
        ) {
          announce(familyId, 'task-approvals');
        }
        const item = await items.updateItem(familyId, listId, id, values);
        if (item) announce(familyId, 'task-items', [listId]);
        return item;
      });
    },

    deleteItem(familyId: number, listId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const deleted = await createTaskItemsRepo(trx).deleteItem(familyId, listId, id);
        if (deleted) {
          announce(familyId, 'task-items', [listId]);
          if (await createTaskApprovalsRepo(trx).dropPending(familyId, id))
            announce(familyId, 'task-approvals');
        }
        return deleted;
      });
    },

    skipTurn: changeTurn('skip'),
    swapTurns: changeTurn('swap'),
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
