import { useMutation, useQuery } from '@tanstack/react-query';
import type { AlbumImage, LinkedAlbum } from '../../common/schemas/album';
import { api } from './client';
import { queryKeys } from './freshness';

/** How often a board asks the server for its album's photos; the server reads the album itself on its own schedule. */
const ALBUM_PHOTOS_REFETCH_MS = 30 * 60_000;

/** Reads a shared album link's photos on the server (GET /api/scrape-album); nothing is stored by it. */
export function useReadAlbum() {
  return useMutation({
    mutationFn: (url: string) => api.get<AlbumImage[]>(`/api/scrape-album?url=${encodeURIComponent(url)}`),
  });
}

/**
 * A board album's photos as the server last read them, so photos added to the album appear by
 * themselves; the photos stored with the board until the server answers, or when it cannot.
 */
export function useCurrentAlbumPhotos(album: LinkedAlbum): AlbumImage[] {
  const query = useQuery({
    queryKey: [...queryKeys.screens, 'album-photos', album.url],
    queryFn: ({ signal }) =>
      api.get<AlbumImage[]>(`/api/albums/photos?url=${encodeURIComponent(album.url)}`, signal),
    staleTime: ALBUM_PHOTOS_REFETCH_MS,
    refetchInterval: ALBUM_PHOTOS_REFETCH_MS,
    retry: false,
  });
  return query.data && query.data.length > 0 ? query.data : album.images;
}
