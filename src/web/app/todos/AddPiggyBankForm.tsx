import { type FormEvent, useRef, useState } from 'react';
import { dollarsProblem } from '../../../common/money';
import {
  BALANCE_INVALID_MESSAGE,
  OPENING_BALANCE_NEGATIVE_MESSAGE,
  PIGGY_BANK_NAME_REQUIRED_MESSAGE,
} from '../../../common/schemas/piggy-banks';
import { usePeople } from '../../api/people';
import { useCreatePiggyBank } from '../../api/piggy-banks';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { TextField } from '../../ui/TextField';
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
    // The last failure is no longer the news once the form itself finds something to fix.
    if (found.name || found.balance) return createBank.reset();
    createBank.mutate(
      { name: name.trim(), balance: balance.trim() || 0, personId },
      {
        onSuccess: (bank) => {
          setName('');
          setBalance('0.00');
          setPersonId(null);
          onAdded(bank.id);
        },
      },
    );
  }

  return (
    <form ref={formRef} className="subform" onSubmit={submit} noValidate aria-labelledby="add-bank-title">
      <h3 id="add-bank-title" className="subform__title">
        Add a piggy bank
      </h3>
      <MutationError mutation={createBank} failed="Could not add new piggy bank." />
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
      <MutationButton type="submit" variant="secondary" mutation={createBank} busy="Add Piggy Bank">
        Add Piggy Bank
      </MutationButton>
    </form>
  );
}
