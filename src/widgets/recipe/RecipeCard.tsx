import { lazy, Suspense, useState } from 'react';
import type { Recipe, RecipeIngredient } from '../../common/schemas/recipes';

/** Steps, timers and their sound: fetched with the first "Start cooking" on a touch board. */
const Cooking = lazy(() => import('./Cooking').then((module) => ({ default: module.Cooking })));

/** A number as a cook reads it: halves, thirds and quarters as fractions. */
function amount(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  if (part < 0.02) return String(whole);
  const fraction = (
    [
      [0.25, '¼'],
      [1 / 3, '⅓'],
      [0.5, '½'],
      [2 / 3, '⅔'],
      [0.75, '¾'],
    ] as const
  ).find(([at]) => Math.abs(part - at) < 0.02)?.[1];
  if (fraction) return whole === 0 ? fraction : `${whole} ${fraction}`;
  return String(Math.round(value * 10) / 10);
}

/** An ingredient line scaled to the servings cooked; a line without a read quantity as written. */
function scaledLine(line: RecipeIngredient, factor: number): string {
  if (factor === 1 || line.quantity === undefined || !line.name) return line.text;
  const range = line.quantityTo !== undefined ? `–${amount(line.quantityTo * factor)}` : '';
  return [`${amount(line.quantity * factor)}${range}`, line.unit, line.name].filter(Boolean).join(' ');
}

function hostOf(url: string): string {
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

const minutes = (total: number) =>
  total < 60 ? `${total} min` : `${Math.floor(total / 60)} h${total % 60 ? ` ${total % 60} min` : ''}`;

interface RecipeCardProps {
  recipe: Recipe;
  /** The servings the menu cooks, when it says. */
  servings: number | null;
  tappable: boolean;
}

/**
 * A recipe in large type: its ingredients scaled to the servings cooked, with its credit. A board
 * only looked at shows the steps below; on a touch board "Start cooking" goes through them one at
 * a time (`Cooking`). Fetched only by a board that has a recipe to show.
 */
export function RecipeCard({ recipe, servings, tappable }: RecipeCardProps) {
  const [cooking, setCooking] = useState(false);
  const factor = servings && recipe.servings ? servings / recipe.servings : 1;
  const lines = recipe.ingredients.map((line) => scaledLine(line, factor));
  const meta = [
    recipe.totalMinutes ? minutes(recipe.totalMinutes) : null,
    servings ? `serves ${servings}` : null,
    recipe.author ? `Recipe by ${recipe.author}` : null,
    hostOf(recipe.sourceUrl) || null,
  ]
    .filter(Boolean)
    .join(' · ');

  if (tappable && cooking) {
    return (
      <Suspense fallback={<p className="board-card__message">Opening the steps…</p>}>
        <Cooking recipe={recipe} lines={lines} meta={meta} />
      </Suspense>
    );
  }
  const steps = recipe.sections.flatMap((section) => section.steps);
  return (
    <div className="recipe-card">
      <header className="recipe-card__header">
        <h2 className="recipe-card__name">{recipe.name}</h2>
        {meta && <p className="recipe-card__meta">{meta}</p>}
      </header>
      <div className="recipe-card__all">
        <ul className="recipe-card__ingredients">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        {!tappable && (
          <ol className="recipe-card__steps">
            {steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        )}
      </div>
      {tappable && steps.length > 0 && (
        <button
          type="button"
          className="board-widget-button recipe-card__go"
          onClick={() => setCooking(true)}
        >
          Start cooking
        </button>
      )}
    </div>
  );
}
