import { addDays, dayName } from '../../common/calendar-days';
import { queryKeys } from '../../web/api/freshness';
import { MENU_LOOKAHEAD_DAYS } from '../../web/data-ui/boardWidgets';
import type { WidgetDemo } from '../views';

/** A week of breakfast, lunch and dinner. */
const MEALS = [
  ['Pancakes & berries', 'Chicken wraps', 'Tacos'],
  ['Porridge', 'Tomato soup', 'Vegetable curry'],
  ['Eggs on toast', 'Pasta salad', 'Homemade pizza'],
  ['Yoghurt & granola', 'Cheese toasties', 'Salmon & rice'],
  ['Banana bread', 'Leftover curry', 'Burgers'],
  ['Waffles', 'Picnic lunch', 'Roast chicken'],
  ['French toast', 'Sushi rolls', 'Spaghetti bolognese'],
];

export const demo: WidgetDemo = {
  sample: () => ({ headerText: 'Menu' }),
  answers: ({ today }) => [
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
