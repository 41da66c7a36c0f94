import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../../test/support/databases';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

describe.each(dialects)('moving plans from members to families on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('gives each family the plan its first member had, and members no plan of their own', async () => {
    database = await createTestDatabase(dialect);
    const db = database.handle.db;
    // Back to the schema before 0009: the plan on each member.
    await sql`delete from luno_migrations where name = ${'0009-family-plans'}`.execute(db);
    await sql`drop table stripe_events`.execute(db);
    await sql`drop table family_invites`.execute(db);
    await sql`drop index families_stripe_customer_key`.execute(db);
    for (const column of [
      'subscription_status',
      'subscription_tier',
      'stripe_customer_id',
      'stripe_subscription_id',
      'plan_period_end',
      'plan_cancel_at_period_end',
      'trial_used',
    ]) {
      await sql`alter table families drop column ${sql.ref(column)}`.execute(db);
    }
    await sql`alter table users add column subscription_status text not null default 'active'`.execute(db);
    await sql`alter table users add column subscription_tier text not null default 'core'`.execute(db);

    const now = new Date().toISOString();
    const family = async (name: string) =>
      (
        await sql<{
          id: number;
        }>`insert into families (name, time_zone, created_at) values (${name}, 'UTC', ${now}) returning id`.execute(
          db,
        )
      ).rows[0]!.id;
    const lapsed = await family('Lapsed');
    const forever = await family('Forever');
    const member = (familyId: number, email: string, status: string, tier: string) =>
      sql`insert into users (family_id, email, subscription_status, subscription_tier, created_at)
          values (${familyId}, ${email}, ${status}, ${tier}, ${now})`.execute(db);
    await member(lapsed, 'a@example.com', 'canceled', 'plus');
    await member(forever, 'b@example.com', 'active', 'plus_forever');

    await migrateToLatest(db, dialect, migrations, { allowUnorderedMigrations: true });

    const families = await db
      .selectFrom('families')
      .select(['id', 'subscription_status', 'subscription_tier', 'trial_used', 'stripe_customer_id'])
      .orderBy('id')
      .execute();
    expect(families).toEqual([
      {
        id: lapsed,
        subscription_status: 'canceled',
        subscription_tier: 'plus',
        trial_used: 0,
        stripe_customer_id: null,
      },
      {
        id: forever,
        subscription_status: 'active',
        subscription_tier: 'plus_forever',
        trial_used: 0,
        stripe_customer_id: null,
      },
    ]);
    const userColumns = Object.keys((await sql`select * from users limit 1`.execute(db)).rows[0] as object);
    expect(userColumns).not.toContain('subscription_status');
  });
});
