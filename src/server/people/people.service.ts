import {
  type CreatePersonRequest,
  MEMBER_NOT_DELETABLE_MESSAGE,
  PERSON_NOT_FOUND_MESSAGE,
  type Person,
  PROFILE_LIMITS,
  type UpdatePersonRequest,
} from '../../common/schemas/people';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { conflict, notFound } from '../domain-errors';
import { createFamilyEventsRepo } from '../family-calendar/family-events.repo';
import type { Changes } from '../live/changes';
import { leaveRotations } from '../tasks/leave-rotations';
import { createPeopleRepo } from './people.repo';

/** Every write to a family's people: one transaction each, announced once it commits. */
export function createPeopleService(db: Db, changes: Changes) {
  return {
    /**
     * A profile without a log-in: a child, or a grown-up such as a grandparent. The family is
     * locked, so its limit holds under races.
     */
    addProfile(familyId: number, request: CreatePersonRequest): Promise<Person> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const people = createPeopleRepo(trx);
        const limit = PROFILE_LIMITS[request.kind];
        if ((await people.countKind(familyId, request.kind)) >= limit.max) throw conflict(limit.message);
        const person = await people.createProfile(familyId, request.kind, {
          name: request.name,
          color: request.color,
          emoji: request.emoji,
        });
        announce(familyId, 'people', [person.id]);
        return person;
      });
    },

    /** Anyone's name, colour or emoji. Tasks showing their name show the new one. */
    update(familyId: number, id: number, patch: UpdatePersonRequest): Promise<Person> {
      return transact(db, changes, async (trx, announce) => {
        const person = await createPeopleRepo(trx).update(familyId, id, patch);
        if (!person) throw notFound(PERSON_NOT_FOUND_MESSAGE);
        announce(familyId, 'people', [id]);
        if (patch.name !== undefined) announce(familyId, 'task-items');
        return person;
      });
    },

    /**
     * Deletes a profile (a child, a grown-up without a log-in). What named them stays, unassigned: their tasks, banks and calendars lose
     * their person (the family calendar's events too), and the rotations they were in go on with
     * the others. A member cannot be deleted here: they leave on the Account page.
     */
    delete(familyId: number, id: number): Promise<void> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const people = createPeopleRepo(trx);
        const person = await people.find(familyId, id);
        if (!person) throw notFound(PERSON_NOT_FOUND_MESSAGE);
        if (person.kind === 'member') throw conflict(MEMBER_NOT_DELETABLE_MESSAGE);
        const named = await people.namedBy(familyId, id);
        const lists = new Set([...named.taskLists, ...(await leaveRotations(trx, familyId, id))]);
        await people.deleteProfile(familyId, id);
        const events = await createFamilyEventsRepo(trx).forgetPerson(familyId, id, new Date().toISOString());
        announce(familyId, 'people', [id]);
        if (events.length > 0) announce(familyId, 'events', events);
        if (lists.size > 0) announce(familyId, 'task-items', [...lists]);
        if (named.piggyBanks.length > 0) announce(familyId, 'piggy-banks', named.piggyBanks);
        if (named.calendars.length > 0) announce(familyId, 'calendars', named.calendars);
      });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
