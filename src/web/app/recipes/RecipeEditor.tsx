import { type FormEvent, useState } from 'react';
import {
  RECIPE_AUTHOR_MAX_LENGTH,
  RECIPE_NAME_MAX_LENGTH,
  RECIPE_NOTES_MAX_LENGTH,
  RECIPE_URL_MAX_LENGTH,
  type Recipe,
} from '../../../common/schemas/recipes';
import { useCreateRecipe, useRecipe, useSaveRecipe } from '../../api/recipes';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { PhotoLibraryPicker } from '../../media/PhotoLibraryPicker';
import { Button } from '../../ui/Button';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { draftOf, EMPTY_DRAFT, type RecipeDraft, requestOf } from './recipeForm';

/** The longest the ingredient and step boxes may hold: a recipe's most lines at their longest. */
const LINES_MAX_LENGTH = 20_000;

interface RecipeEditorProps {
  /** The recipe to change; null writes a new one. */
  id: number | null;
  /** After saving (the recipe's id) or cancelling (null). */
  onDone: (saved: number | null) => void;
}

export function RecipeEditor({ id, onDone }: RecipeEditorProps) {
  const recipe = useRecipe(id);
  if (id === null) return <RecipeForm recipe={null} onDone={onDone} />;
  return (
    <div className="app-page household-page recipes-page">
      <QueryState query={recipe} loading="Loading recipe..." failed="Failed to load the recipe.">
        {(found) => <RecipeForm recipe={found} onDone={onDone} />}
      </QueryState>
    </div>
  );
}

const photoIdOf = (url: string) => Number(/^\/api\/photos\/(\d+)/.exec(url)?.[1]) || null;

function RecipeForm({ recipe, onDone }: { recipe: Recipe | null; onDone: (saved: number | null) => void }) {
  const [saved] = useState<RecipeDraft>(() => (recipe ? draftOf(recipe) : EMPTY_DRAFT));
  const [draft, setDraft] = useState<RecipeDraft>(saved);
  const [photoUrl, setPhotoUrl] = useState<string | null>(recipe?.photoUrl ?? null);
  const create = useCreateRecipe();
  const save = useSaveRecipe();
  const mutation = recipe ? save : create;
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const field = (name: keyof RecipeDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = requestOf(draft, recipe ?? undefined);
    if (recipe) save.mutate({ id: recipe.id, recipe: request }, { onSuccess: (answer) => onDone(answer.id) });
    else create.mutate(request, { onSuccess: (answer) => onDone(answer.id) });
  }

  const numbers: [keyof RecipeDraft, string][] = [
    ['servings', 'Servings'],
    ['prepMinutes', 'Prep (minutes)'],
    ['cookMinutes', 'Cook (minutes)'],
    ['totalMinutes', 'Total (minutes)'],
  ];
  return (
    <div className="app-page household-page recipes-page">
      <h1>{recipe ? `Edit ${recipe.name}` : 'New recipe'}</h1>
      <form className="recipe-form" onSubmit={submit} noValidate>
        <LeaveGuard dirty={dirty && !mutation.isSuccess} />
        <TextField
          label="Name"
          required
          maxLength={RECIPE_NAME_MAX_LENGTH}
          value={draft.name}
          onChange={field('name')}
          autoComplete="off"
        />
        <div className="recipe-form__numbers">
          {numbers.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              type="number"
              inputMode="numeric"
              min={0}
              value={String(draft[name] ?? '')}
              onChange={field(name)}
            />
          ))}
        </div>
        <TextAreaField
          label="Ingredients"
          hint="One a line, with its amount: “200 g flour”, “2 eggs”."
          rows={8}
          maxLength={LINES_MAX_LENGTH}
          value={draft.ingredients}
          onChange={field('ingredients')}
        />
        <TextAreaField
          label="Steps"
          hint="One a line. Start a line with ## to begin a section: “## For the sauce”."
          rows={8}
          maxLength={LINES_MAX_LENGTH}
          value={draft.steps}
          onChange={field('steps')}
        />
        <TextField
          label="Tags"
          hint="Separated by commas: “dinner, quick”."
          value={draft.tags}
          onChange={field('tags')}
          autoComplete="off"
        />
        <TextAreaField
          label="Notes"
          rows={3}
          maxLength={RECIPE_NOTES_MAX_LENGTH}
          value={draft.notes}
          onChange={field('notes')}
        />
        <TextField
          label="Author"
          maxLength={RECIPE_AUTHOR_MAX_LENGTH}
          value={draft.author}
          onChange={field('author')}
          autoComplete="off"
        />
        <TextField
          label="Source address"
          type="url"
          inputMode="url"
          maxLength={RECIPE_URL_MAX_LENGTH}
          value={draft.sourceUrl}
          onChange={field('sourceUrl')}
          autoComplete="off"
        />
        <details className="recipe-form__photo">
          <summary>Picture {draft.photoId ? '(chosen)' : '(none)'}</summary>
          <PhotoLibraryPicker
            value={photoUrl}
            onChoose={(url) => {
              setPhotoUrl(url);
              setDraft((current) => ({ ...current, photoId: photoIdOf(url) }));
            }}
          />
          {draft.photoId && (
            <Button
              variant="ghost"
              onClick={() => {
                setPhotoUrl(null);
                setDraft((current) => ({ ...current, photoId: null }));
              }}
            >
              No picture
            </Button>
          )}
        </details>
        <MutationError mutation={mutation} failed="Failed to save the recipe. Please try again." />
        <div className="dialog__actions">
          <Button variant="ghost" onClick={() => onDone(null)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <MutationButton type="submit" mutation={mutation} busy="Saving...">
            Save recipe
          </MutationButton>
        </div>
      </form>
    </div>
  );
}
