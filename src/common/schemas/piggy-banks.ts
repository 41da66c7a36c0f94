/** Piggy banks and their transactions (spec 02 §3, §5, §7). Balances are dollars on the wire, cents in the database. */
import { z } from 'zod';
import type { CurrencyCode } from '../currencies';
import { formatMinorUnits } from '../money';
import { TAKE_OUT_KINDS, TRANSACTION_KINDS } from '../savings';
import { optionalRowIdSchema, parseRowId } from './ids';
import { dollarsField } from './money';

export const PIGGY_BANK_NAME_MAX_LENGTH = 100;

export const PIGGY_BANK_NAME_REQUIRED_MESSAGE = 'Piggy bank name is required.';
export const BALANCE_INVALID_MESSAGE = 'Balance must be a valid number.';
export const SINGLE_BANK_BALANCE_INVALID_MESSAGE = 'Enter a valid piggy-bank balance';
export const BANK_PERSON_MESSAGE = 'Choose whose piggy bank it is from the people list.';
/** A balance is never below zero, on any path: money out stops at zero too. */
export const BALANCE_NEGATIVE_MESSAGE = 'A balance cannot be below $0.00.';
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

/** POST /api/piggy-banks. A new bank without a balance starts at 0, never below. */
export const createPiggyBankSchema = z.object({
  name: piggyBankNameSchema,
  balance: dollarsField(BALANCE_INVALID_MESSAGE, { blankAs: 0 }).refine(
    (balance) => balance >= 0,
    OPENING_BALANCE_NEGATIVE_MESSAGE,
  ),
  /** Whose bank it is (issue 29): a chore they do pays into it. */
  personId: optionalRowIdSchema('personId', BANK_PERSON_MESSAGE),
});

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

/** PUT /api/piggy-banks/{id}: the new balance is required (a blank one is not 0), and never below 0. */
export const updatePiggyBankBalanceSchema = z.object({
  new_balance: dollarsField(BALANCE_INVALID_MESSAGE).refine(
    (balance) => balance >= 0,
    BALANCE_NEGATIVE_MESSAGE,
  ),
});

/**
 * POST /api/piggy-bank: the single-bank form on Manage Screens. A balance below 0 is refused by the
 * service, which knows whether it would open a bank or set one.
 */
export const singlePiggyBankBalanceSchema = z.object({
  balance: dollarsField(SINGLE_BANK_BALANCE_INVALID_MESSAGE),
});

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
  /** What kind of change (issue 29): opening, set, payout, withdrawal or spend. */
  kind: z.enum(TRANSACTION_KINDS),
  /** The note an adult gave a withdrawal or a spend; null otherwise. */
  note: z.string().nullable(),
});
export type PiggyBankTransaction = z.infer<typeof piggyBankTransactionSchema>;

/** A bank's savings goal (issue 29): what it is for, how much, and a picture from the family's photos. */
export const piggyBankGoalSchema = z.object({
  name: z.string(),
  /** Dollars, more than 0, at most 2 decimals. */
  amount: z.number(),
  /** A photo of the family's library, or null for none. */
  photoId: z.number().nullable(),
  /** That photo's address (versioned), or null. */
  photoUrl: z.string().nullable(),
});
export type PiggyBankGoal = z.infer<typeof piggyBankGoalSchema>;

/** GET /api/piggy-banks/{id}: the bank with its goal and its recent history, newest first. */
export const piggyBankDetailsSchema = piggyBankSchema.extend({
  /** The savings goal, or null when it has none. */
  goal: piggyBankGoalSchema.nullable(),
  transactions: z.array(piggyBankTransactionSchema),
});
export type PiggyBankDetails = z.infer<typeof piggyBankDetailsSchema>;

