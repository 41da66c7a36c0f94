import { describe, expect, it } from 'vitest';
import type { Person } from '../../common/schemas/people';
import type { TaskItem } from '../../common/schemas/tasks';
import { isTaskFor, peopleById, personOfTask } from './people';

const leo: Person = { id: 1, name: 'Leo', color: '#1e88e5', emoji: '🦁', kind: 'child' };
const maya: Person = { id: 2, name: 'Maya', color: '#d81b60', emoji: null, kind: 'child' };
const people = peopleById([leo, maya]);

const task = (fields: Partial<TaskItem>) => ({
  assignee: null,
  assigneeId: null,
  rotation: null,
  pendingApproval: null,
  ...fields,
});
const turns = (upId: number) => ({
  mode: 'turns' as const,
  peopleIds: [1, 2],
  startDay: '2026-11-25',
  upId,
  nextId: 3 - upId,
});

describe("a person's board", () => {
  it('holds their tasks, their turns and what they may grab, and old tasks by their typed name', () => {
    expect(isTaskFor(task({ assigneeId: 1 }), 1, people)).toBe(true);
    expect(isTaskFor(task({ assigneeId: 2 }), 1, people)).toBe(false);
    expect(isTaskFor(task({ rotation: turns(1) }), 1, people)).toBe(true);
    expect(isTaskFor(task({ rotation: turns(2) }), 1, people)).toBe(false);
    const grabs = {
      mode: 'grabs' as const,
      peopleIds: [2],
      startDay: '2026-11-25',
      upId: null,
      nextId: null,
    };
    expect(isTaskFor(task({ rotation: grabs }), 2, people)).toBe(true);
    expect(isTaskFor(task({ rotation: grabs }), 1, people)).toBe(false);
    expect(isTaskFor(task({ assignee: ' leo ' }), 1, people)).toBe(true);
    expect(isTaskFor(task({ assignee: 'Leonard' }), 1, people)).toBe(false);
    expect(isTaskFor(task({}), 1, people)).toBe(false);
  });

  it('shows a task as whoever ticked it while it waits, else whose turn it is, else whose it is', () => {
    expect(personOfTask(task({ rotation: turns(2) }), people)).toBe(maya);
    expect(personOfTask(task({ assigneeId: 1 }), people)).toBe(leo);
    const waiting = { id: 9, occurrence: null, personId: 1, at: '2026-11-25T12:00:00.000Z' };
    expect(personOfTask(task({ rotation: turns(2), pendingApproval: waiting }), people)).toBe(leo);
    // An answer kept from before people existed has none of these fields.
    expect(
      personOfTask({ assignee: 'Leo', assigneeId: undefined as unknown as null }, people),
    ).toBeUndefined();
  });
});
