import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The family's recipes (issue 44): the recipe book (ingredients, sections of steps and tags as JSON
 * text), what the family always has at home (never put on a list for a recipe), and a meal of the
 * menu cooked from a recipe for a number of servings. A recipe deleted while on the menu leaves
 * the meal's name as it was (ON DELETE SET NULL); a photo deleted leaves the recipe without one.
 * And the names a family took out of every shopping category, which the built-in aisles
 * (common/groceries) then leave alone.
 */
export const recipes: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('recipes'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('servings', 'integer')
      .addColumn('prep_minutes', 'integer')
      .addColumn('cook_minutes', 'integer')
      .addColumn('total_minutes', 'integer')
      .addColumn('ingredients', 'text', (c) => c.notNull())
      .addColumn('sections', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull())
      .addColumn('photo_id', 'integer', (c) => c.references('photos.id').onDelete('set null'))
      .addColumn('source_url', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('recipes_family_idx').on('recipes').columns(['family_id', 'name']).execute();
    await db.schema.createIndex('recipes_photo_idx').on('recipes').column('photo_id').execute();

    await db.schema
      .createTable('always_at_home')
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('always_at_home_pkey', ['family_id', 'item_key'])
      .execute();

    // A name the family took out of every category: the built-in aisles do not file it again.
    await db.schema
      .createTable('shopping_item_unfiled')
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shopping_item_unfiled_pkey', ['family_id', 'item_key'])
      .execute();

    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      await db.schema
        .alterTable('menu_entries')
        .addColumn(`${meal}_recipe_id`, 'integer', (c) => c.references('recipes.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('menu_entries').addColumn(`${meal}_servings`, 'integer').execute();
      await db.schema
        .createIndex(`menu_entries_${meal}_recipe_idx`)
        .on('menu_entries')
        .column(`${meal}_recipe_id`)
        .execute();
    }
  },
});
