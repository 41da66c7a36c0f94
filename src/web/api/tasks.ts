import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompletionResult,
  TaskApproval,
  TaskItem,
  TaskItemRequestInput,
  TaskList,
} from '../../common/schemas/tasks';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';
import { useOnePerTapMutation } from './onePerTap';
import type { WithQueued } from './outboxContext';

export interface CompleteTaskRequest {
  itemId: number;
  /** The occurrence the person saw: a second tap after it moved on is refused, not paid twice. */
  dueDate: string | null;
  /** False completes the task without paying its value into its piggy bank. */
  addToPiggyBank: boolean;
  /** Who did it: whoever grabbed an up-for-grabs task. */
  personId?: number | null;
}

/** What a parent saw when they tapped Skip or Swap: a second tap after the turn moved is refused. */
export interface TurnRequest {
  itemId: number;
  dueDate: string | null;
  personId: number | null;
}

const listPath = (listId: number) => `/api/task-lists/${listId}`;
const itemPath = (listId: number, itemId: number) => `${listPath(listId)}/items/${itemId}`;

export const tasksApi = {
  lists: () => api.get<TaskList[]>('/api/task-lists'),
  createList: (name: string) => api.post<TaskList>('/api/task-lists', { name }),
  renameList: (listId: number, name: string, needsApproval?: boolean) =>
    api.put<TaskList>(listPath(listId), { name, ...(needsApproval === undefined ? {} : { needsApproval }) }),
  deleteList: (listId: number) => api.delete<void>(listPath(listId)),
  items: (listId: number) => api.get<TaskItem[]>(`${listPath(listId)}/items`),
  addItem: (listId: number, item: TaskItemRequestInput) =>
    api.post<TaskItem>(`${listPath(listId)}/items`, item),
  saveItem: (listId: number, itemId: number, item: TaskItemRequestInput) =>
    api.put<TaskItem>(itemPath(listId, itemId), item),
  deleteItem: (listId: number, itemId: number) => api.delete<void>(itemPath(listId, itemId)),
  complete: (listId: number, { itemId, dueDate, addToPiggyBank, personId }: CompleteTaskRequest) =>
    api.post<CompletionResult>(`${itemPath(listId, itemId)}/complete`, {
      addToPiggyBank,
      ...(dueDate ? { dueDate } : {}),
      ...(personId ? { personId } : {}),
    }),
  changeTurn: (listId: number, action: 'skip' | 'swap', { itemId, dueDate, personId }: TurnRequest) =>
    api.post<TaskItem>(`${itemPath(listId, itemId)}/rotation/${action}`, { dueDate, personId }),
  approvals: () => api.get<TaskApproval[]>('/api/task-approvals'),
  approve: (id: number) => api.post<CompletionResult>(`/api/task-approvals/${id}/approve`),
  sendBack: (id: number) => api.post<{ success: boolean }>(`/api/task-approvals/${id}/send-back`),
};

export function useTaskLists() {
  return useQuery({ queryKey: queryKeys.taskLists, queryFn: tasksApi.lists, ...useRefreshPolicy() });
}

/** A list's tasks; `select` shows them otherwise (the app's pages: with the ticks made offline). */
export function useTaskItems(listId: number | null, select?: (items: TaskItem[]) => WithQueued<TaskItem>[]) {
  return useQuery({
    queryKey: queryKeys.taskItems(listId ?? 0),
    queryFn: () => tasksApi.items(listId!),
    enabled: listId !== null,
    select,
    ...useRefreshPolicy(),
  });
}

export function useCreateTaskList() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: tasksApi.createList,
    onSuccess: () => invalidateFor(queryClient, 'task-lists'),
  });
}

export function useRenameTaskList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      listId,
      name,
      needsApproval,
    }: {
      listId: number;
      name: string;
      needsApproval?: boolean;
    }) => tasksApi.renameList(listId, name, needsApproval),
    onSuccess: () => invalidateFor(queryClient, 'task-lists'),
  });
}

export function useDeleteTaskList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tasksApi.deleteList,
    onSuccess: (_, listId) => {
      queryClient.removeQueries({ queryKey: queryKeys.taskItems(listId) });
      return invalidateFor(queryClient, 'task-lists');
    },
  });
}

export function useAddTaskItem(listId: number) {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: (item: TaskItemRequestInput) => tasksApi.addItem(listId, item),
    onSuccess: () => invalidateFor(queryClient, 'task-items', [listId]),
  });
}

export function useSaveTaskItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, item }: { itemId: number; item: TaskItemRequestInput }) =>
      tasksApi.saveItem(listId, itemId, item),
    onSuccess: () => invalidateFor(queryClient, 'task-items', [listId]),
  });
}

export function useDeleteTaskItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => tasksApi.deleteItem(listId, itemId),
    onSuccess: () => invalidateFor(queryClient, 'task-items', [listId]),
  });
}

export function useCompleteTask(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompleteTaskRequest) => tasksApi.complete(listId, request),
    // Settled, not success: a 409 means another device completed it, so the list is stale either way.
    onSettled: (result) =>
      Promise.all([
        invalidateFor(queryClient, 'task-items', [listId]),
        result?.payout || result?.payoutError ? invalidateFor(queryClient, 'piggy-banks') : undefined,
        result?.awaitingApproval ? invalidateFor(queryClient, 'task-approvals') : undefined,
      ]),
  });
}

/** A parent's one tap on a rotating task; a refused tap (the turn moved) still shows who is up now. */
export function useChangeTurn(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...request }: TurnRequest & { action: 'skip' | 'swap' }) =>
      tasksApi.changeTurn(listId, action, request),
    onSettled: () => invalidateFor(queryClient, 'task-items', [listId]),
  });
}

/** Ticks from the wall waiting for a parent's OK, for the Tasks page and the app's badge. */
export function useTaskApprovals(enabled = true) {
  return useQuery({ queryKey: queryKeys.taskApprovals, queryFn: tasksApi.approvals, enabled });
}

function useApprovalDecision<Answer>(decide: (id: number) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approval: TaskApproval) => decide(approval.id),
    // Settled: a 409 means another parent decided first, so the queue is stale either way.
    onSettled: (_, __, approval) =>
      Promise.all([
        invalidateFor(queryClient, 'task-approvals'),
        invalidateFor(queryClient, 'task-items', [approval.listId]),
        invalidateFor(queryClient, 'piggy-banks'),
      ]),
  });
}

export function useApproveTask() {
  return useApprovalDecision(tasksApi.approve);
}

export function useSendBackTask() {
  return useApprovalDecision(tasksApi.sendBack);
}
