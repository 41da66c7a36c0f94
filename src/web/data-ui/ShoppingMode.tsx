import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ShoppingCategory, ShoppingItem } from '../../common/schemas/shopping';
import { isStore, STORE_LABELS, STORES, type Store, storeSearchUrl } from '../../common/store-search';
import { useQueuedRemoveShoppingItem } from '../api/queuedShopping';
import { useShoppingCategories } from '../api/shopping';
import { readStorage, writeStorage } from '../api/storage';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { CheckboxField } from './fields';
import { type MutationDrawn, MutationError } from './MutationState';
import { groupByAisle, hasAisles, inAisleOrder, NO_CATEGORY_LABEL } from './shoppingAisles';
import {
  currentItem,
  endTrip,
  gotItem,
  passItem,
  type ShoppingTrip,
  skippedItems,
  startTrip,
} from './shoppingTrip';
import './data-ui.css';

const NO_ACTIVE_ITEMS_MESSAGE = 'Please select active items from your list to shop for.';
const REMOVE_FAILED_MESSAGE = 'Could not remove item from shopping list.';
/** The store a family shops at rarely changes, so this device remembers it. */
const STORE_STORAGE_KEY = 'shoppingStore';

function rememberedStore(): Store {
  const stored = readStorage('local', STORE_STORAGE_KEY);
  return isStore(stored) ? stored : STORES[0];
}

function openStoreSearch(store: Store, item: ShoppingItem) {
  window.open(storeSearchUrl(store, item.item), '_blank', 'noopener');
}

interface ShoppingModeProps {
  listId: number;
  items: ShoppingItem[];
  /** Leaves shopping mode: Cancel before starting, or Done after the summary. */
  onClose: () => void;
}

/**
 * Shopping mode (spec 02 §4): pick the items to shop for and a store, then one item at a time with the
 * store's search for it; Got It! removes the item from the list, Pass skips it, and the trip ends with a
 * summary. Items come in the family's aisle order, so the trip walks the store once; ticked items
 * (already in the cart) are left out.
 */
export function ShoppingMode({ listId, items: listed, onClose }: ShoppingModeProps) {
  const categories = useShoppingCategories().data ?? [];
  // A ticked item is in the cart already: the trip is for the rest.
  const items = inAisleOrder(
    listed.filter((item) => !item.isComplete),
    categories,
  );
  const [store, setStore] = useState<Store>(rememberedStore);
  const [trip, setTrip] = useState<ShoppingTrip | null>(null);
  // Drawn by both views: the last item's removal may fail after the summary is showing.
  const removeItem = useQueuedRemoveShoppingItem(listId);

  function start(chosen: ShoppingItem[]) {
    writeStorage('local', STORE_STORAGE_KEY, store);
    const started = startTrip(chosen);
    setTrip(started);
    const first = currentItem(started);
    if (first) openStoreSearch(store, first);
  }

  if (!trip) {
    return (
      <ChooseItems
        items={items}
        categories={categories}
        store={store}
        onStoreChange={setStore}
        onStart={start}
        onCancel={onClose}
      />
    );
  }
  // The next search opens inside the click that asked for it, while the browser still allows a new tab.
  function moveOn(next: ShoppingTrip) {
    setTrip(next);
    const nextItem = currentItem(next);
    if (nextItem) openStoreSearch(store, nextItem);
  }

  function got(item: ShoppingItem) {
    removeItem.mutate(item.id);
    moveOn(gotItem(trip!));
  }

  if (trip.ended) return <TripSummary trip={trip} removal={removeItem} onDone={onClose} />;
  return (
    <ShopOneItem
      trip={trip}
      categories={categories}
      store={store}
      removal={removeItem}
      onGot={got}
      onPass={() => moveOn(passItem(trip))}
      onExit={() => setTrip(endTrip(trip))}
    />
  );
}

interface ChooseItemsProps {
  /** In aisle order. */
  items: ShoppingItem[];
  categories: ShoppingCategory[];
  store: Store;
  onStoreChange: (store: Store) => void;
  onStart: (chosen: ShoppingItem[]) => void;
  onCancel: () => void;
}

