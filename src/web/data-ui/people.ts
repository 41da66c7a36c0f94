/**
 * The family's people as boards and pages show them: who a task is for, and whose colour it wears.
 * Free of zod so a board's views can use it.
 */
import type { Person } from '../../common/schemas/people';
import type { TaskItem } from '../../common/schemas/tasks';

export type PeopleById = ReadonlyMap<number, Person>;

export function peopleById(people: readonly Person[] | undefined): PeopleById {
  return new Map((people ?? []).map((person) => [person.id, person]));
}

type TaskPeople = Pick<TaskItem, 'assignee' | 'assigneeId'> & {
  // Answers kept from before people existed (a display's stored answers) lack these.
  rotation?: TaskItem['rotation'];
  pendingApproval?: TaskItem['pendingApproval'];
};

/**
 * The person a task is shown as theirs: who ticked it while it waits for an OK, whose turn it is,
 * else whoever does it.
 */
export function personOfTask(item: TaskPeople, people: PeopleById): Person | undefined {
  const id = item.pendingApproval?.personId ?? (item.rotation ? item.rotation.upId : item.assigneeId);
  return id == null ? undefined : people.get(id);
}

/**
 * Whether a task is on `personId`'s board: theirs, their turn now, or up for grabs among them; an
 * old task by its free-text name.
 */
export function isTaskFor(item: TaskPeople, personId: number, people: PeopleById): boolean {
  const rotation = item.rotation;
  if (rotation)
    return rotation.mode === 'grabs' ? rotation.peopleIds.includes(personId) : rotation.upId === personId;
  if (item.assigneeId != null) return item.assigneeId === personId;
  const name = people.get(personId)?.name;
  return name !== undefined && item.assignee?.trim().toLowerCase() === name.trim().toLowerCase();
}

/** A person as lists and pickers name them: their emoji, when they have one, before their name. */
export function personLabel(person: Pick<Person, 'emoji' | 'name'>): string {
  return person.emoji ? `${person.emoji} ${person.name}` : person.name;
}
