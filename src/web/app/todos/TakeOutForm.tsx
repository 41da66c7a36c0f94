import { type FormEvent, useState } from 'react';
import type { TakeOutKind } from '../../../common/savings';
import { type PiggyBank, TAKE_OUT_NOTE_MAX_LENGTH } from '../../../common/schemas/piggy-banks';
import { useTakeOut } from '../../api/piggy-banks';
import { SelectField } from '../../data-ui/fields';
import { formatMoney } from '../../data-ui/format';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';

/** An adult records money taken out of the bank, or what it was spent on, with a note. */
export function TakeOutForm({ bank }: { bank: PiggyBank }) {
  const takeOut = useTakeOut();
  const [kind, setKind] = useState<TakeOutKind>('spend');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    takeOut.mutate(
      { bankId: bank.id, body: { amount: amount.trim(), note: note.trim(), kind } },
      {
        onSuccess: (result) => {
          setAmount('');
          setNote('');
          setSaved(`Recorded. ${result.bank.name} now holds ${formatMoney(result.bank.balance)}.`);
        },
      },
    );
  }

  const label = kind === 'spend' ? 'Record Spend' : 'Record Withdrawal';
  return (
    <form className="take-out" onSubmit={submit} noValidate aria-label={`Take money out of ${bank.name}`}>
      <h4 className="take-out__title">Money out</h4>
      <SelectField
        label="What happened"
        name="kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as TakeOutKind)}
      >
        <option value="spend">Spent on something</option>
        <option value="withdrawal">Taken out</option>
      </SelectField>
      <TextField
        label="Amount ($)"
        name="takeOutAmount"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        placeholder="0.00"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label="Note"
        name="takeOutNote"
        maxLength={TAKE_OUT_NOTE_MAX_LENGTH}
        placeholder={kind === 'spend' ? 'What it bought' : 'Why'}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <MutationError mutation={takeOut} failed="Could not record it. Nothing was taken out." />
      <MutationButton type="submit" variant="secondary" mutation={takeOut} busy={label}>
        {label}
      </MutationButton>
      {saved && <Notice tone="success">{saved}</Notice>}
    </form>
  );
}
