/** The operator's view (`/api/admin/…`): the server's health, families by counts, suspending one. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFamilies, AdminFamily, AdminOverview } from '../../common/schemas/admin';
import { api } from './client';
import { queryKeys } from './freshness';
import { useOnePerTapMutation } from './onePerTap';

export type { AdminFamily, AdminOverview } from '../../common/schemas/admin';

export const adminApi = {
  overview: () => api.get<AdminOverview>('/api/admin/overview'),
  families: () => api.get<AdminFamilies>('/api/admin/families'),
  suspend: (familyId: number) => api.post<AdminFamily>(`/api/admin/families/${familyId}/suspend`),
  lift: (familyId: number) => api.post<AdminFamily>(`/api/admin/families/${familyId}/lift`),
};

/** Refreshed every half minute while open: uptime, streams and errors move by themselves. */
const ADMIN_REFRESH_MS = 30_000;

export function useAdminOverview() {
  return useQuery({
    queryKey: queryKeys.adminOverview,
    queryFn: adminApi.overview,
    refetchInterval: ADMIN_REFRESH_MS,
  });
}

export function useAdminFamilies(enabled = true) {
  return useQuery({
    queryKey: queryKeys.adminFamilies,
    queryFn: async () => (await adminApi.families()).families,
    enabled,
  });
}

/** Suspends a family (`suspend: true`) or lifts its suspension. */
export function useSetFamilySuspended() {
  const queryClient = useQueryClient();
  return useOnePerTapMutation({
    mutationFn: ({ familyId, suspend }: { familyId: number; suspend: boolean }) =>
      suspend ? adminApi.suspend(familyId) : adminApi.lift(familyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
