import {
  BANK_PERSON_MESSAGE,
  OPENING_BALANCE_NEGATIVE_MESSAGE,
  type PiggyBank,
} from '../../common/schemas/piggy-banks';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { badRequest } from '../http/errors';
import type { Changes } from '../live/changes';
import { createPeopleRepo } from '../people/people.repo';
import { createPiggyBanksRepo } from './piggy-banks.repo';

/** The bank the single-bank form on Manage Screens creates when the family has none. */
const DEFAULT_BANK_NAME = 'Piggy Bank';

/** Every write to a family's piggy banks: one transaction each, announced once it commits. */
export function createPiggyBanksService(db: Db, changes: Changes) {
  async function requirePerson(trx: Db, familyId: number, personId: number | null | undefined) {
    if (personId == null) return;
    if (!(await createPeopleRepo(trx).find(familyId, personId))) throw badRequest(BANK_PERSON_MESSAGE);
  }

  return {
    create(
      familyId: number,
      name: string,
      balanceCents: number,
      personId: number | null = null,
    ): Promise<PiggyBank> {
      return transact(db, changes, async (trx, announce) => {
        await requirePerson(trx, familyId, personId);
        const bank = await createPiggyBanksRepo(trx).create(familyId, name, balanceCents, personId);
        announce(familyId, 'piggy-banks', [bank.id]);
        return bank;
      });
    },

    /** Undefined when the family has no such bank. */
    setBalance(familyId: number, id: number, balanceCents: number): Promise<PiggyBank | undefined> {
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
    ): Promise<PiggyBank | undefined> {
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
    setSingleBankBalance(familyId: number, balanceCents: number): Promise<PiggyBank | undefined> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const banks = createPiggyBanksRepo(trx);
        const first = await banks.first(familyId);
        if (!first && balanceCents < 0) throw badRequest(OPENING_BALANCE_NEGATIVE_MESSAGE);
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
