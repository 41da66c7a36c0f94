/**
 * The household data the Manage Screens form offers: the family's task lists and its single
 * piggy-bank balance, read under the shared query keys so a payout or a list made elsewhere shows
 * here too. A server without that data (`not_found`) shows those fields as 'Available soon'.
 */

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { PiggyBankBalance } from '../../../common/schemas/piggy-banks';
import type { TaskList } from '../../../common/schemas/tasks';
import { api, hasCode } from '../../api/client';
import { queryKeys } from '../../api/freshness';

export type Availability<T> =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'failed' }
  | { status: 'ready'; data: T };

export function availability<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error'>,
): Availability<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError)
    return hasCode(query.error, 'not_found') ? { status: 'unavailable' } : { status: 'failed' };
  return { status: 'loading' };
}

export function useTaskListOptions(): Availability<TaskList[]> {
  return availability(
    useQuery({
      queryKey: queryKeys.taskLists,
      queryFn: ({ signal }) => api.get<TaskList[]>('/api/task-lists', signal),
    }),
  );
}

/** The family's piggy-bank balance in dollars, for the form's balance field. */
export function usePiggyBankBalance(): Availability<number> {
  return availability(
    useQuery({
      queryKey: queryKeys.singlePiggyBank,
      queryFn: async ({ signal }) => (await api.get<PiggyBankBalance>('/api/piggy-bank', signal)).balance,
    }),
  );
}
