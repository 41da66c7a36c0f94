import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../common/schemas/accounts';
import type { CreatedInvite, Invite, InvitePreview, Member } from '../../common/schemas/members';
import { api } from './client';
import { queryKeys } from './freshness';

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

export function useMembers() {
  return useQuery({ queryKey: queryKeys.members, queryFn: membersApi.list });
}

export function usePendingInvites() {
  return useQuery({ queryKey: queryKeys.invites, queryFn: membersApi.invites });
}
