/** Task lists and task items (spec 02 §3, §5, §7). Values are dollars on the wire, cents in the database. */
import { z } from 'zod';
import { isValidDay } from '../calendar-days';
import { isRepeating, type RepeatConfig, repeatConfigSchema, repeatConfigWireSchema } from '../recurrence';
import { MAX_ROTATION_PEOPLE, ROTATION_MODES, takesTurns } from '../rotation';
import { optionalRowIdSchema, parseRowId, rowIdSchema } from './ids';
import { dollarsField } from './money';

export const LIST_NAME_MAX_LENGTH = 100;
export const TASK_NAME_MAX_LENGTH = 200;
export const ASSIGNEE_MAX_LENGTH = 100;

export const LIST_NAME_REQUIRED_MESSAGE = 'List name is required.';
export const EMPTY_RENAME_MESSAGE = 'Cannot save empty list name.';
export const TASK_NAME_REQUIRED_MESSAGE = 'Task name is required.';
export const VALUE_NOT_A_NUMBER_MESSAGE = 'Value must be a number';
export const VALUE_NEGATIVE_MESSAGE = 'Value cannot be negative.';
export const PIGGY_BANK_ID_MESSAGE = 'Choose a piggy bank from the list.';
export const PERSON_ID_MESSAGE = 'Choose a person from the list.';
export const ROTATION_NEEDS_REPEAT_MESSAGE =
  'Only a repeating task can take turns. Choose how it repeats, or make it up for grabs.';
export const ROTATION_PEOPLE_MESSAGE = 'Choose at least two people to take turns.';
export const GRABS_PEOPLE_MESSAGE = 'Choose who may grab it.';
export const ROTATION_TOO_MANY_MESSAGE = `A task can rotate between at most ${MAX_ROTATION_PEOPLE} people.`;
export const WHO_DID_IT_MESSAGE = 'Say who did it: an up-for-grabs task goes to whoever ticks it first.';
export const NOT_A_GRABBER_MESSAGE = 'That person is not one of the people who may grab this task.';
const DAY_MESSAGE = (field: string) => `${field} must be a YYYY-MM-DD day.`;

function listName(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(LIST_NAME_MAX_LENGTH, `List name must be at most ${LIST_NAME_MAX_LENGTH} characters.`);
}

/** A child's tick on the wall waits for a parent's OK before it counts and pays (issue 29). */
const needsApprovalField = z.boolean({ error: 'needsApproval must be true or false.' }).optional();

/** POST /api/task-lists */
export const createTaskListSchema = z.object({
  name: listName(LIST_NAME_REQUIRED_MESSAGE),
  needsApproval: needsApprovalField,
});

/** PUT /api/task-lists/{id}: the name, and whether ticks from the wall need a parent's OK (unchanged when left out). */
export const renameTaskListSchema = z.object({
  name: listName(EMPTY_RENAME_MESSAGE),
  needsApproval: needsApprovalField,
});

/**
 * Who does a task, beside the free-text `assignee` (issue 29): one of the family's people. Left
 * out of a PUT it stays as it was, so a client that knows only spec 02's fields keeps it; null
 * clears it.
 */
const assigneeIdField = z
  .unknown()
  .optional()
  .transform((value, ctx): number | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const id = parseRowId(value);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message: PERSON_ID_MESSAGE, input: value });
    return z.NEVER;
  });

const dayField = (field: string) =>
  z.string({ error: DAY_MESSAGE(field) }).refine(isValidDay, DAY_MESSAGE(field));

/**
 * How a task is shared between people: taking turns (each occurrence, a week each, or alternating
 * weeks from a changeover day), or up for grabs. `peopleIds` is the order of the turns, the first
 * up first; for `alternating`, `startDay` is the day the first person's week begins (today when
 * left out).
 */
