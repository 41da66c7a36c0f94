import { slotOf, withoutPerson } from '../../common/rotation';
import type { Db } from '../db/database';
import { createTaskRotationsRepo } from './task-rotations.repo';

/**
 * Takes a person out of every rotation of the family, from each task's current occurrence on: the
 * others go on in their order, and a rotation nobody is left in ends. For a child deleted and a
 * member who leaves or is removed. Answers the lists whose tasks changed.
 */
export async function leaveRotations(trx: Db, familyId: number, personId: number): Promise<number[]> {
  const rotations = createTaskRotationsRepo(trx);
  const lists = new Set<number>();
  for (const task of await rotations.rotating(familyId)) {
    if (!task.rotation.peopleIds.includes(personId)) continue;
    // A rotation by turns always starts at the current occurrence.
    const slot =
      task.rotation.mode === 'turns' ? 0 : slotOf(task.rotation, task.dueDate ?? task.rotation.start);
    await rotations.replaceRotation(familyId, task.id, withoutPerson(task.rotation, personId, slot));
    lists.add(task.listId);
  }
  return [...lists];
}
