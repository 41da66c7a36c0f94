import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { minutesText } from '../../../common/durations';
import { sizedPhotoUrl } from '../../../common/photo-sizes';
import { RECIPE_URL_MAX_LENGTH, type RecipeSummary } from '../../../common/schemas/recipes';
import { useImportRecipe, useRecipes } from '../../api/recipes';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { QueryState } from '../../data-ui/QueryState';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AlwaysAtHomeDialog } from './AlwaysAtHomeDialog';
import { RecipeEditor } from './RecipeEditor';
import { RecipeView } from './RecipeView';
import '../../data-ui/data-ui.css';
import './recipes.css';

const IMPORT_FAILED = 'The recipe could not be imported. Please try again.';

/** /app/recipes: the family's recipe book — browse, read, write, import from a link. */
export function RecipesPage() {
  const [params, setParams] = useSearchParams();
  const viewing = Number(params.get('recipe')) || null;
  const editing = params.get('edit');
  const show = (next: Record<string, string>) => setParams(next);

  if (editing !== null) {
    const id = Number(editing) || null;
    return (
      <RecipeEditor
        key={editing}
        id={id}
        onDone={(saved) => show(saved ? { recipe: String(saved) } : id ? { recipe: String(id) } : {})}
      />
    );
  }
  if (viewing !== null) {
    return (
      <RecipeView
        id={viewing}
        onBack={() => show({})}
        onEdit={() => show({ edit: String(viewing) })}
        onDeleted={() => show({})}
      />
    );
  }
  return <RecipeBook onOpen={(id) => show({ recipe: String(id) })} onNew={() => show({ edit: 'new' })} />;
}

function RecipeBook({ onOpen, onNew }: { onOpen: (id: number) => void; onNew: () => void }) {
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const recipes = useRecipes(search.trim(), tag);
  const all = useRecipes();
  const tags = [...new Set((all.data ?? []).flatMap((recipe) => recipe.tags))].sort((a, b) =>
    a.localeCompare(b),
  );
  const [link, setLink] = useState('');
  const importRecipe = useImportRecipe();
  const [atHomeOpen, setAtHomeOpen] = useState(false);

  function importLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (link.trim() === '') return;
    importRecipe.mutate(link.trim(), {
      onSuccess: (recipe) => {
        setLink('');
        onOpen(recipe.id);
      },
    });
  }

  return (
    <div className="app-page household-page recipes-page">
      <header className="household-page__header">
        <h1>Recipes</h1>
        <p className="muted">Paste a link from any recipe site, or write your own.</p>
      </header>
      <form className="recipe-import" onSubmit={importLink} noValidate>
        <TextField
          label="Recipe link"
          type="url"
          inputMode="url"
          placeholder="https://…"
          maxLength={RECIPE_URL_MAX_LENGTH}
          value={link}
          onChange={(event) => setLink(event.target.value)}
          autoComplete="off"
        />
        <MutationButton
          type="submit"
          mutation={importRecipe}
          busy="Importing..."
          disabled={link.trim() === ''}
        >
          Import
        </MutationButton>
      </form>
      <MutationError mutation={importRecipe} failed={IMPORT_FAILED} />
      <div className="recipes-page__actions">
        <Button onClick={onNew}>New recipe</Button>
        <Button variant="secondary" onClick={() => setAtHomeOpen(true)}>
          Always at home
        </Button>
      </div>
      <div className="recipe-filters">
        <TextField
          label="Search recipes"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
        {tags.length > 0 && (
          <fieldset className="recipe-tags">
            <legend>Tags</legend>
            {['', ...tags].map((each) => (
              <button
                key={each || 'all'}
                type="button"
                className={each === tag ? 'recipe-tag recipe-tag--on' : 'recipe-tag'}
                aria-pressed={each === tag}
                onClick={() => setTag(each)}
              >
                {each || 'All'}
              </button>
            ))}
          </fieldset>
        )}
      </div>
      <QueryState
        query={recipes}
        loading="Loading recipes..."
        failed="Failed to load recipes."
        empty={
          <p className="empty-state">
            {search || tag
              ? 'No recipe matches.'
              : 'No recipes yet. Import one from a link or write your own.'}
          </p>
        }
      >
        {(found) => (
          <ul className="recipe-cards">
            {found.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} onOpen={() => onOpen(recipe.id)} />
            ))}
          </ul>
        )}
      </QueryState>
      <AlwaysAtHomeDialog open={atHomeOpen} onClose={() => setAtHomeOpen(false)} />
    </div>
  );
}

function RecipeCard({ recipe, onOpen }: { recipe: RecipeSummary; onOpen: () => void }) {
  return (
    <li className="recipe-card">
      <button type="button" className="recipe-card__button" onClick={onOpen}>
        {recipe.photoUrl ? (
          <img
            className="recipe-card__photo"
            src={sizedPhotoUrl(recipe.photoUrl, 480)}
            alt=""
            loading="lazy"
          />
        ) : (
          <span className="recipe-card__photo recipe-card__photo--none" aria-hidden="true" />
        )}
        <span className="recipe-card__text">
          <span className="recipe-card__name">{recipe.name}</span>
          <span className="recipe-card__meta">
            {[
              recipe.totalMinutes ? minutesText(recipe.totalMinutes) : null,
              recipe.servings ? `serves ${recipe.servings}` : null,
              recipe.author ? `by ${recipe.author}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      </button>
    </li>
  );
}
