/** The recipe form's text, to and from a recipe: one ingredient a line, steps a line, sections by "## Name". */
import { parseIngredientLine } from '../../../common/recipe-quantities';
import type { Recipe, RecipeSection, SaveRecipeInput } from '../../../common/schemas/recipes';

export interface RecipeDraft {
  name: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  ingredients: string;
  steps: string;
  tags: string;
  notes: string;
  sourceUrl: string;
  author: string;
  photoId: number | null;
}

export const EMPTY_DRAFT: RecipeDraft = {
  name: '',
  servings: '',
  prepMinutes: '',
  cookMinutes: '',
  totalMinutes: '',
  ingredients: '',
  steps: '',
  tags: '',
  notes: '',
  sourceUrl: '',
  author: '',
  photoId: null,
};

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** Steps as the form shows them: a section's name on its own line after "## ". */
export function sectionsText(sections: readonly RecipeSection[]): string {
  return sections
    .map((section) => [...(section.name ? [`## ${section.name}`] : []), ...section.steps].join('\n'))
    .join('\n\n');
}

export function readSections(text: string): RecipeSection[] {
  const sections: RecipeSection[] = [];
  let current: RecipeSection = { name: '', steps: [] };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const heading = /^#+\s*(.+)$/.exec(line);
    if (heading) {
      if (current.steps.length > 0 || current.name) sections.push(current);
      current = { name: heading[1]!.trim(), steps: [] };
    } else {
      current.steps.push(line);
    }
  }
  if (current.steps.length > 0 || current.name) sections.push(current);
  return sections;
}

export function draftOf(recipe: Recipe): RecipeDraft {
  return {
    name: recipe.name,
    servings: numberText(recipe.servings),
    prepMinutes: numberText(recipe.prepMinutes),
    cookMinutes: numberText(recipe.cookMinutes),
    totalMinutes: numberText(recipe.totalMinutes),
    ingredients: recipe.ingredients.map((line) => line.text).join('\n'),
    steps: sectionsText(recipe.sections),
    tags: recipe.tags.join(', '),
    notes: recipe.notes,
    sourceUrl: recipe.sourceUrl,
    author: recipe.author,
    photoId: recipe.photoId,
  };
}

/** A number field's text: blank is none; anything else is sent as typed, for the server to judge. */
const count = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The request a draft makes; `knownNames` keep an ingredient's name as the menu spells it. */
export function requestOf(draft: RecipeDraft, known?: Recipe): SaveRecipeInput {
  const previous = new Map((known?.ingredients ?? []).map((line) => [line.text, line]));
  return {
    name: draft.name,
    servings: count(draft.servings),
    prepMinutes: count(draft.prepMinutes),
    cookMinutes: count(draft.cookMinutes),
    totalMinutes: count(draft.totalMinutes),
    ingredients: draft.ingredients
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => previous.get(line) ?? parseIngredientLine(line)),
    sections: readSections(draft.steps),
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    notes: draft.notes,
    photoId: draft.photoId,
    sourceUrl: draft.sourceUrl,
    author: draft.author,
  };
}
