import { AMOUNT_RANGE_MESSAGE, MAX_CENTS } from '../../common/money';
import type { MoneyEntry, TakeOutKind, TransactionKind } from '../../common/savings';
import type { Db } from '../db/database';

/** Newest first; a bank's page shows recent activity, not its whole life. */
const TRANSACTION_HISTORY_LIMIT = 50;
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

/** A bank's savings goal, in cents, with the library photo it shows (if still there). */
export interface StoredGoal {
  name: string;
  cents: number;
  photo: { id: number; version: string | null; width: number | null } | null;
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

const toTransaction = (row: TransactionRow): StoredTransaction => ({
  id: row.id,
  piggyBankId: row.piggy_bank_id,
  amountCents: row.amount_cents,
  reason: row.reason,
  taskItemId: row.task_item_id,
  createdAt: row.created_at,
  kind: row.kind as TransactionKind,
  note: row.note,
});

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

  const record = (
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

    /** The bank's savings goal with its picture; null when it has none. */
    async goal(familyId: number, bankId: number): Promise<StoredGoal | null> {
      const row = await db
        .selectFrom('piggy_banks')
        .leftJoin('photos', (join) =>
          join
            .onRef('photos.id', '=', 'piggy_banks.goal_photo_id')
            .onRef('photos.family_id', '=', 'piggy_banks.family_id'),
        )
        .select([
          'piggy_banks.goal_name',
          'piggy_banks.goal_cents',
          'photos.id as photo_id',
          'photos.version as photo_version',
          'photos.width as photo_width',
        ])
        .where('piggy_banks.id', '=', bankId)
        .where('piggy_banks.family_id', '=', familyId)
        .executeTakeFirst();
      if (!row || row.goal_name === null || row.goal_cents === null) return null;
      return {
        name: row.goal_name,
        cents: row.goal_cents,
        photo:
          row.photo_id == null
            ? null
            : { id: row.photo_id, version: row.photo_version ?? null, width: row.photo_width ?? null },
      };
    },

    /** Sets or clears (null) the bank's goal; false when the family has no such bank. */
    async setGoal(
      familyId: number,
      bankId: number,
      goal: { name: string; cents: number; photoId: number | null } | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('piggy_banks')
        .set({
          goal_name: goal?.name ?? null,
          goal_cents: goal?.cents ?? null,
          goal_photo_id: goal?.photoId ?? null,
        })
        .where('id', '=', bankId)
        .where('family_id', '=', familyId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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
      const row = await record(db, {
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
        await record(db, {
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
          await record(db, {
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
      await record(db, {
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
