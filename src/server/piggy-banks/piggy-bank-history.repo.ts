import type { MoneyEntry, TransactionKind } from '../../common/savings';
import type { Db } from '../db/database';

/** Newest first; a bank's page shows recent activity, not its whole life. */
const TRANSACTION_HISTORY_LIMIT = 50;

/** A row of a bank's history: the amount in cents it moved the balance by. */
export interface StoredTransaction {
  id: number;
  piggyBankId: number;
  amountCents: number;
  reason: string;
  taskItemId: number | null;
  createdAt: string;
  kind: TransactionKind;
  note: string | null;
}

interface TransactionRow {
  id: number;
  piggy_bank_id: number;
  amount_cents: number;
  reason: string;
  task_item_id: number | null;
  created_at: string;
  kind: string;
  note: string | null;
}

export const toTransaction = (row: TransactionRow): StoredTransaction => ({
  id: row.id,
  piggyBankId: row.piggy_bank_id,
  amountCents: row.amount_cents,
  reason: row.reason,
  taskItemId: row.task_item_id,
  createdAt: row.created_at,
  kind: row.kind as TransactionKind,
  note: row.note,
});

/** Writes a history row: every write that moves a balance writes its row in the same transaction. */
export const recordTransaction = (
  on: Db,
  entry: {
    familyId: number;
    bankId: number;
    amountCents: number;
    reason: string;
    taskItemId: number | null;
    kind: TransactionKind;
    note?: string | null;
  },
) =>
  on
    .insertInto('piggy_bank_transactions')
    .values({
      family_id: entry.familyId,
      piggy_bank_id: entry.bankId,
      amount_cents: entry.amountCents,
      reason: entry.reason,
      task_item_id: entry.taskItemId,
      created_at: new Date().toISOString(),
      kind: entry.kind,
      note: entry.note ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The history of a family's banks. Pass a transaction to take part in it. */
export function createPiggyBankHistoryRepo(db: Db) {
  return {
    async history(familyId: number, bankId: number): Promise<StoredTransaction[]> {
      const rows = await db
        .selectFrom('piggy_bank_transactions')
        .selectAll()
        .where('family_id', '=', familyId)
        .where('piggy_bank_id', '=', bankId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(TRANSACTION_HISTORY_LIMIT)
        .execute();
      return rows.map(toTransaction);
    },

    /**
     * Every history row since `since` (an instant) of the banks that belong to the person,
     * deleted banks included: what they earned stays earned.
     */
    async moneyOf(familyId: number, personId: number, since: string): Promise<MoneyEntry[]> {
      const rows = await db
        .selectFrom('piggy_bank_transactions as t')
        .innerJoin('piggy_banks as b', 'b.id', 't.piggy_bank_id')
        .select(['t.amount_cents', 't.kind', 't.created_at'])
        .where('b.family_id', '=', familyId)
        .where('t.family_id', '=', familyId)
        .where('b.person_id', '=', personId)
        .where('t.created_at', '>=', since)
        .execute();
      return rows.map((row) => ({
        amountCents: row.amount_cents,
        kind: row.kind as TransactionKind,
        createdAt: row.created_at,
      }));
    },
  };
}

export type PiggyBankHistoryRepo = ReturnType<typeof createPiggyBankHistoryRepo>;
