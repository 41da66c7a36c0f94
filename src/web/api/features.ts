import { useQuery } from '@tanstack/react-query';
import type { Features } from '../../common/schemas/accounts';
import { api } from './client';

/** Which optional integrations this server has keys for; each is off on a plain self-hosted install. */
export type ServerFeatures = Features;

export const FEATURES_QUERY_KEY = ['features'] as const;

export const fetchFeatures = () => api.get<ServerFeatures>('/api/features');

/** Server features rarely change while a page is open, so they are fetched once per page load. */
export function useFeatures() {
  return useQuery({
    queryKey: FEATURES_QUERY_KEY,
    queryFn: fetchFeatures,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