export const rotationRequestSchema = z
  .object({
    mode: z.enum(ROTATION_MODES, {
      error: 'Rotation mode must be turns, weekly, alternating or grabs.',
    }),
    peopleIds: z
      .array(rowIdSchema('Each person', PERSON_ID_MESSAGE), { error: 'peopleIds must be a list.' })
      .max(MAX_ROTATION_PEOPLE, ROTATION_TOO_MANY_MESSAGE)
      .transform((ids) => [...new Set(ids)]),
    startDay: dayField('startDay').nullish(),
  })
  .superRefine((rotation, ctx) => {
    const turns = takesTurns(rotation.mode);
    if (rotation.peopleIds.length < (turns ? 2 : 1)) {
      ctx.addIssue({
        code: 'custom',
        path: ['peopleIds'],
        message: turns ? ROTATION_PEOPLE_MESSAGE : GRABS_PEOPLE_MESSAGE,
      });
    }
  });

/**
 * POST /api/task-lists/{id}/items and PUT /api/task-lists/{id}/items/{itemId}. The payload is
 * the whole item: a missing repeatConfig or targetPiggyBankId means none (spec 02 §5 sends them
 * only when in use), and a repeatConfig of NONE is stored as none. The people fields of issue 29
 * (`assigneeId`, `rotation`) are kept as they were when left out of a PUT.
 */
export const saveTaskItemSchema = z.object({
  task: z
    .string({ error: TASK_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, TASK_NAME_REQUIRED_MESSAGE)
    .max(TASK_NAME_MAX_LENGTH, `Task name must be at most ${TASK_NAME_MAX_LENGTH} characters.`),
  assignee: z
    .string({ error: 'Assignee must be text.' })
    .trim()
    .max(ASSIGNEE_MAX_LENGTH, `Assignee must be at most ${ASSIGNEE_MAX_LENGTH} characters.`)
    .nullish()
    .transform((assignee): string | null => assignee || null),
  value: dollarsField(VALUE_NOT_A_NUMBER_MESSAGE, {
    blankAs: 0,
    atLeast: { cents: 0, message: VALUE_NEGATIVE_MESSAGE },
  }),
  repeatConfig: repeatConfigSchema
    .nullish()
    .transform((config): RepeatConfig | null => (isRepeating(config) ? config : null)),
  targetPiggyBankId: optionalRowIdSchema('The piggy bank', PIGGY_BANK_ID_MESSAGE),
  assigneeId: assigneeIdField,
  rotation: rotationRequestSchema.nullish(),
});
export type TaskItemRequest = z.infer<typeof saveTaskItemSchema>;
export type TaskItemRequestInput = z.input<typeof saveTaskItemSchema>;

/** A task list as the API answers it. */
export const taskListSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO-8601 UTC instant. */
  createdAt: z.string(),
  /** A tick from a paired screen waits for a parent's OK before it counts and pays. */
  needsApproval: z.boolean(),
});
export type TaskList = z.infer<typeof taskListSchema>;

/** A task item as the API answers it. */
export const taskItemSchema = z.object({
  id: z.number(),
  listId: z.number(),
  task: z.string(),
  assignee: z.string().nullable(),
  /** Dollars, at most 2 decimals. */
  value: z.number(),
  /** ISO-8601 UTC instant, or null while open. */
  completedAt: z.string().nullable(),
  repeatConfig: repeatConfigWireSchema.nullable(),
  targetPiggyBankId: z.number().nullable(),
  /** ISO-8601 UTC instant. */
  createdAt: z.string(),
  /** The calendar day a repeating task is next due: its first occurrence not yet completed; or null. */
  dueDate: z.string().nullable(),
  /**
   * The due day of the occurrence completed last, or null. With `dueDate` after today it says
   * the current occurrence is done.
   */
  lastDoneDate: z.string().nullable(),
  /** The person who does it (then `assignee` is their name); null when nobody or free text. */
  assigneeId: z.number().nullable(),
  /** How it is shared between people, and who is up; null when it is not. */
  rotation: z
    .object({
      mode: z.enum(ROTATION_MODES),
      peopleIds: z.array(z.number()),
      /** The day the rotation's current first slot began (for `alternating`, a changeover day). */
      startDay: z.string(),
      /** Who is up for the current occurrence; null for up for grabs. */
      upId: z.number().nullable(),
      /** Who is up after them: the next occurrence's (turns) or the next week's. */
      nextId: z.number().nullable(),
    })
    .nullable(),
  /** A tick from the wall waiting for a parent's OK, or null. */
  pendingApproval: z
    .object({
      /** The approval's id: POST /api/task-approvals/{id}/approve or …/send-back. */
      id: z.number(),
      occurrence: z.string().nullable(),
      /** Who did it. */
      personId: z.number().nullable(),
      /** ISO-8601 UTC instant of the tick. */
      at: z.string(),
    })
    .nullable(),
});
export type TaskItem = z.infer<typeof taskItemSchema>;

