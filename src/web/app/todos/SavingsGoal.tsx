import { type FormEvent, useState } from 'react';
import { dollarsToCents } from '../../../common/money';
import { sizedPhotoUrl } from '../../../common/photo-sizes';
import { goalProgress } from '../../../common/savings';
import {
  GOAL_NAME_MAX_LENGTH,
  GOAL_NAME_REQUIRED_MESSAGE,
  type PiggyBank,
  type PiggyBankGoal,
} from '../../../common/schemas/piggy-banks';
import { errorMessage } from '../../api/client';
import { useClearPiggyBankGoal, useSetPiggyBankGoal } from '../../api/piggy-banks';
import { formatMoney } from '../../data-ui/format';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { PhotoLibraryPicker } from '../../media/PhotoLibraryPicker';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';

const photoIdOf = (url: string | null) => {
  const digits = /^\/api\/photos\/(\d+)/.exec(url ?? '')?.[1];
  return digits === undefined ? null : Number(digits);
};

/** The bank's savings goal as progress, with setting, changing and removing it. */
export function SavingsGoal({ bank, goal }: { bank: PiggyBank; goal: PiggyBankGoal | null }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const clearGoal = useClearPiggyBankGoal();

  return (
    <section className="bank-goal" aria-label={`${bank.name}'s savings goal`}>
      {goal ? (
        <GoalProgressCard goal={goal} balance={bank.balance} />
      ) : (
        <p className="muted bank-goal__none">No savings goal yet. A goal shows on the board as progress.</p>
      )}
      <div className="bank-goal__actions">
        <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
          {goal ? 'Change Goal' : 'Set a Goal'}
        </Button>
        {goal && (
          <Button variant="ghost" size="small" className="danger-text" onClick={() => setRemoving(true)}>
            Remove Goal
          </Button>
        )}
      </div>
      {editing && <GoalDialog bank={bank} goal={goal} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove the goal “${goal?.name ?? ''}”?`}
        description={`${bank.name} keeps its money; the board stops showing the goal.`}
        confirmLabel="Remove Goal"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          try {
            await clearGoal.mutateAsync(bank.id);
          } catch (err) {
            throw new Error(errorMessage(err, 'Could not remove the goal.'));
          }
          setRemoving(false);
        }}
      />
    </section>
  );
}

function GoalProgressCard({ goal, balance }: { goal: PiggyBankGoal; balance: number }) {
  const progress = goalProgress(dollarsToCents(balance), dollarsToCents(goal.amount));
  return (
    <div className="bank-goal__card">
      {goal.photoUrl && (
        <img className="bank-goal__picture" src={sizedPhotoUrl(goal.photoUrl, 72, 2)} alt="" />
      )}
      <div className="bank-goal__body">
        <div className="bank-goal__line">
          <span className="bank-goal__name">{goal.name}</span>
          <span className="bank-goal__percent">{progress.reached ? 'Reached!' : `${progress.percent}%`}</span>
        </div>
        <div
          className="bank-goal__track"
          role="progressbar"
          aria-label={`${goal.name}: ${progress.percent}% of ${formatMoney(goal.amount)}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
        >
          <div className="bank-goal__fill" style={{ width: `${progress.fraction * 100}%` }} />
        </div>
        <span className="bank-goal__amounts">
          {progress.reached
            ? `${formatMoney(goal.amount)} saved`
            : `${formatMoney(balance > 0 ? balance : 0)} of ${formatMoney(goal.amount)} · ${formatMoney(progress.remainingCents / 100)} to go`}
        </span>
      </div>
    </div>
  );
}

/** What the goal is for, how much, and a picture from the family's photos (or none). */
function GoalDialog({
  bank,
  goal,
  onClose,
}: {
  bank: PiggyBank;
  goal: PiggyBankGoal | null;
  onClose: () => void;
}) {
  const setGoal = useSetPiggyBankGoal();
  const [name, setName] = useState(goal?.name ?? '');
  const [amount, setAmount] = useState(goal ? goal.amount.toFixed(2) : '');
  const [photoUrl, setPhotoUrl] = useState<string | null>(goal?.photoUrl ?? null);
  const [choosingPicture, setChoosingPicture] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') {
      setGoal.reset();
      return setProblem(GOAL_NAME_REQUIRED_MESSAGE);
    }
    setProblem(null);
    setGoal.mutate(
      { bankId: bank.id, goal: { name: name.trim(), amount: amount.trim(), photoId: photoIdOf(photoUrl) } },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={goal ? `Change ${bank.name}'s goal` : `A goal for ${bank.name}`}
      className="goal-dialog"
    >
      <form className="goal-dialog__form" onSubmit={submit} noValidate>
        <TextField
          label="What it is for"
          name="goalName"
          maxLength={GOAL_NAME_MAX_LENGTH}
          placeholder="A new bike"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Goal amount ($)"
          name="goalAmount"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          placeholder="40.00"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <div className="goal-dialog__picture">
          <span className="goal-dialog__label">Picture</span>
          {photoUrl ? (
            <img
              className="goal-dialog__chosen"
              src={sizedPhotoUrl(photoUrl, 96, 2)}
              alt={name.trim() || 'The goal'}
            />
          ) : (
            <span className="muted">None</span>
          )}
          <div className="goal-dialog__picture-actions">
            <Button variant="secondary" size="small" onClick={() => setChoosingPicture((open) => !open)}>
              {choosingPicture ? 'Done' : photoUrl ? 'Change Picture' : 'Choose a Picture'}
            </Button>
            {photoUrl && (
              <Button variant="ghost" size="small" onClick={() => setPhotoUrl(null)}>
                No Picture
              </Button>
            )}
          </div>
        </div>
        {choosingPicture && (
          <PhotoLibraryPicker
            value={photoUrl}
            onChoose={(url) => {
              setPhotoUrl(url);
              setChoosingPicture(false);
            }}
          />
        )}
        {problem ? (
          <Notice tone="error">{problem}</Notice>
        ) : (
          <MutationError mutation={setGoal} failed="Could not save the goal." />
        )}
        <div className="goal-dialog__actions">
          <MutationButton type="submit" mutation={setGoal} busy="Save Goal">
            Save Goal
          </MutationButton>
          <Button variant="ghost" onClick={onClose} disabled={setGoal.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
