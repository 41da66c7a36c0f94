/** Piggy banks and their transactions (spec 02 §3, §5, §7). Balances are dollars on the wire, cents in the database. */
import { z } from 'zod';
import { dollarsField } from '../money';

export const PIGGY_BANK_NAME_MAX_LENGTH = 100;

export const PIGGY_BANK_NAME_REQUIRED_MESSAGE = 'Piggy bank name is required.';
export const BALANCE_INVALID_MESSAGE = 'Balance must be a valid number.';
export const SINGLE_BANK_BALANCE_INVALID_MESSAGE = 'Enter a valid piggy-bank balance';

/**
 * POST /api/piggy-banks. A new bank without a balance starts at 0. Balances may be negative
 * (a child who owes); the spec asks only for a valid number.
 */
export const createPiggyBankSchema = z.object({
  name: z
    .string({ error: PIGGY_BANK_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, PIGGY_BANK_NAME_REQUIRED_MESSAGE)
    .max(
      PIGGY_BANK_NAME_MAX_LENGTH,
      `Piggy bank name must be at most ${PIGGY_BANK_NAME_MAX_LENGTH} characters.`,
    ),
  balance: dollarsField(BALANCE_INVALID_MESSAGE, { blankAs: 0 }),
});
export type CreatePiggyBankRequest = z.infer<typeof createPiggyBankSchema>;

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

/** A piggy bank as the API answers it. */
export interface PiggyBank {
  id: number;
  name: string;
  /** Dollars, at most 2 decimals. */
  balance: number;
}

/** GET /api/piggy-bank. */
export interface PiggyBankBalance {
  /** Dollars, at most 2 decimals. */
  balance: number;
}

/** One change of a bank's balance: a task payout or a manual update. */
export interface PiggyBankTransaction {
  id: number;
  piggyBankId: number;
  /** Dollars, at most 2 decimals; negative when the balance went down. */
  amount: number;
  reason: string;
  /** The completed task that paid out, or null for a manual change. */
  taskItemId: number | null;
  /** ISO-8601 UTC instant. */
  createdAt: string;
}
