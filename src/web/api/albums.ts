import { useMutation, useQuery } from '@tanstack/react-query';
import type { AlbumImage, LinkedAlbum } from '../../common/schemas/album';
import { api } from './client';
import { queryKeys } from './freshness';

/** Reads a shared album link's photos on the server (GET /api/scrape-album); nothing is stored by it. */
export function useReadAlbum() {
  return useMutation({
    mutationFn: (url: string) => api.get<AlbumImage[]>(`/api/scrape-album?url=${encodeURIComponent(url)}`),
  });
}

/**
 * A board album's photos as the server last read them; the photos stored with the board until the
 * server answers, or when it cannot. The server reads the album again on its own schedule and
 * announces a change of photos (`albums`), so photos added to the album appear by themselves with
 * no polling here.
 */
export function useCurrentAlbumPhotos(album: LinkedAlbum): AlbumImage[] {
  const query = useQuery({
    queryKey: queryKeys.albumPhotos(album.url),
    queryFn: ({ signal }) =>
      api.get<AlbumImage[]>(`/api/albums/photos?url=${encodeURIComponent(album.url)}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data && query.data.length > 0 ? query.data : album.images;
}
