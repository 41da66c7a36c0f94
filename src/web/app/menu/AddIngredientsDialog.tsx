import { useState } from 'react';
import { type CalendarDay, dayName } from '../../../common/calendar-days';
import { planIngredientMerge } from '../../../common/ingredient-names';
import { itemNameOnly } from '../../../common/recipe-quantities';
import type { MenuEntry } from '../../../common/schemas/menu';
import type { MenuIngredientsResult, ShoppingList } from '../../../common/schemas/shopping';
import { errorMessage } from '../../api/client';
import { useAddMenuIngredients, useShoppingItems, useShoppingLists } from '../../api/shopping';
import { readStorage, writeStorage } from '../../api/storage';
import { useWeekNeeds } from '../../api/weekNeeds';
import { SelectField } from '../../data-ui/fields';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { count, resultMessage } from './ingredientText';

/** The list the menu's ingredients last went to on this device: the family's usual shop. */
const LIST_STORAGE_KEY = 'menuShoppingList';

const ADD_FAILED_MESSAGE = 'Could not add the ingredients to the shopping list.';

interface AddIngredientsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The days whose meals' ingredients go on the list, both included. */
  from: CalendarDay;
  to: CalendarDay;
  /** The menu's entries of those days (others are left out). */
  entries: MenuEntry[];
}

/**
 * "Add this week's ingredients": choose a shopping list, see what is missing from it, and put that
 * there. The server merges again when it adds, so a list changed meanwhile still gets no duplicates.
 */
export function AddIngredientsDialog({ open, onClose, from, to, entries }: AddIngredientsDialogProps) {
  const lists = useShoppingLists();
  const [chosenId, setChosenId] = useState<number | null>(() =>
    Number(readStorage('local', LIST_STORAGE_KEY)),
  );
  const list: ShoppingList | null =
    lists.data?.find((candidate) => candidate.id === chosenId) ?? lists.data?.[0] ?? null;
  const items = useShoppingItems(list?.id ?? null);
  const addIngredients = useAddMenuIngredients();
  const [result, setResult] = useState<{ result: MenuIngredientsResult; list: ShoppingList } | null>(null);

  // Recipes scaled and added up, less what is always at home, as the server will add them.
  const needs = useWeekNeeds(entries.filter((entry) => entry.date >= from && entry.date <= to));
  const ingredients = needs.names;
  const plan = items.data && needs.ready ? planIngredientMerge(ingredients, items.data, itemNameOnly) : null;
  const busy = addIngredients.isPending;

  function close() {
    if (busy) return;
    setResult(null);
    addIngredients.reset();
    onClose();
  }

  function add() {
    if (!list) return;
    writeStorage('local', LIST_STORAGE_KEY, String(list.id));
    addIngredients.mutate(
      { listId: list.id, from, to },
      { onSuccess: (answer) => setResult({ result: answer, list }) },
    );
  }

  function body() {
    if (result) {
      return (
        <>
          <Notice tone="success">{resultMessage(result.result, result.list.name)}</Notice>
          <div className="dialog__actions">
            <ButtonLink variant="secondary" to={`/app/shopping?list=${result.list.id}`}>
              Open {result.list.name}
            </ButtonLink>
            <Button onClick={close}>Done</Button>
          </div>
        </>
      );
    }
    if (ingredients.length === 0) {
      return (
        <>
          <p className="empty-state add-ingredients__empty">
            No ingredients on these meals yet. Open a day and add what each meal needs.
          </p>
          <div className="dialog__actions">
            <Button onClick={close}>OK</Button>
          </div>
        </>
      );
    }
    if (lists.isPending) return <InlineLoading message="Loading shopping lists..." />;
    if (lists.isError) {
      return <Notice tone="error">{errorMessage(lists.error, 'Could not load shopping lists.')}</Notice>;
    }
    if (!list) {
      return (
        <>
          <p className="empty-state add-ingredients__empty">No shopping lists yet.</p>
          <div className="dialog__actions">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <ButtonLink to="/app/shopping">Create a shopping list</ButtonLink>
          </div>
        </>
      );
    }
    const toAdd = plan ? plan.add.length + plan.reopen.length : 0;
    return (
      <>
        {lists.data.length > 1 ? (
          <SelectField
            label="Shopping list"
            value={list.id}
            disabled={busy}
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {lists.data.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="add-ingredients__list">
            To <strong>{list.name}</strong>
          </p>
        )}
        <QueryState
          query={items}
          loading="Loading items..."
          failed="Could not load items for the selected shopping list."
        >
          {(itemList) =>
            plan && (
              <div className="add-ingredients__preview">
                <IngredientGroup title="To add" names={plan.add} tone="new" />
                <IngredientGroup
                  title="Bought, needed again"
                  names={itemList.filter((item) => plan.reopen.includes(item.id)).map((item) => item.item)}
                  tone="new"
                />
                <IngredientGroup title={`Already on ${list.name}`} names={plan.alreadyListed} tone="listed" />
              </div>
            )
          }
        </QueryState>
        <MutationError mutation={addIngredients} failed={ADD_FAILED_MESSAGE} />
        <div className="dialog__actions">
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <MutationButton
            onClick={add}
            mutation={addIngredients}
            busy="Adding..."
            disabled={!plan || toAdd === 0}
          >
            {toAdd === 0 ? 'Nothing to add' : `Add ${count(toAdd, 'item')}`}
          </MutationButton>
        </div>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Add this week's ingredients"
      description={
        from === to ? `The meals of ${dayName(from)}.` : `The meals from ${dayName(from)} to ${dayName(to)}.`
      }
      hideClose={busy}
      className="dialog--ingredients"
    >
      {body()}
    </Dialog>
  );
}

function IngredientGroup({ title, names, tone }: { title: string; names: string[]; tone: 'new' | 'listed' }) {
  if (names.length === 0) return null;
  return (
    <section className="add-ingredients__group" aria-label={title}>
      <h3>
        {title} <span className="add-ingredients__count">{names.length}</span>
      </h3>
      <ul className={`add-ingredients__names add-ingredients__names--${tone}`}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
