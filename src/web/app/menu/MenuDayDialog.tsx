import { type FormEvent, useState } from 'react';
import { type CalendarDay, dayName } from '../../../common/calendar-days';
import { MEAL_MAX_LENGTH, MEALS, type Meal, type MenuEntry } from '../../../common/schemas/menu';
import { errorMessage } from '../../api/client';
import { useSaveMenuEntry } from '../../api/menu';
import { formatMonthDay } from '../../data-ui/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { IngredientsField } from './IngredientsField';
import { withDraft } from './ingredientText';
import { MEAL_LABELS } from './meals';

type Meals = Record<Meal, string>;
type Ingredients = Record<Meal, string[]>;
const NO_MEALS: Meals = { breakfast: '', lunch: '', dinner: '' };

interface MenuDayDialogProps {
  /** The day being planned; the dialog is open while one is given. */
  day: CalendarDay | null;
  entry: MenuEntry | null;
  onClose: () => void;
}

/**
 * The day form: three meals, each with its ingredients once it has a name, Save Plan or Cancel.
 * Saving all three empty clears the day. Give it a key per day so each opening starts from that
 * day's saved plan.
 */
export function MenuDayDialog({ day, entry, onClose }: MenuDayDialogProps) {
  const saveEntry = useSaveMenuEntry();
  const [meals, setMeals] = useState<Meals>(() =>
    entry ? { breakfast: entry.breakfast, lunch: entry.lunch, dinner: entry.dinner } : NO_MEALS,
  );
  const [ingredients, setIngredients] = useState<Ingredients>(() => ({
    breakfast: entry?.ingredients?.breakfast ?? [],
    lunch: entry?.ingredients?.lunch ?? [],
    dinner: entry?.ingredients?.dinner ?? [],
  }));
  const [drafts, setDrafts] = useState<Meals>(NO_MEALS);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!day) return;
    setError(null);
    // What is typed in an ingredient field and not yet added is meant to be kept too.
    const withDrafts = Object.fromEntries(
      MEALS.map((meal) => [meal, withDraft(ingredients[meal], drafts[meal]).next]),
    ) as Ingredients;
    try {
      await saveEntry.mutateAsync({ date: day, ...meals, ingredients: withDrafts });
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Failed to save menu entry. Please try again.'));
    }
  }

  const busy = saveEntry.isPending;
  return (
    <Dialog
      open={day !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={day ? `${dayName(day)}, ${formatMonthDay(day)}` : ''}
      description="Leave all three empty to clear the day."
      hideClose={busy}
    >
      <form onSubmit={save} noValidate>
        {MEALS.map((meal) => (
          <div key={meal} className="meal-fields">
            <TextField
              label={MEAL_LABELS[meal]}
              name={meal}
              maxLength={MEAL_MAX_LENGTH}
              autoComplete="off"
              value={meals[meal]}
              onChange={(event) => setMeals((current) => ({ ...current, [meal]: event.target.value }))}
            />
            {/* Ingredients belong to a meal: an empty meal has none to add to the list. */}
            {meals[meal].trim() !== '' && (
              <IngredientsField
                meal={MEAL_LABELS[meal]}
                ingredients={ingredients[meal]}
                onChange={(next) => setIngredients((current) => ({ ...current, [meal]: next }))}
                draft={drafts[meal]}
                onDraftChange={(draft) => setDrafts((current) => ({ ...current, [meal]: draft }))}
                disabled={busy}
              />
            )}
          </div>
        ))}
        {error && <Notice tone="error">{error}</Notice>}
        <div className="dialog__actions">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving...' : 'Save Plan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
