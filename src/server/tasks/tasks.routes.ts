import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { successSchema } from '../../common/schemas/accounts';
import {
  completeTaskSchema,
  completionResultSchema,
  createTaskListSchema,
  renameTaskListSchema,
  rotationActionSchema,
  saveTaskItemSchema,
  taskApprovalSchema,
  taskItemSchema,
  taskListSchema,
} from '../../common/schemas/tasks';
import { notFound } from '../domain-errors';
import { requireMember, requireParent } from '../http/auth';
import { parse } from '../http/errors';
import { amountsInCurrency, type CurrencyOf } from '../http/family-money';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import type { TaskApprovalsRepo } from './task-approvals.repo';
import {
  APPROVAL_NOT_FOUND_MESSAGE,
  TASK_NOT_FOUND_MESSAGE,
  type TaskCompletionService,
} from './task-completion.service';
import type { TaskItemsRepo } from './task-items.repo';
import type { TaskListsRepo } from './task-lists.repo';
import { presentApproval, presentCompletion, presentTaskItem, presentTaskList } from './tasks.presenter';
import type { TasksService } from './tasks.service';

const LIST_NOT_FOUND_MESSAGE = 'Task list not found.';

export interface TasksDeps {
  lists: TaskListsRepo;
  items: TaskItemsRepo;
  approvals: TaskApprovalsRepo;
  service: TasksService;
  completions: TaskCompletionService;
  /** The family's money: a task's value is read and answered in it. */
  currencyOf: CurrencyOf;
}

export function tasksRoutes(
  app: FastifyInstance,
  { lists, items, approvals, service, completions, currencyOf }: TasksDeps,
): void {
  const listId = (request: FastifyRequest) => idParam(request, 'id', LIST_NOT_FOUND_MESSAGE);
  const itemId = (request: FastifyRequest) => idParam(request, 'itemId', TASK_NOT_FOUND_MESSAGE);

  app.get('/api/task-lists', answers(z.array(taskListSchema)), async (request) =>
    (await lists.lists(requireMember(request).familyId)).map(presentTaskList),
  );

  app.post('/api/task-lists', answers(taskListSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const { name, needsApproval } = parse(createTaskListSchema, request.body);
    return reply.status(201).send(presentTaskList(await service.createList(familyId, name, needsApproval)));
  });

  app.put('/api/task-lists/:id', answers(taskListSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = listId(request);
    const { name, needsApproval } = parse(renameTaskListSchema, request.body);
    const list = await service.renameList(familyId, id, name, needsApproval);
    if (!list) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return presentTaskList(list);
  });

  app.delete('/api/task-lists/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await service.deleteList(familyId, listId(request)))) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  app.get('/api/task-lists/:id/items', answers(z.array(taskItemSchema)), async (request) => {
    const { familyId } = requireMember(request);
    const id = listId(request);
    if (!(await lists.findList(familyId, id))) throw notFound(LIST_NOT_FOUND_MESSAGE);
    const currency = await currencyOf(familyId);
    return (await items.items(familyId, id)).map((item) => presentTaskItem(item, currency));
  });

  app.post('/api/task-lists/:id/items', answers(taskItemSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const id = listId(request);
    const currency = await currencyOf(familyId);
    const body = parse(saveTaskItemSchema, amountsInCurrency(request.body, ['value'], currency));
    const item = await service.createItem(familyId, id, body);
    if (!item) throw notFound(LIST_NOT_FOUND_MESSAGE);
    return reply.status(201).send(presentTaskItem(item, currency));
  });

  app.put('/api/task-lists/:id/items/:itemId', answers(taskItemSchema), async (request) => {
    const { familyId } = requireMember(request);
    const ids = [listId(request), itemId(request)] as const;
    const currency = await currencyOf(familyId);
    const body = parse(saveTaskItemSchema, amountsInCurrency(request.body, ['value'], currency));
    const item = await service.updateItem(familyId, ...ids, body);
    if (!item) throw notFound(TASK_NOT_FOUND_MESSAGE);
    return presentTaskItem(item, currency);
  });

  app.delete('/api/task-lists/:id/items/:itemId', async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await service.deleteItem(familyId, listId(request), itemId(request)))) {
      throw notFound(TASK_NOT_FOUND_MESSAGE);
    }
    return reply.status(204).send();
  });

  // A paired TV ticks off chores from its board, each once it is due.
  app.post(
    '/api/task-lists/:id/items/:itemId/complete',
    { config: { displays: 'allowed' }, ...answers(completionResultSchema) },
    async (request) => {
      const { familyId, kind } = requireMember(request);
      const body = parse(completeTaskSchema, request.body);
      const outcome = await completions.complete(familyId, listId(request), itemId(request), {
        ...body,
        by: kind === 'device' ? 'screen' : 'person',
      });
      return presentCompletion(outcome, await currencyOf(familyId));
    },
  );

  // A parent's one tap on a rotating task: the person up skips their turn, or swaps with the next.
  for (const [action, change] of [
    ['skip', service.skipTurn],
    ['swap', service.swapTurns],
  ] as const) {
    app.post(
      `/api/task-lists/:id/items/:itemId/rotation/${action}`,
      answers(taskItemSchema),
      async (request) => {
        const { familyId } = requireParent(request);
        const ids = [listId(request), itemId(request)] as const;
        const item = await change(familyId, ...ids, parse(rotationActionSchema, request.body ?? {}));
        if (!item) throw notFound(TASK_NOT_FOUND_MESSAGE);
        return presentTaskItem(item, await currencyOf(familyId));
      },
    );
  }

  // Ticks from the wall waiting for a parent's OK: for the parents' phones, not the wall.
  const approvalId = (request: FastifyRequest) => idParam(request, 'id', APPROVAL_NOT_FOUND_MESSAGE);
  app.get(
    '/api/task-approvals',
    { config: { displays: 'refused' }, ...answers(z.array(taskApprovalSchema)) },
    async (request) => {
      const { familyId } = requireParent(request);
      const currency = await currencyOf(familyId);
      return (await approvals.pendingApprovals(familyId)).map((approval) =>
        presentApproval(approval, currency),
      );
    },
  );

  app.post('/api/task-approvals/:id/approve', answers(completionResultSchema), async (request) => {
    const { familyId } = requireParent(request);
    const outcome = await completions.approve(familyId, approvalId(request));
    return presentCompletion(outcome, await currencyOf(familyId));
  });

  app.post('/api/task-approvals/:id/send-back', answers(successSchema), async (request) => {
    const { familyId } = requireParent(request);
    await completions.sendBack(familyId, approvalId(request));
    return { success: true };
  });
}
