/**
 * Built-in groceries: which aisle a common thing is found in, per language, so a new shopping item
 * or ingredient lands in its aisle without anyone choosing it. A family's own choice of an item's
 * category (remembered per name by the shopping service) always wins over this list. A language
 * is one file beside this one and one line in `GROCERIES`. No zod and no DOM.
 */
import { ingredientKey } from '../ingredient-names';
import { itemNameOnly } from '../recipe-quantities';
import { en } from './en';

/** One aisle: the names a family may give its category, and the groceries found there. */
export interface GroceryAisle {
  names: readonly string[];
  /** Whitespace-separated words would split "olive oil": items are one per word run, see `itemsOf`. */
  items: string;
}

/** A language's aisles, by a stable id. */
export type GroceryLanguage = Record<string, GroceryAisle>;

export const GROCERIES: Record<string, GroceryLanguage> = { en };

/** Multi-word groceries, written with spaces in the lists, so they are matched before their last word. */
const MULTI_WORD = new Set([
  'bean sprout',
  'bell pepper',
  'brussels sprout',
  'butternut squash',
  'cherry tomato',
  'red onion',
  'spring onion',
  'sweet potato',
  'green bean',
  'bread roll',
  'english muffin',
  'chicken breast',
  'chicken thigh',
  'ground beef',
  'minced beef',
  'pork chop',
  'tuna steak',
  'cottage cheese',
  'cream cheese',
  'creme fraiche',
  'double cream',
  'goat cheese',
  'greek yogurt',
  'half and half',
  'heavy cream',
  'single cream',
  'sour cream',
  'whipping cream',
  'whole milk',
  'baking powder',
  'baking soda',
  'bicarbonate of soda',
  'brown sugar',
  'caster sugar',
  'coconut milk',
  'curry paste',
  'icing sugar',
  'kidney bean',
  'maple syrup',
  'olive oil',
  'peanut butter',
  'plain flour',
  'self raising flour',
  'sesame oil',
  'soy sauce',
  'stock cube',
  'sunflower oil',
  'tinned tomato',
  'tomato paste',
  'tomato puree',
  'vanilla extract',
  'vegetable oil',
  'frozen pea',
  'frozen berry',
  'ice cream',
  'fish finger',
  'frozen pizza',
  'frozen vegetable',
  'orange juice',
  'sparkling water',
  'squash drink',
  'aluminium foil',
  'baking paper',
  'bin bag',
  'cling film',
  'dishwasher tablet',
  'kitchen roll',
  'laundry detergent',
  'light bulb',
  'paper towel',
  'toilet paper',
  'washing up liquid',
  'pepper corn',
]);

/** The aisle's items as keys: multi-word names kept whole, the other words one item each. */
function itemsOf(aisle: GroceryAisle): string[] {
  let text = ` ${aisle.items.replace(/\s+/g, ' ').trim()} `;
  const items: string[] = [];
  for (const phrase of MULTI_WORD) {
    if (text.includes(` ${phrase} `)) {
      items.push(phrase);
      text = text.replace(` ${phrase} `, ' ');
    }
  }
  items.push(...text.trim().split(' ').filter(Boolean));
  return items.map(ingredientKey);
}

const indexes = new Map<string, Map<string, string>>();

/** A language's items, each key to its aisle id; built the first time the language is asked for. */
function indexOf(language: string): Map<string, string> {
  let index = indexes.get(language);
  if (!index) {
    index = new Map();
    for (const [aisle, grocery] of Object.entries(GROCERIES[language] ?? {})) {
      for (const key of itemsOf(grocery)) if (!index.has(key)) index.set(key, aisle);
    }
    indexes.set(language, index);
  }
  return index;
}

/**
 * The aisle a grocery is found in, by the whole name or its last words: "Whole milk" and "oat milk"
 * find dairy through "milk", "Bananas" finds produce. Undefined for a thing the list does not know.
 */
export function groceryAisle(name: string, language = 'en'): string | undefined {
  const words = ingredientKey(itemNameOnly(name)).split(' ').filter(Boolean);
  const index = indexOf(language);
  for (let start = 0; start < words.length; start++) {
    const aisle = index.get(words.slice(start).join(' '));
    if (aisle) return aisle;
  }
  return undefined;
}

/** How aisle names compare: case, spacing, "&" and "and" do not count. */
const aisleKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The family's category a grocery belongs in: the one named as its aisle is ("Dairy & eggs",
 * "Dairy", "Milk and eggs" for milk). Undefined when the family has no such category, or the list
 * does not know the grocery.
 */
export function groceryCategory<T extends { id: number; name: string }>(
  name: string,
  categories: readonly T[],
  language = 'en',
): T | undefined {
  const aisle = groceryAisle(name, language);
  if (!aisle) return undefined;
  const names = new Set((GROCERIES[language]?.[aisle]?.names ?? []).map(aisleKey));
  return categories.find((category) => names.has(aisleKey(category.name)));
}
