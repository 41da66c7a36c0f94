import type { PiggyBank } from '../../common/schemas/piggy-banks';
import type { Db } from '../db/database';
import { inTransaction, lockFamily } from '../db/transaction';
import { createPiggyBanksRepo } from './piggy-banks.repo';

/** The bank the single-bank form on Manage Screens creates when the family has none. */
const DEFAULT_BANK_NAME = 'Piggy Bank';

export function createPiggyBanksService(db: Db) {
  return {
    /**
     * The single-bank form: sets the family's first bank, creating it when there is none. The
     * family is locked first, so saves arriving together create one bank, not one each.
     */
    setSingleBankBalance(familyId: number, balanceCents: number): Promise<PiggyBank | undefined> {
      return inTransaction(db, async (trx) => {
        await lockFamily(trx, familyId);
        const banks = createPiggyBanksRepo(trx);
        const first = await banks.first(familyId);
        return first
          ? banks.setBalance(familyId, first.id, balanceCents)
          : banks.create(familyId, DEFAULT_BANK_NAME, balanceCents);
      });
    },
  };
}
