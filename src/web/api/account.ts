import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser, UnsubscribeAnswer } from '../../common/schemas/accounts';
import { api } from './client';
import { invalidateFor, queryKeys } from './freshness';

export const accountApi = {
  unsubscribe: () => api.post<UnsubscribeAnswer>('/api/account/unsubscribe'),
  updateFamily: (changes: { name?: string; timeZone?: string }) =>
    api.patch<SessionUser>('/api/family', changes),
  deleteAccount: () => api.post<{ success: boolean }>('/api/account/delete'),
  /** Ends the member's other log-ins; an account made with Google sends no current password. */
  changePassword: (body: { currentPassword?: string; newPassword: string }) =>
    api.post<{ success: boolean }>('/api/account/password', body),
};

/**
 * The family's name and time zone. The session carries both, so the save is done once
 * `refreshSession` has read it again; the zone decides every page's "today", so all is read again.
 */
export function useUpdateFamily(refreshSession: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateFamily,
    onSuccess: () => Promise.all([refreshSession(), invalidateFor(queryClient, 'family')]),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: accountApi.changePassword });
}

/** The plan stops renewing: the family's billing state is read again. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing }),
  });
}

/** What follows (logging out) leaves the app, so nothing is read again. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: accountApi.deleteAccount });
}

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
