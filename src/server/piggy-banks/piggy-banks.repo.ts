import { AMOUNT_RANGE_MESSAGE, MAX_CENTS } from '../../common/money';
import type { TakeOutKind } from '../../common/savings';
import type { Db } from '../db/database';
import { recordTransaction, type StoredTransaction, toTransaction } from './piggy-bank-history.repo';

const MANUAL_BALANCE_REASON = 'Balance set by hand';
const OPENING_BALANCE_REASON = 'Opening balance';
export const BANK_NOT_FOUND_MESSAGE = 'Piggy bank not found.';

/** A piggy bank as stored: its balance in cents. */
export interface StoredPiggyBank {
  id: number;
  name: string;
  balanceCents: number;
  personId: number | null;
}

export type DepositResult = { ok: true; balanceCents: number } | { ok: false; reason: string };

/** A withdrawal or spend: done, or why not (no such bank; more than it holds). */
export type TakeOutOutcome =
  | { ok: true; bank: StoredPiggyBank; transaction: StoredTransaction }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'over-balance'; name: string; balanceCents: number };

/** A bank whose balance is not the sum of its history. */
export interface BalanceDrift {
  familyId: number;
  bankId: number;
  balanceCents: number;
  historyCents: number;
}

/** The words a withdrawal's or spend's history row shows beside its amount. */
const takeOutReason = (kind: TakeOutKind, note: string | null) => {
  const label = kind === 'spend' ? 'Spent' : 'Taken out';
  return note ? `${label}: ${note}` : label;
};

interface BankRow {
  id: number;
  name: string;
  balance_cents: number;
  person_id: number | null;
}

const BANK_COLUMNS = ['id', 'name', 'balance_cents', 'person_id'] as const;

const toPiggyBank = (row: BankRow): StoredPiggyBank => ({
  id: row.id,
  name: row.name,
  balanceCents: row.balance_cents,
  personId: row.person_id,
});

/**
 * Piggy banks of a family and their history. A deleted bank is kept for its history but is no
 * longer found, listed or paid into. Pass a transaction to take part in it.
 */
