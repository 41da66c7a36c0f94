import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../api/client';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
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
  onCreate: (name: string) => Promise<List>;
  creating: boolean;
  placeholder: string;
  messages: ListsPanelMessages;
  className?: string;
}

/** A family's lists (task or shopping): pick one, or create a new one. */
export function ListsPanel<List extends NamedList>({
  lists,
  selectedId,
  onSelect,
  onCreate,
  creating,
  placeholder,
  messages,
  className,
}: ListsPanelProps<List>) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // With no list yet the form is the only thing to do here, so it shows at once.
  const showForm = adding || (lists.isSuccess && lists.data.length === 0);

  function stopAdding() {
    setAdding(false);
    setName('');
    setError(null);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(messages.nameRequired);
      return;
    }
    setError(null);
    try {
      const list = await onCreate(name.trim());
      stopAdding();
      onSelect(list.id);
    } catch (err) {
      setError(errorMessage(err, messages.createFailed));
    }
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
        <form className="lists-panel__form" onSubmit={create} noValidate>
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
              <Button variant="ghost" onClick={stopAdding} disabled={creating}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={creating} aria-busy={creating}>
              Add List
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
