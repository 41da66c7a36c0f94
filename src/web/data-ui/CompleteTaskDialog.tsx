import { useRef, useState } from 'react';
import { isRepeating } from '../../common/recurrence';
import type { CompletionResult, TaskItem } from '../../common/schemas/tasks';
import { isQueued, type QueuedAnswer } from '../api/outboxContext';
import { usePeople } from '../api/people';
import { usePiggyBanks } from '../api/piggy-banks';
import { useQueuedCompleteTask } from '../api/queuedTasks';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Notice } from '../ui/Notice';
import { CheckboxField } from './fields';
import { formatMoney, formatShortDay } from './format';
import { MutationButton, MutationError } from './MutationState';
import { PersonBadge } from './PersonBadge';
import { peopleById, personOfTask } from './people';
import { useToday } from './useToday';
import './data-ui.css';

/** spec 02 §5: without its list a task cannot be completed. */
const NO_LIST_ID_MESSAGE = 'A task is completed only with a list id';

interface CompleteTaskDialogProps {
  listId: number | null;
  /** The task to complete; the dialog is open while one is given. */
  item: TaskItem | null;
  onClose: () => void;
  /** QUEUED when the phone has no network: the tick is kept and sent when it is back. */
  onCompleted?: (result: CompletionResult | QueuedAnswer) => void;
}

/**
 * The confirmation before a task is completed (spec 02 §4), with the optional piggy-bank top-up.
 * A repeating task completes the occurrence shown (its due day goes with the request, so it is
 * completed once whoever else taps it) and moves to its next day; a one-off task goes away. When
 * the task was completed but its payout failed, the dialog stays to say so. An up-for-grabs task
 * asks who did it first; a tick that waits for a parent's OK says so before the dialog closes.
 */
export function CompleteTaskDialog({ listId, item, onClose, onCompleted }: CompleteTaskDialogProps) {
  const completeButton = useRef<HTMLButtonElement>(null);
  const [addToPiggyBank, setAddToPiggyBank] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [payoutWarning, setPayoutWarning] = useState<string | null>(null);
  const [waitingNote, setWaitingNote] = useState<string | null>(null);
  const [grabbedBy, setGrabbedBy] = useState<number | null>(null);
  const banks = usePiggyBanks();
  const people = peopleById(usePeople().data);
  const today = useToday();
  const complete = useQueuedCompleteTask(listId ?? 0);
  const busy = complete.isPending;
  const grabs = item?.rotation?.mode === 'grabs' ? item.rotation.peopleIds : null;
  // Who did it: whoever grabbed it, whose turn it is, or whose task it is.
  const doer = grabs
    ? grabbedBy === null
      ? undefined
      : people.get(grabbedBy)
    : item
      ? personOfTask(item, people)
      : undefined;
  const bank =
    item?.targetPiggyBankId != null
      ? banks.data?.find((entry) => entry.id === item.targetPiggyBankId)
      : doer && banks.data?.find((entry) => entry.personId === doer.id);
  const pays = item !== null && item.value > 0 && (item.targetPiggyBankId !== null || bank !== undefined);
  const bankName = bank?.name ?? 'the piggy bank';

  function close() {
    if (!busy) finish();
  }

  function finish() {
    setAddToPiggyBank(true);
    setProblem(null);
    setPayoutWarning(null);
    setWaitingNote(null);
    setGrabbedBy(null);
    complete.reset();
    onClose();
  }

  function refuse(message: string) {
    complete.reset();
    setProblem(message);
  }

  function confirm() {
    if (!item) return;
    if (listId === null) return refuse(NO_LIST_ID_MESSAGE);
    if (grabs && grabbedBy === null) return refuse('Choose who did it first.');
    setProblem(null);
    complete.mutate(
      { itemId: item.id, dueDate: item.dueDate, addToPiggyBank: pays && addToPiggyBank, personId: grabbedBy },
      {
        onSuccess: (result) => {
          onCompleted?.(result);
          if (isQueued(result)) finish();
          else if (result.awaitingApproval) {
            const who = result.personId === null ? undefined : people.get(result.personId);
            setWaitingNote(
              `${who ? `Well done, ${who.name}! ` : 'Well done! '}A grown-up will check it${
                pays ? `, then ${formatMoney(item.value)} goes to ${bankName}` : ''
              }.`,
            );
          } else if (result.payoutError) setPayoutWarning(result.payoutError);
          else finish();
        },
      },
    );
  }

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && close()}
      title="Complete task?"
      description={
        item && (
          <>
            Mark <strong>{item.task}</strong>
            {item.dueDate && ` (due ${formatShortDay(item.dueDate)})`} as done?{' '}
            {!isRepeating(item.repeatConfig)
              ? 'It will be removed from the list.'
              : item.dueDate && item.dueDate > today
                ? `It is not due yet: this completes the ${formatShortDay(item.dueDate)} one early.`
                : 'It repeats, so it moves to its next day.'}
          </>
        )
      }
      initialFocusRef={completeButton}
      hideClose={busy}
    >
      {waitingNote || payoutWarning ? (
        <>
          <Notice tone={waitingNote ? 'success' : 'warning'}>{waitingNote ?? payoutWarning}</Notice>
          <div className="dialog__actions">
            <Button onClick={close}>OK</Button>
          </div>
        </>
      ) : (
        <>
          {grabs && (
            <fieldset className="grab-choice">
              <legend className="field__label">Who did it?</legend>
              <div className="grab-choice__people">
                {grabs.map((personId) => {
                  const person = people.get(personId);
                  if (!person) return null;
                  return (
                    <label key={personId} className="grab-choice__person">
                      <input
                        type="radio"
                        name="grabbed-by"
                        checked={grabbedBy === personId}
                        disabled={busy}
                        onChange={() => {
                          setGrabbedBy(personId);
                          setProblem(null);
                        }}
                      />
                      <PersonBadge person={person} />
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
          {pays && item && (
            <CheckboxField
              label={`Add ${formatMoney(item.value)} to ${bankName}`}
              checked={addToPiggyBank}
              disabled={busy}
              onChange={(event) => setAddToPiggyBank(event.target.checked)}
            />
          )}
          {problem ? (
            <Notice tone="error">{problem}</Notice>
          ) : (
            <MutationError
              mutation={complete}
              failed={complete.error instanceof Error ? complete.error.message : 'Unknown error'}
              lead="Failed to complete task: "
            />
          )}
          <div className="dialog__actions">
            <Button variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <MutationButton ref={completeButton} onClick={confirm} mutation={complete} busy="Completing...">
              Complete
            </MutationButton>
          </div>
        </>
      )}
    </Dialog>
  );
}
