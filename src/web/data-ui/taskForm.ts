/** The task form's state, its checks and the payload it sends (spec 02 §4, §5). */
import { centsToDollars, dollarsProblem, tryDollarsToCents } from '../../common/money';
import { DEFAULT_REPEAT_CONFIG, isRepeating, type RepeatConfig } from '../../common/recurrence';
import type { TurnMode } from '../../common/rotation';
import {
  GRABS_PEOPLE_MESSAGE,
  ROTATION_NEEDS_REPEAT_MESSAGE,
  ROTATION_PEOPLE_MESSAGE,
  TASK_NAME_REQUIRED_MESSAGE,
  type TaskItem,
  type TaskItemRequestInput,
  VALUE_NEGATIVE_MESSAGE,
  VALUE_NOT_A_NUMBER_MESSAGE,
} from '../../common/schemas/tasks';

/**
 * Who does the task: nobody in particular, one of the family's people, turns between some of
 * them, whoever of them grabs it first, or a name typed in (what tasks had before people).
 */
export type WhoKind = 'none' | 'person' | 'turns' | 'grabs' | 'text';

export interface TaskFormState {
  task: string;
  who: WhoKind;
  /** The free-text name, for `text`. */
  assignee: string;
  /** A person id, or '' for none, for `person`. */
  assigneeId: string;
  /** How turns change hands, for `turns`. */
  turnMode: TurnMode;
  /** The people taking turns or who may grab it, in the order they take turns. */
  peopleIds: number[];
  /** For alternating weeks: the day the first person's week starts; '' keeps the task's weeks. */
  startDay: string;
  /** As typed in the dollars field. */
  value: string;
  /** A piggy bank id, or '' for none. */
  targetPiggyBankId: string;
  repeatConfig: RepeatConfig;
}

export type TaskFormErrors = Partial<Record<'task' | 'value' | 'who', string>>;

export const EMPTY_TASK_FORM: TaskFormState = {
  task: '',
  who: 'none',
  assignee: '',
  assigneeId: '',
  turnMode: 'turns',
  peopleIds: [],
  startDay: '',
  value: '0.00',
  targetPiggyBankId: '',
  repeatConfig: DEFAULT_REPEAT_CONFIG,
};

function whoOf(item: TaskItem): WhoKind {
  if (item.rotation) return item.rotation.mode === 'grabs' ? 'grabs' : 'turns';
  if (item.assigneeId !== null) return 'person';
  return item.assignee ? 'text' : 'none';
}

export function taskFormFromItem(item: TaskItem): TaskFormState {
  const rotation = item.rotation;
  return {
    task: item.task,
    who: whoOf(item),
    assignee: item.assigneeId === null && !rotation ? (item.assignee ?? '') : '',
    assigneeId: item.assigneeId === null ? '' : String(item.assigneeId),
    turnMode: rotation && rotation.mode !== 'grabs' ? rotation.mode : 'turns',
    peopleIds: rotation?.peopleIds ?? [],
    startDay: '',
    value: item.value.toFixed(2),
    targetPiggyBankId: item.targetPiggyBankId === null ? '' : String(item.targetPiggyBankId),
    repeatConfig: item.repeatConfig ?? DEFAULT_REPEAT_CONFIG,
  };
}

/** The advanced options start open for a task that uses them (spec 02 §4). */
export function usesAdvancedOptions(form: TaskFormState): boolean {
  const cents = tryDollarsToCents(form.value);
  return (
    form.who !== 'none' ||
    form.assignee.trim() !== '' ||
    (cents !== null && cents !== 0) ||
    isRepeating(form.repeatConfig)
  );
}

export function validateTaskForm(form: TaskFormState): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (form.task.trim() === '') errors.task = TASK_NAME_REQUIRED_MESSAGE;
  const problem =
    form.value.trim() === '' ? null : dollarsProblem(form.value, VALUE_NOT_A_NUMBER_MESSAGE, { minCents: 0 });
  if (problem) errors.value = problem;
  else if ((tryDollarsToCents(form.value) ?? 0) < 0) errors.value = VALUE_NEGATIVE_MESSAGE;
  if (form.who === 'turns') {
    if (!isRepeating(form.repeatConfig)) errors.who = ROTATION_NEEDS_REPEAT_MESSAGE;
    else if (form.peopleIds.length < 2) errors.who = ROTATION_PEOPLE_MESSAGE;
  }
  if (form.who === 'grabs' && form.peopleIds.length === 0) errors.who = GRABS_PEOPLE_MESSAGE;
  return errors;
}

/** The people fields of the payload: always all three, so an edit clears what is no longer so. */
function whoPayload(form: TaskFormState): Pick<TaskItemRequestInput, 'assignee' | 'assigneeId' | 'rotation'> {
  const none = { assignee: null, assigneeId: null, rotation: null };
  switch (form.who) {
    case 'none':
      return none;
    case 'text':
      return { ...none, assignee: form.assignee.trim() || null };
    case 'person':
      return { ...none, assigneeId: form.assigneeId === '' ? null : Number(form.assigneeId) };
    case 'grabs':
      return { ...none, rotation: { mode: 'grabs', peopleIds: form.peopleIds } };
    case 'turns':
      return {
        ...none,
        rotation: {
          mode: form.turnMode,
          peopleIds: form.peopleIds,
          ...(form.turnMode === 'alternating' && form.startDay ? { startDay: form.startDay } : {}),
        },
      };
  }
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
    ...whoPayload(form),
    value: centsToDollars(cents),
  };
  if (cents > 0 && form.targetPiggyBankId !== '') payload.targetPiggyBankId = Number(form.targetPiggyBankId);
  if (isRepeating(form.repeatConfig)) payload.repeatConfig = form.repeatConfig;
  return payload;
}
