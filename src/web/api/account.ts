import { useMutation } from '@tanstack/react-query';
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

/** "Forgot password?": asks for a link to the address (the answer is the same with or without an account). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ success: boolean }>('/api/account/password-reset', { email }),
  });
}

/** Sets a new password with a mailed link's token; the account's log-ins end. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<{ success: boolean }>('/api/account/password-reset/confirm', body),
  });
}
