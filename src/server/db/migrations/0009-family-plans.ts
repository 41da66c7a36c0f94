import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * Accounts and money (issue 10). A family shares one plan, so the plan moves from each member to
 * the family, with the payment provider's customer and subscription beside it. Webhook events are
 * remembered so each is applied once. Invites let a member bring another adult into the family.
 */
export const familyPlans: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('families')
      .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('active'))
      .execute();
    await db.schema
      .alterTable('families')
      .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('plus_forever'))
      .execute();
    // The family's first member's plan is the family's (until now each family had one member).
    await sql`
      update families set
        subscription_status = coalesce((select u.subscription_status from users u
          where u.family_id = families.id order by u.id limit 1), subscription_status),
        subscription_tier = coalesce((select u.subscription_tier from users u
          where u.family_id = families.id order by u.id limit 1), subscription_tier)
    `.execute(db);
    await db.schema.alterTable('users').dropColumn('subscription_status').execute();
    await db.schema.alterTable('users').dropColumn('subscription_tier').execute();

    await db.schema.alterTable('families').addColumn('stripe_customer_id', 'text').execute();
    await db.schema.alterTable('families').addColumn('stripe_subscription_id', 'text').execute();
    // When the paid period (or the trial) ends, and whether the plan stops then instead of renewing.
    await db.schema.alterTable('families').addColumn('plan_period_end', 'text').execute();
    await db.schema
      .alterTable('families')
      .addColumn('plan_cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // A family's free trial is given once.
    await db.schema
      .alterTable('families')
      .addColumn('trial_used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('families_stripe_customer_key')
      .on('families')
      .column('stripe_customer_id')
      .unique()
      .execute();

    await db.schema
      .createTable('stripe_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('family_invites'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('family_invites_family_idx')
      .on('family_invites')
      .column('family_id')
      .execute();
  },
});
