import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one, so a service can
 * wrap several repositories in one transaction and a repository can be used inside or outside it.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Serialises changes to one family's rows for the rest of the transaction (count-then-insert,
 * "create if none yet", positions). SQLite runs one write transaction at a time already;
 * PostgreSQL needs the family row locked.
 */
export async function lockFamily(trx: Db, familyId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('families').select('id').where('id', '=', familyId).forUpdate().execute();
}
