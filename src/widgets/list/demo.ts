import { addDays } from '../../common/calendar-days';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const LIST_ID = 1;
const weekly = (day: string) => ({
  freq: 'WEEKLY' as const,
  interval: 1,
  byweekday: [day],
  bymonthday: null,
  bysetpos: null,
  byweekdayForMonthlyNth: null,
  bymonth: null,
});

export const demo: WidgetDemo = {
  sample: {
    headerText: 'Chores',
    listId: LIST_ID,
    listConfig: {
      listId: LIST_ID,
      viewType: 'list',
      features: { enableTaskFeatures: true, enableRecurrence: true, enableShoppingMode: false },
      showValueOnCard: true,
    },
  },
  answers: (today) => [
    [
      queryKeys.taskItems(LIST_ID),
      [
        ['Feed the cat', 'Leo', 1, { ...weekly('MO'), freq: 'DAILY' as const, byweekday: [] }],
        ['Empty the dishwasher', 'Maya', 2.5, weekly('SA')],
        ['Water the plants', 'Dad', 0, weekly('SA')],
        ['Tidy your room', 'Maya', 0.5, weekly('SA')],
      ].map(([task, assignee, value, repeatConfig], index) => ({
        id: index + 1,
        listId: LIST_ID,
        task,
        assignee,
        value,
        completedAt: null,
        repeatConfig,
        targetPiggyBankId: null,
        createdAt: `${today}T08:00:00.000Z`,
        // The last chore is done for this week.
        dueDate: addDays(today, index === 0 ? 0 : index === 3 ? 7 : 2),
        lastDoneDate: index === 3 ? today : null,
      })),
    ],
  ],
};
