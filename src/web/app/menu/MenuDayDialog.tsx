import { type FormEvent, useState } from 'react';
import { type CalendarDay, dayName } from '../../../common/calendar-days';
import {
  MEAL_MAX_LENGTH,
  MEAL_SERVINGS_MAX,
  MEALS,
  type Meal,
  type MealRecipe,
  type MenuEntry,
} from '../../../common/schemas/menu';
import { useSaveMenuEntry } from '../../api/menu';
import { useRecipes } from '../../api/recipes';
import { SelectField, WholeNumberInput } from '../../data-ui/fields';
import { formatMonthDay } from '../../data-ui/format';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { TextField } from '../../ui/TextField';
import { IngredientsField } from './IngredientsField';
import { withDraft } from './ingredientText';
import { MEAL_LABELS } from './meals';

type Meals = Record<Meal, string>;
type Ingredients = Record<Meal, string[]>;
type Recipes = Record<Meal, MealRecipe | null>;
const NO_MEALS: Meals = { breakfast: '', lunch: '', dinner: '' };
const DEFAULT_SERVINGS = 4;

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
  const [saved] = useState(() => ({
    meals: entry ? { breakfast: entry.breakfast, lunch: entry.lunch, dinner: entry.dinner } : NO_MEALS,
    ingredients: {
      breakfast: entry?.ingredients?.breakfast ?? [],
      lunch: entry?.ingredients?.lunch ?? [],
      dinner: entry?.ingredients?.dinner ?? [],
    },
    recipes: {
      breakfast: entry?.recipes?.breakfast ?? null,
      lunch: entry?.recipes?.lunch ?? null,
      dinner: entry?.recipes?.dinner ?? null,
    } as Recipes,
  }));
  const book = useRecipes();
  const [recipes, setRecipes] = useState<Recipes>(saved.recipes);
  const [meals, setMeals] = useState<Meals>(saved.meals);
  const [ingredients, setIngredients] = useState<Ingredients>(saved.ingredients);
  const [drafts, setDrafts] = useState<Meals>(NO_MEALS);
  const changed =
    JSON.stringify({ meals, ingredients, recipes }) !== JSON.stringify(saved) ||
    MEALS.some((meal) => drafts[meal].trim() !== '');

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!day) return;
    // What is typed in an ingredient field and not yet added is meant to be kept too.
    const withDrafts = Object.fromEntries(
      MEALS.map((meal) => [meal, withDraft(ingredients[meal], drafts[meal]).next]),
    ) as Ingredients;
    saveEntry.mutate({ date: day, ...meals, ingredients: withDrafts, recipes }, { onSuccess: onClose });
  }

  /** A meal cooked from a recipe takes its name; choosing none keeps the name as text. */
  function chooseRecipe(meal: Meal, value: string) {
    const recipe = book.data?.find((candidate) => String(candidate.id) === value);
    setRecipes((current) => ({
      ...current,
      [meal]: recipe ? { recipeId: recipe.id, servings: recipe.servings ?? DEFAULT_SERVINGS } : null,
    }));
    if (recipe) setMeals((current) => ({ ...current, [meal]: recipe.name }));
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
        <LeaveGuard dirty={day !== null && changed} />
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
            {(book.data?.length ?? 0) > 0 && (
              <div className="meal-recipe">
                <SelectField
                  label={`${MEAL_LABELS[meal]} recipe`}
                  value={recipes[meal] ? String(recipes[meal].recipeId) : ''}
                  onChange={(event) => chooseRecipe(meal, event.target.value)}
                  disabled={busy}
                >
                  <option value="">No recipe</option>
                  {book.data?.map((recipe) => (
                    <option key={recipe.id} value={String(recipe.id)}>
                      {recipe.name}
                    </option>
                  ))}
                </SelectField>
                {recipes[meal] && (
                  <div className="meal-recipe__servings">
                    <label htmlFor={`${meal}-servings`}>{MEAL_LABELS[meal]} servings</label>
                    <WholeNumberInput
                      id={`${meal}-servings`}
                      value={recipes[meal].servings}
                      min={1}
                      max={MEAL_SERVINGS_MAX}
                      disabled={busy}
                      onChange={(servings) =>
                        setRecipes((current) => ({
                          ...current,
                          [meal]: current[meal] ? { ...current[meal], servings } : null,
                        }))
                      }
                    />
                  </div>
                )}
              </div>
            )}
            {/* Ingredients belong to a meal: an empty meal has none to add to the list; a recipe brings its own. */}
            {meals[meal].trim() !== '' && !recipes[meal] && (
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
        <MutationError mutation={saveEntry} failed="Failed to save menu entry. Please try again." />
        <div className="dialog__actions">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <MutationButton type="submit" mutation={saveEntry} busy="Saving...">
            Save Plan
          </MutationButton>
        </div>
      </form>
    </Dialog>
  );
}
