import type { FastifyInstance } from 'fastify';
import { todayIn } from '../../common/calendar-days';
import { dollarsToCents } from '../../common/money';
import {
  completeTaskSchema,
  createTaskListSchema,
  PIGGY_BANK_ID_MESSAGE,
  renameTaskListSchema,
  type TaskItem,
  type TaskItemRequest,
  type TaskList,
  taskItemSchema,
} from '../../common/schemas/tasks';
import type { Db } from '../db/database';
import { requireMember } from '../http/auth';
import { badRequest, notFound, parse } from '../http/errors';
import { createPiggyBanksRepo } from '../piggy-banks/piggy-banks.repo';
import { createTaskCompletionService, TASK_NOT_FOUND_MESSAGE } from './task-completion.service';
import { scheduleFor } from './task-schedule';
import { createTasksRepo, type TaskItemRecord, type TaskItemValues } from './tasks.repo';

/** Digits only, so any other id falls through to the JSON 404; nine keep it a PostgreSQL integer. */
const ID = '(^\\d{1,9}$)';
const LIST_NOT_FOUND_MESSAGE = 'Task list not found.';

type ListParams = { Params: { id: string } };
type ItemParams = { Params: { id: string; itemId: string } };

export function tasksRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const tasks = createTasksRepo(db);
  const banks = createPiggyBanksRepo(db);
  const completions = createTaskCompletionService(db);

  async function requireList(familyId: number, id: string): Promise<TaskList> {
    const list = await tasks.findList(familyId, Number(id));
    if (!list) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return list;
  }

  /** The stored form of a task saved today; `current` is the task being edited. */
  async function itemValues(
    familyId: number,
    request: TaskItemRequest,
    current?: TaskItemRecord,
  ): Promise<TaskItemValues> {
    if (request.targetPiggyBankId !== null && !(await banks.find(familyId, request.targetPiggyBankId))) {
      throw badRequest(PIGGY_BANK_ID_MESSAGE);
    }
    const schedule = scheduleFor(
      request.repeatConfig,
      todayIn(),
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
      targetPiggyBankId: request.targetPiggyBankId,
      ...schedule,
    };
  }

  app.get('/api/task-lists', async (request): Promise<TaskList[]> => {
    return tasks.lists(requireMember(request).familyId);
  });

  app.post('/api/task-lists', async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name } = parse(createTaskListSchema, request.body);
    const list: TaskList = await tasks.createList(familyId, name);
    return reply.status(201).send(list);
  });

  app.put<ListParams>(`/api/task-lists/:id${ID}`, async (request): Promise<TaskList> => {
    const { familyId } = requireMember(request);
    const { name } = parse(renameTaskListSchema, request.body);
    const list = await tasks.renameList(familyId, Number(request.params.id), name);
    if (!list) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return list;
  });

  app.delete<ListParams>(`/api/task-lists/:id${ID}`, async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await tasks.deleteList(familyId, Number(request.params.id))))
      throw notFound(LIST_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.get<ListParams>(`/api/task-lists/:id${ID}/items`, async (request): Promise<TaskItem[]> => {
    const { familyId } = requireMember(request);
    const list = await requireList(familyId, request.params.id);
    return tasks.items(familyId, list.id);
  });

  app.post<ListParams>(`/api/task-lists/:id${ID}/items`, async (request, reply) => {
    const { familyId } = requireMember(request);
    const list = await requireList(familyId, request.params.id);
    const values = await itemValues(familyId, parse(taskItemSchema, request.body));
    const item = await tasks.createItem(familyId, list.id, values);
    if (!item) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return reply.status(201).send(item);
  });

  app.put<ItemParams>(`/api/task-lists/:id${ID}/items/:itemId${ID}`, async (request): Promise<TaskItem> => {
    const { familyId } = requireMember(request);
    const listId = Number(request.params.id);
    const itemId = Number(request.params.itemId);
    const current = await tasks.findItem(familyId, listId, itemId);
    if (!current) throw notFound(TASK_NOT_FOUND_MESSAGE);
    const values = await itemValues(familyId, parse(taskItemSchema, request.body), current);
    const item = await tasks.updateItem(familyId, listId, itemId, values);
    if (!item) throw notFound(TASK_NOT_FOUND_MESSAGE);
    return item;
  });

  app.delete<ItemParams>(`/api/task-lists/:id${ID}/items/:itemId${ID}`, async (request, reply) => {
    const { familyId } = requireMember(request);
    const deleted = await tasks.deleteItem(
      familyId,
      Number(request.params.id),
      Number(request.params.itemId),
    );
    if (!deleted) throw notFound(TASK_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.post<ItemParams>(`/api/task-lists/:id${ID}/items/:itemId${ID}/complete`, async (request) => {
    const { familyId } = requireMember(request);
    const body = parse(completeTaskSchema, request.body);
    return completions.complete(familyId, Number(request.params.id), Number(request.params.itemId), body);
  });
}
