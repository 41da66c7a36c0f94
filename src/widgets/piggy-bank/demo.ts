import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const BANK_ID = 1;

export const demo: WidgetDemo = {
  sample: { headerText: "Maya's Bank", piggyBankId: BANK_ID, showValueOnCard: true },
  answers: (today) => [
    [
      queryKeys.piggyBank(BANK_ID),
      {
        id: BANK_ID,
        name: "Maya's Bank",
        balance: 12.5,
        transactions: [
          {
            id: 1,
            piggyBankId: BANK_ID,
            amount: 2.5,
            reason: 'Task: Empty the dishwasher',
            taskItemId: 2,
            createdAt: `${today}T17:00:00.000Z`,
          },
        ],
      },
    ],
  ],
};
