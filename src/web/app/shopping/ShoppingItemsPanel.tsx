import { type FormEvent, useState } from 'react';
import {
  ITEM_REQUIRED_MESSAGE,
  SHOPPING_ITEM_MAX_LENGTH,
  SHOPPING_LIST_NAME_REQUIRED_MESSAGE,
  type ShoppingCategory,
  type ShoppingItem,
  type ShoppingList,
} from '../../../common/schemas/shopping';
import { errorMessage } from '../../api/client';
import type { WithQueued } from '../../api/outboxContext';
import {
  useClearTicked,
  useQueuedAddShoppingItem,
  useShownShoppingItems,
  useTickShoppingItem,
} from '../../api/queuedShopping';
import {
  useDeleteShoppingList,
  useRenameShoppingList,
  useSetItemCategory,
  useShoppingCategories,
} from '../../api/shopping';
import { ListHeader } from '../../data-ui/ListHeader';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { RemoveShoppingItemDialog } from '../../data-ui/RemoveShoppingItemDialog';
import { groupByAisle, hasAisles, NO_CATEGORY_LABEL } from '../../data-ui/shoppingAisles';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/TextField';
import { CategoriesDialog } from './CategoriesDialog';

interface ShoppingItemsPanelProps {
  list: ShoppingList;
  onDeleted: () => void;
  onStartShopping: () => void;
}

/**
 * One shopping list: its items, ticked and unticked where they stand (ticked ones sink to the bottom,
 * struck through, and leave together with Clear ticked), adding and removing them, and the way into
 * shopping mode. Ticking, adding and removing work with no network (the app's outbox).
 */
