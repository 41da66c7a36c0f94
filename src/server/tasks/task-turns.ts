import type { CalendarDay } from '../../common/calendar-days';
import { countOccurrences, type RepeatConfig } from '../../common/recurrence';
import { type CountOccurrences, personAt, type Rotation, slotOf, takesTurns } from '../../common/rotation';

/** Occurrences of the task's rule: how a rotation by turns counts its slots. */
export function occurrencesOf(task: {
  repeatConfig: RepeatConfig | null;
  anchorDate: CalendarDay;
}): CountOccurrences {
  return (from, to) =>
    task.repeatConfig ? countOccurrences(task.repeatConfig, task.anchorDate, from, to) : 0;
}

/** Who is up for the task's occurrence due on `dueDate`, and after them; nobody for an up-for-grabs task. */
export function turnsAt(
  rotation: Rotation,
  dueDate: CalendarDay | null,
  count: CountOccurrences,
): { upId: number | null; nextId: number | null } {
  if (!takesTurns(rotation.mode)) return { upId: null, nextId: null };
  const slot = slotOf(rotation, dueDate ?? rotation.start, count);
  return { upId: personAt(rotation, slot), nextId: personAt(rotation, slot + 1) };
}
