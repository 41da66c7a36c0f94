import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TakeOutKind } from '../../common/savings';
import type {
  PersonEarnings,
  PiggyBank,
  PiggyBankDetails,
  PiggyBankGoal,
  TakeOutResult,
} from '../../common/schemas/piggy-banks';
import { api } from './client';
import { invalidateFor, queryKeys, useRefreshPolicy } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

export const piggyBanksApi = {
  list: () => api.get<PiggyBank[]>('/api/piggy-banks'),
  details: (bankId: number) => api.get<PiggyBankDetails>(`/api/piggy-banks/${bankId}`),
  create: (bank: { name: string; balance: string | number; personId?: number | null }) =>
    api.post<PiggyBank>('/api/piggy-banks', bank),
  setBalance: (bankId: number, newBalance: string | number) =>
    api.put<PiggyBank>(`/api/piggy-banks/${bankId}`, { new_balance: newBalance }),
  rename: (bankId: number, name: string) => api.patch<PiggyBank>(`/api/piggy-banks/${bankId}`, { name }),
  setOwner: (bankId: number, personId: number | null) =>
    api.patch<PiggyBank>(`/api/piggy-banks/${bankId}`, { personId }),
  remove: (bankId: number) => api.delete<void>(`/api/piggy-banks/${bankId}`),
  setGoal: (bankId: number, goal: { name: string; amount: string | number; photoId: number | null }) =>
    api.put<PiggyBankGoal>(`/api/piggy-banks/${bankId}/goal`, goal),
  clearGoal: (bankId: number) => api.delete<void>(`/api/piggy-banks/${bankId}/goal`),
  takeOut: (bankId: number, body: { amount: string | number; note: string; kind: TakeOutKind }) =>
    api.post<TakeOutResult>(`/api/piggy-banks/${bankId}/withdrawals`, body),
  earnings: (personId: number, weeks: number) =>
    api.get<PersonEarnings>(`/api/people/${personId}/earnings?weeks=${weeks}`),
};

/** A person's money by week; kept under piggy-banks, so every payout or withdrawal refreshes it. */
export function usePersonEarnings(personId: number | null, weeks = 8) {
  return useQuery({
    queryKey: queryKeys.personEarnings(personId ?? 0, weeks),
    queryFn: () => piggyBanksApi.earnings(personId!, weeks),
    enabled: personId !== null,
    ...useRefreshPolicy(),
  });
}

export function useSetPiggyBankGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bankId,
      goal,
    }: {
      bankId: number;
      goal: { name: string; amount: string | number; photoId: number | null };
    }) => piggyBanksApi.setGoal(bankId, goal),
    onSuccess: () => invalidateFor(queryClient, 'piggy-banks'),
  });
}

export function useClearPiggyBankGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: piggyBanksApi.clearGoal,
    onSuccess: () => invalidateFor(queryClient, 'piggy-banks'),
  });
}

export function useTakeOut() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: ({
      bankId,
      body,
    }: {
      bankId: number;
      body: { amount: string | number; note: string; kind: TakeOutKind };
    }) => piggyBanksApi.takeOut(bankId, body),
    onSuccess: () => invalidateFor(queryClient, 'piggy-banks'),
  });
}

export function usePiggyBanks() {
  return useQuery({ queryKey: queryKeys.piggyBanks, queryFn: piggyBanksApi.list, ...useRefreshPolicy() });
}

export function usePiggyBank(bankId: number | null) {
  return useQuery({
    queryKey: queryKeys.piggyBank(bankId ?? 0),
    queryFn: () => piggyBanksApi.details(bankId!),
    enabled: bankId !== null,
    ...useRefreshPolicy(),
  });
}

export function useCreatePiggyBank() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: piggyBanksApi.create,
    onSuccess: () => invalidateFor(queryClient, 'piggy-banks'),
  });
}

export function useSetPiggyBankBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankId, newBalance }: { bankId: number; newBalance: string | number }) =>
      piggyBanksApi.setBalance(bankId, newBalance),
    onSuccess: () => invalidateFor(queryClient, 'piggy-banks'),
  });
}

export function useRenamePiggyBank() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: ({ bankId, name }: { bankId: number; name: string }) => piggyBanksApi.rename(bankId, name),
    onSuccess: () => invalidateFor(queryClient, 'piggy-banks'),
  });
}

export function useSetPiggyBankOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankId, personId }: { bankId: number; personId: number | null }) =>
      piggyBanksApi.setOwner(bankId, personId),
    onSuccess: () => invalidateFor(queryClient, 'piggy-banks'),
  });
}

/** Tasks that paid into the bank stop paying, so their lists are read again too. */
export function useDeletePiggyBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: piggyBanksApi.remove,
    onSuccess: () =>
      Promise.all([invalidateFor(queryClient, 'piggy-banks'), invalidateFor(queryClient, 'task-items')]),
  });
}
