import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskItem, TaskItemRequestInput, TaskList } from '../../common/schemas/tasks';
import { api } from './client';
import { piggyBankKeys } from './piggy-banks';

/** A payout into a piggy bank made by completing a task; dollars. */
export interface TaskPayout {
  piggyBankId: number;
  amount: number;
  balance: number;
}

export interface CompleteTaskResult {
  completed: boolean;
  /** The task moved to its next due day, or null when a one-off task was removed. */
  item: TaskItem | null;
  payout: TaskPayout | null;
  /** 'Task completed, but failed to update piggy bank: …' when the task was completed without its payout. */
  payoutError?: string;
}

export interface CompleteTaskRequest {
  itemId: number;
  /** The occurrence the person saw: a second tap after it moved on is refused, not paid twice. */
  dueDate: string | null;
  /** False completes the task without paying its value into its piggy bank. */
  addToPiggyBank: boolean;
}

export const taskKeys = {
  lists: ['task-lists'] as const,
  items: (listId: number) => ['task-lists', listId, 'items'] as const,
};

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
    api.post<CompleteTaskResult>(`${itemPath(listId, itemId)}/complete`, {
      addToPiggyBank,
      ...(dueDate ? { dueDate } : {}),
    }),
};

/** Boards keep polling while they show the data; pages refetch after their own writes. */
type QueryOptions = { refetchInterval?: number };

export function useTaskLists(options: QueryOptions = {}) {
  return useQuery({ queryKey: taskKeys.lists, queryFn: tasksApi.lists, ...options });
}

export function useTaskItems(listId: number | null, options: QueryOptions = {}) {
  return useQuery({
    queryKey: taskKeys.items(listId ?? 0),
    queryFn: () => tasksApi.items(listId!),
    enabled: listId !== null,
    ...options,
  });
}

export function useCreateTaskList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tasksApi.createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.lists }),
  });
}

export function useRenameTaskList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: number; name: string }) => tasksApi.renameList(listId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.lists }),
  });
}

export function useDeleteTaskList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tasksApi.deleteList,
    onSuccess: (_, listId) => {
      queryClient.removeQueries({ queryKey: taskKeys.items(listId) });
      return queryClient.invalidateQueries({ queryKey: taskKeys.lists });
    },
  });
}

export function useAddTaskItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TaskItemRequestInput) => tasksApi.addItem(listId, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.items(listId) }),
  });
}

export function useSaveTaskItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, item }: { itemId: number; item: TaskItemRequestInput }) =>
      tasksApi.saveItem(listId, itemId, item),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.items(listId) }),
  });
}

export function useDeleteTaskItem(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => tasksApi.deleteItem(listId, itemId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.items(listId) }),
  });
}

export function useCompleteTask(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompleteTaskRequest) => tasksApi.complete(listId, request),
    // Settled, not success: a 409 means another device completed it, so the list is stale either way.
    onSettled: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.items(listId) }),
        result?.payout || result?.payoutError
          ? queryClient.invalidateQueries({ queryKey: piggyBankKeys.all })
          : undefined,
      ]),
  });
}
