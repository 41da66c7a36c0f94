import { useRef, useState } from 'react';
import { dollarsProblem } from '../../../common/money';
import {
  BALANCE_INVALID_MESSAGE,
  OPENING_BALANCE_NEGATIVE_MESSAGE,
  PIGGY_BANK_NAME_REQUIRED_MESSAGE,
} from '../../../common/schemas/piggy-banks';
import { errorMessage } from '../../api/client';
import { usePeople } from '../../api/people';
import { useCreatePiggyBank } from '../../api/piggy-banks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useSubmitOnce } from '../../ui/useSubmitOnce';
import { BankOwnerField } from './BankOwnerField';

type Errors = Partial<Record<'name' | 'balance', string>>;

/** Adds a piggy bank with a starting balance. */
export function AddPiggyBankForm({ onAdded }: { onAdded: (bankId: number) => void }) {
  const createBank = useCreatePiggyBank();
  const people = usePeople();
  const [personId, setPersonId] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [balance, setBalance] = useState('0.00');
  const [errors, setErrors] = useState<Errors>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = useSubmitOnce(async () => {
    const balanceInput = formRef.current?.elements.namedItem('balance') as HTMLInputElement | null;
    const found: Errors = {};
    if (name.trim() === '') found.name = PIGGY_BANK_NAME_REQUIRED_MESSAGE;
    if (balanceInput?.validity.badInput) found.balance = BALANCE_INVALID_MESSAGE;
    else if (balance.trim() !== '') {
      found.balance =
        dollarsProblem(balance, BALANCE_INVALID_MESSAGE, {
          negativeMessage: OPENING_BALANCE_NEGATIVE_MESSAGE,
        }) ?? undefined;
    }
    setErrors(found);
    setSaveError(null);
    if (found.name || found.balance) return;
    try {
      const bank = await createBank.mutateAsync({
        name: name.trim(),
        balance: balance.trim() || 0,
        personId,
      });
      setName('');
      setBalance('0.00');
      setPersonId(null);
      onAdded(bank.id);
    } catch (err) {
      setSaveError(errorMessage(err, 'Could not add new piggy bank.'));
    }
  });

  return (
    <form ref={formRef} className="subform" onSubmit={submit} noValidate aria-labelledby="add-bank-title">
      <h3 id="add-bank-title" className="subform__title">
        Add a piggy bank
      </h3>
      {saveError && <Notice tone="error">{saveError}</Notice>}
      <div className="task-form__pair">
        <TextField
          label="Name"
          name="bankName"
          placeholder="e.g. Emma's Bank"
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Starting balance ($)"
          name="balance"
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          value={balance}
          error={errors.balance}
          onChange={(event) => setBalance(event.target.value)}
        />
      </div>
      {people.isSuccess && people.data.length > 0 && (
        <BankOwnerField people={people.data} value={personId} onChange={setPersonId} />
      )}
      <Button
        type="submit"
        variant="secondary"
        disabled={createBank.isPending}
        aria-busy={createBank.isPending}
      >
        Add Piggy Bank
      </Button>
    </form>
  );
}
