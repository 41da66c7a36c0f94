/** The words of the menu's ingredient forms: what a typed line holds, and what adding did. */
import { distinctIngredients, sameIngredient } from '../../../common/ingredient-names';
import { MEAL_MAX_INGREDIENTS } from '../../../common/schemas/menu';
import type { MenuIngredientsResult } from '../../../common/schemas/shopping';

/** Several ingredients at once: commas and new lines separate them, as in a pasted list. */
export function splitIngredients(text: string): string[] {
  return text
    .split(/[,\n;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The ingredients after adding what is typed, and what was already there of it. */
export function withDraft(ingredients: string[], draft: string): { next: string[]; repeated: string[] } {
  const typed = splitIngredients(draft);
  const repeated = typed.filter((name) => ingredients.some((existing) => sameIngredient(existing, name)));
  return { next: distinctIngredients([...ingredients, ...typed]).slice(0, MEAL_MAX_INGREDIENTS), repeated };
}

export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What adding did, in a sentence or two. */
export function resultMessage(result: MenuIngredientsResult, list: string): string {
  const parts: string[] = [];
  if (result.added.length > 0) parts.push(`Added ${count(result.added.length, 'item')} to ${list}.`);
  if (result.reopened.length > 0) {
    parts.push(
      `${count(result.reopened.length, 'bought item')} ${result.reopened.length === 1 ? 'is' : 'are'} back on it.`,
    );
  }
  if (result.alreadyListed.length > 0) {
    const already = `${result.alreadyListed.length === 1 ? 'was' : 'were'} already there.`;
    parts.push(
      parts.length === 0
        ? `Everything was already on ${list}.`
        : `${count(result.alreadyListed.length, 'other')} ${already}`,
    );
  }
  return parts.join(' ') || `Nothing to add to ${list}.`;
}
