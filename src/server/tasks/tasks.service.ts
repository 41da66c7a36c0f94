import type { CalendarDay } from '../../common/calendar-days';
import { dollarsToCents } from '../../common/money';
import {
  PIGGY_BANK_ID_MESSAGE,
  type TaskItem,
  type TaskItemRequest,
  type TaskList,
} from '../../common/schemas/tasks';
import { familyToday } from '../accounts/family-time';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { badRequest } from '../http/errors';
import type { Changes } from '../live/changes';
import { createPiggyBanksRepo } from '../piggy-banks/piggy-banks.repo';
import { nextDueDate, scheduleFor, type TaskSchedule } from './task-schedule';
import { createTasksRepo, type TaskItemRecord, type TaskItemValues } from './tasks.repo';

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
    const tasks = createTasksRepo(trx);
    let due = schedule.dueDate;
    while (due !== null && (await tasks.wasOccurrenceCompleted(current.familyId, current.item.id, due))) {
      due = nextDueDate({ repeatConfig: request.repeatConfig, dueDate: due }, schedule.anchorDate);
    }
    return due;
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
      throw badRequest(PIGGY_BANK_ID_MESSAGE);
    }
    const schedule = scheduleFor(
      request.repeatConfig,
      await familyToday(trx, familyId, now()),
      current && {
        anchorDate: current.anchorDate,
        dueDate: current.item.dueDate,
        repeatConfig: current.item.repeatConfig,
      },
    );
    return {
      task: request.task,
      assignee: request.assignee,
      valueCents: dollarsToCents(request.value),
      repeatConfig: request.repeatConfig,
      targetPiggyBankId: bankId,
      ...schedule,
      dueDate: current ? await firstOpenOccurrence(trx, current, request, schedule) : schedule.dueDate,
    };
  }

  return {
    createList(familyId: number, name: string): Promise<TaskList> {
      return transact(db, changes, async (trx, announce) => {
        const list = await createTasksRepo(trx).createList(familyId, name);
        announce(familyId, 'task-lists', [list.id]);
        return list;
      });
    },

    renameList(familyId: number, id: number, name: string): Promise<TaskList | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const list = await createTasksRepo(trx).renameList(familyId, id, name);
        if (list) announce(familyId, 'task-lists', [id]);
        return list;
      });
    },

    /** Removes the list and its tasks. */
    deleteList(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const deleted = await createTasksRepo(trx).deleteList(familyId, id);
        if (deleted) announce(familyId, 'task-lists', [id]);
        return deleted;
      });
    },

    /** Undefined when the family has no such list, or it was deleted a moment ago. */
    createItem(familyId: number, listId: number, request: TaskItemRequest): Promise<TaskItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const tasks = createTasksRepo(trx);
        if (!(await tasks.findList(familyId, listId))) return undefined;
        const item = await tasks.createItem(familyId, listId, await itemValues(trx, familyId, request));
        if (item) announce(familyId, 'task-items', [listId]);
        return item;
      });
    },

    /** Undefined when the family has no such task in that list. */
    updateItem(
      familyId: number,
      listId: number,
      id: number,
      request: TaskItemRequest,
    ): Promise<TaskItem | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const tasks = createTasksRepo(trx);
        const current = await tasks.findItem(familyId, listId, id);
        if (!current) return undefined;
        const values = await itemValues(trx, familyId, request, current);
        const item = await tasks.updateItem(familyId, listId, id, values);
        if (item) announce(familyId, 'task-items', [listId]);
        return item;
      });
    },

    deleteItem(familyId: number, listId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const deleted = await createTasksRepo(trx).deleteItem(familyId, listId, id);
        if (deleted) announce(familyId, 'task-items', [listId]);
        return deleted;
      });
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
