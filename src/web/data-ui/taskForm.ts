/** The task form's state, its checks and the payload it sends (spec 02 §4, §5). */
import { centsToDollars, dollarsProblem, tryDollarsToCents } from '../../common/money';
import { DEFAULT_REPEAT_CONFIG, isRepeating, type RepeatConfig } from '../../common/recurrence';
import {
  TASK_NAME_REQUIRED_MESSAGE,
  type TaskItem,
  type TaskItemRequestInput,
  VALUE_NEGATIVE_MESSAGE,
  VALUE_NOT_A_NUMBER_MESSAGE,
} from '../../common/schemas/tasks';

export interface TaskFormState {
  task: string;
  assignee: string;
  /** As typed in the dollars field. */
  value: string;
  /** A piggy bank id, or '' for none. */
  targetPiggyBankId: string;
  repeatConfig: RepeatConfig;
}

export type TaskFormErrors = Partial<Record<'task' | 'value', string>>;

export const EMPTY_TASK_FORM: TaskFormState = {
  task: '',
  assignee: '',
  value: '0.00',
  targetPiggyBankId: '',
  repeatConfig: DEFAULT_REPEAT_CONFIG,
};

export function taskFormFromItem(item: TaskItem): TaskFormState {
  return {
    task: item.task,
    assignee: item.assignee ?? '',
    value: item.value.toFixed(2),
    targetPiggyBankId: item.targetPiggyBankId === null ? '' : String(item.targetPiggyBankId),
    repeatConfig: item.repeatConfig ?? DEFAULT_REPEAT_CONFIG,
  };
}

/** The advanced options start open for a task that uses them (spec 02 §4). */
export function usesAdvancedOptions(form: TaskFormState): boolean {
  const cents = tryDollarsToCents(form.value);
  return form.assignee.trim() !== '' || (cents !== null && cents !== 0) || isRepeating(form.repeatConfig);
}

export function validateTaskForm(form: TaskFormState): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (form.task.trim() === '') errors.task = TASK_NAME_REQUIRED_MESSAGE;
  const problem = form.value.trim() === '' ? null : dollarsProblem(form.value, VALUE_NOT_A_NUMBER_MESSAGE);
  if (problem) errors.value = problem;
  else if ((tryDollarsToCents(form.value) ?? 0) < 0) errors.value = VALUE_NEGATIVE_MESSAGE;
  return errors;
}

/**
 * The whole item as PUT and POST take it. A piggy bank is sent only with a value above 0, and a
 * recurrence only when it repeats (spec 02 §5); leaving either out clears it on the server.
 * Call after `validateTaskForm` found no errors.
 */
export function taskPayload(form: TaskFormState): TaskItemRequestInput {
  const cents = form.value.trim() === '' ? 0 : (tryDollarsToCents(form.value) ?? 0);
  const payload: TaskItemRequestInput = {
    task: form.task.trim(),
    assignee: form.assignee.trim() || null,
    value: centsToDollars(cents),
  };
  if (cents > 0 && form.targetPiggyBankId !== '') payload.targetPiggyBankId = Number(form.targetPiggyBankId);
  if (isRepeating(form.repeatConfig)) payload.repeatConfig = form.repeatConfig;
  return payload;
}
