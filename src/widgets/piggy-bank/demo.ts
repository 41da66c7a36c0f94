import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const BANKS = [
  { id: 1, name: 'Maya’s Bank', balance: 12.5, personId: null },
  { id: 2, name: 'Leo’s Bank', balance: 7.25, personId: null },
];

const GOALS = new Map([[1, { name: 'A new bike', amount: 40, photoId: null, photoUrl: null }]]);

export const demo: WidgetDemo = {
  sample: () => ({
    headerText: BANKS[0]!.name,
    piggyBankId: BANKS[0]!.id,
    showValueOnCard: true,
    showGoal: true,
  }),
  answers: ({ today }) => [
    [queryKeys.piggyBanks, BANKS],
    ...BANKS.map(
      (bank) =>
        [
          queryKeys.piggyBank(bank.id),
          {
            ...bank,
            goal: GOALS.get(bank.id) ?? null,
            transactions: [
              {
                id: bank.id,
                piggyBankId: bank.id,
                amount: 2.5,
                reason: 'Task: Empty the dishwasher',
                taskItemId: 2,
                createdAt: `${today}T17:00:00.000Z`,
                kind: 'payout',
                note: null,
              },
            ],
          },
        ] as const,
    ),
  ],
};
