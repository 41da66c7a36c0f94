import type { TakeOutKind } from '../../common/savings';
import {
  BALANCE_NEGATIVE_MESSAGE,
  BANK_PERSON_MESSAGE,
  GOAL_PHOTO_MESSAGE,
  OPENING_BALANCE_NEGATIVE_MESSAGE,
  overBalanceMessage,
} from '../../common/schemas/piggy-banks';
import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { invalid } from '../domain-errors';
import type { Changes } from '../live/changes';
import { createPeopleRepo } from '../people/people.repo';
import { createPhotosRepo } from '../photos/photos.repo';
import { createPiggyBankGoalsRepo, type StoredGoal } from './piggy-bank-goals.repo';
import type { StoredTransaction } from './piggy-bank-history.repo';
import { createPiggyBanksRepo, type StoredPiggyBank } from './piggy-banks.repo';

/** The bank the single-bank form on Manage Screens creates when the family has none. */
const DEFAULT_BANK_NAME = 'Piggy Bank';

/** Every write to a family's piggy banks: one transaction each, announced once it commits. */
export function createPiggyBanksService(db: Db, changes: Changes) {
  async function requirePerson(trx: Db, familyId: number, personId: number | null | undefined) {
    if (personId == null) return;
    if (!(await createPeopleRepo(trx).find(familyId, personId))) throw invalid(BANK_PERSON_MESSAGE);
  }

  return {
    /**
     * Sets or replaces the bank's savings goal; its picture must be one of the family's photos.
     * Undefined when the family has no such bank.
     */
    setGoal(
      familyId: number,
      bankId: number,
      goal: { name: string; cents: number; photoId: number | null },
    ): Promise<StoredGoal | undefined> {
      return transact(db, changes, async (trx, announce) => {
        if (goal.photoId !== null && !(await createPhotosRepo(trx).findServed(familyId, goal.photoId))) {
          throw invalid(GOAL_PHOTO_MESSAGE);
        }
        const goals = createPiggyBankGoalsRepo(trx);
        if (!(await goals.setGoal(familyId, bankId, goal))) return undefined;
        announce(familyId, 'piggy-banks', [bankId]);
        return (await goals.goal(familyId, bankId)) ?? undefined;
      });
    },

    /** The bank has no goal any more (it may have had none); false when the family has no such bank. */
    clearGoal(familyId: number, bankId: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        if (!(await createPiggyBankGoalsRepo(trx).setGoal(familyId, bankId, null))) return false;
        announce(familyId, 'piggy-banks', [bankId]);
        return true;
      });
    },

    /**
     * An adult takes money out of a bank, or records a spend, with a note: one history row, never
     * below zero. The family is locked first, as for its other money writes, so withdrawals
     * arriving together are taken one after another; a chore's payout landing meanwhile is one
     * conditional update of the same bank row, which the database orders with this one.
     * Undefined when the family has no such bank; 400, changing nothing, when it holds too little.
     */
    takeOut(
      familyId: number,
      bankId: number,
      request: { cents: number; kind: TakeOutKind; note: string | null },
    ): Promise<{ bank: StoredPiggyBank; transaction: StoredTransaction } | undefined> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const outcome = await createPiggyBanksRepo(trx).takeOut(
          familyId,
          bankId,
          request.cents,
          request.kind,
          request.note,
        );
        if (!outcome.ok) {
          if (outcome.reason === 'not-found') return undefined;
          const currency = await createAccountsRepo(trx).familyCurrency(familyId);
          throw invalid(overBalanceMessage(outcome.name, outcome.balanceCents, currency));
        }
        announce(familyId, 'piggy-banks', [bankId]);
        return { bank: outcome.bank, transaction: outcome.transaction };
      });
    },

    create(
      familyId: number,
      name: string,
      balanceCents: number,
      personId: number | null = null,
    ): Promise<StoredPiggyBank> {
      return transact(db, changes, async (trx, announce) => {
        await requirePerson(trx, familyId, personId);
        const bank = await createPiggyBanksRepo(trx).create(familyId, name, balanceCents, personId);
        announce(familyId, 'piggy-banks', [bank.id]);
        return bank;
      });
    },

    /** Undefined when the family has no such bank. */
    setBalance(familyId: number, id: number, balanceCents: number): Promise<StoredPiggyBank | undefined> {
      return transact(db, changes, async (trx, announce) => {
        const bank = await createPiggyBanksRepo(trx).setBalance(familyId, id, balanceCents);
        if (bank) announce(familyId, 'piggy-banks', [bank.id]);
        return bank;
      });
    },

    /** A new name and/or whose bank it is; undefined when the family has no such bank. */
    rename(
      familyId: number,
      id: number,
      patch: { name?: string; personId?: number | null },
    ): Promise<StoredPiggyBank | undefined> {
      return transact(db, changes, async (trx, announce) => {
        await requirePerson(trx, familyId, patch.personId);
        const bank = await createPiggyBanksRepo(trx).rename(familyId, id, patch);
        if (bank) announce(familyId, 'piggy-banks', [bank.id]);
        return bank;
      });
    },

    /**
     * Deletes a bank but keeps its history (see docs/decisions.md); tasks that paid into it keep
     * their value and stop paying. False when the family has no such bank.
     */
    delete(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const banks = createPiggyBanksRepo(trx);
        if (!(await banks.markDeleted(familyId, id))) return false;
        const lists = await banks.detachTasks(familyId, id);
        announce(familyId, 'piggy-banks', [id]);
        if (lists.length > 0) announce(familyId, 'task-items', lists);
        return true;
      });
    },

    /**
     * The single-bank form: sets the family's first bank, creating it when there is none. The
     * family is locked first, so saves arriving together create one bank, not one each.
     */
    setSingleBankBalance(familyId: number, balanceCents: number): Promise<StoredPiggyBank | undefined> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const banks = createPiggyBanksRepo(trx);
        const first = await banks.first(familyId);
        if (balanceCents < 0) {
          throw invalid(first ? BALANCE_NEGATIVE_MESSAGE : OPENING_BALANCE_NEGATIVE_MESSAGE);
        }
        const bank = first
          ? await banks.setBalance(familyId, first.id, balanceCents)
          : await banks.create(familyId, DEFAULT_BANK_NAME, balanceCents);
        if (bank) announce(familyId, 'piggy-banks', [bank.id]);
        return bank;
      });
    },
  };
}

export type PiggyBanksService = ReturnType<typeof createPiggyBanksService>;