export function createPiggyBanksRepo(db: Db) {
  const banksOf = (familyId: number) =>
    db
      .selectFrom('piggy_banks')
      .select(BANK_COLUMNS)
      .where('family_id', '=', familyId)
      .where('deleted_at', 'is', null);

  return {
    async list(familyId: number): Promise<StoredPiggyBank[]> {
      const rows = await banksOf(familyId).orderBy('id').execute();
      return rows.map(toPiggyBank);
    },

    async find(familyId: number, id: number): Promise<StoredPiggyBank | undefined> {
      const row = await banksOf(familyId).where('id', '=', id).executeTakeFirst();
      return row && toPiggyBank(row);
    },

    /** The person's oldest bank: where a chore they do pays when it names no bank. */
    async firstOf(familyId: number, personId: number): Promise<number | null> {
      const row = await banksOf(familyId)
        .where('person_id', '=', personId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The family's oldest bank: the one the single-bank form on Manage Screens edits. */
    async first(familyId: number): Promise<StoredPiggyBank | undefined> {
      const row = await banksOf(familyId).orderBy('id').limit(1).executeTakeFirst();
      return row && toPiggyBank(row);
    },

    /**
     * Takes `amountCents` (positive) out of a bank and records it, never below 0: the update is
     * conditional on the balance holding the amount, so however many arrive at once, and whatever
     * payout lands in between, the bank cannot be taken below zero. Run it in a transaction.
     */
    async takeOut(
      familyId: number,
      bankId: number,
      amountCents: number,
      kind: TakeOutKind,
      note: string | null,
    ): Promise<TakeOutOutcome> {
      const updated = await db
        .updateTable('piggy_banks')
        .set((eb) => ({ balance_cents: eb('balance_cents', '-', amountCents) }))
        .where('id', '=', bankId)
        .where('family_id', '=', familyId)
        .where('deleted_at', 'is', null)
        .where('balance_cents', '>=', amountCents)
        .returning(BANK_COLUMNS)
        .executeTakeFirst();
      if (!updated) {
        const bank = await banksOf(familyId).where('id', '=', bankId).executeTakeFirst();
        if (!bank) return { ok: false, reason: 'not-found' };
        return { ok: false, reason: 'over-balance', name: bank.name, balanceCents: bank.balance_cents };
      }
      const row = await recordTransaction(db, {
        familyId,
        bankId,
        amountCents: -amountCents,
        reason: takeOutReason(kind, note),
        taskItemId: null,
        kind,
        note,
      });
      return { ok: true, bank: toPiggyBank(updated), transaction: toTransaction(row) };
    },

    /**
     * The banks (of one family, or all) whose balance is not the sum of their history, deleted
     * banks included. Empty when every balance is what its history says.
     */
    async balanceDrifts(familyId?: number): Promise<BalanceDrift[]> {
      let query = db
        .selectFrom('piggy_banks as b')
        .leftJoin('piggy_bank_transactions as t', 't.piggy_bank_id', 'b.id')
        .select((eb) => [
          'b.id',
          'b.family_id',
          'b.balance_cents',
          eb.fn.coalesce(eb.fn.sum<string | number>('t.amount_cents'), eb.lit(0)).as('history_cents'),
        ])
        .groupBy(['b.id', 'b.family_id', 'b.balance_cents']);
      if (familyId !== undefined) query = query.where('b.family_id', '=', familyId);
      const rows = await query.orderBy('b.id').execute();
      return rows
        .map((row) => ({
          familyId: row.family_id,
          bankId: row.id,
          balanceCents: row.balance_cents,
          historyCents: Number(row.history_cents),
        }))
        .filter((row) => row.balanceCents !== row.historyCents);
    },

    /** A new bank; a starting balance other than 0 opens its history. Run it in a transaction. */
    async create(
      familyId: number,
      name: string,
      balanceCents: number,
      personId: number | null = null,
    ): Promise<StoredPiggyBank> {
      const row = await db
        .insertInto('piggy_banks')
        .values({
          family_id: familyId,
          name,
          balance_cents: balanceCents,
          person_id: personId,
          created_at: new Date().toISOString(),
        })
        .returning(BANK_COLUMNS)
        .executeTakeFirstOrThrow();
      if (balanceCents !== 0) {
        await recordTransaction(db, {
          familyId,
          bankId: row.id,
          amountCents: balanceCents,
          reason: OPENING_BALANCE_REASON,
          taskItemId: null,
          kind: 'opening',
        });
      }
      return toPiggyBank(row);
    },

    /**
     * Sets the balance by hand and records the difference; undefined when the bank is not the
     * family's. Run it in a transaction.
     */
    async setBalance(
      familyId: number,
      id: number,
      balanceCents: number,
    ): Promise<StoredPiggyBank | undefined> {
      for (;;) {
        const bank = await banksOf(familyId).where('id', '=', id).executeTakeFirst();
        if (!bank) return undefined;
        // Written only over the balance just read, so a payout landing in between is not lost
        // from the recorded difference: the loop reads again instead.
        const written = await db
          .updateTable('piggy_banks')
          .set({ balance_cents: balanceCents })
          .where('id', '=', id)
          .where('family_id', '=', familyId)
          .where('deleted_at', 'is', null)
          .where('balance_cents', '=', bank.balance_cents)
          .executeTakeFirst();
        if (Number(written.numUpdatedRows) === 0) continue;
        const difference = balanceCents - bank.balance_cents;
        if (difference !== 0) {
          await recordTransaction(db, {
            familyId,
            bankId: id,
            amountCents: difference,
            reason: MANUAL_BALANCE_REASON,
            taskItemId: null,
            kind: 'set',
          });
        }
        return toPiggyBank({ ...bank, balance_cents: balanceCents });
      }
    },

    /** A new name and/or owner (what is undefined stays); undefined when the family has no such bank. */
    async rename(
      familyId: number,
      id: number,
      patch: { name?: string; personId?: number | null },
    ): Promise<StoredPiggyBank | undefined> {
      const row = await db
        .updateTable('piggy_banks')
        .set({
          ...(patch.name === undefined ? {} : { name: patch.name }),
          ...(patch.personId === undefined ? {} : { person_id: patch.personId }),
        })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .where('deleted_at', 'is', null)
        .returning(BANK_COLUMNS)
        .executeTakeFirst();
      return row && toPiggyBank(row);
    },

    /** Marks the bank deleted, keeping its row and history; false when the family has no such bank. */
    async markDeleted(familyId: number, id: number): Promise<boolean> {
      const result = await db
        .updateTable('piggy_banks')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Tasks that paid into the bank stop paying; answers the lists they are on. */
    async detachTasks(familyId: number, bankId: number): Promise<number[]> {
      const rows = await db
        .updateTable('task_items')
        .set({ target_piggy_bank_id: null })
        .where('family_id', '=', familyId)
        .where('target_piggy_bank_id', '=', bankId)
        .returning('list_id')
        .execute();
      return [...new Set(rows.map((row) => row.list_id))];
    },

    /**
     * Adds a positive amount to a bank and records it. Fails, changing nothing, when the bank is
     * gone or the balance would leave the money bounds. Run it in a transaction.
     */
    async deposit(
      familyId: number,
      bankId: number,
      amountCents: number,
      reason: string,
      taskItemId: number | null,
    ): Promise<DepositResult> {
      const updated = await db
        .updateTable('piggy_banks')
        .set((eb) => ({ balance_cents: eb('balance_cents', '+', amountCents) }))
        .where('id', '=', bankId)
        .where('family_id', '=', familyId)
        .where('deleted_at', 'is', null)
        .where('balance_cents', '<=', MAX_CENTS - amountCents)
        .returning('balance_cents')
        .executeTakeFirst();
      if (!updated) {
        const exists = await banksOf(familyId).where('id', '=', bankId).executeTakeFirst();
        return { ok: false, reason: exists ? AMOUNT_RANGE_MESSAGE : BANK_NOT_FOUND_MESSAGE };
      }
      await recordTransaction(db, {
        familyId,
        bankId,
        amountCents,
        reason,
        taskItemId,
        kind: taskItemId === null ? 'set' : 'payout',
      });
      return { ok: true, balanceCents: updated.balance_cents };
    },
  };
}

export type PiggyBanksRepo = ReturnType<typeof createPiggyBanksRepo>;
