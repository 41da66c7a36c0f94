import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '../../common/schemas/photos';
import { api, apiRequest } from './client';
import { invalidateFor, queryKeys } from './freshness';

export const photosApi = {
  list: () => api.get<Photo[]>('/api/photos'),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiRequest<{ photo: Photo }>('/api/photos', { method: 'POST', body: form });
  },
  remove: (id: number) => api.delete<void>(`/api/photos/${id}`),
};

/** The family's photo library, newest first. */
export function usePhotos(enabled = true) {
  return useQuery({ queryKey: queryKeys.photos, queryFn: photosApi.list, enabled });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: photosApi.upload,
    onSuccess: () => invalidateFor(queryClient, 'photos'),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: photosApi.remove,
    onSuccess: () => invalidateFor(queryClient, 'photos'),
  });
}
