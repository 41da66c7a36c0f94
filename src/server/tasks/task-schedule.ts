/**
 * When a task is due. A repeating task is due on the occurrences of its rule, counted from its
 * anchor day (the day the rule was set), so "every 2 weeks" keeps its rhythm however late a
 * completion comes. A one-off task has no due day.
 */
import { addDays, type CalendarDay } from '../../common/calendar-days';
import { isRepeating, nextOccurrence, type RepeatConfig } from '../../common/recurrence';

export interface TaskSchedule {
  anchorDate: CalendarDay;
  dueDate: CalendarDay | null;
}

function sameRule(a: RepeatConfig | null, b: RepeatConfig | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The schedule of a task saved today with `config`. An edit that keeps the rule keeps the
 * current due day; a new or changed rule starts from today, its first occurrence on or after
 * today.
 */
export function scheduleFor(
  config: RepeatConfig | null,
  today: CalendarDay,
  current?: TaskSchedule & { repeatConfig: RepeatConfig | null },
): TaskSchedule {
  if (!isRepeating(config)) return { anchorDate: current?.anchorDate ?? today, dueDate: null };
  if (current && current.dueDate !== null && sameRule(current.repeatConfig, config)) {
    return { anchorDate: current.anchorDate, dueDate: current.dueDate };
  }
  return { anchorDate: today, dueDate: nextOccurrence(config, addDays(today, -1), today) };
}

/**
 * The due day after completing a task's current occurrence: the rule's next occurrence after
 * it, even when that is still past, because each missed occurrence is a chore of its own. Null
 * for a one-off task, and when the series has no further occurrence (the task then goes like a
 * one-off).
 */
export function nextDueDate(
  task: { repeatConfig: RepeatConfig | null; dueDate: CalendarDay | null },
  anchorDate: CalendarDay,
): CalendarDay | null {
  if (!isRepeating(task.repeatConfig) || task.dueDate === null) return null;
  return nextOccurrence(task.repeatConfig, task.dueDate, anchorDate);
}
