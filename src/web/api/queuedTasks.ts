/**
 * The task hooks of the app's pages, which work with no network: through the outbox where the page
 * provides one (./outboxContext.ts), straight to the server where it does not (the dialog a board
 * opens on the wall). Apart from ./tasks.ts, whose hooks the boards' cards load up front.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletionResult, TaskItem } from '../../common/schemas/tasks';
import { queryKeys } from './freshness';
import { useOutbox, useQueuedView } from './outboxContext';
import { type CompleteTaskRequest, useCompleteTask, useTaskItems } from './tasks';

/** A list's tasks; one whose completion waits in the outbox (made offline) is marked `queued`. */
export function useShownTaskItems(listId: number | null) {
  return useTaskItems(listId, useQueuedView<TaskItem>(queryKeys.taskItems(listId ?? 0)));
}

/**
 * Completes a task's occurrence. With no network it is kept, shown done, and sent later: its answer
 * is then QUEUED, and the outbox reads the lists and the banks again once the server has it.
 */
export function useQueuedCompleteTask(listId: number) {
  const queryClient = useQueryClient();
  const outbox = useOutbox();
  const direct = useCompleteTask(listId);
  const queued = useMutation({
    networkMode: 'always',
    mutationFn: (request: CompleteTaskRequest) =>
      outbox!.submit<CompletionResult>({
        kind: 'task-complete',
        listId,
        itemId: request.itemId,
        dueDate: request.dueDate,
        addToPiggyBank: request.addToPiggyBank,
        personId: request.personId ?? null,
        name:
          queryClient
            .getQueryData<TaskItem[]>(queryKeys.taskItems(listId))
            ?.find((item) => item.id === request.itemId)?.task ?? 'A task',
      }),
  });
  return outbox ? queued : direct;
}
