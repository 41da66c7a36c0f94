import { describe, expect, it } from 'vitest';
import type { StoredTransaction } from './piggy-bank-history.repo';
import {
  presentBankDetails,
  presentEarnings,
  presentGoal,
  presentPiggyBank,
  presentTakeOut,
} from './piggy-banks.presenter';

const bank = { id: 3, name: 'Mia', balanceCents: 1_005, personId: 7 };
const withdrawal: StoredTransaction = {
  id: 11,
  piggyBankId: 3,
  amountCents: -250,
  reason: 'Taken out: ice cream',
  taskItemId: null,
  createdAt: '2026-11-23T17:00:00.000Z',
  kind: 'withdrawal',
  note: 'ice cream',
};

describe('piggy bank presenters', () => {
  it('answer balances and history amounts in dollars, instants as stored', () => {
    expect(presentPiggyBank(bank)).toEqual({ id: 3, name: 'Mia', balance: 10.05, personId: 7 });
    expect(presentPiggyBank({ ...bank, balanceCents: -100 }).balance).toBe(-1);
    expect(presentTakeOut({ bank, transaction: withdrawal })).toEqual({
      bank: { id: 3, name: 'Mia', balance: 10.05, personId: 7 },
      transaction: {
        id: 11,
        piggyBankId: 3,
        amount: -2.5,
        reason: 'Taken out: ice cream',
        taskItemId: null,
        createdAt: '2026-11-23T17:00:00.000Z',
        kind: 'withdrawal',
        note: 'ice cream',
      },
    });
  });

  it("answer a goal in dollars with its picture's address, or none without a picture", () => {
    expect(
      presentGoal({ name: 'Bike', cents: 12_550, photo: { id: 5, version: 'ab12', width: 800 } }),
    ).toEqual({
      name: 'Bike',
      amount: 125.5,
      photoId: 5,
      photoUrl: '/api/photos/5?w=1280&v=ab12',
    });
    expect(presentGoal({ name: 'Bike', cents: 100, photo: null })).toEqual({
      name: 'Bike',
      amount: 1,
      photoId: null,
      photoUrl: null,
    });
    expect(presentBankDetails(bank, null, [withdrawal])).toMatchObject({
      balance: 10.05,
      goal: null,
      transactions: [{ id: 11, amount: -2.5 }],
    });
  });

  it("answer a person's weeks with what was earned and spent in dollars", () => {
    expect(
      presentEarnings({
        personId: 7,
        timeZone: 'Europe/Paris',
        weeks: [{ weekStart: '2026-11-23', earnedCents: 350, spentCents: 99, payouts: 2 }],
      }),
    ).toEqual({
      personId: 7,
      timeZone: 'Europe/Paris',
      weeks: [{ weekStart: '2026-11-23', earned: 3.5, spent: 0.99, payouts: 2 }],
    });
  });
});
