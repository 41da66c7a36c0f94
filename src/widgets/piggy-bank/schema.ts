import { z } from 'zod';
import { optionalRowIdSchema } from '../../common/schemas/ids';
import type { WidgetDefinition } from '../registry';

export const piggyBankFields = z.object({
  piggyBankId: optionalRowIdSchema('The piggy bank id'),
  showValueOnCard: z.boolean({ error: 'Show value on card must be true or false.' }).default(true),
  /** Whether the bank's savings goal, when it has one, shows as progress (issue 29). */
  showGoal: z.boolean({ error: 'Show goal must be true or false.' }).default(true),
});

export const piggyBankWidget: WidgetDefinition<'piggy-bank', typeof piggyBankFields> = {
  type: 'piggy-bank',
  label: 'Piggy Bank',
  description: "A piggy bank's balance, topped up by paid tasks, and how far it is towards its goal.",
  fields: piggyBankFields,
  // Room for the pig, the name and the balance side by side at the legible default text size.
  defaultSize: { width: 420, height: 240 },
  defaultPosition: { x: 50, y: 50 },
  // The card names its bank in big letters itself; a header above would say it twice.
  defaultStyle: { showHeader: false },
  available: true,
  legacyTypes: ['piggybank'],
  source: {
    resource: 'piggy-banks',
    read: (fields) => fields.piggyBankId,
    write: (_fields, id) => ({ piggyBankId: id }),
  },
  simpleChoice: { key: 'piggyBank', label: 'Piggy bank', slot: 4 },
};
