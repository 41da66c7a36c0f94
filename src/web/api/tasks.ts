import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompletionResult, TaskItem, TaskItemRequestInput, TaskList } from '../../common/schemas/tasks';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';

export interface CompleteTaskRequest {
  itemId: number;
  /** The occurrence the person saw: a second tap after it moved on is refused, not paid twice. */
  dueDate: string | null;
  /** False completes the task without paying its value into its piggy bank. */
  addToPiggyBank: boolean;
}

const listPath = (listId: number) => `/api/task-lists/${listId}`;
const itemPath = (listId: number, itemId: number) => `${listPath(listId)}/items/${itemId}`;

export const tasksApi = {
  lists: () => api.get<TaskList[]>('/api/task-lists'),
  createList: (name: string) => api.post<TaskList>('/api/task-lists', { name }),
  renameList: (listId: number, name: string) => api.put<TaskList>(listPath(listId), { name }),
  deleteList: (listId: number) => api.delete<void>(listPath(listId)),
  items: (listId: number) => api.get<TaskItem[]>(`${listPath(listId)}/items`),
  addItem: (listId: number, item: TaskItemRequestInput) =>
    api.post<TaskItem>(`${listPath(listId)}/items`, item),
  saveItem: (listId: number, itemId: number, item: TaskItemRequestInput) =>
    api.put<TaskItem>(itemPath(listId, itemId), item),
  deleteItem: (listId: number, itemId: number) => api.delete<void>(itemPath(listId, itemId)),
  complete: (listId: number, { itemId, dueDate, addToPiggyBank }: CompleteTaskRequest) =>
    api.post<CompletionResult>(`${itemPath(listId, itemId)}/complete`, {
      addToPiggyBank,
      ...(dueDate ? { dueDate } : {}),
    }),
};

export function useTaskLists() {
  return useQuery({ queryKey: queryKeys.taskLists, queryFn: tasksApi.lists, ...useRefreshPolicy() });
}

export function useTaskItems(listId: number | null) {
  return useQuery({
    queryKey: queryKeys.taskItems(listId ?? 0),
    queryFn: () => tasksApi.items(listId!),
    enabled: listId !== null,
    ...useRefreshPolicy(),
  });
}

export function useCreateTaskList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tasksApi.createList,
    onSuccess: () => invalidateFor(queryClient, 'task-lists'),
  });
}

export function useRenameTaskList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: number; name: string }) => tasksApi.renameList(listId, name),
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
  return useMutation({
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
      ]),
  });
}
