import { type FormEvent, useRef, useState } from 'react';
import { dollarsProblem } from '../../../common/money';
import {
  BALANCE_INVALID_MESSAGE,
  BALANCE_NEGATIVE_MESSAGE,
  type PiggyBank,
} from '../../../common/schemas/piggy-banks';
import { errorMessage } from '../../api/client';
import { usePeople } from '../../api/people';
import { usePiggyBank, useSetPiggyBankBalance } from '../../api/piggy-banks';
import { formatMoney } from '../../data-ui/format';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { MutationButton } from '../../data-ui/MutationState';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { EarningsByWeek } from './EarningsByWeek';
import { PiggyBankActions } from './PiggyBankActions';
import { SavingsGoal } from './SavingsGoal';
import { TakeOutForm } from './TakeOutForm';

const NO_BANK_SELECTED_MESSAGE = 'No piggy bank selected to update.';

const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The chosen bank's recent activity, the form that sets its balance, and renaming or deleting it. */
export function PiggyBankDetails({ bank }: { bank: PiggyBank | null }) {
  const details = usePiggyBank(bank?.id ?? null);
  const owner = usePeople().data?.find((person) => person.id === bank?.personId) ?? null;
  const setBalance = useSetPiggyBankBalance();
  const formRef = useRef<HTMLFormElement>(null);
  const [newBalance, setNewBalance] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The form's own message and the server's are both the field's error, under the box.
  const error =
    problem ?? (setBalance.isError ? errorMessage(setBalance.error, 'Could not update balance.') : null);

  function refuse(message: string) {
    setBalance.reset();
    setProblem(message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    if (!bank) return refuse(NO_BANK_SELECTED_MESSAGE);
    const input = formRef.current?.elements.namedItem('newBalance') as HTMLInputElement | null;
    const invalid = input?.validity.badInput
      ? BALANCE_INVALID_MESSAGE
      : dollarsProblem(newBalance, BALANCE_INVALID_MESSAGE, { negativeMessage: BALANCE_NEGATIVE_MESSAGE });
    if (invalid) return refuse(invalid);
    setProblem(null);
    setBalance.mutate(
      { bankId: bank.id, newBalance: newBalance.trim() },
      {
        onSuccess: (updated) => {
          setNewBalance('');
          setSaved(`${updated.name} now holds ${formatMoney(updated.balance)}.`);
        },
      },
    );
  }

  return (
    <div className="bank-details">
      {bank ? (
        <PiggyBankActions bank={bank} />
      ) : (
        <p className="muted">Choose a piggy bank to see its recent activity.</p>
      )}
      {bank && details.isSuccess && <SavingsGoal bank={bank} goal={details.data.goal ?? null} />}
      {bank && <h4 className="bank-details__subtitle">Recent activity</h4>}
      {bank &&
        (details.isPending ? (
          <InlineLoading message="Loading activity..." />
        ) : details.isError ? (
          <Notice tone="error">
            {errorMessage(details.error, 'Could not load details for the selected piggy bank.')}
          </Notice>
        ) : details.data.transactions.length === 0 ? (
          <p className="muted">No activity yet.</p>
        ) : (
          <ul className="transactions" aria-label={`Recent activity of ${bank.name}`}>
            {details.data.transactions.slice(0, 5).map((transaction) => (
              <li key={transaction.id} className="transactions__row">
                <span className="transactions__reason">{transaction.reason}</span>
                <span
                  className={transaction.amount < 0 ? 'transactions__amount--out' : 'transactions__amount'}
                >
                  {transaction.amount < 0 ? '' : '+'}
                  {formatMoney(transaction.amount)}
                </span>
                <time className="transactions__when" dateTime={transaction.createdAt}>
                  {WHEN.format(new Date(transaction.createdAt))}
                </time>
              </li>
            ))}
          </ul>
        ))}
      <form ref={formRef} className="inline-form bank-details__balance-form" onSubmit={submit} noValidate>
        <TextField
          label="New balance"
          name="newBalance"
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          placeholder={bank ? bank.balance.toFixed(2) : '0.00'}
          value={newBalance}
          error={error}
          onChange={(event) => setNewBalance(event.target.value)}
        />
        <MutationButton type="submit" variant="secondary" mutation={setBalance} busy="Update Balance">
          Update Balance
        </MutationButton>
      </form>
      {saved && <Notice tone="success">{saved}</Notice>}
      {bank && <TakeOutForm key={bank.id} bank={bank} />}
      {owner && <EarningsByWeek person={owner} />}
    </div>
  );
}
