/**
 * Chores due today → at the member's `choresDue.time`, one notice listing what is still open of the
 * people the member looks after. "Due" is the task's own current occurrence (`dueDate`, moved on by
 * each completion, the day the phone's list and the wall show); one before the day is overdue and
 * still listed; a tick waiting for an OK is done as far as this notice goes.
 *
 * Who a member looks after: the family's children and grown-ups without a log-in (nobody else
 * reads their chores for them), and the member's own person. Another member's chores are theirs to
 * be reminded of. A chore of no one in particular is the household's: everyone's.
 */
import type { CalendarDay } from '../../../common/calendar-days';
import type { Person } from '../../../common/schemas/people';
import type { Notice } from '../../push/notice';
import type { StoredTaskItem } from '../../tasks/task-items.repo';
import { presentTaskItem } from '../../tasks/tasks.presenter';
import { clip, dayWord, listSome } from './notice-text';

export const CHORES_URL = '/app/todos';
/** Chores listed by name before "and N more". */
const LISTED = 6;

/** The people whose chores the member is reminded of. */
export function lookedAfterBy(ownPersonId: number | null, people: readonly Person[]): Set<number> {
  const ids = new Set(people.filter((person) => person.kind !== 'member').map((person) => person.id));
  if (ownPersonId !== null) ids.add(ownPersonId);
  return ids;
}

/** Whose the task's open occurrence is: the one whose turn it is, those who may grab it, or its person. */
function peopleOf(task: StoredTaskItem): number[] {
  const answer = presentTaskItem(task);
  if (answer.rotation) {
    return answer.rotation.upId !== null ? [answer.rotation.upId] : answer.rotation.peopleIds;
  }
  return task.assigneeId === null ? [] : [task.assigneeId];
}

/**
 * "3 chores due today: Water the tomatoes (Maya), Dishes (Leo), Bins" for the tasks still open on
 * `day`; null when there are none. `today` is the day it is sent (later, after quiet hours).
 */
export function choresDueNotice(
  tasks: readonly StoredTaskItem[],
  lookedAfter: ReadonlySet<number>,
  day: CalendarDay,
  today: CalendarDay,
  endOfDay: Date,
  now: Date,
): Notice | null {
  const open = tasks.filter((task) => {
    if (task.dueDate === null || task.dueDate > day || task.pending !== null) return false;
    const people = peopleOf(task);
    return people.length === 0 || people.some((id) => lookedAfter.has(id));
  });
  if (open.length === 0) return null;
  const named = open.map((task) => {
    const people = peopleOf(task).filter((id) => lookedAfter.has(id));
    const names = people.map((id) => task.names.get(id)).filter((name) => name !== undefined);
    return names.length === 1 ? `${task.task} (${names[0]})` : task.task;
  });
  const count = `${open.length} chore${open.length === 1 ? '' : 's'}`;
  return {
    title: day === today ? `${count} due today` : `${count} still open from ${dayWord(day, today)}`,
    body: clip(listSome(named, LISTED), 300),
    url: CHORES_URL,
    topic: 'chores-due',
    urgency: 'normal',
    // Until the day ends: tomorrow's reminder says what is left then.
    ttlSeconds: Math.max(60, Math.round((endOfDay.getTime() - now.getTime()) / 1000)),
  };
}
