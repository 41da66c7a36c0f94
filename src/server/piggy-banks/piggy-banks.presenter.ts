import type { CurrencyCode } from '../../common/currencies';
import { minorToAmount } from '../../common/money';
import { photoUrl } from '../../common/photo-sizes';
import type { WeekOfMoney } from '../../common/savings';
import type {
  PersonEarnings,
  PiggyBank,
  PiggyBankDetails,
  PiggyBankGoal,
  PiggyBankTransaction,
  TakeOutResult,
} from '../../common/schemas/piggy-banks';
import type { StoredGoal } from './piggy-bank-goals.repo';
import type { StoredTransaction } from './piggy-bank-history.repo';
import type { StoredPiggyBank } from './piggy-banks.repo';

/** A piggy bank as the API answers it: its balance in the family's money. */
export function presentPiggyBank(bank: StoredPiggyBank, currency: CurrencyCode = 'USD'): PiggyBank {
  return {
    id: bank.id,
    name: bank.name,
    balance: minorToAmount(bank.balanceCents, currency),
    personId: bank.personId,
  };
}

/** A row of a bank's history as the API answers it. */
export function presentTransaction(
  row: StoredTransaction,
  currency: CurrencyCode = 'USD',
): PiggyBankTransaction {
  return {
    id: row.id,
    piggyBankId: row.piggyBankId,
    amount: minorToAmount(row.amountCents, currency),
    reason: row.reason,
    taskItemId: row.taskItemId,
    createdAt: row.createdAt,
    kind: row.kind,
    note: row.note,
  };
}

/** A savings goal as the API answers it: its amount in the family's money, its picture's address. */
export function presentGoal(goal: StoredGoal, currency: CurrencyCode = 'USD'): PiggyBankGoal {
  const { photo } = goal;
  return {
    name: goal.name,
    amount: minorToAmount(goal.cents, currency),
    photoId: photo?.id ?? null,
    photoUrl: photo?.version ? photoUrl(photo.id, photo.version, photo.width ?? undefined) : null,
  };
}

/** GET /api/piggy-banks/{id}: the bank with its goal and recent history. */
export function presentBankDetails(
  bank: StoredPiggyBank,
  goal: StoredGoal | null,
  history: StoredTransaction[],
  currency: CurrencyCode = 'USD',
): PiggyBankDetails {
  return {
    ...presentPiggyBank(bank, currency),
    goal: goal && presentGoal(goal, currency),
    transactions: history.map((row) => presentTransaction(row, currency)),
  };
}

/** Money taken out: the bank after it, and the history row written. */
export function presentTakeOut(
  result: { bank: StoredPiggyBank; transaction: StoredTransaction },
  currency: CurrencyCode = 'USD',
): TakeOutResult {
  return {
    bank: presentPiggyBank(result.bank, currency),
    transaction: presentTransaction(result.transaction, currency),
  };
}

/** A person's money by week as the API answers it: earned and spent in the family's money. */
export function presentEarnings(
  earnings: { personId: number; timeZone: string; weeks: readonly WeekOfMoney[] },
  currency: CurrencyCode = 'USD',
): PersonEarnings {
  return {
    personId: earnings.personId,
    timeZone: earnings.timeZone,
    weeks: earnings.weeks.map((week) => ({
      weekStart: week.weekStart,
      earned: minorToAmount(week.earnedCents, currency),
      spent: minorToAmount(week.spentCents, currency),
      payouts: week.payouts,
    })),
  };
}
