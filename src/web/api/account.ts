import type { SessionUser, UnsubscribeAnswer } from '../../common/schemas/accounts';
import { api } from './client';

export const accountApi = {
  unsubscribe: () => api.post<UnsubscribeAnswer>('/api/account/unsubscribe'),
  updateFamily: (changes: { name?: string; timeZone?: string }) =>
    api.patch<SessionUser>('/api/family', changes),
  deleteAccount: () => api.post<{ success: boolean }>('/api/account/delete'),
  /** Ends the member's other log-ins; an account made with Google sends no current password. */
  changePassword: (body: { currentPassword?: string; newPassword: string }) =>
    api.post<{ success: boolean }>('/api/account/password', body),
};
