import { api } from './client';

export interface UnsubscribeResult {
  subscription_status: string;
  message: string;
}

export const accountApi = {
  unsubscribe: () => api.post<UnsubscribeResult>('/api/account/unsubscribe'),
  deleteAccount: () => api.post<{ success: boolean }>('/api/account/delete'),
};