function ChooseItems({ items, categories, store, onStoreChange, onStart, onCancel }: ChooseItemsProps) {
  const id = useId();
  const [chosenIds, setChosenIds] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  function toggle(itemId: number, chosen: boolean) {
    setChosenIds((current) => {
      const next = new Set(current);
      if (chosen) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = items.filter((item) => chosenIds.has(item.id));
    if (chosen.length === 0) {
      setError(NO_ACTIVE_ITEMS_MESSAGE);
      return;
    }
    onStart(chosen);
  }

  const allChosen = items.length > 0 && items.every((item) => chosenIds.has(item.id));

  const checkbox = (item: ShoppingItem) => (
    <CheckboxField
      key={item.id}
      className="shopping-mode__item"
      label={item.item}
      checked={chosenIds.has(item.id)}
      onChange={(event) => toggle(item.id, event.target.checked)}
    />
  );

  return (
    <form className="shopping-mode" onSubmit={submit} aria-label="Start shopping mode">
      <fieldset className="shopping-mode__items">
        <legend>Which items are you shopping for?</legend>
        {items.length > 0 ? (
          <>
            <button
              type="button"
              className="link-button shopping-mode__all"
              onClick={() => {
                setChosenIds(allChosen ? new Set() : new Set(items.map((item) => item.id)));
                setError(null);
              }}
            >
              {allChosen ? 'Clear all' : 'Select all'}
            </button>
            {hasAisles(items, categories)
              ? groupByAisle(items, categories).map(({ category, items: aisle }) => (
                  <div key={category?.id ?? 'none'} className="shopping-mode__aisle">
                    <h3 className="shopping-mode__aisle-name">{category?.name ?? NO_CATEGORY_LABEL}</h3>
                    {aisle.map(checkbox)}
                  </div>
                ))
              : items.map(checkbox)}
          </>
        ) : (
          <p className="muted">No items</p>
        )}
      </fieldset>

      <fieldset className="store-picker">
        <legend>Store</legend>
        <div className="store-picker__options">
          {STORES.map((option) => (
            <label key={option} className="store-picker__option">
              <input
                type="radio"
                name={`${id}-store`}
                value={option}
                checked={store === option}
                onChange={() => onStoreChange(option)}
              />
              <span>{STORE_LABELS[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {error && <Notice tone="error">{error}</Notice>}
      <div className="form-actions">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="large">
          Start Shopping
        </Button>
      </div>
    </form>
  );
}

interface ShopOneItemProps {
  trip: ShoppingTrip;
  categories: ShoppingCategory[];
  store: Store;
  /** Got It!'s removal from the list, whose failure is shown here. */
  removal: MutationDrawn;
  onGot: (item: ShoppingItem) => void;
  onPass: () => void;
  onExit: () => void;
}

function ShopOneItem({ trip, categories, store, removal, onGot, onPass, onExit }: ShopOneItemProps) {
  const itemHeading = useRef<HTMLHeadingElement>(null);
  const item = currentItem(trip)!;
  const aisle = categories.find((category) => category.id === item.categoryId);
  const number = trip.position + 1;

  // Each new item is announced and keyboard focus starts from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for every new item
  useEffect(() => {
    itemHeading.current?.focus();
  }, [item.id]);

  return (
    <section className="shopping-mode shopping-mode--active" aria-label="Shopping mode">
      <div className="shopping-mode__progress">
        <span>
          Item {number} of {trip.items.length}
        </span>
        <span className="shopping-mode__bar" aria-hidden="true">
          <span
            className="shopping-mode__bar-fill"
            style={{ width: `${(number / trip.items.length) * 100}%` }}
          />
        </span>
      </div>
      {aisle && <p className="shopping-mode__aisle-now">{aisle.name}</p>}
      <h2 ref={itemHeading} tabIndex={-1} className="shopping-mode__current" aria-live="polite">
        {item.item}
      </h2>
      <a
        className="shopping-mode__store-link"
        href={storeSearchUrl(store, item.item)}
        target="_blank"
        rel="noopener"
      >
        Search {STORE_LABELS[store]} for {item.item}
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </a>
      <MutationError mutation={removal} failed={REMOVE_FAILED_MESSAGE} />
      <div className="shopping-mode__actions">
        <Button size="large" block onClick={() => onGot(item)}>
          Got It!
        </Button>
        <Button size="large" block variant="secondary" onClick={onPass}>
          Pass
        </Button>
      </div>
      <Button variant="ghost" block onClick={onExit}>
        Exit Shopping
      </Button>
    </section>
  );
}

interface TripSummaryProps {
  trip: ShoppingTrip;
  /** Got It!'s removal from the list, whose failure is shown here. */
  removal: MutationDrawn;
  onDone: () => void;
}

function TripSummary({ trip, removal, onDone }: TripSummaryProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const skipped = skippedItems(trip);

  // Focus lands on the outcome, so it is read out; Done is the next stop.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const groups = [
    { title: 'Got', items: trip.got },
    { title: 'Passed', items: trip.passed },
    { title: 'Not reached', items: skipped },
  ].filter((group) => group.items.length > 0);

  return (
    <section className="shopping-mode shopping-summary" aria-label="Shopping summary">
      <h2 ref={heading} tabIndex={-1} className="shopping-mode__title">
        {skipped.length > 0 ? 'Shopping ended' : 'Shopping done!'}
      </h2>
      <p className="shopping-summary__lead">
        You got {trip.got.length} of {trip.items.length} {trip.items.length === 1 ? 'item' : 'items'}.
      </p>
      {groups.map((group) => (
        <div key={group.title} className="shopping-summary__group">
          <h3>{group.title}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>{item.item}</li>
            ))}
          </ul>
        </div>
      ))}
      <MutationError mutation={removal} failed={REMOVE_FAILED_MESSAGE} />
      <Button block size="large" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}
