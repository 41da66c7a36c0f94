import { useQuery } from '@tanstack/react-query';
import type { Features } from '../../common/schemas/accounts';
import { api } from './client';

export const FEATURES_QUERY_KEY = ['features'] as const;

export const fetchFeatures = () => api.get<Features>('/api/features');

/** Server features rarely change while a page is open, so they are fetched once per page load. */
export function useFeatures() {
  return useQuery({
    queryKey: FEATURES_QUERY_KEY,
    queryFn: fetchFeatures,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
