import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PushSubscriptionsTable } from '../db/schema';

/** A member's device as stored. */
export interface StoredPushSubscription {
  id: number;
  familyId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: string | null;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const COLUMNS = [
  'push_subscriptions.id',
  'push_subscriptions.family_id',
  'push_subscriptions.user_id',
  'push_subscriptions.endpoint',
  'push_subscriptions.p256dh',
  'push_subscriptions.auth',
  'push_subscriptions.expiration_time',
  'push_subscriptions.name',
  'push_subscriptions.created_at',
  'push_subscriptions.last_used_at',
] as const;

/** A row as the columns above read it. */
type Row = Selectable<PushSubscriptionsTable>;

const toStored = (row: Row): StoredPushSubscription => ({
  id: row.id,
  familyId: row.family_id,
  userId: row.user_id,
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
  expirationTime: row.expiration_time,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: string | null;
  name: string;
}

/** Members' devices that take notifications. Pass a transaction to take part in it. */
export function createPushSubscriptionsRepo(db: Db) {
  /** The devices of members who are still in the family. */
  const membersDevices = (familyId: number) =>
    db
      .selectFrom('push_subscriptions')
      .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
      .select(COLUMNS)
      .where('push_subscriptions.family_id', '=', familyId)
      .where('users.family_id', '=', familyId);

  return {
    /** The member's devices, oldest first. */
    async listForMember(familyId: number, userId: number): Promise<StoredPushSubscription[]> {
      const rows = await membersDevices(familyId)
        .where('push_subscriptions.user_id', '=', userId)
        .orderBy('push_subscriptions.id')
        .execute();
      return rows.map(toStored);
    },

    /** The devices of these members of the family. */
    async forMembers(familyId: number, userIds: readonly number[]): Promise<StoredPushSubscription[]> {
      if (userIds.length === 0) return [];
      const rows = await membersDevices(familyId)
        .where('push_subscriptions.user_id', 'in', [...userIds])
        .orderBy('push_subscriptions.id')
        .execute();
      return rows.map(toStored);
    },

    async find(familyId: number, id: number): Promise<StoredPushSubscription | undefined> {
      const row = await membersDevices(familyId).where('push_subscriptions.id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    /** Whoever's it is: an endpoint belongs to one browser, whichever member last subscribed it. */
    async findByEndpoint(endpoint: string): Promise<StoredPushSubscription | undefined> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select(COLUMNS)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return row && toStored(row);
    },

    async insert(familyId: number, userId: number, values: NewPushSubscription, at: string): Promise<number> {
      const row = await db
        .insertInto('push_subscriptions')
        .values({
          family_id: familyId,
          user_id: userId,
          endpoint: values.endpoint,
          p256dh: values.p256dh,
          auth: values.auth,
          expiration_time: values.expirationTime,
          name: values.name,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The same browser subscribing again: its keys may have changed. */
    async update(familyId: number, id: number, values: NewPushSubscription): Promise<void> {
      await db
        .updateTable('push_subscriptions')
        .set({
          p256dh: values.p256dh,
          auth: values.auth,
          expiration_time: values.expirationTime,
          name: values.name,
        })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .execute();
    },

    /** Deletes one device of the member; false when the member has no such device. */
    async deleteForMember(familyId: number, userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async delete(familyId: number, id: number): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .execute();
    },

    async markUsed(familyId: number, id: number, at: string): Promise<void> {
      await db
        .updateTable('push_subscriptions')
        .set({ last_used_at: at })
        .where('family_id', '=', familyId)
        .where('id', '=', id)
        .execute();
    },
  };
}

export type PushSubscriptionsRepo = ReturnType<typeof createPushSubscriptionsRepo>;
