import { addDays, type CalendarDay, mondayIndex } from '../../common/calendar-days';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const LIST_ID = 1;
const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** A daily rule, or a weekly one on the weekday the task is due. */
function repeatRule(freq: 'DAILY' | 'WEEKLY', due: CalendarDay) {
  return {
    freq,
    interval: 1,
    byweekday: freq === 'WEEKLY' ? [WEEKDAY_CODES[mondayIndex(due)]] : [],
    bymonthday: null,
    bysetpos: null,
    byweekdayForMonthlyNth: null,
    bymonth: null,
  };
}

/** Task, who, dollars, how it repeats (null: once), days until due, done for this week. */
const CHORES: [string, string, number, 'DAILY' | 'WEEKLY' | null, number, boolean][] = [
  ['Feed the cat', 'Leo', 1, 'DAILY', 0, false],
  ['Empty the dishwasher', 'Maya', 2.5, 'WEEKLY', 0, false],
  ['Walk the dog', 'Maya', 2, 'DAILY', 0, false],
  ['Take out the recycling', 'Leo', 1.5, 'WEEKLY', 1, false],
  ['Tidy your room', 'Leo', 0.5, 'WEEKLY', 7, true],
  ['Water the plants', 'Dad', 0, 'WEEKLY', 3, false],
  ['Practise piano', 'Maya', 1, null, 0, false],
];

export const demo: WidgetDemo = {
  sample: () => ({
    headerText: 'Chores',
    listId: LIST_ID,
    listConfig: {
      listId: LIST_ID,
      viewType: 'list',
      features: { enableTaskFeatures: true, enableRecurrence: true, enableShoppingMode: false },
      showValueOnCard: true,
    },
  }),
  answers: ({ today }) => [
    [queryKeys.taskLists, [{ id: LIST_ID, name: 'Chores', createdAt: `${today}T08:00:00.000Z` }]],
    [
      queryKeys.taskItems(LIST_ID),
      CHORES.map(([task, assignee, value, freq, dueIn, done], index) => {
        const due = addDays(today, dueIn);
        return {
          id: index + 1,
          listId: LIST_ID,
          task,
          assignee,
          value,
          completedAt: null,
          repeatConfig: freq === null ? null : repeatRule(freq, due),
          targetPiggyBankId: value > 0 ? 1 : null,
          createdAt: `${today}T08:00:00.000Z`,
          dueDate: freq === null ? null : due,
          // Done for this week: the next one is a week away.
          lastDoneDate: done ? today : null,
        };
      }),
    ],
  ],
};
