import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect } from '../database';

/** An auto-numbered integer primary key in either dialect. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A reference to the owning family: deleting the family deletes the row. */
export function familyRef(c: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return c.notNull().references('families.id').onDelete('cascade');
}
