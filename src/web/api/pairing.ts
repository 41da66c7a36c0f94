import type { Pairing, PairingStatus, PendingPairing } from '../../common/schemas/displays';
import { api } from './client';

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
