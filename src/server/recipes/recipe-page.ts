/**
 * A recipe page read as recipe sites publish it: schema.org `Recipe` as JSON-LD (alone, in an
 * array, inside `@graph`, or as another thing's `mainEntity`), else as microdata. Pure: the HTML
 * in, the recipe out, no fetching; `recipes.import.ts` fetches.
 */
import { isoDurationMinutes } from '../../common/durations';
import { parseIngredientLine } from '../../common/recipe-quantities';
import {
  RECIPE_AUTHOR_MAX_LENGTH,
  RECIPE_INGREDIENT_MAX_LENGTH,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_NAME_MAX_LENGTH,
  RECIPE_NOTES_MAX_LENGTH,
  RECIPE_SECTION_NAME_MAX_LENGTH,
  RECIPE_SECTIONS_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_STEP_MAX_LENGTH,
  RECIPE_STEPS_MAX,
  RECIPE_TAG_MAX_LENGTH,
  RECIPE_TAGS_MAX,
  RECIPE_URL_MAX_LENGTH,
  type RecipeIngredient,
  type RecipeSection,
} from '../../common/schemas/recipes';

/** An image a page offers for its recipe, with the size it says it has. */
export interface PageImage {
  url: string;
  width?: number;
  height?: number;
}

/** What a page's recipe says, before anything is stored. */
export interface PageRecipe {
  name: string;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  ingredients: RecipeIngredient[];
  sections: RecipeSection[];
  tags: string[];
  notes: string;
  author: string;
  sourceUrl: string;
  images: PageImage[];
}

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: Json): Json[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** Whether a thing's `@type` (a string or a list) names `type`, however prefixed. */
function hasType(node: JsonObject, type: string): boolean {
  return asArray(node['@type'] ?? node.type).some(
    (value) =>
      typeof value === 'string' && value.replace(/^.*[/:#]/, '').toLowerCase() === type.toLowerCase(),
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  deg: '°',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  eacute: 'é',
  egrave: 'è',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
};

/** HTML character references made characters: "&amp;" → "&", "&#189;" → "½". */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]\w*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text of a value that may carry HTML (sites put <p> and entities in JSON-LD): tags dropped, spaces collapsed. */
function plain(value: Json, max: number): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  const text = decodeEntities(value.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** "4", 4, ["4", "4 servings"], "Serves 4-6", "Makes 12 cookies" → the first whole number (4, 4, 4, 4, 12). */
export function yieldServings(value: Json): number | null {
  for (const entry of asArray(value)) {
    const number =
      typeof entry === 'number'
        ? entry
        : typeof entry === 'string'
          ? Number(/\d+/.exec(entry)?.[0])
          : Number.NaN;
    if (Number.isFinite(number) && number >= 1) return Math.min(Math.round(number), RECIPE_SERVINGS_MAX);
  }
  return null;
}

/** A person or organisation, a list of them, or a name. */
function authorName(value: Json): string {
  const names = asArray(value)
    .map((entry) =>
      isObject(entry) ? plain(entry.name, RECIPE_AUTHOR_MAX_LENGTH) : plain(entry, RECIPE_AUTHOR_MAX_LENGTH),
    )
    .filter(Boolean);
  return plain(names.join(', '), RECIPE_AUTHOR_MAX_LENGTH);
}

/** Steps as the page gives them: text (one a line), HowToStep, HowToSection of steps, ItemList. */
export function instructionSections(value: Json): RecipeSection[] {
  const sections: RecipeSection[] = [];
  let loose: string[] = [];
  const stepText = (entry: Json): string[] => {
    if (typeof entry === 'string') {
      // A block of text: one step a paragraph, line or list item.
      return entry
        .split(/\r?\n|<\/p>|<br\s*\/?>|<\/li>/i)
        .map((line) => plain(line, RECIPE_STEP_MAX_LENGTH).replace(/^\d+[.)]\s+/, ''))
        .filter(Boolean);
    }
    if (isObject(entry)) {
      if (
        hasType(entry, 'HowToSection') ||
        (Array.isArray(entry.itemListElement) && !hasType(entry, 'HowToStep'))
      ) {
        return [];
      }
      const words = plain(entry.text ?? entry.description ?? entry.name, RECIPE_STEP_MAX_LENGTH);
      return words === '' ? [] : [words];
    }
    return [];
  };
  const flush = () => {
    if (loose.length > 0) sections.push({ name: '', steps: loose });
    loose = [];
  };
  for (const entry of asArray(value)) {
    if (
      isObject(entry) &&
      (hasType(entry, 'HowToSection') ||
        (Array.isArray(entry.itemListElement) && !hasType(entry, 'HowToStep')))
    ) {
      flush();
      const steps = asArray(entry.itemListElement).flatMap((step) =>
        isObject(step) && Array.isArray(step.itemListElement)
          ? asArray(step.itemListElement).flatMap(stepText)
          : stepText(step),
      );
      sections.push({
        name: plain(entry.name, RECIPE_SECTION_NAME_MAX_LENGTH),
        steps: steps.slice(0, RECIPE_STEPS_MAX),
      });
    } else {
      loose.push(...stepText(entry));
    }
  }
  flush();
  return sections
    .map((section) => ({ ...section, steps: section.steps.slice(0, RECIPE_STEPS_MAX) }))
    .filter((section) => section.steps.length > 0)
    .slice(0, RECIPE_SECTIONS_MAX);
}

/** A whole number of pixels a page gives as 1200, "1200" or "1200px". */
function pixels(value: Json): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Every image the recipe names: an address, a list of them, ImageObjects with their sizes. */
export function pageImages(value: Json, base: string): PageImage[] {
  const images: PageImage[] = [];
  for (const entry of asArray(value)) {
    const address = isObject(entry) ? (entry.url ?? entry.contentUrl) : entry;
    if (typeof address !== 'string') continue;
    let url: URL;
    try {
      url = new URL(decodeEntities(address.trim()), base);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (images.some((image) => image.url === url.href)) continue;
    const width = isObject(entry) ? pixels(entry.width) : undefined;
    const height = isObject(entry) ? pixels(entry.height) : undefined;
    images.push({ url: url.href, ...(width ? { width } : {}), ...(height ? { height } : {}) });
  }
  return images;
}

/** Keywords (a comma list or a list), categories and cuisines, as tags: each once, as first written. */
function tagsOf(node: JsonObject): string[] {
  const words = [node.recipeCategory, node.recipeCuisine, node.keywords].flatMap((value) =>
    asArray(value).flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [])),
  );
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const word of words) {
    const tag = plain(word, RECIPE_TAG_MAX_LENGTH);
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, RECIPE_TAGS_MAX);
}

/** A schema.org Recipe's fields as Luno keeps them; `knownNames` are the menu's ingredient names. */
export function readRecipe(
  node: JsonObject,
  pageUrl: string,
  knownNames: readonly string[] = [],
): PageRecipe {
  const prepMinutes = isoDurationMinutes(node.prepTime) ?? null;
  const cookMinutes = isoDurationMinutes(node.cookTime) ?? null;
  const given = isoDurationMinutes(node.totalTime);
  const totalMinutes =
    given ?? (prepMinutes !== null || cookMinutes !== null ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null);
  const lines = asArray(node.recipeIngredient ?? node.ingredients)
    .map((line) => plain(line, RECIPE_INGREDIENT_MAX_LENGTH))
    .filter(Boolean)
    .slice(0, RECIPE_INGREDIENTS_MAX);
  return {
    name: plain(node.name ?? node.headline, RECIPE_NAME_MAX_LENGTH),
    servings: yieldServings(node.recipeYield ?? node.yield),
    prepMinutes,
    cookMinutes,
    totalMinutes,
    ingredients: lines.map((line) => parseIngredientLine(line, knownNames)),
    sections: instructionSections(node.recipeInstructions),
    tags: tagsOf(node),
    notes: plain(node.description, RECIPE_NOTES_MAX_LENGTH),
    author: authorName(node.author ?? node.creator),
    sourceUrl: pageUrl.length <= RECIPE_URL_MAX_LENGTH ? pageUrl : '',
    images: pageImages(node.image ?? node.thumbnailUrl, pageUrl),
  };
}

/** Every Recipe among JSON-LD things, in document order, however deep (a page's @graph, its mainEntity). */
function recipesIn(value: Json, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8) return found;
  if (Array.isArray(value)) {
    for (const entry of value) recipesIn(entry, found, depth + 1);
  } else if (isObject(value)) {
    if (hasType(value, 'Recipe')) {
      found.push(value);
      return found;
    }
    for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item', 'hasPart']) {
      if (key in value) recipesIn(value[key], found, depth + 1);
    }
  }
  return found;
}

