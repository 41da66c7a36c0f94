import type { Db } from '../db/database';

export interface MailingListEntry {
  email: string;
  source: string;
  createdAt: string;
}

/** The mailing list: addresses people gave to hear from Luno. Not family data. */
export function createMailingListRepo(db: Db) {
  return {
    /** Adds the address unless it is on the list already; true when it was new. */
    async add(email: string, source: string, createdAt: string): Promise<boolean> {
      const result = await db
        .insertInto('mailing_list')
        .values({ email, source, created_at: createdAt })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Everyone on the list, in the order they joined. */
    async list(): Promise<MailingListEntry[]> {
      const rows = await db.selectFrom('mailing_list').selectAll().orderBy('id').execute();
      return rows.map((row) => ({ email: row.email, source: row.source, createdAt: row.created_at }));
    },
  };
}

export type MailingListRepo = ReturnType<typeof createMailingListRepo>;
