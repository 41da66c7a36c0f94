import { z } from 'zod';
import { optionalRowIdSchema, rowIdSchema } from '../../common/schemas/ids';
import type { WidgetDefinition } from '../registry';

const countMessage = 'Calendar counts must be whole numbers from 1 to 100.';
const calendarCount = z
  .number({ error: countMessage })
  .int({ error: countMessage })
  .min(1, { error: countMessage })
  .max(100, { error: countMessage });

export const calendarFields = z.object({
  calendarIds: z
    .array(rowIdSchema('Each calendar id'), { error: 'Calendar ids must be a list.' })
    .max(100, { error: 'A calendar widget can show at most 100 calendars.' })
    .default([]),
  calendarDisplayMode: z
    .enum(['today', 'tomorrow', 'nextEvents', 'nextDays'], {
      error: 'Calendar display mode must be today, tomorrow, nextEvents or nextDays.',
    })
    .default('today'),
  calendarUpcomingEventCount: calendarCount.default(5),
  calendarUpcomingDayCount: calendarCount.default(3),
  calendarViewType: z
    .enum(['list', 'card', 'week', 'month', 'planner'], {
      error: 'Calendar view must be list, card, week, month or planner.',
    })
    .default('list'),
  /** The family's own calendar (made in Luno, forwarded by email) beside the chosen sources. */
  calendarShowFamily: z.boolean({ error: 'Show the family calendar must be true or false.' }).default(true),
  calendarWeekViewDays: z
    .union([z.literal(7), z.literal(5)], { error: 'Week view shows 7 or 5 days.' })
    .default(7),
  /**
   * Where the week view's and the planner's week begins: on its Sunday (Monday for 5 days), as the
   * spec's week view does, or today, so a board on a Saturday shows the seven days ahead.
   */
  calendarWeekStart: z
    .enum(['weekday', 'today'], { error: 'The week starts on its first weekday or today.' })
    .default('weekday'),
  /** The planner's days (issue 41): today, the next days (`calendarUpcomingDayCount`) or the week. */
  calendarPlannerSpan: z
    .enum(['today', 'nextDays', 'week'], { error: 'The planner shows today, the next days or the week.' })
    .default('today'),
  /** One person's board: only the events of their calendars (issue 29); null shows everyone's. */
  calendarPersonId: optionalRowIdSchema('The person'),
});

export const calendarWidget: WidgetDefinition<'calendar', typeof calendarFields> = {
  type: 'calendar',
  label: 'Calendar',
  description:
    'Events from your calendars as a list, cards, a week, a month or a planner with a column per person.',
  fields: calendarFields,
  defaultSize: { width: 250, height: 250 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
};
