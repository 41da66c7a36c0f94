import { PostgresAdapter } from 'kysely';
import type { Announced, Change, Changes } from '../live/changes';
import type { Db } from './database';

/** Records that a write changed `resource` of a family; announced only once the transaction commits. */
export type Announce = (familyId: number, resource: Announced, ids?: number[]) => void;

const pendingByTransaction = new WeakMap<Db, Change[]>();

/**
 * Runs a service's write in one transaction, joining the caller's when `db` already is one, so a
 * webhook, a sync or a pairing can wrap several services' writes together. What `work` announces is
 * published after the outermost transaction commits, and not at all when it rolls back; the write
 * returns once the publishing has settled, so a session it ended is refused everywhere by then.
 */
export async function transact<T>(
  db: Db,
  changes: Changes,
  work: (trx: Db, announce: Announce) => Promise<T>,
): Promise<T> {
  const joined = db.isTransaction ? pendingByTransaction.get(db) : undefined;
  if (db.isTransaction && !joined) throw new Error('transact() can only join a transaction it opened');
  const announceTo =
    (pending: Change[]): Announce =>
    (familyId, resource, ids = []) =>
      pending.push({ familyId, resource, ids });
  if (joined) return work(db, announceTo(joined));
  const pending: Change[] = [];
  const result = await db.transaction().execute((trx) => {
    pendingByTransaction.set(trx, pending);
    return work(trx, announceTo(pending));
  });
  await Promise.all(pending.map((change) => changes.publish(change)));
  return result;
}

/**
 * Serialises changes to one family's rows for the rest of the transaction (count-then-insert,
 * "create if none yet", positions). SQLite runs one write transaction at a time already;
 * PostgreSQL needs the family row locked.
 *
 * The lock is FOR NO KEY UPDATE: it orders every locking write of the family, but does not stop a
 * write that only references the family (every insert of a family's row takes a KEY SHARE lock on
 * it for the foreign key). With FOR UPDATE, a chore's payout — which updates its bank and then
 * inserts the history row — and a withdrawal holding the family lock and waiting for that bank
 * deadlocked on PostgreSQL.
 */
export async function lockFamily(trx: Db, familyId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('families').select('id').where('id', '=', familyId).forNoKeyUpdate().execute();
}
