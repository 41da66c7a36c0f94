/** Task lists and task items (spec 02 §3, §5, §7). Values are dollars on the wire, cents in the database. */
import { z } from 'zod';
import { isValidDay } from '../calendar-days';
import { dollarsField } from '../money';
import { isRepeating, type RepeatConfig, repeatConfigSchema, repeatConfigWireSchema } from '../recurrence';
import { optionalRowIdSchema } from './ids';

export const LIST_NAME_MAX_LENGTH = 100;
export const TASK_NAME_MAX_LENGTH = 200;
export const ASSIGNEE_MAX_LENGTH = 100;

export const LIST_NAME_REQUIRED_MESSAGE = 'List name is required.';
export const EMPTY_RENAME_MESSAGE = 'Cannot save empty list name.';
export const TASK_NAME_REQUIRED_MESSAGE = 'Task name is required.';
export const VALUE_NOT_A_NUMBER_MESSAGE = 'Value must be a number';
export const VALUE_NEGATIVE_MESSAGE = 'Value cannot be negative.';
export const PIGGY_BANK_ID_MESSAGE = 'Choose a piggy bank from the list.';

function listName(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(LIST_NAME_MAX_LENGTH, `List name must be at most ${LIST_NAME_MAX_LENGTH} characters.`);
}

/** POST /api/task-lists */
export const createTaskListSchema = z.object({ name: listName(LIST_NAME_REQUIRED_MESSAGE) });
export type CreateTaskListRequest = z.infer<typeof createTaskListSchema>;

/** PUT /api/task-lists/{id} */
export const renameTaskListSchema = z.object({ name: listName(EMPTY_RENAME_MESSAGE) });
export type RenameTaskListRequest = z.infer<typeof renameTaskListSchema>;

/**
 * POST /api/task-lists/{id}/items and PUT /api/task-lists/{id}/items/{itemId}. The payload is
 * the whole item: a missing repeatConfig or targetPiggyBankId means none (spec 02 §5 sends them
 * only when in use), and a repeatConfig of NONE is stored as none.
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
  value: dollarsField(VALUE_NOT_A_NUMBER_MESSAGE, { blankAs: 0 }).refine(
    (value) => value >= 0,
    VALUE_NEGATIVE_MESSAGE,
  ),
  repeatConfig: repeatConfigSchema
    .nullish()
    .transform((config): RepeatConfig | null => (isRepeating(config) ? config : null)),
  targetPiggyBankId: optionalRowIdSchema('The piggy bank', PIGGY_BANK_ID_MESSAGE),
});
export type TaskItemRequest = z.infer<typeof saveTaskItemSchema>;
export type TaskItemRequestInput = z.input<typeof saveTaskItemSchema>;

/** A task list as the API answers it. */
export const taskListSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO-8601 UTC instant. */
  createdAt: z.string(),
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
});

/** The answer to a completion: the task at its next occurrence (null once a one-off is gone) and the payout. */
export const completionResultSchema = z.object({
  completed: z.literal(true),
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
export type Payout = NonNullable<CompletionResult['payout']>;
