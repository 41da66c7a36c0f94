import { type FormEvent, useState } from 'react';
import { ALWAYS_AT_HOME_ITEM_MAX_LENGTH } from '../../../common/schemas/recipes';
import { useAlwaysAtHome, useSaveAlwaysAtHome } from '../../api/recipes';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';

/**
 * What the family always has at home (salt, oil): left off the list when the week's recipes are
 * added to it. Each thing is saved the moment it is added or removed.
 */
export function AlwaysAtHomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const items = useAlwaysAtHome();
  const save = useSaveAlwaysAtHome();
  const [draft, setDraft] = useState('');

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = draft.trim();
    if (!name || !items.data) return;
    save.mutate([...items.data.items, name], { onSuccess: () => setDraft('') });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Always at home"
      description="Never put on the shopping list for a recipe. “Oil” covers olive oil too."
    >
      <QueryState query={items} loading="Loading..." failed="Failed to load the list.">
        {(found) => (
          <>
            {found.items.length === 0 ? (
              <p className="empty-state">Nothing yet — salt, pepper and oil are usual.</p>
            ) : (
              <ul className="at-home">
                {found.items.map((name) => (
                  <li key={name}>
                    <span>{name}</span>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={`Remove ${name}`}
                      disabled={save.isPending}
                      onClick={() => save.mutate(found.items.filter((item) => item !== name))}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <form className="at-home__add" onSubmit={add} noValidate>
              <TextField
                label="Add something"
                maxLength={ALWAYS_AT_HOME_ITEM_MAX_LENGTH}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                autoComplete="off"
              />
              <MutationButton type="submit" mutation={save} busy="Saving..." disabled={draft.trim() === ''}>
                Add
              </MutationButton>
            </form>
            <MutationError mutation={save} failed="Failed to save. Please try again." />
            <div className="dialog__actions">
              <Button onClick={onClose}>Done</Button>
            </div>
          </>
        )}
      </QueryState>
    </Dialog>
  );
}
