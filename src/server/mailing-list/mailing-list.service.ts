import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import { createMailingListRepo } from './mailing-list.repo';

/** Where an address came from, kept with it. */
export type MailingListSource = 'demo';

export function createMailingListService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  return {
    /** Puts the address on the list once; giving it again changes nothing. */
    subscribe(email: string, source: MailingListSource): Promise<boolean> {
      return transact(db, changes, (trx) =>
        createMailingListRepo(trx).add(email, source, now().toISOString()),
      );
    },
  };
}

export type MailingListService = ReturnType<typeof createMailingListService>;
