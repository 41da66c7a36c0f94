import { type FormEvent, useState } from 'react';
import { errorMessage } from '../api/client';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TextField } from '../ui/TextField';
import './data-ui.css';
import { MutationButton, type MutationDrawn } from './MutationState';

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
  /** Sends the new name through `rename`, calling `onSaved` once it is saved. */
  onRename: (name: string, onSaved: () => void) => void;
  onDelete: () => Promise<unknown>;
  /** The rename's write, whose pending state and refusal the form draws. */
  rename: MutationDrawn & { reset: () => void };
  messages: ListHeaderMessages;
}

/** The chosen list's name as the panel's heading, with Rename (inline) and Delete List (confirmed). */
export function ListHeader({ name, onRename, onDelete, rename, messages }: ListHeaderProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  // The form's own message and the server's are both the name's error, under the box.
  const error = problem ?? (rename.isError ? errorMessage(rename.error, messages.renameFailed) : null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function stopEditing() {
    setEditing(false);
    setDraft(name);
    setProblem(null);
    rename.reset();
  }

  function refuse(message: string) {
    rename.reset();
    setProblem(message);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed === '') return refuse(messages.emptyName);
    if (trimmed === name) {
      if (messages.unchangedName) return refuse(messages.unchangedName);
      return stopEditing();
    }
    setProblem(null);
    onRename(trimmed, () => setEditing(false));
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
      <form className="list-header list-header--renaming" onSubmit={submit} noValidate>
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
          <Button variant="ghost" onClick={stopEditing} disabled={rename.isPending}>
            Cancel
          </Button>
          <MutationButton type="submit" mutation={rename} busy="Save Name">
            Save Name
          </MutationButton>
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