export const GOAL_NAME_MAX_LENGTH = 60;
export const TAKE_OUT_NOTE_MAX_LENGTH = 200;
export const GOAL_NAME_REQUIRED_MESSAGE = 'Name the goal (what the money is for).';
export const GOAL_AMOUNT_MESSAGE = 'The goal must be an amount of money, such as 25 or 12.50.';
export const GOAL_AMOUNT_POSITIVE_MESSAGE = 'The goal must be more than $0.00.';
export const GOAL_PHOTO_MESSAGE = "Choose the goal's picture from the family's photos, or none.";
export const GOAL_WHOLE_CENTS_MESSAGE = 'The goal has at most 2 decimals (whole cents).';
export const TAKE_OUT_AMOUNT_MESSAGE = 'Enter the amount taken out, such as 5 or 2.50.';
export const TAKE_OUT_POSITIVE_MESSAGE = 'The amount taken out must be more than $0.00.';
export const TAKE_OUT_WHOLE_CENTS_MESSAGE = 'The amount has at most 2 decimals (whole cents).';
export const TAKE_OUT_NOTE_MESSAGE = `The note must be at most ${TAKE_OUT_NOTE_MAX_LENGTH} characters.`;
export const TAKE_OUT_KIND_MESSAGE = "Kind must be 'withdrawal' or 'spend'.";
export const EARNINGS_WEEKS_MAX = 52;
export const EARNINGS_WEEKS_MESSAGE = `Weeks must be a whole number from 1 to ${EARNINGS_WEEKS_MAX}.`;

/** The refusal of a withdrawal or spend larger than the bank holds, in the family's money. */
export const overBalanceMessage = (bankName: string, balanceCents: number, currency: CurrencyCode = 'USD') =>
  balanceCents > 0
    ? `${bankName} holds ${formatMinorUnits(balanceCents, currency)}: no more than that can be taken out.`
    : `${bankName} holds ${formatMinorUnits(balanceCents, currency)}: nothing can be taken out.`;

/** PUT /api/piggy-banks/{id}/goal: sets (or replaces) the bank's goal. */
export const setPiggyBankGoalSchema = z.object({
  name: z
    .string({ error: GOAL_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, GOAL_NAME_REQUIRED_MESSAGE)
    .max(GOAL_NAME_MAX_LENGTH, `The goal's name must be at most ${GOAL_NAME_MAX_LENGTH} characters.`),
  amount: dollarsField(GOAL_AMOUNT_MESSAGE, { wholeCents: GOAL_WHOLE_CENTS_MESSAGE }).refine(
    (amount) => amount > 0,
    GOAL_AMOUNT_POSITIVE_MESSAGE,
  ),
  photoId: optionalRowIdSchema('photoId', GOAL_PHOTO_MESSAGE),
});

/**
 * POST /api/piggy-banks/{id}/withdrawals: an adult takes money out ('withdrawal') or records what
 * it was spent on ('spend'), with an optional note. Never more than the bank holds.
 */
export const takeOutSchema = z.object({
  amount: dollarsField(TAKE_OUT_AMOUNT_MESSAGE, { wholeCents: TAKE_OUT_WHOLE_CENTS_MESSAGE }).refine(
    (amount) => amount > 0,
    TAKE_OUT_POSITIVE_MESSAGE,
  ),
  note: z
    .string({ error: TAKE_OUT_NOTE_MESSAGE })
    .trim()
    .max(TAKE_OUT_NOTE_MAX_LENGTH, TAKE_OUT_NOTE_MESSAGE)
    .nullish()
    .transform((note) => note || null),
  kind: z.enum(TAKE_OUT_KINDS, { error: TAKE_OUT_KIND_MESSAGE }).default('withdrawal'),
});

/** The answer to a withdrawal or spend: the bank as it is now, and the history row it made. */
export const takeOutResultSchema = z.object({
  bank: piggyBankSchema,
  transaction: piggyBankTransactionSchema,
});
export type TakeOutResult = z.infer<typeof takeOutResultSchema>;

/** GET /api/people/{id}/earnings?weeks=: how many weeks, ending with this one (8 unless asked). */
export const earningsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: EARNINGS_WEEKS_MESSAGE })
    .int(EARNINGS_WEEKS_MESSAGE)
    .min(1, EARNINGS_WEEKS_MESSAGE)
    .max(EARNINGS_WEEKS_MAX, EARNINGS_WEEKS_MESSAGE)
    .default(8),
});

/** One week of a person's money, Monday to Sunday on the family's clocks. */
export const weekOfEarningsSchema = z.object({
  weekStart: z.string(),
  /** Dollars paid in for chores. */
  earned: z.number(),
  /** Dollars taken out (withdrawals and spends), positive. */
  spent: z.number(),
  /** Chore payouts that week. */
  payouts: z.number(),
});

/** GET /api/people/{id}/earnings: the person's banks' money by week, oldest first. */
export const personEarningsSchema = z.object({
  personId: z.number(),
  /** The family's zone the weeks are cut in. */
  timeZone: z.string(),
  weeks: z.array(weekOfEarningsSchema),
});
export type PersonEarnings = z.infer<typeof personEarningsSchema>;
