import { DEFAULT_PADDING } from '../../common/board';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const LIST_ID = 1;
const ITEMS = [
  'Milk',
  'Eggs',
  'Bananas',
  'Sourdough bread',
  'Coffee beans',
  'Tomatoes',
  'Cheddar',
  'Dog food',
];

export const demo: WidgetDemo = {
  sample: () => ({
    headerText: 'Shopping',
    shoppingConfig: {
      listId: LIST_ID,
      itemsToDisplay: 6,
      allowInteractions: false,
      padding: DEFAULT_PADDING,
    },
  }),
  answers: () => [
    [queryKeys.shoppingLists, [{ id: LIST_ID, name: 'Groceries' }]],
    [
      queryKeys.shoppingItems(LIST_ID),
      ITEMS.map((item, index) => ({ id: index + 1, listId: LIST_ID, item, isComplete: false })),
    ],
  ],
};
