import { lazy, Suspense } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import type { Meal } from '../../common/schemas/menu';
import { errorMessage } from '../../web/api/client';
import { useMenuEntries } from '../../web/api/menu';
import { useRecipe } from '../../web/api/recipes';
import { useWallTouch } from '../../web/board/wallTouch';
import { useToday } from '../../web/data-ui/useToday';
import type { WidgetViewProps } from '../views';
import '../../web/data-ui/board-widgets.css';
import './recipe.css';

type RecipeComponent = ComponentOfType<'recipe'>;

/** The card itself, fetched once there is a recipe to show (the viewer's budget, DESIGN §6). */
const RecipeCard = lazy(() => import('./RecipeCard').then((module) => ({ default: module.RecipeCard })));

/** Tonight's recipe from the menu (or a chosen one): ingredients, then its steps one at a time. */
export function RecipeView({ component, interactive }: WidgetViewProps<RecipeComponent>) {
  const { recipeId, meal } = component.recipeConfig;
  const today = useToday();
  const menu = useMenuEntries(today, today);
  const cooked = menu.data?.find((entry) => entry.date === today)?.recipes?.[meal as Meal];
  const id = recipeId ?? cooked?.recipeId ?? null;
  const recipe = useRecipe(id);
  // Touch as the task card takes it: a phone's viewer outside fullscreen, or a paired wall.
  const wall = useWallTouch();
  const tappable = interactive || wall !== null;

  if (id === null) {
    return menu.isPending ? null : <p className="board-card__message">No recipe on the menu today.</p>;
  }
  if (recipe.isPending) return null;
  if (recipe.isError) {
    return <p className="board-card__message">{errorMessage(recipe.error, 'Failed to load the recipe.')}</p>;
  }
  return (
    <Suspense fallback={null}>
      <RecipeCard
        recipe={recipe.data}
        servings={(recipeId === null ? cooked?.servings : undefined) ?? recipe.data.servings}
        tappable={tappable}
      />
    </Suspense>
  );
}
