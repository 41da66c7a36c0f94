import { photoUrl } from '../../common/photo-sizes';
import type { Recipe, RecipeIngredient, RecipeSection, RecipeSummary } from '../../common/schemas/recipes';
import type { RecipeRow } from './recipes.repo';

/** A JSON column as stored; a value this version cannot read is taken as empty. */
function json<T>(text: string, fallback: T): T {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const pictureOf = (row: RecipeRow) =>
  row.photo_id !== null && row.photo_version !== null
    ? photoUrl(row.photo_id, row.photo_version, row.photo_width ?? undefined)
    : null;

export function presentRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    name: row.name,
    servings: row.servings,
    prepMinutes: row.prep_minutes,
    cookMinutes: row.cook_minutes,
    totalMinutes: row.total_minutes,
    ingredients: json<RecipeIngredient[]>(row.ingredients, []),
    sections: json<RecipeSection[]>(row.sections, []),
    tags: json<string[]>(row.tags, []),
    notes: row.notes,
    photoId: row.photo_id !== null && row.photo_version !== null ? row.photo_id : null,
    photoUrl: pictureOf(row),
    sourceUrl: row.source_url,
    author: row.author,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function presentRecipeSummary(row: RecipeRow): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    servings: row.servings,
    totalMinutes: row.total_minutes,
    tags: json<string[]>(row.tags, []),
    photoUrl: pictureOf(row),
    author: row.author,
    sourceUrl: row.source_url,
  };
}
