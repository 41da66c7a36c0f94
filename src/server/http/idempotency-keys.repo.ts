import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { IdempotencyKeysTable } from '../db/schema';

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

/** One key of one sender within a family. */
export interface IdempotencyScope {
  familyId: number;
  actor: string;
  key: string;
}

/** What a request reserving a key (or taking a stale one over) writes on its row. */
export interface Reservation {
  requestHash: string;
  owner: string;
  lockedUntil: string;
  createdAt: string;
  expiresAt: string;
}

/** The answer kept for repeats. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The `Idempotency-Key` rows (http/idempotency.ts). Every write is conditional on the row's owner. */
export function createIdempotencyKeysRepo(db: Db) {
  const reservationColumns = (reservation: Reservation) => ({
    request_hash: reservation.requestHash,
    owner: reservation.owner,
    locked_until: reservation.lockedUntil,
    created_at: reservation.createdAt,
    expires_at: reservation.expiresAt,
  });

  return {
    /** The key's row for this request, unless the key has a row already: its id, or undefined. */
    async reserve(scope: IdempotencyScope, reservation: Reservation): Promise<number | undefined> {
      const row = await db
        .insertInto('idempotency_keys')
        .values({
          family_id: scope.familyId,
          actor: scope.actor,
          idempotency_key: scope.key,
          ...reservationColumns(reservation),
        })
        .onConflict((conflict) => conflict.columns(['family_id', 'actor', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async find(scope: IdempotencyScope): Promise<IdempotencyKeyRow | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('family_id', '=', scope.familyId)
        .where('actor', '=', scope.actor)
        .where('idempotency_key', '=', scope.key)
        .executeTakeFirst();
    },

    /**
     * Makes the row this request's, starting over, if `previousOwner` still holds it (a reservation
     * whose request died, or a key past its day); false when another request got there first.
     */
    async takeOver(familyId: number, id: number, previousOwner: string, reservation: Reservation) {
      const result = await db
        .updateTable('idempotency_keys')
        .set({
          ...reservationColumns(reservation),
          response_status: null,
          response_headers: null,
          response_body: null,
        })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where('owner', '=', previousOwner)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Keeps the answer on the owner's row; nothing when the row was taken over or deleted meanwhile. */
    async finish(familyId: number, id: number, owner: string, answer: KeptAnswer): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({
          response_status: answer.status,
          response_headers: JSON.stringify(answer.headers),
          response_body: answer.body,
        })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where('owner', '=', owner)
        .execute();
    },

    /** Gives the key up (an answer not to keep): a repeat then does the write. */
    async release(familyId: number, id: number, owner: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .where('owner', '=', owner)
        .execute();
    },

    /** Every family's keys past their day; how many went. */
    async removeExpired(nowIso: string): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('expires_at', '<=', nowIso)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type IdempotencyKeysRepo = ReturnType<typeof createIdempotencyKeysRepo>;

/** The answer a completed row keeps; undefined while it is pending. */
export function keptAnswer(row: IdempotencyKeyRow): KeptAnswer | undefined {
  if (row.response_status === null) return undefined;
  return {
    status: row.response_status,
    headers: JSON.parse(row.response_headers ?? '{}') as Record<string, string>,
    body: row.response_body ?? '',
  };
}
