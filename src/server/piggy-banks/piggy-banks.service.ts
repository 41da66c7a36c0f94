import type { PiggyBank } from '../../common/schemas/piggy-banks';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createPiggyBanksRepo } from './piggy-banks.repo';

/** The bank the single-bank form on Manage Screens creates when the family has none. */
const DEFAULT_BANK_NAME = 'Piggy Bank';

/** Every write to a family's piggy banks: one transaction each, announced once it commits. */
export function createPiggyBanksService(db: Db, changes: Changes) {
  return {
    create(familyId: number, name: string, balanceCents: number): Promise<PiggyBank> {
      return transact(db, changes, async (trx, announce) => {
        const bank = await createPiggyBanksRepo(trx).create(familyId, name, balanceCents);
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

    /**
     * The single-bank form: sets the family's first bank, creating it when there is none. The
     * family is locked first, so saves arriving together create one bank, not one each.
     */
    setSingleBankBalance(familyId: number, balanceCents: number): Promise<PiggyBank | undefined> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const banks = createPiggyBanksRepo(trx);
        const first = await banks.first(familyId);
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
