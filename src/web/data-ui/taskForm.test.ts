import { describe, expect, it } from 'vitest';
import { DEFAULT_REPEAT_CONFIG, resetForFrequency } from '../../common/recurrence';
import { saveTaskItemSchema } from '../../common/schemas/tasks';
import {
  EMPTY_TASK_FORM,
  taskFormFromItem,
  taskPayload,
  usesAdvancedOptions,
  validateTaskForm,
} from './taskForm';

const weekly = { ...resetForFrequency(DEFAULT_REPEAT_CONFIG, 'WEEKLY'), byweekday: ['SA' as const] };

describe('task form', () => {
  it('asks for a task name and a numeric value, with the spec words', () => {
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, task: '  ', value: 'two' })).toEqual({
      task: 'Task name is required.',
      value: 'Value must be a number',
    });
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, task: 'Feed the cat', value: '-1' })).toEqual({
      value: 'Value cannot be negative.',
    });
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, task: 'Feed the cat', value: '' })).toEqual({});
  });

  it('names the limit of a value beyond a million dollars', () => {
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, task: 'Mow', value: '10000000' })).toEqual({
      value: 'Amounts must be between $0.00 and $1,000,000.00.',
    });
  });

  it('sends the piggy bank only with a value above 0 and the recurrence only when it repeats', () => {
    const paid = {
      ...EMPTY_TASK_FORM,
      task: ' Mow ',
      value: '2.5',
      targetPiggyBankId: '7',
      repeatConfig: weekly,
    };
    expect(taskPayload(paid)).toEqual({
      task: 'Mow',
      assignee: null,
      assigneeId: null,
      rotation: null,
      value: 2.5,
      targetPiggyBankId: 7,
      repeatConfig: weekly,
    });

    const free = taskPayload({ ...paid, value: '0.00', repeatConfig: DEFAULT_REPEAT_CONFIG });
    expect(free).not.toHaveProperty('targetPiggyBankId');
    expect(free).not.toHaveProperty('repeatConfig');
  });

  it('sends what the server schema accepts unchanged', () => {
    const payload = taskPayload({
      ...EMPTY_TASK_FORM,
      task: 'Walk the dog',
      who: 'text',
      assignee: 'Sam',
      value: '1.25',
      targetPiggyBankId: '3',
      repeatConfig: weekly,
    });
    expect(saveTaskItemSchema.parse(payload)).toEqual({ ...payload, repeatConfig: weekly });
  });

  it('sends who does it: a person, turns or grabs, and clears what it no longer is', () => {
    const base = { ...EMPTY_TASK_FORM, task: 'Bins', repeatConfig: weekly, assignee: 'Old name' };
    expect(taskPayload({ ...base, who: 'person', assigneeId: '4' })).toMatchObject({
      assignee: null,
      assigneeId: 4,
      rotation: null,
    });
    const turns = taskPayload({
      ...base,
      who: 'turns',
      turnMode: 'alternating',
      peopleIds: [4, 5],
      startDay: '2026-11-20',
    });
    expect(turns).toMatchObject({
      assigneeId: null,
      rotation: { mode: 'alternating', peopleIds: [4, 5], startDay: '2026-11-20' },
    });
    expect(saveTaskItemSchema.parse(turns).rotation).toEqual({
      mode: 'alternating',
      peopleIds: [4, 5],
      startDay: '2026-11-20',
    });
    // Without a new changeover day the task keeps the weeks it has.
    expect(
      taskPayload({ ...base, who: 'turns', turnMode: 'alternating', peopleIds: [4, 5] }).rotation,
    ).toEqual({
      mode: 'alternating',
      peopleIds: [4, 5],
    });
    expect(taskPayload({ ...base, who: 'grabs', peopleIds: [5] }).rotation).toEqual({
      mode: 'grabs',
      peopleIds: [5],
    });
    expect(taskPayload({ ...base, who: 'none' })).toMatchObject({
      assignee: null,
      assigneeId: null,
      rotation: null,
    });
  });

  it('asks for a repeating task and two people to take turns, and someone to grab it', () => {
    const base = { ...EMPTY_TASK_FORM, task: 'Bins' };
    expect(validateTaskForm({ ...base, who: 'turns', peopleIds: [4, 5] }).who).toBe(
      'Only a repeating task can take turns. Choose how it repeats, or make it up for grabs.',
    );
    expect(validateTaskForm({ ...base, who: 'turns', repeatConfig: weekly, peopleIds: [4] }).who).toBe(
      'Choose at least two people to take turns.',
    );
    expect(validateTaskForm({ ...base, who: 'grabs' }).who).toBe('Choose who may grab it.');
    expect(validateTaskForm({ ...base, who: 'grabs', peopleIds: [4] })).toEqual({});
  });

  it('opens the advanced options for a task with an assignee, a value or a recurrence', () => {
    const item = {
      id: 1,
      listId: 1,
      task: 'Dishes',
      assignee: null,
      value: 0,
      completedAt: null,
      repeatConfig: null,
      targetPiggyBankId: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      dueDate: null,
      lastDoneDate: null,
      assigneeId: null,
      rotation: null,
      pendingApproval: null,
    };
    expect(usesAdvancedOptions(taskFormFromItem(item))).toBe(false);
    expect(usesAdvancedOptions(taskFormFromItem({ ...item, assignee: 'Ada' }))).toBe(true);
    expect(usesAdvancedOptions(taskFormFromItem({ ...item, value: 0.5 }))).toBe(true);
    expect(usesAdvancedOptions(taskFormFromItem({ ...item, repeatConfig: weekly }))).toBe(true);
    expect(taskFormFromItem({ ...item, value: 2.5 }).value).toBe('2.50');
    expect(taskFormFromItem({ ...item, assignee: 'Leo', assigneeId: 4 })).toMatchObject({
      who: 'person',
      assigneeId: '4',
      assignee: '',
    });
    const rotating = taskFormFromItem({
      ...item,
      assignee: 'Maya',
      repeatConfig: weekly,
      rotation: { mode: 'weekly', peopleIds: [4, 5], startDay: '2026-11-23', upId: 5, nextId: 4 },
    });
    expect(rotating).toMatchObject({ who: 'turns', turnMode: 'weekly', peopleIds: [4, 5], assignee: '' });
    expect(usesAdvancedOptions(rotating)).toBe(true);
  });
});
