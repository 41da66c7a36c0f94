import { useId } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { useRecipes } from '../../web/api/recipes';
import type { WidgetSettingsProps } from '../views';
import { RECIPE_MEALS } from './schema';

type RecipeComponent = ComponentOfType<'recipe'>;

const MEAL_LABELS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;

/** The recipe card's panel: today's meal from the menu, or one recipe of the book. */
export function RecipeSettings({ component, onChange, disabled }: WidgetSettingsProps<RecipeComponent>) {
  const id = useId();
  const config = component.recipeConfig;
  const recipes = useRecipes();
  const update = (patch: Partial<typeof config>) => onChange({ recipeConfig: { ...config, ...patch } });
  return (
    <div className="widget-settings">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-recipe`}>
          Recipe
        </label>
        <select
          id={`${id}-recipe`}
          className="field__input"
          value={config.recipeId === null ? '' : String(config.recipeId)}
          disabled={disabled}
          onChange={(event) => update({ recipeId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Today's from the menu</option>
          {recipes.data?.map((recipe) => (
            <option key={recipe.id} value={String(recipe.id)}>
              {recipe.name}
            </option>
          ))}
        </select>
      </div>
      {config.recipeId === null && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-meal`}>
            Meal
          </label>
          <select
            id={`${id}-meal`}
            className="field__input"
            value={config.meal}
            disabled={disabled}
            onChange={(event) => update({ meal: event.target.value as (typeof RECIPE_MEALS)[number] })}
          >
            {RECIPE_MEALS.map((meal) => (
              <option key={meal} value={meal}>
                {MEAL_LABELS[meal]}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
