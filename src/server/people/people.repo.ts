import { sql } from 'kysely';
import { colorInTurn, nameFromEmail, type PersonKind, type ProfileKind } from '../../common/people';
import type { Person } from '../../common/schemas/people';
import type { Db } from '../db/database';

interface PersonRow {
  id: number;
  name: string;
  color: string;
  emoji: string | null;
  kind: string;
}

const toPerson = (row: PersonRow): Person => ({
  id: row.id,
  name: row.name,
  color: row.color,
  emoji: row.emoji,
  kind: row.kind as PersonKind,
});

export interface PersonValues {
  name: string;
  color: string;
  emoji: string | null;
}

/**
 * The family's people: its profiles without a log-in (children, other grown-ups), and its members (a row per member and family, made with
 * the account or when they join). A member who left keeps their row in the family they left, so
 * the tasks that named them still read their name, but is no longer listed or found there.
 * Pass a transaction to take part in it.
 */
export function createPeopleRepo(db: Db) {
  /** The family's current people: profiles, and members whose account is still in the family. */
  const peopleOf = (familyId: number) =>
    db
      .selectFrom('people')
      .leftJoin('users', 'users.id', 'people.user_id')
      .select(['people.id', 'people.name', 'people.color', 'people.emoji', 'people.kind'])
      .where('people.family_id', '=', familyId)
      .where((eb) => eb.or([eb('people.kind', '!=', 'member'), eb('users.family_id', '=', familyId)]));

  async function count(familyId: number, kind?: PersonKind): Promise<number> {
    let query = db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('family_id', '=', familyId);
    if (kind) query = query.where('kind', '=', kind);
    return Number((await query.executeTakeFirstOrThrow()).n);
  }

  return {
    /** Members first, then the other grown-ups, then children, each in the order they came. */
    async list(familyId: number): Promise<Person[]> {
      const rows = await peopleOf(familyId)
        .orderBy(sql`case people.kind when 'member' then 0 when 'adult' then 1 else 2 end`)
        .orderBy('people.id')
        .execute();
      return rows.map(toPerson);
    },

    async find(familyId: number, id: number): Promise<Person | undefined> {
      const row = await peopleOf(familyId).where('people.id', '=', id).executeTakeFirst();
      return row && toPerson(row);
    },

    /** Which of `ids` are the family's current people. */
    async existing(familyId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await peopleOf(familyId)
        .where('people.id', 'in', [...ids])
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    countKind(familyId: number, kind: ProfileKind): Promise<number> {
      return count(familyId, kind);
    },

    async createProfile(familyId: number, kind: ProfileKind, values: PersonValues): Promise<Person> {
      const row = await db
        .insertInto('people')
        .values({
          family_id: familyId,
          kind,
          user_id: null,
          ...values,
          created_at: new Date().toISOString(),
        })
        .returning(['id', 'name', 'color', 'emoji', 'kind'])
        .executeTakeFirstOrThrow();
      return toPerson(row);
    },

    /**
     * Gives a member a row in the family they are now in, named from their address and coloured
     * in turn; a member coming back finds the row they had.
     */
    async addMember(familyId: number, userId: number, email: string): Promise<void> {
      await db
        .insertInto('people')
        .values({
          family_id: familyId,
          kind: 'member',
          user_id: userId,
          name: nameFromEmail(email),
          color: colorInTurn(await count(familyId)),
          emoji: null,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['family_id', 'user_id']).doNothing())
        .execute();
    },

    /** A member's own row in the family. */
    async memberPersonId(familyId: number, userId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('people')
        .select('id')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.id;
    },

    /** Undefined when the family has no such person. */
    async update(familyId: number, id: number, patch: Partial<PersonValues>): Promise<Person | undefined> {
      if (!(await peopleOf(familyId).where('people.id', '=', id).executeTakeFirst())) return undefined;
      const row = await db
        .updateTable('people')
        .set(patch)
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .returning(['id', 'name', 'color', 'emoji', 'kind'])
        .executeTakeFirst();
      return row && toPerson(row);
    },

    /** Deletes a profile; whatever named them is left unassigned (the references are set null). */
    async deleteProfile(familyId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('people')
        .where('id', '=', id)
        .where('family_id', '=', familyId)
        .where('kind', '!=', 'member')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The lists of tasks, banks and calendars that name the person: what a deletion changes. */
    async namedBy(familyId: number, personId: number) {
      const lists = await db
        .selectFrom('task_items')
        .select('list_id')
        .where('family_id', '=', familyId)
        .where('assignee_id', '=', personId)
        .execute();
      const banks = await db
        .selectFrom('piggy_banks')
        .select('id')
        .where('family_id', '=', familyId)
        .where('person_id', '=', personId)
        .execute();
      const calendars = await db
        .selectFrom('calendar_sources')
        .select('id')
        .where('family_id', '=', familyId)
        .where('person_id', '=', personId)
        .execute();
      return {
        taskLists: [...new Set(lists.map((row) => row.list_id))],
        piggyBanks: banks.map((row) => row.id),
        calendars: calendars.map((row) => row.id),
      };
    },
  };
}

export type PeopleRepo = ReturnType<typeof createPeopleRepo>;
