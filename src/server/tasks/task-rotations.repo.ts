import type { Rotation } from '../../common/rotation';
import type { Db } from '../db/database';
import { parseRotation, rotationColumn, type TaskVersion } from './task-items.repo';

/** The rotations of a family's tasks: who takes turns, as stored. Pass a transaction to take part in it. */
export function createTaskRotationsRepo(db: Db) {
  return {
    /**
     * Writes a new rotation over the version `task` read, raising it; false when the task
     * changed meanwhile (another tap, a completion).
     */
    async setRotation(task: TaskVersion, rotation: Rotation | null): Promise<boolean> {
      const result = await db
        .updateTable('task_items')
        .set((eb) => ({ rotation: rotationColumn(rotation), version: eb('version', '+', 1) }))
        .where('id', '=', task.id)
        .where('family_id', '=', task.familyId)
        .where('version', '=', task.version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The family's tasks that rotate, with their rotations: what a person's deletion rewrites. */
    async rotating(familyId: number) {
      const rows = await db
        .selectFrom('task_items')
        .select(['id', 'list_id', 'rotation', 'due_date'])
        .where('family_id', '=', familyId)
        .where('rotation', 'is not', null)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        listId: row.list_id,
        rotation: parseRotation(row.rotation)!,
        dueDate: row.due_date,
      }));
    },

    /** Sets a task's rotation whatever its version (a person's deletion, already serialised). */
    async replaceRotation(familyId: number, id: number, rotation: Rotation | null): Promise<void> {
      await db
        .updateTable('task_items')
        .set((eb) => ({ rotation: rotationColumn(rotation), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .execute();
    },
  };
}

export type TaskRotationsRepo = ReturnType<typeof createTaskRotationsRepo>;
