import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../api/client';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { MutationButton } from './MutationState';
import './data-ui.css';
import { QueryState } from './QueryState';

interface NamedList {
  id: number;
  name: string;
}

export interface ListsPanelMessages {
  loadFailed: string;
  empty: string;
  nameRequired: string;
  createFailed: string;
}

interface ListsPanelProps<List extends NamedList> {
  lists: UseQueryResult<List[]>;
  selectedId: number | null;
  onSelect: (listId: number) => void;
  /** Creates a list from its trimmed name; the new list is then selected. */
  create: UseMutationResult<List, unknown, string>;
  placeholder: string;
  messages: ListsPanelMessages;
  className?: string;
}

/** A family's lists (task or shopping): pick one, or create a new one. */
export function ListsPanel<List extends NamedList>({
  lists,
  selectedId,
  onSelect,
  create,
  placeholder,
  messages,
  className,
}: ListsPanelProps<List>) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The form's own message and the server's are both the name's error, under the box.
  const error = problem ?? (create.isError ? errorMessage(create.error, messages.createFailed) : null);
  // With no list yet the form is the only thing to do here, so it shows at once.
  const showForm = adding || (lists.isSuccess && lists.data.length === 0);

  function stopAdding() {
    setAdding(false);
    setName('');
    setProblem(null);
    create.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') {
      create.reset();
      setProblem(messages.nameRequired);
      return;
    }
    setProblem(null);
    create.mutate(name.trim(), {
      onSuccess: (list) => {
        stopAdding();
        onSelect(list.id);
      },
    });
  }

  return (
    <section className={['panel', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="lists-panel__head">
        <h2 id={titleId} className="panel__title">
          Lists
        </h2>
        {!showForm && (
          <Button variant="secondary" size="small" onClick={() => setAdding(true)}>
            + New List
          </Button>
        )}
      </div>
      <QueryState
        query={lists}
        loading="Loading lists..."
        failed={messages.loadFailed}
        empty={<p className="muted">{messages.empty}</p>}
      >
        {(listData) => (
          <ul className="pick-list">
            {listData.map((list) => (
              <li key={list.id}>
                <button
                  type="button"
                  className="pick-list__button"
                  aria-current={list.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(list.id)}
                >
                  {list.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {showForm && (
        <form className="lists-panel__form" onSubmit={submit} noValidate>
          <TextField
            label="New list"
            name="listName"
            placeholder={placeholder}
            maxLength={100}
            autoFocus={adding}
            value={name}
            error={error}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && stopAdding()}
          />
          <div className="form-actions">
            {adding && (
              <Button variant="ghost" onClick={stopAdding} disabled={create.isPending}>
                Cancel
              </Button>
            )}
            <MutationButton type="submit" mutation={create} busy="Add List">
              Add List
            </MutationButton>
          </div>
        </form>
      )}
    </section>
  );
}
