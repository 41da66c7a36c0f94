import { api } from './client';

export const pairingApi = {
  complete: (pairingId: string, familyId: number) =>
    api.post<unknown>(`/api/pair/${encodeURIComponent(pairingId)}/complete`, { familyId }),
};
