/**
 * Quantities in recipes: an ingredient line read into its quantity, unit and name ("1 ½ cups plain
 * flour"), scaled to the servings a meal is cooked for, and the same ingredient added up across a
 * week's meals in units that convert exactly (200 g + 0.5 kg = 700 g). Metric and US measures are
 * kept apart (2 cups stays beside 300 ml) unless a line says its metric amount too ("1 cup (240 ml)
 * milk"). No zod and no DOM: the server and the app's pages share it.
 */
import { ingredientKey } from './ingredient-names';

/** A measure's family: amounts of one family convert exactly; of two, never. */
export type UnitGroup = 'metric-mass' | 'us-mass' | 'metric-volume' | 'us-volume' | 'other';

interface UnitInfo {
  /** How the unit is written back: "g", "tbsp", "cup". */
  symbol: string;
  group: UnitGroup;
  /** In the group's smallest unit (g, oz, ml, tsp); 1 for a unit of its own ("pinch"). */
  factor: number;
  /** Spellings, lower case, without a final full stop. */
  aliases: string[];
  /** The plural written back, when not the symbol. */
  plural?: string;
}

const UNITS: UnitInfo[] = [
  {
    symbol: 'g',
    group: 'metric-mass',
    factor: 1,
    aliases: ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes'],
  },
  {
    symbol: 'kg',
    group: 'metric-mass',
    factor: 1000,
    aliases: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  },
  { symbol: 'mg', group: 'metric-mass', factor: 0.001, aliases: ['mg', 'milligram', 'milligrams'] },
  { symbol: 'oz', group: 'us-mass', factor: 1, aliases: ['oz', 'ounce', 'ounces'] },
  { symbol: 'lb', group: 'us-mass', factor: 16, aliases: ['lb', 'lbs', 'pound', 'pounds'] },
  {
    symbol: 'ml',
    group: 'metric-volume',
    factor: 1,
    aliases: ['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  },
  {
    symbol: 'cl',
    group: 'metric-volume',
    factor: 10,
    aliases: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
  },
  {
    symbol: 'dl',
    group: 'metric-volume',
    factor: 100,
    aliases: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'],
  },
  {
    symbol: 'l',
    group: 'metric-volume',
    factor: 1000,
    aliases: ['l', 'litre', 'litres', 'liter', 'liters', 'ltr'],
  },
  {
    symbol: 'tsp',
    group: 'us-volume',
    factor: 1,
    aliases: ['tsp', 'tsps', 't', 'teaspoon', 'teaspoons', 'teasp'],
  },
  {
    symbol: 'tbsp',
    group: 'us-volume',
    factor: 3,
    aliases: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tablespoon', 'tablespoons', 'tblsp'],
  },
  {
    symbol: 'fl oz',
    group: 'us-volume',
    factor: 6,
    aliases: ['fl oz', 'fl. oz', 'fluid ounce', 'fluid ounces', 'floz'],
  },
  { symbol: 'cup', plural: 'cups', group: 'us-volume', factor: 48, aliases: ['cup', 'cups', 'c'] },
  { symbol: 'pint', plural: 'pints', group: 'us-volume', factor: 96, aliases: ['pint', 'pints', 'pt'] },
  { symbol: 'quart', plural: 'quarts', group: 'us-volume', factor: 192, aliases: ['quart', 'quarts', 'qt'] },
  {
    symbol: 'gallon',
    plural: 'gallons',
    group: 'us-volume',
    factor: 768,
    aliases: ['gallon', 'gallons', 'gal'],
  },
  ...(
    [
      ['pinch', 'pinches'],
      ['dash', 'dashes'],
      ['clove', 'cloves'],
      ['can', 'cans'],
      ['tin', 'tins'],
      ['jar', 'jars'],
      ['bunch', 'bunches'],
      ['handful', 'handfuls'],
      ['slice', 'slices'],
      ['stick', 'sticks'],
      ['sprig', 'sprigs'],
      ['packet', 'packets'],
      ['package', 'packages'],
      ['pack', 'packs'],
      ['bag', 'bags'],
      ['head', 'heads'],
      ['piece', 'pieces'],
      ['stalk', 'stalks'],
      ['sheet', 'sheets'],
      ['drop', 'drops'],
    ] as const
  ).map(([one, many]) => ({
    symbol: one,
    plural: many,
    group: 'other' as const,
    factor: 1,
    aliases: [one, many],
  })),
];

const UNIT_BY_ALIAS = new Map<string, UnitInfo>();
for (const unit of UNITS) for (const alias of unit.aliases) UNIT_BY_ALIAS.set(alias, unit);
/** Spellings whose case matters: "T" is a tablespoon in US cards, "t" a teaspoon. */
const CASED: Record<string, UnitInfo> = { T: UNIT_BY_ALIAS.get('tbsp')!, Tbsp: UNIT_BY_ALIAS.get('tbsp')! };

/** The unit a spelling names, or undefined: "Tablespoons" → tbsp. */
export function unitOf(spelling: string): UnitInfo | undefined {
  const cased = CASED[spelling.replace(/\.$/, '')];
  if (cased) return cased;
  return UNIT_BY_ALIAS.get(spelling.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' '));
}

/** Every unit symbol a line may carry, for a unit field's choices. */
export const UNIT_SYMBOLS: readonly string[] = UNITS.map((unit) => unit.symbol);

const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');

/** One number as recipes write it: "2", "1.5", "1,5", "1/2", "1 1/2", "1½", "1 ½", "½". */
const NUMBER = String.raw`(?:\d+\s*[${FRACTION_CHARS}]|\d+\s+\d+\s*[/⁄]\s*\d+|\d+\s*[/⁄]\s*\d+|\d+(?:[.,]\d+)?|[${FRACTION_CHARS}])`;
const QUANTITY = new RegExp(String.raw`^(${NUMBER})(?:\s*(?:-|–|—|to)\s*(${NUMBER}))?`);

/** The value of one number as `NUMBER` matches it; NaN for anything else. */
export function numberValue(text: string): number {
  const trimmed = text.trim();
  const unicode = new RegExp(`^(\\d+)?\\s*([${FRACTION_CHARS}])$`).exec(trimmed);
  if (unicode) return Number(unicode[1] ?? 0) + (UNICODE_FRACTIONS[unicode[2]!] ?? 0);
  const mixed = /^(\d+)\s+(\d+)\s*[/⁄]\s*(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\s*[/⁄]\s*(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[2]) === 0 ? Number.NaN : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d+(?:[.,]\d+)?$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return Number.NaN;
}

/** One ingredient line: the text as written, and what could be read of it. */
export interface IngredientLine {
  text: string;
  /** The amount, or the lower end of a range ("2-3" → 2). */
  quantity?: number;
  /** The upper end of a range ("2-3" → 3). */
  quantityTo?: number;
  /** A unit symbol of `UNIT_SYMBOLS`. */
  unit?: string;
  /** What to buy: "plain flour", "Egg". */
  name?: string;
}

/** Words a unit may be followed by before the name: "2 cups of flour". */
const OF = /^of\s+/i;

/** A quantity and unit in brackets after the first: "1 cup (240 ml) milk" → 240 ml. */
function bracketedAmount(rest: string): { amount?: { quantity: number; unit: UnitInfo }; rest: string } {
  const bracket = /^\(([^)]*)\)\s*/.exec(rest);
  if (!bracket) return { rest };
  const inner = bracket[1]!.trim();
  const quantity = QUANTITY.exec(inner);
  if (quantity) {
    const after = inner.slice(quantity[0].length).trim();
    const unit = unitOf(after);
    const value = numberValue(quantity[2] ?? quantity[1]!);
    if (unit && Number.isFinite(value))
      return { amount: { quantity: value, unit }, rest: rest.slice(bracket[0].length) };
  }
  return { rest };
}

/** The unit a line's words start with ("fl oz" before "fl"), and the words after it. */
function leadingUnit(rest: string): { unit?: UnitInfo; rest: string } {
  const twoWords = /^([A-Za-z]+\.?\s+[A-Za-z]+\.?)(?=[\s,(]|$)/.exec(rest);
  if (twoWords) {
    const unit = unitOf(twoWords[1]!);
    if (unit) return { unit, rest: rest.slice(twoWords[0].length) };
  }
  const word = /^([A-Za-z]+\.?)(?=[\s,(]|$)/.exec(rest);
  if (word) {
    const unit = unitOf(word[1]!);
    // "c" and "t" alone are units only when a name follows.
    if (unit && rest.slice(word[0].length).trim() !== '') return { unit, rest: rest.slice(word[0].length) };
  }
  // "200g", "1.5kg": the unit written against the number was split off before this.
  return { rest };
}

/** The name, with what only tells how to cut it left out: "onions, finely chopped" → "onions". */
function nameOf(rest: string): string {
  return rest
    .replace(OF, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .split(/\s*[,;]\s*|\s+[-–—]\s+/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads one ingredient line. `knownNames` are the names the family's menu uses already: a line
 * naming one of them (by `ingredientKey`, so "eggs" finds "Egg") takes that spelling. A line with no
 * quantity keeps its words as the name ("Salt and pepper to taste" → "Salt and pepper to taste" is
 * cut at "to taste"); a line that is only a heading or blank has no name.
 */
export function parseIngredientLine(text: string, knownNames: readonly string[] = []): IngredientLine {
  const original = text.replace(/\s+/g, ' ').trim();
  const line: IngredientLine = { text: original };
  let rest = original.replace(/^[-•*▢☐]\s*/, '');
  const quantity = QUANTITY.exec(rest);
  if (quantity) {
    const from = numberValue(quantity[1]!);
    const to = quantity[2] === undefined ? undefined : numberValue(quantity[2]);
    if (Number.isFinite(from)) {
      line.quantity = from;
      if (to !== undefined && Number.isFinite(to) && to > from) line.quantityTo = to;
      rest = rest.slice(quantity[0].length);
      // "200g" and "2x": a unit against the number.
      rest = rest.replace(/^x\b\s*/i, '');
      const glued = /^([A-Za-z]+\.?)(?=[\s,(]|$)/.exec(rest);
      if (glued && unitOf(glued[1]!) && !/^\s/.test(rest)) {
        line.unit = unitOf(glued[1]!)!.symbol;
        rest = rest.slice(glued[0].length);
      }
      rest = rest.trim();
      // "1 (400 g) can tomatoes"
      const bracket = bracketedAmount(rest);
      rest = bracket.rest;
      if (!line.unit) {
        const unit = leadingUnit(rest);
        if (unit.unit) {
          line.unit = unit.unit.symbol;
          rest = unit.rest.trim();
        }
      }
    }
  }
  // "a pinch of salt", "pinch of nutmeg": one of a unit without a number.
  if (line.quantity === undefined) {
    const countless = /^(?:(?:a|an|one)\s+)?([A-Za-z]+)\s+of\s+/i.exec(rest);
    const unit = countless && unitOf(countless[1]!);
    if (countless && unit) {
      line.quantity = 1;
      line.unit = unit.symbol;
      rest = rest.slice(countless[0].length);
    }
  }
  let name = nameOf(rest)
    .replace(/\s+to taste$/i, '')
    .replace(/^(?:a|an|some)\s+/i, '');
  if (!/[\p{L}]/u.test(name)) name = '';
  if (name) {
    const key = ingredientKey(name);
    const known = knownNames.find((known) => ingredientKey(known) === key);
    line.name = known ?? name;
  }
  return line;
}

/** The metric amount a line gives in brackets ("1 cup (240 ml) milk"), for adding it to metric amounts. */
export function bracketedMetric(text: string): { quantity: number; unit: string } | undefined {
  const match = /\(([^)]*)\)/.exec(text);
  if (!match) return undefined;
  const quantity = QUANTITY.exec(match[1]!.trim());
  if (!quantity) return undefined;
  const unit = unitOf(match[1]!.trim().slice(quantity[0].length).trim());
  const value = numberValue(quantity[2] ?? quantity[1]!);
  if (!unit || !Number.isFinite(value) || !unit.group.startsWith('metric')) return undefined;
  return { quantity: value, unit: unit.symbol };
}

/** A line scaled from the servings its recipe makes to the servings cooked. */
export function scaleLine(line: IngredientLine, from: number | null | undefined, to: number): IngredientLine {
  if (!from || from <= 0 || line.quantity === undefined) return line;
  const factor = to / from;
  return {
    ...line,
    quantity: line.quantity * factor,
    ...(line.quantityTo !== undefined ? { quantityTo: line.quantityTo * factor } : {}),
  };
}

/** An amount to buy: a quantity in a unit, or a count (no unit). */
export interface Amount {
  quantity: number;
  unit?: string;
}

/** One thing to buy for the week: its name and its amounts, one per measure family that cannot convert. */
export interface ShoppingNeed {
  name: string;
  amounts: Amount[];
}

/** Rounds for reading: at most two decimals, then a sensible step for large amounts. */
function rounded(value: number): number {
  if (value >= 100) return Math.round(value);
  if (value >= 10) return Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

/** A sum in a group's smallest unit written in the unit that reads best: 1500 g → 1.5 kg, 6 tsp → 2 tbsp. */
function bestUnit(group: UnitGroup, base: number): Amount {
  const steps: Record<Exclude<UnitGroup, 'other'>, [number, string][]> = {
    'metric-mass': [
      [1000, 'kg'],
      [1, 'g'],
    ],
    'us-mass': [
      [16, 'lb'],
      [1, 'oz'],
    ],
    'metric-volume': [
      [1000, 'l'],
      [1, 'ml'],
    ],
    'us-volume': [
      [48, 'cup'],
      [3, 'tbsp'],
      [1, 'tsp'],
    ],
  };
  if (group === 'other') return { quantity: rounded(base) };
  for (const [factor, symbol] of steps[group]) {
    if (base >= factor) return { quantity: rounded(base / factor), unit: symbol };
  }
  const last = steps[group][steps[group].length - 1]!;
  return { quantity: rounded(base / last[0]), unit: last[1] };
}

/**
 * Adds up the week's lines, ingredient by ingredient (by `ingredientKey` of the name, first spelling
 * kept), in the order first met. Amounts of one measure family are summed in its smallest unit and
 * written in the unit that reads best; a US amount with a metric amount in brackets counts as the
 * metric one; a range counts at its upper end (enough for either); a count of whole things is rounded
 * up (1.5 limes: 2). A line with no quantity adds the
 * ingredient without an amount; a line with no name is left out.
 */
export function sumIngredients(lines: readonly IngredientLine[]): ShoppingNeed[] {
  interface Totals {
    name: string;
    groups: Map<string, { group: UnitGroup; unit?: string; base: number }>;
  }
  const byKey = new Map<string, Totals>();
  for (const line of lines) {
    if (!line.name) continue;
    const key = ingredientKey(line.name);
    if (key === '') continue;
    let totals = byKey.get(key);
    if (!totals) {
      totals = { name: line.name, groups: new Map() };
      byKey.set(key, totals);
    }
    if (line.quantity === undefined) continue;
    let quantity = line.quantityTo ?? line.quantity;
    let unit = line.unit ? unitOf(line.unit) : undefined;
    if (unit?.group.startsWith('us')) {
      const metric = bracketedMetric(line.text);
      if (metric) {
        // The bracket gives the recipe's own amount; scale it as the line was scaled.
        const parsed = parseIngredientLine(line.text);
        const factor = parsed.quantity ? quantity / (parsed.quantityTo ?? parsed.quantity) : 1;
        quantity = metric.quantity * factor;
        unit = unitOf(metric.unit);
      }
    }
    const group: UnitGroup = unit?.group ?? 'other';
    // Units of their own ("pinch", "clove") and counts each add up only with themselves.
    const groupKey = group === 'other' ? `other:${unit?.symbol ?? ''}` : group;
    const sum = totals.groups.get(groupKey) ?? {
      group,
      ...(group === 'other' && unit ? { unit: unit.symbol } : {}),
      base: 0,
    };
    sum.base += quantity * (group === 'other' ? 1 : (unit?.factor ?? 1));
    totals.groups.set(groupKey, sum);
  }
  return [...byKey.values()].map((totals) => ({
    name: totals.name,
    amounts: [...totals.groups.values()].map((sum) =>
      sum.group === 'other'
        ? sum.unit
          ? { quantity: rounded(sum.base), unit: sum.unit }
          : // Whole things are bought whole: 1.5 limes is 2 to buy.
            { quantity: Math.ceil(sum.base - 1e-9) }
        : bestUnit(sum.group, sum.base),
    ),
  }));
}

/** A number as a recipe reads: 0.5 → "½", 1.25 → "1 ¼", 0.33 → "⅓", 2.4 → "2.4". */
export function quantityText(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  if (part < 0.01) return String(whole);
  for (const [char, fraction] of Object.entries(UNICODE_FRACTIONS)) {
    if (Math.abs(part - fraction) < 0.01 && ['½', '⅓', '⅔', '¼', '¾'].includes(char)) {
      return whole === 0 ? char : `${whole} ${char}`;
    }
  }
  return String(rounded(value));
}

/** "700 g", "2 cups", "3": an amount as a list shows it. */
export function amountText(amount: Amount): string {
  if (!amount.unit) return quantityText(amount.quantity);
  const info = unitOf(amount.unit);
  const symbol = info?.plural && amount.quantity > 1 ? info.plural : amount.unit;
  return `${quantityText(amount.quantity)} ${symbol}`;
}

/** A need as a shopping item: "Flour (700 g)", "Milk (2 cups + 300 ml)", "Salt" without an amount. */
export function shoppingItemText(need: ShoppingNeed): string {
  if (need.amounts.length === 0) return need.name;
  return `${need.name} (${need.amounts.map(amountText).join(' + ')})`;
}

/**
 * The name a shopping item is about, without the amount a recipe put on it: "Flour (700 g)" and
 * "700 g flour" are both "flour" for merging with what the list holds.
 */
export function itemNameOnly(item: string): string {
  const withoutBracket = item.replace(/\s*\((?:[\d½¼¾⅓⅔⅛][^)]*)\)\s*$/, '').trim();
  const line = parseIngredientLine(withoutBracket);
  return line.quantity !== undefined && line.name ? line.name : withoutBracket;
}
