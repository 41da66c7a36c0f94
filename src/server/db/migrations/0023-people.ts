import { type Kysely, sql } from 'kysely';
import { colorInTurn, nameFromEmail } from '../../../common/people';
import type { MigrationFactory } from '.';
import { familyRef, withId } from './helpers';

/**
 * The family's people (issue 29): one table for members (a row per account in the family, made
 * with the account) and children (profiles without a log-in), so a person's id never collides
 * whatever their kind. Tasks name who does them (`assignee_id`) and how they rotate (`rotation`,
 * JSON); a piggy bank and a calendar source may belong to a person. Deleting a person leaves the
 * rows that named them, unassigned.
 */
export const people: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('people'), dialect)
      .addColumn('family_id', 'integer', familyRef)
      .addColumn('kind', 'text', (c) => c.notNull())
      // A member's account; deleting the account deletes its person rows.
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('emoji', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('people_family_idx').on('people').column('family_id').execute();
    // One row per member and family: a member who leaves and comes back finds their colour again.
    await db.schema
      .createIndex('people_family_user_key')
      .on('people')
      .columns(['family_id', 'user_id'])
      .unique()
      .execute();
    await db.schema.createIndex('people_user_idx').on('people').column('user_id').execute();

    await addMemberRows(db);

    const personRef = (table: string, column: string) =>
      db.schema
        .alterTable(table)
        .addColumn(column, 'integer', (c) => c.references('people.id').onDelete('set null'))
        .execute();
    await personRef('task_items', 'assignee_id');
    await db.schema.alterTable('task_items').addColumn('rotation', 'text').execute();
    await personRef('piggy_banks', 'person_id');
    await personRef('calendar_sources', 'person_id');
    await db.schema.createIndex('task_items_assignee_idx').on('task_items').column('assignee_id').execute();
    await db.schema.createIndex('piggy_banks_person_idx').on('piggy_banks').column('person_id').execute();
    await db.schema
      .createIndex('calendar_sources_person_idx')
      .on('calendar_sources')
      .column('person_id')
      .execute();
  },
});

/** A person row for every account, in each family the order they joined, named from their address. */
export async function addMemberRows(db: Kysely<unknown>): Promise<void> {
  const users = await sql<{ id: number; family_id: number; email: string }>`
    select id, family_id, email from users order by family_id, id
  `.execute(db);
  const now = new Date().toISOString();
  const counts = new Map<number, number>();
  const rows = users.rows.map((user) => {
    const count = counts.get(user.family_id) ?? 0;
    counts.set(user.family_id, count + 1);
    return {
      family_id: user.family_id,
      kind: 'member',
      user_id: user.id,
      name: nameFromEmail(user.email),
      color: colorInTurn(count),
      emoji: null,
      created_at: now,
    };
  });
  for (let index = 0; index < rows.length; index += 500) {
    await (db as Kysely<{ people: (typeof rows)[number] }>)
      .insertInto('people')
      .values(rows.slice(index, index + 500))
      .execute();
  }
}
