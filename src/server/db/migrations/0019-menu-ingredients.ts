import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * From the menu to the shopping list (issue 28): a meal's ingredients, the family's shopping
 * categories in its store's order, each item's category, and the category the family last gave an
 * item of each name (by its `ingredientKey`), so "milk" finds Dairy again next week.
 */
export const menuIngredients: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('menu_entries').addColumn('ingredients', 'text').execute();

    await withId(db.schema.createTable('shopping_categories'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shopping_categories_family_idx')
      .on('shopping_categories')
      .columns(['family_id', 'position'])
      .execute();

    await db.schema
      .alterTable('shopping_items')
      .addColumn('category_id', 'integer', (c) => c.references('shopping_categories.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('shopping_items_category_idx')
      .on('shopping_items')
      .column('category_id')
      .execute();

    await db.schema
      .createTable('shopping_item_categories')
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('item_key', 'text', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) =>
        c.notNull().references('shopping_categories.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('shopping_item_categories_pkey', ['family_id', 'item_key'])
      .execute();
    await db.schema
      .createIndex('shopping_item_categories_category_idx')
      .on('shopping_item_categories')
      .column('category_id')
      .execute();
  },
});
