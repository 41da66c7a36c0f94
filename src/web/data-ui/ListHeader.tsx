import { type FormEvent, useState } from 'react';
import { errorMessage } from '../api/client';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TextField } from '../ui/TextField';
import './data-ui.css';

export interface ListHeaderMessages {
  emptyName: string;
  /** Shown when the new name is the old one; without it an unchanged name just closes the form. */
  unchangedName?: string;
  renameFailed: string;
  deleteFailed: string;
  /** What Delete List asks before it deletes. */
  confirmDelete: string;
}

interface ListHeaderProps {
  name: string;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  renaming: boolean;
  messages: ListHeaderMessages;
}

/** The chosen list's name as the panel's heading, with Rename (inline) and Delete List (confirmed). */
export function ListHeader({ name, onRename, onDelete, renaming, messages }: ListHeaderProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function stopEditing() {
    setEditing(false);
    setDraft(name);
    setError(null);
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed === '') return setError(messages.emptyName);
    if (trimmed === name) {
      if (messages.unchangedName) return setError(messages.unchangedName);
      return stopEditing();
    }
    try {
      await onRename(trimmed);
      setEditing(false);
      setError(null);
    } catch (err) {
      setError(errorMessage(err, messages.renameFailed));
    }
  }

  async function remove() {
    try {
      await onDelete();
    } catch (err) {
      throw new Error(errorMessage(err, messages.deleteFailed));
    }
    setConfirmingDelete(false);
  }

  if (editing) {
    return (
      <form className="list-header list-header--renaming" onSubmit={rename} noValidate>
        <TextField
          label="List name"
          name="renameList"
          maxLength={100}
          autoFocus
          value={draft}
          error={error}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && stopEditing()}
        />
        <div className="form-actions">
          <Button variant="ghost" onClick={stopEditing} disabled={renaming}>
            Cancel
          </Button>
          <Button type="submit" disabled={renaming} aria-busy={renaming}>
            Save Name
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="list-header">
      <h2 className="panel__title list-header__name">{name}</h2>
      <div className="list-header__actions">
        <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
          Rename
        </Button>
        <Button
          variant="ghost"
          size="small"
          className="danger-text"
          onClick={() => setConfirmingDelete(true)}
        >
          Delete List
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={messages.confirmDelete}
        description={`“${name}” and everything on it will be removed.`}
        confirmLabel="Delete List"
        busyLabel="Deleting..."
        destructive
        onConfirm={remove}
      />
    </div>
  );
}
