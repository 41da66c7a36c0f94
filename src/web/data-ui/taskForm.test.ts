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
      value: 'Amounts must be between -$1,000,000.00 and $1,000,000.00.',
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
      assignee: 'Sam',
      value: '1.25',
      targetPiggyBankId: '3',
      repeatConfig: weekly,
    });
    expect(saveTaskItemSchema.parse(payload)).toEqual({ ...payload, repeatConfig: weekly });
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
    };
    expect(usesAdvancedOptions(taskFormFromItem(item))).toBe(false);
    expect(usesAdvancedOptions(taskFormFromItem({ ...item, assignee: 'Ada' }))).toBe(true);
    expect(usesAdvancedOptions(taskFormFromItem({ ...item, value: 0.5 }))).toBe(true);
    expect(usesAdvancedOptions(taskFormFromItem({ ...item, repeatConfig: weekly }))).toBe(true);
    expect(taskFormFromItem({ ...item, value: 2.5 }).value).toBe('2.50');
  });
});
