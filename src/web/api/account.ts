import type { UnsubscribeAnswer } from '../../common/schemas/accounts';
import { api } from './client';

export const accountApi = {
  unsubscribe: () => api.post<UnsubscribeAnswer>('/api/account/unsubscribe'),
  deleteAccount: () => api.post<{ success: boolean }>('/api/account/delete'),
};
