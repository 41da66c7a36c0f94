import type { Kysely } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/** Task lists, piggy banks, shopping lists and the menu (issue 4). Money is integer cents. */
export const household: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('piggy_banks'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('piggy_banks_family_idx').on('piggy_banks').column('family_id').execute();

    // task_item_id is no reference: the history keeps the id of a one-off task after completing removes it.
    await withId(db.schema.createTable('piggy_bank_transactions'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('piggy_bank_id', 'integer', (c) =>
        c.notNull().references('piggy_banks.id').onDelete('cascade'),
      )
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('task_item_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('piggy_bank_transactions_bank_idx')
      .on('piggy_bank_transactions')
      .columns(['piggy_bank_id', 'created_at'])
      .execute();

    await withId(db.schema.createTable('task_lists'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('task_lists_family_idx').on('task_lists').column('family_id').execute();

    await withId(db.schema.createTable('task_items'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('list_id', 'integer', (c) => c.notNull().references('task_lists.id').onDelete('cascade'))
      .addColumn('task', 'text', (c) => c.notNull())
      .addColumn('assignee', 'text')
      .addColumn('value_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('repeat_config', 'text')
      .addColumn('target_piggy_bank_id', 'integer', (c) =>
        c.references('piggy_banks.id').onDelete('set null'),
      )
      .addColumn('anchor_date', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('completed_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('task_items_family_list_idx')
      .on('task_items')
      .columns(['family_id', 'list_id'])
      .execute();
    await db.schema.createIndex('task_items_list_idx').on('task_items').column('list_id').execute();
    await db.schema
      .createIndex('task_items_piggy_bank_idx')
      .on('task_items')
      .column('target_piggy_bank_id')
      .execute();

    await withId(db.schema.createTable('task_completions'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('task_item_id', 'integer', (c) => c.notNull())
      .addColumn('task', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text')
      .addColumn('paid_cents', 'integer', (c) => c.notNull())
      .addColumn('piggy_bank_id', 'integer', (c) => c.references('piggy_banks.id').onDelete('set null'))
      .addColumn('completed_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('task_completions_family_item_idx')
      .on('task_completions')
      .columns(['family_id', 'task_item_id'])
      .execute();
    await db.schema
      .createIndex('task_completions_piggy_bank_idx')
      .on('task_completions')
      .column('piggy_bank_id')
      .execute();

    await withId(db.schema.createTable('shopping_lists'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shopping_lists_family_idx')
      .on('shopping_lists')
      .column('family_id')
      .execute();

    await withId(db.schema.createTable('shopping_items'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('list_id', 'integer', (c) => c.notNull().references('shopping_lists.id').onDelete('cascade'))
      .addColumn('item', 'text', (c) => c.notNull())
      .addColumn('is_complete', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shopping_items_family_list_idx')
      .on('shopping_items')
      .columns(['family_id', 'list_id'])
      .execute();
    await db.schema.createIndex('shopping_items_list_idx').on('shopping_items').column('list_id').execute();

    await withId(db.schema.createTable('menu_entries'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('breakfast', 'text', (c) => c.notNull())
      .addColumn('lunch', 'text', (c) => c.notNull())
      .addColumn('dinner', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('menu_entries_family_date_key', ['family_id', 'date'])
      .execute();
  },
});
