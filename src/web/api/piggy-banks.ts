import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PiggyBank, PiggyBankTransaction } from '../../common/schemas/piggy-banks';
import { api } from './client';

/** GET /api/piggy-banks/{id}: the bank and its latest transactions, newest first. */
export interface PiggyBankDetails extends PiggyBank {
  transactions: PiggyBankTransaction[];
}

export const piggyBankKeys = {
  all: ['piggy-banks'] as const,
  details: (bankId: number) => ['piggy-banks', bankId] as const,
};

export const piggyBanksApi = {
  list: () => api.get<PiggyBank[]>('/api/piggy-banks'),
  details: (bankId: number) => api.get<PiggyBankDetails>(`/api/piggy-banks/${bankId}`),
  create: (bank: { name: string; balance: string | number }) => api.post<PiggyBank>('/api/piggy-banks', bank),
  setBalance: (bankId: number, newBalance: string | number) =>
    api.put<PiggyBank>(`/api/piggy-banks/${bankId}`, { new_balance: newBalance }),
};

/** Boards keep polling while they show the data; pages refetch after their own writes. */
type QueryOptions = { refetchInterval?: number };

export function usePiggyBanks(options: QueryOptions = {}) {
  return useQuery({ queryKey: piggyBankKeys.all, queryFn: piggyBanksApi.list, ...options });
}

export function usePiggyBank(bankId: number | null, options: QueryOptions = {}) {
  return useQuery({
    queryKey: piggyBankKeys.details(bankId ?? 0),
    queryFn: () => piggyBanksApi.details(bankId!),
    enabled: bankId !== null,
    ...options,
  });
}

export function useCreatePiggyBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: piggyBanksApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: piggyBankKeys.all }),
  });
}

export function useSetPiggyBankBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankId, newBalance }: { bankId: number; newBalance: string | number }) =>
      piggyBanksApi.setBalance(bankId, newBalance),
    // The prefix covers the list and every bank's details.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: piggyBankKeys.all }),
  });
}
