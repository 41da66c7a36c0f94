import type { SaveRecipeRequest } from '../../common/schemas/recipes';
import type { Db } from '../db/database';

const COLUMNS = [
  'recipes.id',
  'recipes.name',
  'recipes.servings',
  'recipes.prep_minutes',
  'recipes.cook_minutes',
  'recipes.total_minutes',
  'recipes.ingredients',
  'recipes.sections',
  'recipes.tags',
  'recipes.notes',
  'recipes.photo_id',
  'recipes.source_url',
  'recipes.author',
  'recipes.created_at',
  'recipes.updated_at',
  'photos.version as photo_version',
  'photos.width as photo_width',
] as const;

/** A stored recipe with its photo's version and width (for its address); JSON columns as stored. */
export interface RecipeRow {
  id: number;
  name: string;
  servings: number | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  ingredients: string;
  sections: string;
  tags: string;
  notes: string;
  photo_id: number | null;
  source_url: string;
  author: string;
  created_at: string;
  updated_at: string;
  photo_version: string | null;
  photo_width: number | null;
}

const storedValues = (recipe: SaveRecipeRequest) => ({
  name: recipe.name,
  servings: recipe.servings,
  prep_minutes: recipe.prepMinutes,
  cook_minutes: recipe.cookMinutes,
  total_minutes: recipe.totalMinutes,
  ingredients: JSON.stringify(recipe.ingredients),
  sections: JSON.stringify(recipe.sections),
  tags: JSON.stringify(recipe.tags),
  notes: recipe.notes,
  photo_id: recipe.photoId,
  source_url: recipe.sourceUrl,
  author: recipe.author,
});

/** The family's recipe book and what it always has at home; always filtered by family. */
export function createRecipesRepo(db: Db) {
  const recipesOf = (familyId: number) =>
    db
      .selectFrom('recipes')
      .leftJoin('photos', (join) =>
        join.onRef('photos.id', '=', 'recipes.photo_id').on('photos.family_id', '=', familyId),
      )
      .select(COLUMNS)
      .where('recipes.family_id', '=', familyId);

  return {
    /** Every recipe, by name. */
    list(familyId: number): Promise<RecipeRow[]> {
      return recipesOf(familyId).orderBy('recipes.name').orderBy('recipes.id').execute();
    },

    find(familyId: number, id: number): Promise<RecipeRow | undefined> {
      return recipesOf(familyId).where('recipes.id', '=', id).executeTakeFirst();
    },

    /** The recipes of these ids the family has, for the menu's days. */
    findMany(familyId: number, ids: readonly number[]): Promise<RecipeRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return recipesOf(familyId)
        .where('recipes.id', 'in', [...new Set(ids)])
        .execute();
    },

    async count(familyId: number): Promise<number> {
      const row = await db
        .selectFrom('recipes')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async insert(familyId: number, recipe: SaveRecipeRequest, now: string): Promise<number> {
      const row = await db
        .insertInto('recipes')
        .values({ family_id: familyId, ...storedValues(recipe), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether the family had the recipe to change. */
    async update(familyId: number, id: number, recipe: SaveRecipeRequest, now: string): Promise<boolean> {
      const result = await db
        .updateTable('recipes')
        .set({ ...storedValues(recipe), updated_at: now })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether the family had the recipe to delete; the menu's meals keep their names (ON DELETE SET NULL). */
    async remove(familyId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('recipes')
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Whether the photo is the family's. */
    async hasPhoto(familyId: number, photoId: number): Promise<boolean> {
      const row = await db
        .selectFrom('photos')
        .select('id')
        .where('family_id', '=', familyId)
        .where('id', '=', photoId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** What the family always has at home, in its order, as it spelt each. */
    async alwaysAtHome(familyId: number): Promise<{ key: string; name: string }[]> {
      const rows = await db
        .selectFrom('always_at_home')
        .select(['item_key', 'name'])
        .where('family_id', '=', familyId)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ key: row.item_key, name: row.name }));
    },

    async replaceAlwaysAtHome(
      familyId: number,
      items: readonly { key: string; name: string }[],
    ): Promise<void> {
      await db.deleteFrom('always_at_home').where('family_id', '=', familyId).execute();
      if (items.length === 0) return;
      await db
        .insertInto('always_at_home')
        .values(
          items.map((item, position) => ({
            family_id: familyId,
            item_key: item.key,
            name: item.name,
            position,
          })),
        )
        .execute();
    },
  };
}

export type RecipesRepo = ReturnType<typeof createRecipesRepo>;
