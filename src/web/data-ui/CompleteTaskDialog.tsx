import { useRef, useState } from 'react';
import { isRepeating } from '../../common/recurrence';
import type { CompletionResult, TaskItem } from '../../common/schemas/tasks';
import { errorMessage } from '../api/client';
import { usePiggyBanks } from '../api/piggy-banks';
import { useCompleteTask } from '../api/tasks';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Notice } from '../ui/Notice';
import { CheckboxField } from './fields';
import { formatMoney, formatShortDay } from './format';
import { useToday } from './useToday';
import './data-ui.css';

/** spec 02 §5: without its list a task cannot be completed. */
const NO_LIST_ID_MESSAGE = 'A task is completed only with a list id';

interface CompleteTaskDialogProps {
  listId: number | null;
  /** The task to complete; the dialog is open while one is given. */
  item: TaskItem | null;
  onClose: () => void;
  onCompleted?: (result: CompletionResult) => void;
}

/**
 * The confirmation before a task is completed (spec 02 §4), with the optional piggy-bank top-up.
 * A repeating task completes the occurrence shown (its due day goes with the request, so it is
 * completed once whoever else taps it) and moves to its next day; a one-off task goes away. When
 * the task was completed but its payout failed, the dialog stays to say so.
 */
export function CompleteTaskDialog({ listId, item, onClose, onCompleted }: CompleteTaskDialogProps) {
  const completeButton = useRef<HTMLButtonElement>(null);
  const [addToPiggyBank, setAddToPiggyBank] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [payoutWarning, setPayoutWarning] = useState<string | null>(null);
  const banks = usePiggyBanks();
  const today = useToday();
  const complete = useCompleteTask(listId ?? 0);
  const busy = complete.isPending;
  const pays = item !== null && item.value > 0 && item.targetPiggyBankId !== null;
  const bankName = banks.data?.find((bank) => bank.id === item?.targetPiggyBankId)?.name ?? 'the piggy bank';

  function close() {
    if (busy) return;
    setAddToPiggyBank(true);
    setError(null);
    setPayoutWarning(null);
    complete.reset();
    onClose();
  }

  async function confirm() {
    if (!item) return;
    if (listId === null) {
      setError(NO_LIST_ID_MESSAGE);
      return;
    }
    setError(null);
    try {
      const result = await complete.mutateAsync({
        itemId: item.id,
        dueDate: item.dueDate,
        addToPiggyBank: pays && addToPiggyBank,
      });
      onCompleted?.(result);
      if (result.payoutError) setPayoutWarning(result.payoutError);
      else close();
    } catch (err) {
      setError(
        `Failed to complete task: ${errorMessage(err, err instanceof Error ? err.message : 'Unknown error')}`,
      );
    }
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
      {payoutWarning ? (
        <>
          <Notice tone="warning">{payoutWarning}</Notice>
          <div className="dialog__actions">
            <Button onClick={close}>OK</Button>
          </div>
        </>
      ) : (
        <>
          {pays && item && (
            <CheckboxField
              label={`Add ${formatMoney(item.value)} to ${bankName}`}
              checked={addToPiggyBank}
              disabled={busy}
              onChange={(event) => setAddToPiggyBank(event.target.checked)}
            />
          )}
          {error && <Notice tone="error">{error}</Notice>}
          <div className="dialog__actions">
            <Button variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button ref={completeButton} onClick={confirm} disabled={busy} aria-busy={busy}>
              {busy ? 'Completing...' : 'Complete'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
