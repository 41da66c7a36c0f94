import { useMutation } from '@tanstack/react-query';
import type { AlbumImage } from '../../common/schemas/album';
import { api } from './client';

/** Reads a shared album link's photos on the server (GET /api/scrape-album); nothing is stored by it. */
export function useReadAlbum() {
  return useMutation({
    mutationFn: (url: string) => api.get<AlbumImage[]>(`/api/scrape-album?url=${encodeURIComponent(url)}`),
  });
}
