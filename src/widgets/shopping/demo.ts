import { DEFAULT_PADDING } from '../../common/board';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const LIST_ID = 1;
const PRODUCE = 1;
const BAKERY = 2;
const DAIRY = 3;

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
      (
        [
          ['Milk', DAIRY],
          ['Eggs', DAIRY],
          ['Bananas', PRODUCE],
          ['Bread', BAKERY],
          ['Coffee', undefined],
        ] as const
      ).map(([item, categoryId], index) => ({
        id: index + 1,
        listId: LIST_ID,
        item,
        isComplete: false,
        ...(categoryId ? { categoryId } : {}),
      })),
    ],
    [
      queryKeys.shoppingCategories,
      [
        { id: PRODUCE, name: 'Fruit & veg' },
        { id: BAKERY, name: 'Bakery' },
        { id: DAIRY, name: 'Dairy & eggs' },
      ],
    ],
  ],
};
