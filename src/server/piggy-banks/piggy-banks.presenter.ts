import { centsToDollars } from '../../common/money';
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

/** A piggy bank as the API answers it: its balance in dollars. */
export function presentPiggyBank(bank: StoredPiggyBank): PiggyBank {
  return {
    id: bank.id,
    name: bank.name,
    balance: centsToDollars(bank.balanceCents),
    personId: bank.personId,
  };
}

/** A row of a bank's history as the API answers it. */
export function presentTransaction(row: StoredTransaction): PiggyBankTransaction {
  return {
    id: row.id,
    piggyBankId: row.piggyBankId,
    amount: centsToDollars(row.amountCents),
    reason: row.reason,
    taskItemId: row.taskItemId,
    createdAt: row.createdAt,
    kind: row.kind,
    note: row.note,
  };
}

/** A savings goal as the API answers it: its amount in dollars, its picture's address. */
export function presentGoal(goal: StoredGoal): PiggyBankGoal {
  const { photo } = goal;
  return {
    name: goal.name,
    amount: centsToDollars(goal.cents),
    photoId: photo?.id ?? null,
    photoUrl: photo?.version ? photoUrl(photo.id, photo.version, photo.width ?? undefined) : null,
  };
}

/** GET /api/piggy-banks/{id}: the bank with its goal and recent history. */
export function presentBankDetails(
  bank: StoredPiggyBank,
  goal: StoredGoal | null,
  history: StoredTransaction[],
): PiggyBankDetails {
  return {
    ...presentPiggyBank(bank),
    goal: goal && presentGoal(goal),
    transactions: history.map(presentTransaction),
  };
}

/** Money taken out: the bank after it, and the history row written. */
export function presentTakeOut(result: {
  bank: StoredPiggyBank;
  transaction: StoredTransaction;
}): TakeOutResult {
  return { bank: presentPiggyBank(result.bank), transaction: presentTransaction(result.transaction) };
}

/** A person's money by week as the API answers it: earned and spent in dollars. */
export function presentEarnings(earnings: {
  personId: number;
  timeZone: string;
  weeks: readonly WeekOfMoney[];
}): PersonEarnings {
  return {
    personId: earnings.personId,
    timeZone: earnings.timeZone,
    weeks: earnings.weeks.map((week) => ({
      weekStart: week.weekStart,
      earned: centsToDollars(week.earnedCents),
      spent: centsToDollars(week.spentCents),
      payouts: week.payouts,
    })),
  };
}
