import { useEffect, useRef, useState } from 'react';
import { PIGGY_BANK_NAME_REQUIRED_MESSAGE, type PiggyBank } from '../../../common/schemas/piggy-banks';
import { errorMessage } from '../../api/client';
import { usePeople } from '../../api/people';
import { useDeletePiggyBank, useRenamePiggyBank, useSetPiggyBankOwner } from '../../api/piggy-banks';
import { formatMoney } from '../../data-ui/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { useSubmitOnce } from '../../ui/useSubmitOnce';
import { BankOwnerField } from './BankOwnerField';

/** The chosen bank's name, with renaming it in place and deleting it after a confirmation. */
export function PiggyBankActions({ bank }: { bank: PiggyBank }) {
  const renameBank = useRenamePiggyBank();
  const deleteBank = useDeletePiggyBank();
  const setOwner = useSetPiggyBankOwner();
  const people = usePeople();
  const [ownerError, setOwnerError] = useState<string | null>(null);
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
    setOwnerError(null);
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
    setRenaming(true);
  }

  const rename = useSubmitOnce(async () => {
    if (name.trim() === '') return setNameError(PIGGY_BANK_NAME_REQUIRED_MESSAGE);
    setNameError(null);
    try {
      await renameBank.mutateAsync({ bankId: bank.id, name: name.trim() });
      setRenaming(false);
    } catch (err) {
      setNameError(errorMessage(err, 'Could not rename the piggy bank.'));
    }
  });

  async function giveTo(personId: number | null) {
    setOwnerError(null);
    try {
      await setOwner.mutateAsync({ bankId: bank.id, personId });
    } catch (err) {
      setOwnerError(errorMessage(err, 'Could not change whose bank it is.'));
    }
  }

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
            error={nameError}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setRenaming(false)}
          />
          <div className="bank-details__rename-actions">
            <Button type="submit" disabled={renameBank.isPending} aria-busy={renameBank.isPending}>
              Save Name
            </Button>
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
          onChange={giveTo}
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
