import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pairing, PairingStatus, PendingPairing } from '../../common/schemas/displays';
import { ApiError, api } from './client';
import { invalidateFor } from './freshness';

const path = (pairingId: string) => `/api/pair/${encodeURIComponent(pairingId)}`;

type Choice = { screenId?: number | null; name?: string };

export const pairingApi = {
  /** The TV asks for a code, saying what it is so the phone can show it. */
  start: (device: { deviceId?: string; widthPx?: number; heightPx?: number }) =>
    api.post<Pairing>('/api/pair', device),
  status: (pairingId: string) => api.get<PairingStatus>(`${path(pairingId)}/status`),
  /** The waiting device, as the phone shows it before its owner confirms. */
  pending: (pairingId: string) => api.get<PendingPairing>(path(pairingId)),
  /** The same, found by the code typed from the TV. */
  pendingByCode: (userCode: string) => api.post<PendingPairing>('/api/pair/code', { userCode }),
  complete: (pairingId: string, familyId: number, choice: Choice = {}) =>
    api.post<{ success: boolean }>(`${path(pairingId)}/complete`, { familyId, ...choice }),
  completeByCode: (userCode: string, familyId: number, choice: Choice = {}) =>
    api.post<{ success: boolean }>('/api/pair/code/complete', { userCode, familyId, ...choice }),
};

/** The TV found by the id its QR code holds, or by the code typed from it (capitals, no dash). */
export type PairingTarget = { pairingId: string } | { userCode: string };

/** The waiting TV the phone is about to pair, found by its id or its typed code. */
export function usePendingPairing(target: PairingTarget) {
  return useQuery({
    queryKey: 'pairingId' in target ? ['pairing', target.pairingId] : ['pairing', 'code', target.userCode],
    queryFn: () =>
      'pairingId' in target
        ? pairingApi.pending(target.pairingId)
        : pairingApi.pendingByCode(target.userCode),
    // A typed code is looked up within a tight budget against guessing: once is enough.
    staleTime: 'userCode' in target ? Number.POSITIVE_INFINITY : undefined,
    // Retried only when no answer came, or a 5xx (a proxy's carries no code, so by status).
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** The phone confirms the TV into the family: the family's devices are read again. */
export function useCompletePairing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      familyId,
      choice,
    }: {
      target: PairingTarget;
      familyId: number;
      choice: Choice;
    }) =>
      'pairingId' in target
        ? pairingApi.complete(target.pairingId, familyId, choice)
        : pairingApi.completeByCode(target.userCode, familyId, choice),
    onSuccess: () => invalidateFor(queryClient, 'devices'),
  });
}
