import type { Db } from './database';
import type { Database } from './schema';

/** The tables whose rows each belong to one family and have an id of their own. */
export type FamilyTable = {
  [Table in keyof Database]: Database[Table] extends { family_id: number; id: unknown } ? Table : never;
}[keyof Database];

/** Deletes one of the family's rows; false when the family has no such row (another family's included). */
export async function deleteFamilyRow(
  db: Db,
  table: FamilyTable,
  familyId: number,
  id: number,
): Promise<boolean> {
  // One table stands in for all: each has the same id and family_id columns.
  const result = await db
    .deleteFrom(table as 'task_lists')
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
