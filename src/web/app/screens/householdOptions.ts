/**
 * The household data the Manage Screens form offers: the family's task lists and its single
 * piggy-bank balance. That API arrives in its own release; until then it answers 404 and the form
 * shows those fields as 'Available soon' instead of failing.
 */

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { PiggyBank, PiggyBankBalance } from '../../../common/schemas/piggy-banks';
import type { TaskList } from '../../../common/schemas/tasks';
import { ApiError, api } from '../../api/client';

export type Availability<T> =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed' }
  | { status: 'ready'; data: T };

function availability<T>(query: UseQueryResult<T>): Availability<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404
      ? { status: 'unavailable' }
      : { status: 'failed' };
  }
  return { status: 'loading' };
}

export const householdOptionKeys = {
  taskLists: ['manage-screens', 'task-lists'],
  piggyBankBalance: ['manage-screens', 'piggy-bank'],
} as const;

export function useTaskListOptions(): Availability<TaskList[]> {
  return availability(
    useQuery({
      queryKey: householdOptionKeys.taskLists,
      queryFn: ({ signal }) => api.get<TaskList[]>('/api/task-lists', signal),
    }),
  );
}

/** The family's piggy-bank balance in dollars, for the form's balance field. */
export function usePiggyBankBalance(): Availability<number> {
  return availability(
    useQuery({
      queryKey: householdOptionKeys.piggyBankBalance,
      queryFn: async ({ signal }) => (await api.get<PiggyBankBalance>('/api/piggy-bank', signal)).balance,
    }),
  );
}

export function savePiggyBankBalance(balance: number): Promise<PiggyBankBalance> {
  return api.post<PiggyBankBalance>('/api/piggy-bank', { balance });
}

/**
 * The id of the family's single piggy bank (its oldest, the one the balance form edits), created
 * with `balance` when the family has none yet, so a piggy-bank widget made here shows it.
 */
export async function singlePiggyBankId(balance: number): Promise<number | null> {
  let banks = await api.get<PiggyBank[]>('/api/piggy-banks');
  if (banks.length === 0) {
    await savePiggyBankBalance(balance);
    banks = await api.get<PiggyBank[]>('/api/piggy-banks');
  }
  return banks[0]?.id ?? null;
}
