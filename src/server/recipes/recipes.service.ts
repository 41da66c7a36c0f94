import { ingredientKey } from '../../common/ingredient-names';
import { menuIngredients } from '../../common/schemas/menu';
import { PHOTO_NOT_FOUND_MESSAGE } from '../../common/schemas/photos';
import {
  type AlwaysAtHome,
  RECIPE_BOOK_FULL_MESSAGE,
  RECIPES_MAX,
  type Recipe,
  type SaveRecipeRequest,
  saveRecipeSchema,
} from '../../common/schemas/recipes';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { conflict, DomainError, invalid, noRecipe, notFound, providerFailed } from '../domain-errors';
import { FetchFailed, FetchRefused, type GuardedFetch } from '../integrations/guarded-fetch';
import type { Changes } from '../live/changes';
import { createMenuRepo } from '../menu/menu.repo';
import type { PhotosService } from '../photos/photos.service';
import { type PageImage, type PageRecipe, recipeOnPage } from './recipe-page';
import { presentRecipe } from './recipes.presenter';
import { createRecipesRepo } from './recipes.repo';

export const NOT_HTTP_MESSAGE = 'Only http and https addresses can be imported.';
export const NO_RECIPE_MESSAGE = 'No recipe was found on that page. Try the address of the recipe itself.';
export const NO_NAME_MESSAGE = 'The recipe on that page has no name, so nothing was saved.';
export const NO_INGREDIENTS_MESSAGE = 'The recipe on that page lists no ingredients, so nothing was saved.';
/** The most images of a recipe fetched to find the largest, when the page does not say their sizes. */
const IMAGES_TRIED = 4;

export interface RecipesServiceDeps {
  /** Reads the recipe's page: the guarded fetcher with its size and time limits. */
  fetchPage: GuardedFetch;
  /** Reads the recipe's picture, through the guarded fetcher too. */
  fetchImage: GuardedFetch;
  photos: Pick<PhotosService, 'upload'>;
  now?: () => Date;
}

/** The image to keep: the largest a page says it has, else the first; those without sizes after. */
export function imagesByPreference(images: readonly PageImage[]): PageImage[] {
  const area = (image: PageImage) => (image.width ?? 0) * (image.height ?? image.width ?? 0);
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => area(b.image) - area(a.image) || a.index - b.index)
    .map(({ image }) => image);
}

export function createRecipesService(db: Db, changes: Changes, deps: RecipesServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function checkPhoto(trx: Db, familyId: number, photoId: number | null) {
    if (photoId !== null && !(await createRecipesRepo(trx).hasPhoto(familyId, photoId))) {
      throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    }
  }

  function create(familyId: number, recipe: SaveRecipeRequest): Promise<Recipe> {
    return transact(db, changes, async (trx, announce) => {
      await lockFamily(trx, familyId);
      const recipes = createRecipesRepo(trx);
      if ((await recipes.count(familyId)) >= RECIPES_MAX) throw conflict(RECIPE_BOOK_FULL_MESSAGE);
      await checkPhoto(trx, familyId, recipe.photoId);
      const id = await recipes.insert(familyId, recipe, now().toISOString());
      announce(familyId, 'recipes', [id]);
      return presentRecipe((await recipes.find(familyId, id))!);
    });
  }

  /** The page's text, or the reason it could not be read, as a message for the family. */
  async function readPage(url: URL): Promise<{ html: string; address: string }> {
    let response: Response;
    try {
      response = await deps.fetchPage(url, {
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
      });
    } catch (error) {
      if (error instanceof FetchRefused) throw invalid(error.message);
      if (error instanceof FetchFailed) throw providerFailed(error.message);
      throw error;
    }
    if (!response.ok) throw providerFailed(`The page could not be read (it answered ${response.status}).`);
    return { html: await response.text(), address: response.url || url.href };
  }

  /** The recipe's largest picture kept in the family's library; null when none could be. */
  async function keepPicture(familyId: number, images: readonly PageImage[]): Promise<number | null> {
    const ordered = imagesByPreference(images);
    const sized = ordered.every((image) => image.width !== undefined);
    const tried = sized ? ordered.slice(0, 1) : ordered.slice(0, IMAGES_TRIED);
    let best: { bytes: Buffer; pixels: number } | null = null;
    for (const image of tried) {
      try {
        const response = await deps.fetchImage(image.url, { headers: { accept: 'image/*' } });
        if (!response.ok) continue;
        const bytes = Buffer.from(await response.arrayBuffer());
        const { default: sharp } = await import('sharp');
        const meta = await sharp(bytes).metadata();
        const pixels = (meta.width ?? 0) * (meta.height ?? 0);
        if (pixels > 0 && (!best || pixels > best.pixels)) best = { bytes, pixels };
      } catch {
        // A picture that cannot be read leaves the recipe without it, never without the recipe.
      }
    }
    if (!best) return null;
    try {
      return (await deps.photos.upload(familyId, best.bytes)).id;
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  return {
    create,

    update(familyId: number, id: number, recipe: SaveRecipeRequest): Promise<Recipe | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const recipes = createRecipesRepo(trx);
        await checkPhoto(trx, familyId, recipe.photoId);
        if (!(await recipes.update(familyId, id, recipe, now().toISOString()))) return undefined;
        announce(familyId, 'recipes', [id]);
        return presentRecipe((await recipes.find(familyId, id))!);
      });
    },

    /** Deletes a recipe; a meal cooked from it keeps its name as text. Whether the family had it. */
    remove(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const days = await createMenuRepo(trx).idsWithRecipe(familyId, id);
        if (!(await createRecipesRepo(trx).remove(familyId, id))) return false;
        announce(familyId, 'recipes', [id]);
        if (days.length > 0) announce(familyId, 'menu', days);
        return true;
      });
    },

    /**
     * Reads the page at `address` once and keeps its recipe, with its largest picture in the
     * family's photos. Nothing is kept when the page has no recipe, or one without a name or
     * ingredients; the page is never read again after.
     */
    async importFrom(familyId: number, address: string): Promise<Recipe> {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        throw invalid('That is not a web address.');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(NOT_HTTP_MESSAGE);
      const recipes = createRecipesRepo(db);
      if ((await recipes.count(familyId)) >= RECIPES_MAX) throw conflict(RECIPE_BOOK_FULL_MESSAGE);
      const page = await readPage(url);
      const knownNames = menuIngredients(await createMenuRepo(db).entries(familyId, {}));
      const found: PageRecipe | undefined = recipeOnPage(page.html, page.address, knownNames);
      if (!found) throw noRecipe(NO_RECIPE_MESSAGE);
      if (found.name === '') throw noRecipe(NO_NAME_MESSAGE);
      if (found.ingredients.length === 0) throw noRecipe(NO_INGREDIENTS_MESSAGE);
      const photoId = await keepPicture(familyId, found.images);
      const recipe = saveRecipeSchema.parse({ ...found, photoId });
      return create(familyId, recipe);
    },

    /** Sets what the family always has at home, in its order; a second spelling of one thing is dropped. */
    saveAlwaysAtHome(familyId: number, request: AlwaysAtHome): Promise<AlwaysAtHome> {
      return transact(db, changes, async (trx, announce) => {
        const seen = new Set<string>();
        const items: { key: string; name: string }[] = [];
        for (const name of request.items) {
          const key = ingredientKey(name);
          if (key === '' || seen.has(key)) continue;
          seen.add(key);
          items.push({ key, name });
        }
        await createRecipesRepo(trx).replaceAlwaysAtHome(familyId, items);
        announce(familyId, 'recipes');
        return { items: items.map((item) => item.name) };
      });
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
