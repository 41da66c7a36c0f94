import { type FormEvent, useState } from 'react';
import {
  ITEM_REQUIRED_MESSAGE,
  SHOPPING_ITEM_MAX_LENGTH,
  SHOPPING_LIST_NAME_REQUIRED_MESSAGE,
  type ShoppingItem,
  type ShoppingList,
} from '../../../common/schemas/shopping';
import { errorMessage } from '../../api/client';
import {
  useAddShoppingItem,
  useDeleteShoppingList,
  useRenameShoppingList,
  useShoppingItems,
} from '../../api/shopping';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { ListHeader } from '../../data-ui/ListHeader';
import { RemoveShoppingItemDialog } from '../../data-ui/RemoveShoppingItemDialog';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';

interface ShoppingItemsPanelProps {
  list: ShoppingList;
  onDeleted: () => void;
  onStartShopping: () => void;
}

/** One shopping list: its items, adding and removing them, and the way into shopping mode. */
export function ShoppingItemsPanel({ list, onDeleted, onStartShopping }: ShoppingItemsPanelProps) {
  const items = useShoppingItems(list.id);
  const renameList = useRenameShoppingList();
  const deleteList = useDeleteShoppingList();
  const [removing, setRemoving] = useState<ShoppingItem | null>(null);

  return (
    <section className="panel shopping-page__items" aria-label={`Items on ${list.name}`}>
      <ListHeader
        name={list.name}
        onRename={(name) => renameList.mutateAsync({ listId: list.id, name })}
        onDelete={async () => {
          await deleteList.mutateAsync(list.id);
          onDeleted();
        }}
        renaming={renameList.isPending}
        messages={{
          emptyName: SHOPPING_LIST_NAME_REQUIRED_MESSAGE,
          renameFailed: 'Could not update list name.',
          deleteFailed: 'Could not delete list',
          confirmDelete: 'Delete this list and all its items?',
        }}
      />
      {items.isSuccess && items.data.length > 0 && (
        <Button size="large" block className="shopping-page__start" onClick={onStartShopping}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M3 4h2l2.4 11h10.2L20 7H6.3M9 20h.01M17 20h.01"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Start Shopping Mode
        </Button>
      )}
      <AddItemForm listId={list.id} />
      {items.isPending ? (
        <InlineLoading message="Loading items..." />
      ) : items.isError ? (
        <Notice tone="error">
          {errorMessage(items.error, 'Could not load items for the selected shopping list.')}
        </Notice>
      ) : items.data.length === 0 ? (
        <p className="empty-state">No items</p>
      ) : (
        <ul className="shopping-items" aria-label="Items">
          {items.data.map((item) => (
            <li key={item.id} className="shopping-items__row">
              <span className="shopping-items__name">{item.item}</span>
              <Button
                variant="ghost"
                size="small"
                className="danger-text"
                aria-label={`Remove ${item.item}`}
                onClick={() => setRemoving(item)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RemoveShoppingItemDialog listId={list.id} item={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function AddItemForm({ listId }: { listId: number }) {
  const addItem = useAddShoppingItem(listId);
  const [item, setItem] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (item.trim() === '') {
      setError(ITEM_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    try {
      await addItem.mutateAsync(item.trim());
      setItem('');
    } catch (err) {
      setError(errorMessage(err, 'Could not add item to shopping list.'));
    }
  }

  return (
    <form className="inline-form" onSubmit={submit} noValidate>
      <TextField
        label="Add an item"
        name="item"
        placeholder="e.g. Milk"
        autoComplete="off"
        maxLength={SHOPPING_ITEM_MAX_LENGTH}
        value={item}
        error={error}
        onChange={(event) => setItem(event.target.value)}
      />
      <Button type="submit" disabled={addItem.isPending} aria-busy={addItem.isPending}>
        Add Item
      </Button>
    </form>
  );
}
