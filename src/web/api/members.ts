import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../common/schemas/accounts';
import type { CreatedInvite, Invite, InvitePreview, Member } from '../../common/schemas/members';
import { api } from './client';
import { invalidateFor, queryKeys } from './freshness';

export const membersApi = {
  list: () => api.get<Member[]>('/api/family/members'),
  remove: (id: number) => api.delete<{ success: boolean }>(`/api/family/members/${id}`),
  leave: () => api.post<SessionUser>('/api/family/leave'),
  invites: () => api.get<Invite[]>('/api/family/invites'),
  invite: () => api.post<CreatedInvite>('/api/family/invites'),
  revokeInvite: (id: number) => api.delete<{ success: boolean }>(`/api/family/invites/${id}`),
  preview: (token: string) => api.get<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`),
  accept: (token: string, confirmDeleteOldFamily: boolean) =>
    api.post<SessionUser>(`/api/invites/${encodeURIComponent(token)}/accept`, { confirmDeleteOldFamily }),
};

export function useMembers(enabled = true) {
  return useQuery({ queryKey: queryKeys.members, queryFn: membersApi.list, enabled });
}

export function usePendingInvites() {
  return useQuery({ queryKey: queryKeys.invites, queryFn: membersApi.invites });
}

/** What an invite link offers, as the signed-in (or signed-out) visitor sees it. */
export function useInvitePreview(token: string, userId: number | null) {
  return useQuery({
    queryKey: ['invite', token, userId],
    queryFn: () => membersApi.preview(token),
    retry: false,
  });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: membersApi.invite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: membersApi.revokeInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites }),
  });
}

/** A member gone changes the family: everything is read again. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: membersApi.remove,
    onSuccess: () => invalidateFor(queryClient, 'family'),
  });
}

/** Leaving moves this member to a family of their own: the session, then everything, is read again. */
export function useLeaveFamily(refreshSession: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: membersApi.leave,
    onSuccess: async () => {
      await refreshSession();
      await invalidateFor(queryClient, 'family');
    },
  });
}

/** Joining another family changes the session: it is read again before the join counts as done. */
export function useAcceptInvite(refreshSession: () => Promise<void>) {
  return useMutation({
    mutationFn: ({ token, confirmDeleteOldFamily }: { token: string; confirmDeleteOldFamily: boolean }) =>
      membersApi.accept(token, confirmDeleteOldFamily),
    onSuccess: refreshSession,
  });
}
