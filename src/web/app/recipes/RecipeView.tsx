import { useState } from 'react';
import { minutesText } from '../../../common/durations';
import { sizedPhotoUrl } from '../../../common/photo-sizes';
import type { Recipe } from '../../../common/schemas/recipes';
import { errorMessage } from '../../api/client';
import { useDeleteRecipe, useRecipe } from '../../api/recipes';
import { QueryState } from '../../data-ui/QueryState';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RecipeCredit } from './RecipeCredit';

interface RecipeViewProps {
  id: number;
  onBack: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

/** One recipe to read: picture, times, ingredients, steps by section, notes, and its credit. */
export function RecipeView({ id, onBack, onEdit, onDeleted }: RecipeViewProps) {
  const recipe = useRecipe(id);
  return (
    <div className="app-page household-page recipes-page">
      <Button variant="ghost" onClick={onBack} className="recipe-back">
        ← All recipes
      </Button>
      <QueryState query={recipe} loading="Loading recipe..." failed="Failed to load the recipe.">
        {(found) => <RecipeBody recipe={found} onEdit={onEdit} onDeleted={onDeleted} />}
      </QueryState>
    </div>
  );
}

function RecipeBody({
  recipe,
  onEdit,
  onDeleted,
}: {
  recipe: Recipe;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteRecipe();
  const [confirming, setConfirming] = useState(false);
  const times = [
    recipe.prepMinutes ? `Prep ${minutesText(recipe.prepMinutes)}` : null,
    recipe.cookMinutes ? `Cook ${minutesText(recipe.cookMinutes)}` : null,
    recipe.totalMinutes ? `Total ${minutesText(recipe.totalMinutes)}` : null,
    recipe.servings ? `Serves ${recipe.servings}` : null,
  ].filter(Boolean);
  return (
    <article className="recipe">
      <header className="recipe__header">
        <h1>{recipe.name}</h1>
        <RecipeCredit author={recipe.author} sourceUrl={recipe.sourceUrl} />
        {times.length > 0 && <p className="recipe__times">{times.join(' · ')}</p>}
        {recipe.tags.length > 0 && (
          <ul className="recipe__tags" aria-label="Tags">
            {recipe.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </header>
      {recipe.photoUrl && (
        <img className="recipe__photo" src={sizedPhotoUrl(recipe.photoUrl, 960)} alt={recipe.name} />
      )}
      <div className="recipe__columns">
        <section aria-labelledby="recipe-ingredients">
          <h2 id="recipe-ingredients">Ingredients</h2>
          {recipe.ingredients.length === 0 ? (
            <p className="muted">No ingredients listed.</p>
          ) : (
            <ul className="recipe__ingredients">
              {recipe.ingredients.map((line, index) => (
                <li key={index}>{line.text}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="recipe-steps">
          <h2 id="recipe-steps">Steps</h2>
          {recipe.sections.length === 0 && <p className="muted">No steps written.</p>}
          {recipe.sections.map((section, index) => (
            <div key={index} className="recipe__section">
              {section.name && <h3>{section.name}</h3>}
              <ol className="recipe__steps">
                {section.steps.map((step, stepIndex) => (
                  <li key={stepIndex}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      </div>
      {recipe.notes && (
        <section aria-labelledby="recipe-notes">
          <h2 id="recipe-notes">Notes</h2>
          <p className="recipe__notes">{recipe.notes}</p>
        </section>
      )}
      <div className="recipe__actions">
        <Button onClick={onEdit}>Edit</Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${recipe.name}?`}
        description="Meals on the menu cooked from it keep their names. Its picture stays in your photos."
        confirmLabel="Delete recipe"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(recipe.id);
          } catch (error) {
            throw new Error(errorMessage(error, 'The recipe could not be deleted.'));
          }
          setConfirming(false);
          onDeleted();
        }}
      />
    </article>
  );
}
