/**
 * When two shopping words name the same thing: "Eggs" and "egg", "tomatoes" and "Tomato", "Crème
 * fraîche" and "creme fraiche". Case, accents, punctuation and spacing do not count, and every word is
 * brought to its English singular, so a menu's "berries" meets the list's "Berry". The key is only
 * compared, never shown. No zod and no DOM: the server's merge and the menu page's preview share it.
 */

/** Words that end like plurals but are not, and words that are the same in both numbers. */
const INVARIANT = new Set([
  'asparagus',
  'bass',
  'bus',
  'cactus',
  'chassis',
  'citrus',
  'couscous',
  'deer',
  'fish',
  'gas',
  'hummus',
  'iris',
  'lens',
  'molasses',
  'news',
  'oasis',
  'octopus',
  'pastis',
  'series',
  'sheep',
  'species',
  'swiss',
  'tennis',
]);

/** Plurals no suffix rule reaches. */
const IRREGULAR: Record<string, string> = {
  buses: 'bus',
  calves: 'calf',
  children: 'child',
  chilies: 'chili',
  chillies: 'chilli',
  elves: 'elf',
  feet: 'foot',
  gases: 'gas',
  geese: 'goose',
  halves: 'half',
  knives: 'knife',
  leaves: 'leaf',
  lenses: 'lens',
  lives: 'life',
  loaves: 'loaf',
  men: 'man',
  mice: 'mouse',
  octopi: 'octopus',
  oxen: 'ox',
  people: 'person',
  quizzes: 'quiz',
  scarves: 'scarf',
  selves: 'self',
  sheaves: 'sheaf',
  shelves: 'shelf',
  teeth: 'tooth',
  thieves: 'thief',
  wives: 'wife',
  wolves: 'wolf',
  women: 'woman',
};

/** Singulars ending in -ie, whose plurals are not -y words: cookies are not "cooky". */
const IE_SINGULARS = new Set([
  'beanie',
  'birdie',
  'brownie',
  'calorie',
  'cookie',
  'goalie',
  'hoagie',
  'hottie',
  'movie',
  'nightie',
  'pie',
  'rookie',
  'selfie',
  'smoothie',
  'sweetie',
  'tie',
  'veggie',
  'zombie',
]);

/** Singulars ending in -oe: shoes are not "sho". */
const OE_SINGULARS = new Set([
  'aloe',
  'canoe',
  'doe',
  'floe',
  'foe',
  'hoe',
  'oboe',
  'roe',
  'shoe',
  'sloe',
  'toe',
]);

/** Singulars ending in -che: quiches are not "quich". */
const CHE_SINGULARS = new Set([
  'avalanche',
  'brioche',
  'cache',
  'cliche',
  'creche',
  'ganache',
  'moustache',
  'mustache',
  'niche',
  'quiche',
]);

/** The singular of one lower-case word; a word that is not a plural comes back as it is. */
export function singularWord(word: string): string {
  if (word.length <= 3 || INVARIANT.has(word) || !/[a-z]$/.test(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  // Singular endings: glass, hummus, bonus. (Kiwis and zucchinis are plurals, so -is is not one.)
  if (/(ss|us)$/.test(word)) return word;
  if (word.endsWith('ies')) {
    const withoutS = word.slice(0, -1);
    return word.length <= 4 || IE_SINGULARS.has(withoutS) ? withoutS : `${word.slice(0, -3)}y`;
  }
  if (word.endsWith('oes')) {
    const withoutS = word.slice(0, -1);
    return OE_SINGULARS.has(withoutS) ? withoutS : word.slice(0, -2);
  }
  if (word.endsWith('ches')) {
    const withoutS = word.slice(0, -1);
    return CHE_SINGULARS.has(withoutS) ? withoutS : word.slice(0, -2);
  }
  if (/(sses|shes|xes|zzes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * The comparison key of a shopping item's or an ingredient's name: lower case, accents and
 * punctuation dropped, spaces collapsed, each word singular. Empty for a name of no letters or digits.
 */
export function ingredientKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singularWord)
    .join(' ');
}

/** Whether two names are the same thing on a shopping list. */
export function sameIngredient(a: string, b: string): boolean {
  const key = ingredientKey(a);
  return key !== '' && key === ingredientKey(b);
}

/** The names with later spellings of an earlier name dropped, in their order; blank names dropped. */
export function distinctIngredients(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const name of names) {
    const trimmed = name.trim();
    const key = ingredientKey(trimmed);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    distinct.push(trimmed);
  }
  return distinct;
}

/** What is on a list already, as far as merging is concerned. */
export interface ListedItem {
  id: number;
  item: string;
  isComplete: boolean;
}

/** How a list takes a set of ingredients: what to add, what to tick back on, what it has already. */
export interface IngredientMerge {
  /** Names to add as new items, in the ingredients' order. */
  add: string[];
  /** Ticked (bought) items that are needed again: they are unticked rather than added twice. */
  reopen: number[];
  /** Ingredients the list already holds unticked, as the list spells them. */
  alreadyListed: string[];
}

/**
 * Merges ingredients into a list, case and plural insensitive: an ingredient the list holds unticked
 * is left alone, one it holds only ticked is unticked (one row, needed again), and any other is added
 * once, spelt as it first appears.
 */
export function planIngredientMerge(
  ingredients: readonly string[],
  items: readonly ListedItem[],
  /** The name a text is about, without an amount on it ("Flour (700 g)" → "Flour"). */
  nameOf: (text: string) => string = (text) => text,
): IngredientMerge {
  const listed = new Map<string, ListedItem[]>();
  for (const item of items) {
    const key = ingredientKey(nameOf(item.item));
    if (key !== '') listed.set(key, [...(listed.get(key) ?? []), item]);
  }
  const merge: IngredientMerge = { add: [], reopen: [], alreadyListed: [] };
  const seen = new Set<string>();
  for (const name of ingredients.map((text) => text.trim())) {
    const key = ingredientKey(nameOf(name));
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const same = listed.get(key);
    if (!same) {
      merge.add.push(name);
      continue;
    }
    const open = same.find((item) => !item.isComplete);
    if (open) merge.alreadyListed.push(open.item);
    else merge.reopen.push(same[0]!.id);
  }
  return merge;
}
