/**
 * A shopping list in the family's store order: its items grouped by category, the categories in the
 * order the family gave them, items without one (or whose category is gone) last, and each group in
 * the list's own order. Shopping mode, the shopping page and the shopping widget all read it. No zod:
 * the viewer downloads it.
 */
import type { ShoppingCategory, ShoppingItem } from '../../common/schemas/shopping';

export interface AisleGroup<Item extends ShoppingItem = ShoppingItem> {
  /** Null for the items without a category. */
  category: ShoppingCategory | null;
  items: Item[];
}

export function groupByAisle<Item extends ShoppingItem>(
  items: readonly Item[],
  categories: readonly ShoppingCategory[],
): AisleGroup<Item>[] {
  const groups = new Map<number | null, Item[]>();
  const known = new Set(categories.map((category) => category.id));
  for (const item of items) {
    const key = item.categoryId !== undefined && known.has(item.categoryId) ? item.categoryId : null;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const ordered: AisleGroup<Item>[] = [];
  for (const category of categories) {
    const grouped = groups.get(category.id);
    if (grouped) ordered.push({ category, items: grouped });
  }
  const uncategorised = groups.get(null);
  if (uncategorised) ordered.push({ category: null, items: uncategorised });
  return ordered;
}

/** The items in the order a walk through the store meets them. */
export function inAisleOrder<Item extends ShoppingItem>(
  items: readonly Item[],
  categories: readonly ShoppingCategory[],
): Item[] {
  return groupByAisle(items, categories).flatMap((group) => group.items);
}

/** Whether grouping says anything: some item is in one of the family's categories. */
export function hasAisles(items: readonly ShoppingItem[], categories: readonly ShoppingCategory[]): boolean {
  return groupByAisle(items, categories).some((group) => group.category !== null);
}

/** What the items without a category are headed by, once some items have one. */
export const NO_CATEGORY_LABEL = 'Everything else';
