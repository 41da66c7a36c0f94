/** Where a task's current occurrence stands, the same on the phone's list and on the wall. */
import type { CalendarDay } from '../../common/calendar-days';
import type { TaskItem } from '../../common/schemas/tasks';
import { describeDueDay, formatShortDay } from './days';

export type OccurrenceState =
  /** A one-off task: no due day, open until completed. */
  | { kind: 'once' }
  | { kind: 'overdue' | 'due' | 'upcoming'; due: CalendarDay }
  /** The occurrence before `due` was completed (on `doneFor`'s day or early); the next is not due yet. */
  | { kind: 'done'; due: CalendarDay; doneFor: CalendarDay };

export function occurrenceState(
  item: Pick<TaskItem, 'dueDate' | 'lastDoneDate'>,
  today: CalendarDay,
): OccurrenceState {
  const due = item.dueDate;
  if (due === null) return { kind: 'once' };
  if (due < today) return { kind: 'overdue', due };
  if (due === today) return { kind: 'due', due };
  return item.lastDoneDate === null
    ? { kind: 'upcoming', due }
    : { kind: 'done', due, doneFor: item.lastDoneDate };
}

/**
 * Whether the occurrence can be ticked off from a board. A paired screen may not complete one
 * before its day (the server refuses it), so a board does not offer it.
 */
export function isDueNow(state: OccurrenceState): boolean {
  return state.kind === 'once' || state.kind === 'overdue' || state.kind === 'due';
}

/** 'Due today', 'Overdue since Mon, Nov 16', 'Due Thu, Dec 3', or 'Next due Thu, Dec 3' once done. */
export function describeOccurrence(state: OccurrenceState, today: CalendarDay): string | null {
  if (state.kind === 'once') return null;
  if (state.kind === 'done') return `Next due ${formatShortDay(state.due)}`;
  return describeDueDay(state.due, today);
}