export function ShoppingItemsPanel({ list, onDeleted, onStartShopping }: ShoppingItemsPanelProps) {
  const items = useShownShoppingItems(list.id);
  const renameList = useRenameShoppingList();
  const deleteList = useDeleteShoppingList();
  const categories = useShoppingCategories();
  const setCategory = useSetItemCategory(list.id);
  const tick = useTickShoppingItem(list.id);
  const clearTicked = useClearTicked(list.id);
  const [removing, setRemoving] = useState<ShoppingItem | null>(null);
  /** How many ticked items the confirmation names, while it is open. */
  const [clearing, setClearing] = useState<number | null>(null);
  const [editingCategories, setEditingCategories] = useState(false);
  const familyCategories = categories.data ?? [];

  function file(item: ShoppingItem, categoryId: number | null) {
    setCategory.mutate({ itemId: item.id, categoryId });
  }

  async function clear() {
    try {
      await clearTicked.mutateAsync();
    } catch (err) {
      throw new Error(errorMessage(err, 'Could not clear the ticked items.'));
    }
    setClearing(null);
  }

  function row(item: WithQueued<ShoppingItem>) {
    return (
      <li
        key={item.id}
        className={
          item.isComplete ? 'shopping-items__row shopping-items__row--ticked' : 'shopping-items__row'
        }
      >
        <label className="shopping-items__tick">
          <input
            type="checkbox"
            checked={item.isComplete}
            onChange={(event) => tick.mutate({ item, isComplete: event.target.checked })}
          />
          <span className="shopping-items__name">{item.item}</span>
        </label>
        {familyCategories.length > 0 && !item.isComplete && (
          <select
            className="field__input shopping-items__category"
            aria-label={`Category of ${item.item}`}
            value={item.categoryId ?? ''}
            onChange={(event) => file(item, event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">No category</option>
            {familyCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
        <Button
          variant="ghost"
          size="small"
          className="danger-text shopping-items__remove"
          aria-label={`Remove ${item.item}`}
          onClick={() => setRemoving(item)}
        >
          Remove
        </Button>
      </li>
    );
  }

  return (
    <section className="panel shopping-page__items" aria-label={`Items on ${list.name}`}>
      <ListHeader
        name={list.name}
        onRename={(name, onSaved) => renameList.mutate({ listId: list.id, name }, { onSuccess: onSaved })}
        onDelete={async () => {
          await deleteList.mutateAsync(list.id);
          onDeleted();
        }}
        rename={renameList}
        messages={{
          emptyName: SHOPPING_LIST_NAME_REQUIRED_MESSAGE,
          renameFailed: 'Could not update list name.',
          deleteFailed: 'Could not delete list',
          confirmDelete: 'Delete this list and all its items?',
        }}
      />
      {items.isSuccess && items.data.some((item) => !item.isComplete) && (
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
      <QueryState
        query={items}
        loading="Loading items..."
        failed="Could not load items for the selected shopping list."
        empty={<p className="empty-state">No items</p>}
      >
        {(itemList) => {
          const needed = itemList.filter((item) => !item.isComplete);
          const ticked = itemList.filter((item) => item.isComplete);
          return (
            <>
              <AislesBar
                categories={familyCategories}
                loaded={categories.isSuccess}
                onEdit={() => setEditingCategories(true)}
              />
              <MutationError mutation={setCategory} failed="Could not change the item's category." />
              <MutationError mutation={tick} failed="Could not tick the item." />
              {needed.length === 0 ? (
                <p className="empty-state">Everything is ticked.</p>
              ) : hasAisles(needed, familyCategories) ? (
                // One list of aisles, each with its own items, in the family's store order.
                <ul className="shopping-items shopping-items--aisles" aria-label="Items">
                  {groupByAisle(needed, familyCategories).map(({ category, items: aisle }) => {
                    const name = category?.name ?? NO_CATEGORY_LABEL;
                    return (
                      <li key={category?.id ?? 'none'} className="shopping-items__aisle">
                        <h3 className="shopping-items__aisle-name">{name}</h3>
                        <ul aria-label={name}>{aisle.map(row)}</ul>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <ul className="shopping-items" aria-label="Items">
                  {needed.map(row)}
                </ul>
              )}
              {ticked.length > 0 && (
                <section className="shopping-ticked" aria-labelledby={`ticked-${list.id}`}>
                  <div className="shopping-ticked__bar">
                    <h3 id={`ticked-${list.id}`} className="shopping-items__aisle-name">
                      Ticked ({ticked.length})
                    </h3>
                    <Button variant="secondary" size="small" onClick={() => setClearing(ticked.length)}>
                      Clear ticked
                    </Button>
                  </div>
                  <ul className="shopping-items" aria-label="Ticked items">
                    {ticked.map(row)}
                  </ul>
                </section>
              )}
            </>
          );
        }}
      </QueryState>
      <RemoveShoppingItemDialog listId={list.id} item={removing} onClose={() => setRemoving(null)} />
      <ConfirmDialog
        open={clearing !== null}
        onOpenChange={(open) => !open && setClearing(null)}
        title="Clear the ticked items?"
        description={`${clearing === 1 ? '1 ticked item' : `${clearing} ticked items`} will be taken off ${list.name}.`}
        confirmLabel="Clear ticked"
        busyLabel="Clearing..."
        destructive
        onConfirm={clear}
      />
      {editingCategories && (
        <CategoriesDialog open onClose={() => setEditingCategories(false)} categories={familyCategories} />
      )}
    </section>
  );
}

interface AislesBarProps {
  categories: ShoppingCategory[];
  loaded: boolean;
  onEdit: () => void;
}

/** How the list is sorted, and the way to the family's categories. */
function AislesBar({ categories, loaded, onEdit }: AislesBarProps) {
  if (!loaded) return null;
  return (
    <div className="shopping-aisles-bar">
      <span className="muted">
        {categories.length === 0 ? 'Sort it by the aisles of your store' : "In your store's aisle order"}
      </span>
      <Button variant="secondary" size="small" onClick={onEdit}>
        {categories.length === 0 ? 'Set up categories' : 'Edit categories'}
      </Button>
    </div>
  );
}

function AddItemForm({ listId }: { listId: number }) {
  const addItem = useQueuedAddShoppingItem(listId);
  const [item, setItem] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Both the form's own message and the server's are the field's error, under the box.
  const error =
    problem ?? (addItem.isError ? errorMessage(addItem.error, 'Could not add item to shopping list.') : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (item.trim() === '') {
      addItem.reset();
      setProblem(ITEM_REQUIRED_MESSAGE);
      return;
    }
    setProblem(null);
    // The item shows on the list at once, so the field is free for the next one at once too; a
    // refused item comes back into it, unless something new was typed meanwhile.
    const added = item.trim();
    setItem('');
    addItem.mutate(added, { onError: () => setItem((typed) => (typed === '' ? added : typed)) });
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
      <MutationButton type="submit" mutation={addItem} busy="Add Item">
        Add Item
      </MutationButton>
    </form>
  );
}
