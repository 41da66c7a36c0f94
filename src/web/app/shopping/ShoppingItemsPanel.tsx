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
import {
  useAddShoppingItem,
  useDeleteShoppingList,
  useRenameShoppingList,
  useSetItemCategory,
  useShoppingCategories,
  useShoppingItems,
} from '../../api/shopping';
import { ListHeader } from '../../data-ui/ListHeader';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { RemoveShoppingItemDialog } from '../../data-ui/RemoveShoppingItemDialog';
import { groupByAisle, hasAisles, NO_CATEGORY_LABEL } from '../../data-ui/shoppingAisles';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { CategoriesDialog } from './CategoriesDialog';

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
  const categories = useShoppingCategories();
  const setCategory = useSetItemCategory(list.id);
  const [removing, setRemoving] = useState<ShoppingItem | null>(null);
  const [editingCategories, setEditingCategories] = useState(false);
  const familyCategories = categories.data ?? [];

  function file(item: ShoppingItem, categoryId: number | null) {
    setCategory.mutate({ itemId: item.id, categoryId });
  }

  function row(item: ShoppingItem) {
    return (
      <li key={item.id} className="shopping-items__row">
        <span className="shopping-items__name">{item.item}</span>
        {familyCategories.length > 0 && (
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
      <QueryState
        query={items}
        loading="Loading items..."
        failed="Could not load items for the selected shopping list."
        empty={<p className="empty-state">No items</p>}
      >
        {(itemList) => (
          <>
            <AislesBar
              categories={familyCategories}
              loaded={categories.isSuccess}
              onEdit={() => setEditingCategories(true)}
            />
            <MutationError mutation={setCategory} failed="Could not change the item's category." />
            {hasAisles(itemList, familyCategories) ? (
              // One list of aisles, each with its own items, in the family's store order.
              <ul className="shopping-items shopping-items--aisles" aria-label="Items">
                {groupByAisle(itemList, familyCategories).map(({ category, items: aisle }) => {
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
                {itemList.map(row)}
              </ul>
            )}
          </>
        )}
      </QueryState>
      <RemoveShoppingItemDialog listId={list.id} item={removing} onClose={() => setRemoving(null)} />
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
  const addItem = useAddShoppingItem(listId);
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
    addItem.mutate(item.trim(), { onSuccess: () => setItem('') });
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
