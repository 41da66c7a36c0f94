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

export const LEO = 1;
export const MAYA = 2;
export const DAD = 3;
/** The demo family's people, shared with the calendar's demo (whose planner has a column each). */
export const DEMO_PEOPLE = [
  { id: DAD, name: 'Dad', color: '#43a047', emoji: null, kind: 'member' },
  { id: LEO, name: 'Leo', color: '#1e88e5', emoji: '🦁', kind: 'child' },
  { id: MAYA, name: 'Maya', color: '#d81b60', emoji: '🦊', kind: 'child' },
];
const NAMES: Record<number, string> = { [LEO]: 'Leo', [MAYA]: 'Maya', [DAD]: 'Dad' };

/** Task, who, dollars, how it repeats (null: once), days until due, done for this week. */
const CHORES: [string, number, number, 'DAILY' | 'WEEKLY' | null, number, boolean][] = [
  ['Feed the cat', LEO, 1, 'DAILY', 0, false],
  ['Empty the dishwasher', MAYA, 2.5, 'WEEKLY', 0, false],
  ['Walk the dog', MAYA, 2, 'DAILY', 0, false],
  ['Take out the recycling', LEO, 1.5, 'WEEKLY', 1, false],
  ['Tidy your room', LEO, 0.5, 'WEEKLY', 7, true],
  ['Water the plants', DAD, 0, 'WEEKLY', 3, false],
  ['Practise piano', MAYA, 1, null, 0, false],
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
      personId: null,
    },
  }),
  answers: ({ today }) => [
    [
      queryKeys.taskLists,
      [{ id: LIST_ID, name: 'Chores', createdAt: `${today}T08:00:00.000Z`, needsApproval: false }],
    ],
    [queryKeys.people, DEMO_PEOPLE],
    [
      queryKeys.taskItems(LIST_ID),
      CHORES.map(([task, personId, value, freq, dueIn, done], index) => {
        const due = addDays(today, dueIn);
        // The dishes take turns between the children; the others are each one person's.
        const turns = task === 'Empty the dishwasher';
        return {
          id: index + 1,
          listId: LIST_ID,
          task,
          assignee: NAMES[personId],
          value,
          completedAt: null,
          repeatConfig: freq === null ? null : repeatRule(freq, due),
          targetPiggyBankId: value > 0 ? 1 : null,
          createdAt: `${today}T08:00:00.000Z`,
          dueDate: freq === null ? null : due,
          // Done for this week: the next one is a week away.
          lastDoneDate: done ? today : null,
          assigneeId: turns ? null : personId,
          rotation: turns
            ? { mode: 'turns', peopleIds: [LEO, MAYA], startDay: addDays(today, 7), upId: MAYA, nextId: LEO }
            : null,
          pendingApproval: null,
        };
      }),
    ],
  ],
};
