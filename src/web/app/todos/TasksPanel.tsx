import { useRef, useState } from 'react';
import {
  type CompletionResult,
  EMPTY_RENAME_MESSAGE,
  type TaskItem,
  type TaskList,
} from '../../../common/schemas/tasks';
import { errorMessage } from '../../api/client';
import { isQueued, type QueuedAnswer } from '../../api/outboxContext';
import { usePeople } from '../../api/people';
import { usePiggyBanks } from '../../api/piggy-banks';
import { useShownTaskItems } from '../../api/queuedTasks';
import { useChangeTurn, useDeleteTaskItem, useDeleteTaskList, useRenameTaskList } from '../../api/tasks';
import { CompleteTaskDialog } from '../../data-ui/CompleteTaskDialog';
import { CheckboxField } from '../../data-ui/fields';
import { formatMoney, formatShortDay } from '../../data-ui/format';
import { ListHeader } from '../../data-ui/ListHeader';
import { MutationError } from '../../data-ui/MutationState';
import { peopleById } from '../../data-ui/people';
import { QueryState } from '../../data-ui/QueryState';
import { TaskForm } from '../../data-ui/TaskForm';
import { useSavedSetting } from '../../data-ui/useSavedSetting';
import { useToday } from '../../data-ui/useToday';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { TaskRow } from './TaskRow';

interface TasksPanelProps {
  list: TaskList;
  onDeleted: () => void;
}

/** The tasks of one list: add or edit, complete, delete. */
export function TasksPanel({ list, onDeleted }: TasksPanelProps) {
  const items = useShownTaskItems(list.id);
  const banks = usePiggyBanks();
  const people = usePeople();
  const byId = peopleById(people.data);
  const changeTurn = useChangeTurn(list.id);
  const deleteItem = useDeleteTaskItem(list.id);
  const renameList = useRenameTaskList();
  // The same write as a rename, kept apart so a failed rename and a failed setting each say their own.
  const setApproval = useRenameTaskList();
  const deleteList = useDeleteTaskList();
  const [editing, setEditing] = useState<TaskItem | null>(null);
  const [completing, setCompleting] = useState<TaskItem | null>(null);
  const [deleting, setDeleting] = useState<TaskItem | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const today = useToday();

  const bankName = (bankId: number | null) => banks.data?.find((bank) => bank.id === bankId)?.name ?? null;

  function edit(item: TaskItem) {
    setEditing(item);
    // The form is above the list; bring it into view on a phone and put the cursor in it.
    requestAnimationFrame(() => {
      formArea.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      (formArea.current?.querySelector('input[name="task"]') as HTMLInputElement | null)?.focus({
        preventScroll: true,
      });
    });
  }

  function completed(item: TaskItem, result: CompletionResult | QueuedAnswer) {
    if (isQueued(result)) {
      setDoneMessage(`Done: ${item.task}. It is saved when this phone is back online.`);
      return;
    }
    const bank = result.payout ? bankName(result.payout.piggyBankId) : null;
    // Completed before its day: say which occurrence, so nobody expects to do it again then.
    const early =
      result.occurrence !== null && result.occurrence > today
        ? ` early, for ${formatShortDay(result.occurrence)}`
        : '';
    setDoneMessage(
      result.payout
        ? `Done${early}! ${formatMoney(result.payout.amount)} went to ${bank ?? 'the piggy bank'}, now ${formatMoney(result.payout.balance)}.`
        : `Done${early}: ${item.task}.`,
    );
  }

  function turn(item: TaskItem, action: 'skip' | 'swap') {
    changeTurn.mutate({
      action,
      itemId: item.id,
      dueDate: item.dueDate,
      personId: item.rotation?.upId ?? null,
    });
  }

  const approval = useSavedSetting(list.needsApproval, async (needsApproval) => {
    try {
      // Settles once the lists are read again, so the list's own setting is the new one by then.
      await setApproval.mutateAsync({ listId: list.id, name: list.name, needsApproval });
    } catch {
      // Drawn from the mutation under the box, which shows the saved value again.
    }
  });

  async function remove() {
    if (!deleting) return;
    try {
      await deleteItem.mutateAsync(deleting.id);
    } catch (err) {
      throw new Error(errorMessage(err, 'Could not delete task'));
    }
    if (editing?.id === deleting.id) setEditing(null);
    setDeleting(null);
  }

  return (
    <section className="panel tasks-panel" aria-label={`Tasks in ${list.name}`}>
      <ListHeader
        name={list.name}
        onRename={(name, onSaved) => renameList.mutate({ listId: list.id, name }, { onSuccess: onSaved })}
        onDelete={async () => {
          await deleteList.mutateAsync(list.id);
          onDeleted();
        }}
        rename={renameList}
        messages={{
          emptyName: EMPTY_RENAME_MESSAGE,
          unchangedName: 'List name cannot be empty or is unchanged.',
          renameFailed: 'Could not update list name.',
          deleteFailed: 'Could not delete list',
          confirmDelete: 'Delete this list and all its items?',
        }}
      />
      <CheckboxField
        className="tasks-panel__approval"
        label={
          <>
            <strong>Needs a parent's OK</strong>
            <span className="muted">
              A chore ticked on a wall screen waits for a grown-up to approve it on the phone before it counts
              and pays.
            </span>
          </>
        }
        checked={approval.shown}
        disabled={renameList.isPending || setApproval.isPending}
        onChange={(event) => approval.change(event.target.checked)}
      />
      <MutationError mutation={setApproval} failed="Could not change the setting." />
      <div ref={formArea} className="tasks-panel__form">
        <TaskForm
          key={editing?.id ?? 'new'}
          listId={list.id}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      </div>
      {doneMessage && <Notice tone="success">{doneMessage}</Notice>}
      <MutationError mutation={changeTurn} failed="Could not change the turn." tone="warning" />
      <QueryState
        query={items}
        loading="Loading tasks..."
        failed="Could not load items for the selected list."
        empty={<p className="empty-state">No tasks</p>}
      >
        {(itemList) => (
          <ul className="task-rows" aria-label="Tasks">
            {itemList.map((item) => (
              <TaskRow
                key={item.id}
                item={item}
                today={today}
                bankName={bankName(item.targetPiggyBankId)}
                people={byId}
                onTurn={changeTurn.isPending ? undefined : (action) => turn(item, action)}
                onComplete={() => {
                  setDoneMessage(null);
                  setCompleting(item);
                }}
                onEdit={() => edit(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ul>
        )}
      </QueryState>

      <CompleteTaskDialog
        listId={list.id}
        item={completing}
        onClose={() => setCompleting(null)}
        onCompleted={(result) => completing && completed(completing, result)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this task?"
        description={deleting ? `“${deleting.task}” will be removed from ${list.name}.` : undefined}
        confirmLabel="Delete Task"
        busyLabel="Deleting..."
        destructive
        onConfirm={remove}
      />
    </section>
  );
}
