import { addDays, dayName } from '../../common/calendar-days';
import { queryKeys } from '../../web/api/freshness';
import { MENU_LOOKAHEAD_DAYS } from '../../web/data-ui/boardWidgets';
import type { WidgetDemo } from '../views';

const MEALS = [
  ['Pancakes', 'Wraps', 'Tacos'],
  ['Porridge', 'Soup', 'Curry'],
  ['Eggs on toast', 'Wraps', 'Pizza'],
];

export const demo: WidgetDemo = {
  sample: { headerText: 'This week' },
  answers: (today) => [
    [
      // The key the view asks with: today and its look-ahead.
      queryKeys.menuRange(today, addDays(today, MENU_LOOKAHEAD_DAYS)),
      MEALS.map(([breakfast, lunch, dinner], index) => {
        const date = addDays(today, index);
        return { id: index + 1, date, day: dayName(date), breakfast, lunch, dinner };
      }),
    ],
  ],
};
