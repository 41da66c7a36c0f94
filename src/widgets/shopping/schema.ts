import { z } from 'zod';
import { CARD_PADDING_RANGE, DEFAULT_PADDING } from '../../common/board';
import { optionalRowIdSchema } from '../../common/schemas/ids';
import { rangedNumber } from '../../common/schemas/style';
import type { WidgetDefinition } from '../registry';

const itemsMessage = 'Shopping items to display must be a whole number from 1 to 100.';

export const shoppingFields = z.object({
  shoppingConfig: z
    .object({
      listId: optionalRowIdSchema('The shopping list id'),
      itemsToDisplay: z
        .number({ error: itemsMessage })
        .int({ error: itemsMessage })
        .min(1, { error: itemsMessage })
        .max(100, { error: itemsMessage })
        .default(5),
      allowInteractions: z.boolean({ error: 'Allow interactions must be true or false.' }).default(false),
      padding: rangedNumber('Shopping padding', CARD_PADDING_RANGE).default(DEFAULT_PADDING),
    })
    .prefault({}),
});

export const shoppingWidget: WidgetDefinition<'shopping', typeof shoppingFields> = {
  type: 'shopping',
  label: 'Shopping',
  description: 'A shopping list, with a shopping mode for the store.',
  fields: shoppingFields,
  defaultSize: { width: 300, height: 400 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
  source: {
    resource: 'shopping-lists',
    read: (fields) => fields.shoppingConfig.listId,
    write: (fields, id) => ({ shoppingConfig: { ...fields.shoppingConfig, listId: id } }),
  },
  simpleChoice: { key: 'shopping', label: 'Shopping', slot: 2 },
};
