import { DEFAULT_PADDING } from '../../common/board';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const LIST_ID = 1;

export const demo: WidgetDemo = {
  sample: {
    headerText: 'Shopping',
    shoppingConfig: {
      listId: LIST_ID,
      itemsToDisplay: 5,
      allowInteractions: false,
      padding: DEFAULT_PADDING,
    },
  },
  answers: () => [
    [
      queryKeys.shoppingItems(LIST_ID),
      ['Milk', 'Eggs', 'Bananas', 'Bread', 'Coffee'].map((item, index) => ({
        id: index + 1,
        listId: LIST_ID,
        item,
        isComplete: false,
      })),
    ],
  ],
};
