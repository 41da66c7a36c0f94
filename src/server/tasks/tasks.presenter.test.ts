import { describe, expect, it } from 'vitest';
import { DEFAULT_REPEAT_CONFIG } from '../../common/recurrence';
import { newRotation } from '../../common/rotation';
import type { StoredTaskItem } from './task-items.repo';
import { presentApproval, presentCompletion, presentDueTask, presentTaskItem } from './tasks.presenter';

const stored = (over: Partial<StoredTaskItem> = {}): StoredTaskItem => ({
  id: 4,
  listId: 2,
  familyId: 1,
  task: 'Feed the cat',
  assigneeText: 'Grandma',
  assigneeId: null,
  valueCents: 250,
  completedAt: null,
  repeatConfig: null,
  targetPiggyBankId: null,
  createdAt: '2026-11-20T08:30:00.000Z',
  anchorDate: '2026-11-23',
  dueDate: null,
  lastDoneDate: null,
  version: 3,
  rotation: null,
  needsApproval: false,
  pending: null,
  names: new Map([
    [7, 'Mia'],
    [8, 'Leo'],
  ]),
  ...over,
});

describe('presentTaskItem', () => {
  it('answers the value in dollars, and instants and days as stored', () => {
    expect(presentTaskItem(stored())).toEqual({
      id: 4,
      listId: 2,
      task: 'Feed the cat',
      assignee: 'Grandma',
      value: 2.5,
      completedAt: null,
      repeatConfig: null,
      targetPiggyBankId: null,
      createdAt: '2026-11-20T08:30:00.000Z',
      dueDate: null,
      lastDoneDate: null,
      assigneeId: null,
      rotation: null,
      pendingApproval: null,
    });
    expect(presentTaskItem(stored({ valueCents: 1 })).value).toBe(0.01);
    expect(presentTaskItem(stored({ valueCents: 123_456 })).value).toBe(1234.56);
    expect(Object.is(presentTaskItem(stored({ valueCents: 0 })).value, 0)).toBe(true);
  });

  it("shows the person's current name, and who is up in a rotation by turns", () => {
    expect(presentTaskItem(stored({ assigneeId: 8, assigneeText: null })).assignee).toBe('Leo');
    const turns = stored({
      assigneeText: null,
      repeatConfig: { ...DEFAULT_REPEAT_CONFIG, freq: 'DAILY' },
      dueDate: '2026-11-25',
      rotation: newRotation('turns', [7, 8], '2026-11-23'),
    });
    const answer = presentTaskItem(turns);
    expect(answer.rotation).toEqual({
      mode: 'turns',
      peopleIds: [7, 8],
      startDay: '2026-11-23',
      upId: 7,
      nextId: 8,
    });
    expect(answer.assignee).toBe('Mia');
    const grabs = presentTaskItem({ ...turns, rotation: newRotation('grabs', [7, 8], '2026-11-23') });
    expect(grabs.rotation).toMatchObject({ upId: null, nextId: null });
    expect(grabs.assignee).toBeNull();
  });

  it("answers a tick waiting for a parent's OK, and a due task with its list's name", () => {
    const pending = { id: 9, occurrence: '2026-11-23', personId: 7, at: '2026-11-23T17:00:00.000Z' };
    expect(presentTaskItem(stored({ pending })).pendingApproval).toEqual(pending);
    expect(presentDueTask({ ...stored(), listName: 'Chores' })).toMatchObject({
      id: 4,
      value: 2.5,
      listName: 'Chores',
    });
  });
});

describe('presentApproval', () => {
  it('answers what approving pays in dollars', () => {
    expect(
      presentApproval({
        id: 9,
        listId: 2,
        listName: 'Chores',
        taskId: 4,
        task: 'Feed the cat',
        occurrence: null,
        personId: 7,
        valueCents: 75,
        piggyBankId: 3,
        tickedAt: '2026-11-23T17:00:00.000Z',
      }),
    ).toEqual({
      id: 9,
      listId: 2,
      listName: 'Chores',
      taskId: 4,
      task: 'Feed the cat',
      occurrence: null,
      personId: 7,
      value: 0.75,
      piggyBankId: 3,
      tickedAt: '2026-11-23T17:00:00.000Z',
    });
  });
});

describe('presentCompletion', () => {
  it('answers the payout and the balance after it in dollars, and the task as it is now', () => {
    const answer = presentCompletion({
      completed: true,
      awaitingApproval: false,
      personId: 7,
      occurrence: '2026-11-23',
      item: stored({ dueDate: '2026-11-24' }),
      payout: { piggyBankId: 3, amountCents: 250, balanceCents: 1_005 },
    });
    expect(answer.payout).toEqual({ piggyBankId: 3, amount: 2.5, balance: 10.05 });
    expect(answer.item).toMatchObject({ id: 4, value: 2.5, dueDate: '2026-11-24' });
    expect(answer).not.toHaveProperty('payoutError');
  });

  it('says why nothing was paid, and answers no task once a one-off is gone', () => {
    const answer = presentCompletion({
      completed: true,
      awaitingApproval: false,
      personId: null,
      occurrence: null,
      item: null,
      payout: null,
      payoutError: 'Task completed, but failed to update piggy bank: Piggy bank not found.',
    });
    expect(answer).toEqual({
      completed: true,
      awaitingApproval: false,
      personId: null,
      occurrence: null,
      item: null,
      payout: null,
      payoutError: 'Task completed, but failed to update piggy bank: Piggy bank not found.',
    });
  });
});