/**
 * POST …/items/{id}/complete. The body is optional: without it the payout goes to the task's
 * bank. `dueDate` names the occurrence being completed, the one the person saw; without it the
 * task's current due occurrence, and only once it is due. An occurrence is completed once.
 */
export const completeTaskSchema = z.object({
  addToPiggyBank: z.boolean({ error: 'addToPiggyBank must be true or false.' }).default(true),
  dueDate: z
    .string({ error: 'dueDate must be a YYYY-MM-DD day.' })
    .refine(isValidDay, 'dueDate must be a YYYY-MM-DD day.')
    .nullish(),
  /** Who did it: required for an up-for-grabs task (it goes to them), ignored otherwise. */
  personId: optionalRowIdSchema('personId', PERSON_ID_MESSAGE),
});

/** The answer to a completion: the task at its next occurrence (null once a one-off is gone) and the payout. */
export const completionResultSchema = z.object({
  /** False when the tick waits for a parent's OK (`awaitingApproval`); nothing was paid yet. */
  completed: z.boolean(),
  awaitingApproval: z.boolean(),
  /** Who did it, when the task has people. */
  personId: z.number().nullable(),
  /** The due day of the occurrence completed; null for a one-off task. */
  occurrence: z.string().nullable(),
  item: taskItemSchema.nullable(),
  payout: z
    .object({
      piggyBankId: z.number(),
      /** Dollars. */
      amount: z.number(),
      /** The bank's balance after the payout, dollars. */
      balance: z.number(),
    })
    .nullable(),
  /** 'Task completed, but failed to update piggy bank: …' when the task was completed without its payout. */
  payoutError: z.string().optional(),
});
export type CompletionResult = z.infer<typeof completionResultSchema>;

/**
 * POST …/items/{id}/rotation/skip and …/rotation/swap: the occurrence and the person the parent saw
 * up, so a second tap (or a second parent) after the turn moved on changes nothing.
 */
export const rotationActionSchema = z.object({
  dueDate: dayField('dueDate').nullish(),
  personId: optionalRowIdSchema('personId', PERSON_ID_MESSAGE),
});
export type RotationActionRequest = z.infer<typeof rotationActionSchema>;

/** GET /api/task-approvals: a tick from the wall waiting for a parent's OK. */
export const taskApprovalSchema = z.object({
  id: z.number(),
  listId: z.number(),
  listName: z.string(),
  taskId: z.number(),
  task: z.string(),
  /** The occurrence ticked; null for a one-off task. */
  occurrence: z.string().nullable(),
  /** Who did it. */
  personId: z.number().nullable(),
  /** Dollars the task is worth: paid into `piggyBankId` on approval, when there is one. */
  value: z.number(),
  piggyBankId: z.number().nullable(),
  /** ISO-8601 UTC instant of the tick. */
  tickedAt: z.string(),
});
export type TaskApproval = z.infer<typeof taskApprovalSchema>;
