import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PIGGY_BANK_NAME_REQUIRED_MESSAGE, type PiggyBank } from '../../../common/schemas/piggy-banks';
import { errorMessage } from '../../api/client';
import { usePeople } from '../../api/people';
import { useDeletePiggyBank, useRenamePiggyBank, useSetPiggyBankOwner } from '../../api/piggy-banks';
import { formatMoney } from '../../data-ui/format';
import { MutationButton } from '../../data-ui/MutationState';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { BankOwnerField } from './BankOwnerField';

/** The chosen bank's name, with renaming it in place and deleting it after a confirmation. */
export function PiggyBankActions({ bank }: { bank: PiggyBank }) {
  const renameBank = useRenamePiggyBank();
  const deleteBank = useDeletePiggyBank();
  const setOwner = useSetPiggyBankOwner();
  const people = usePeople();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(bank.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [shownId, setShownId] = useState(bank.id);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const renameFormRef = useRef<HTMLFormElement>(null);
  const wasRenaming = useRef(false);

  // Another bank chosen: its own name, nothing half-done of the last one. (Kept mounted rather than
  // keyed by bank: a keyed remount here left the last bank's actions on the page.)
  if (shownId !== bank.id) {
    setShownId(bank.id);
    setRenaming(false);
    setNameError(null);
    setConfirmingDelete(false);
  }

  // Focus follows the switch: into the name field when it opens, back to Rename when it closes.
  useEffect(() => {
    if (renaming)
      (renameFormRef.current?.elements.namedItem('bankName') as HTMLInputElement | null)?.select();
    else if (wasRenaming.current) renameButtonRef.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  function startRenaming() {
    setName(bank.name);
    setNameError(null);
    renameBank.reset();
    setRenaming(true);
  }

  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return setNameError(PIGGY_BANK_NAME_REQUIRED_MESSAGE);
    setNameError(null);
    renameBank.mutate({ bankId: bank.id, name: name.trim() }, { onSuccess: () => setRenaming(false) });
  }

  // A failed write is this bank's only while this bank is shown: another bank chosen starts clean.
  const renameError =
    renameBank.isError && renameBank.variables?.bankId === bank.id
      ? errorMessage(renameBank.error, 'Could not rename the piggy bank.')
      : null;
  const ownerError =
    setOwner.isError && setOwner.variables?.bankId === bank.id
      ? errorMessage(setOwner.error, 'Could not change whose bank it is.')
      : null;

  async function remove() {
    try {
      await deleteBank.mutateAsync(bank.id);
    } catch (err) {
      throw new Error(errorMessage(err, 'Could not delete the piggy bank.'));
    }
    setConfirmingDelete(false);
  }

  return (
    <>
      {renaming ? (
        <form ref={renameFormRef} className="inline-form bank-details__rename" onSubmit={rename} noValidate>
          <TextField
            label="Piggy bank name"
            name="bankName"
            maxLength={100}
            value={name}
            error={nameError ?? renameError}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setRenaming(false)}
          />
          <div className="bank-details__rename-actions">
            <MutationButton type="submit" mutation={renameBank} busy="Save Name">
              Save Name
            </MutationButton>
            <Button variant="ghost" onClick={() => setRenaming(false)} disabled={renameBank.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="bank-details__header">
          <h3 className="subform__title bank-details__title">{bank.name}</h3>
          <div className="bank-details__actions">
            <Button
              ref={renameButtonRef}
              variant="ghost"
              size="small"
              onClick={startRenaming}
              aria-label={`Rename ${bank.name}`}
            >
              Rename
            </Button>
            <Button
              variant="ghost"
              size="small"
              className="danger-text"
              onClick={() => setConfirmingDelete(true)}
              aria-label={`Delete ${bank.name}`}
            >
              Delete
            </Button>
          </div>
        </div>
      )}
      {people.isSuccess && people.data.length > 0 && (
        <BankOwnerField
          people={people.data}
          value={bank.personId}
          onChange={(personId) => setOwner.mutate({ bankId: bank.id, personId })}
          disabled={setOwner.isPending}
          error={ownerError}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete ${bank.name}?`}
        description={`${bank.name} and its balance of ${formatMoney(bank.balance)} will no longer be shown, and tasks that paid into it will stop paying. Its history is kept for your records.`}
        confirmLabel="Delete Piggy Bank"
        busyLabel="Deleting..."
        destructive
        onConfirm={remove}
      />
    </>
  );
}