/** The JSON-LD blocks of a page, each parsed; a block that is not JSON is passed over. */
function jsonLdBlocks(html: string): Json[] {
  const blocks: Json[] = [];
  const script = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(script)) {
    const body = match[1]!
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
      .trim();
    try {
      blocks.push(JSON.parse(body));
    } catch {
      // Some sites leave raw line breaks inside strings.
      try {
        blocks.push(JSON.parse(body.replace(/[\r\n\t]+/g, ' ')));
      } catch {
        // Not JSON: another block may still hold the recipe.
      }
    }
  }
  return blocks;
}

// ——— Microdata ———

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

interface Element {
  tag: string;
  attributes: Record<string, string>;
  children: (Element | string)[];
}

/** A forgiving HTML tree: enough to read microdata, ignoring scripts, styles and comments. */
function parseHtml(html: string): Element {
  const root: Element = { tag: '#root', attributes: {}, children: [] };
  const stack: Element[] = [root];
  const token =
    /<!--[\s\S]*?-->|<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)|</g;
  for (const match of html.matchAll(token)) {
    const [, , closing, opening, attributeText, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.children.push(decodeEntities(text));
    } else if (closing) {
      const name = closing.toLowerCase();
      const at = stack.map((element) => element.tag).lastIndexOf(name);
      if (at > 0) stack.length = at;
    } else if (opening) {
      const attributes: Record<string, string> = {};
      for (const attribute of (attributeText ?? '').matchAll(
        /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
      )) {
        attributes[attribute[1]!.toLowerCase()] = decodeEntities(
          attribute[2] ?? attribute[3] ?? attribute[4] ?? '',
        );
      }
      const element: Element = { tag: opening.toLowerCase(), attributes, children: [] };
      top.children.push(element);
      if (!VOID.has(element.tag) && !match[0].endsWith('/>')) stack.push(element);
    }
  }
  return root;
}

