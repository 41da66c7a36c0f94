/** Piggy banks and their transactions (spec 02 §3, §5, §7). Balances are dollars on the wire, cents in the database. */
import { z } from 'zod';
import { optionalRowIdSchema, parseRowId } from './ids';
import { dollarsField } from './money';

export const PIGGY_BANK_NAME_MAX_LENGTH = 100;

export const PIGGY_BANK_NAME_REQUIRED_MESSAGE = 'Piggy bank name is required.';
export const BALANCE_INVALID_MESSAGE = 'Balance must be a valid number.';
export const SINGLE_BANK_BALANCE_INVALID_MESSAGE = 'Enter a valid piggy-bank balance';
export const BANK_PERSON_MESSAGE = 'Choose whose piggy bank it is from the people list.';
export const OPENING_BALANCE_NEGATIVE_MESSAGE =
  'A starting balance cannot be negative. Money can be taken out later by setting a new balance.';

const piggyBankNameSchema = z
  .string({ error: PIGGY_BANK_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, PIGGY_BANK_NAME_REQUIRED_MESSAGE)
  .max(
    PIGGY_BANK_NAME_MAX_LENGTH,
    `Piggy bank name must be at most ${PIGGY_BANK_NAME_MAX_LENGTH} characters.`,
  );

/**
 * POST /api/piggy-banks. A new bank without a balance starts at 0, never below: a balance goes
 * negative (a child who owes) only when money is taken out of a bank that has some history.
 */
export const createPiggyBankSchema = z.object({
  name: piggyBankNameSchema,
  balance: dollarsField(BALANCE_INVALID_MESSAGE, { blankAs: 0 }).refine(
    (balance) => balance >= 0,
    OPENING_BALANCE_NEGATIVE_MESSAGE,
  ),
  /** Whose bank it is (issue 29): a chore they do pays into it. */
  personId: optionalRowIdSchema('personId', BANK_PERSON_MESSAGE),
});
export type CreatePiggyBankRequest = z.infer<typeof createPiggyBankSchema>;

/**
 * PATCH /api/piggy-banks/{id}: a new name, or whose bank it is (null: nobody's); the balance and
 * history stay. What is left out stays as it was.
 */
export const renamePiggyBankSchema = z
  .object({
    name: piggyBankNameSchema.optional(),
    personId: z
      .unknown()
      .optional()
      .transform((value, ctx): number | null | undefined => {
        if (value === undefined) return undefined;
        if (value === null || value === '') return null;
        const id = parseRowId(value);
        if (id !== null) return id;
        ctx.addIssue({ code: 'custom', message: BANK_PERSON_MESSAGE, input: value });
        return z.NEVER;
      }),
  })
  .refine(
    (patch) => patch.name !== undefined || patch.personId !== undefined,
    PIGGY_BANK_NAME_REQUIRED_MESSAGE,
  );
export type RenamePiggyBankRequest = z.infer<typeof renamePiggyBankSchema>;

/** PUT /api/piggy-banks/{id}: the new balance is required; a blank one is not 0. */
export const updatePiggyBankBalanceSchema = z.object({
  new_balance: dollarsField(BALANCE_INVALID_MESSAGE),
});
export type UpdatePiggyBankBalanceRequest = z.infer<typeof updatePiggyBankBalanceSchema>;

/** POST /api/piggy-bank: the single-bank form on Manage Screens. */
export const singlePiggyBankBalanceSchema = z.object({
  balance: dollarsField(SINGLE_BANK_BALANCE_INVALID_MESSAGE),
});
export type SinglePiggyBankBalanceRequest = z.infer<typeof singlePiggyBankBalanceSchema>;

/** A piggy bank as the API answers it; the balance in dollars, at most 2 decimals. */
export const piggyBankSchema = z.object({
  id: z.number(),
  name: z.string(),
  balance: z.number(),
  /** The person whose bank it is, or null. */
  personId: z.number().nullable(),
});
export type PiggyBank = z.infer<typeof piggyBankSchema>;

/** GET and POST /api/piggy-bank: the single-bank form's balance, dollars. */
export const piggyBankBalanceSchema = z.object({ balance: z.number() });
export type PiggyBankBalance = z.infer<typeof piggyBankBalanceSchema>;

/** One change of a bank's balance: a task payout or a manual update. */
export const piggyBankTransactionSchema = z.object({
  id: z.number(),
  piggyBankId: z.number(),
  /** Dollars, at most 2 decimals; negative when the balance went down. */
  amount: z.number(),
  reason: z.string(),
  /** The completed task that paid out, or null for a manual change. */
  taskItemId: z.number().nullable(),
  /** ISO-8601 UTC instant. */
  createdAt: z.string(),
});
export type PiggyBankTransaction = z.infer<typeof piggyBankTransactionSchema>;

/** GET /api/piggy-banks/{id}: the bank with its recent history, newest first. */
export const piggyBankDetailsSchema = piggyBankSchema.extend({
  transactions: z.array(piggyBankTransactionSchema),
});
export type PiggyBankDetails = z.infer<typeof piggyBankDetailsSchema>;