function textContent(element: Element): string {
  return element.children
    .map((child) =>
      typeof child === 'string' ? child : VOID.has(child.tag) ? ' ' : ` ${textContent(child)} `,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An itemprop's value by the microdata rules: content, href, src, datetime, value, else its text. */
function propertyValue(element: Element, base: string): Json {
  if ('itemscope' in element.attributes) return microdataItem(element, base);
  const attributes = element.attributes;
  if (attributes.content !== undefined) return attributes.content;
  if (['a', 'link', 'area'].includes(element.tag) && attributes.href) return attributes.href;
  if (['img', 'source', 'video', 'audio', 'iframe', 'embed'].includes(element.tag) && attributes.src) {
    return element.tag === 'img' && (attributes.width || attributes.height)
      ? { '@type': 'ImageObject', url: attributes.src, width: attributes.width, height: attributes.height }
      : attributes.src;
  }
  if (element.tag === 'time' && attributes.datetime) return attributes.datetime;
  if (['data', 'meter'].includes(element.tag) && attributes.value !== undefined) return attributes.value;
  return textContent(element);
}

/** One item's properties, each a list of values, a nested item taking its own. */
function microdataItem(item: Element, base: string): JsonObject {
  const properties: Record<string, Json[]> = {};
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      const names = (child.attributes.itemprop ?? '').split(/\s+/).filter(Boolean);
      if (names.length > 0) {
        const value = propertyValue(child, base);
        for (const name of names) properties[name] = [...(properties[name] ?? []), value];
      }
      // A nested item's properties are its own.
      if (!('itemscope' in child.attributes)) visit(child);
    }
  };
  visit(item);
  const node: JsonObject = { '@type': (item.attributes.itemtype ?? '').split(/\s+/) };
  for (const [name, values] of Object.entries(properties))
    node[name] = values.length === 1 ? values[0] : values;
  return node;
}

/** The page's microdata Recipe items, in document order (outermost first). */
function microdataRecipes(html: string, base: string): JsonObject[] {
  if (!/itemtype\s*=\s*["']?[^"'>]*schema\.org\/Recipe/i.test(html)) return [];
  const found: JsonObject[] = [];
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if ('itemscope' in child.attributes && /schema\.org\/Recipe\b/i.test(child.attributes.itemtype ?? '')) {
        const item = microdataItem(child, base);
        // recipeInstructions given as several itemprops are steps in order.
        found.push(item);
        continue;
      }
      visit(child);
    }
  };
  visit(parseHtml(html));
  return found;
}

/**
 * The page's recipe: the first JSON-LD Recipe, else the first microdata one; undefined when the
 * page has neither. A page of several recipes gives the first that has a name and ingredients.
 */
export function recipeOnPage(
  html: string,
  pageUrl: string,
  knownNames: readonly string[] = [],
): PageRecipe | undefined {
  const nodes = [...recipesIn(jsonLdBlocks(html)), ...microdataRecipes(html, pageUrl)];
  if (nodes.length === 0) return undefined;
  const recipes = nodes.map((node) => readRecipe(node, pageUrl, knownNames));
  return recipes.find((recipe) => recipe.name !== '' && recipe.ingredients.length > 0) ?? recipes[0];
}
