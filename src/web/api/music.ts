import { useQuery } from '@tanstack/react-query';
import type { MusicStatus, Player, PlayerCommand, Playlist } from '../../common/schemas/music';
import { api } from './client';

/** Spotify's state lives at Spotify, not in Luno's resources: these keys are refetched by time. */
export const musicKeys = {
  status: ['spotify-status'] as const,
  playlists: ['spotify-playlists'] as const,
  player: ['spotify-player'] as const,
};

export const musicApi = {
  status: () => api.get<MusicStatus>('/api/spotify/status'),
  playlists: () => api.get<Playlist[]>('/api/spotify/playlists'),
  player: () => api.get<Player>('/api/spotify/player'),
  command: ({ action, ...body }: PlayerCommand) =>
    api.put<{ success: true }>(`/api/spotify/player/${action}`, body),
  refresh: () => api.post<{ success: true }>('/api/auth/spotify/refresh'),
  disconnect: () => api.post<{ success: true }>('/api/auth/spotify/revoke'),
};

export function useMusicStatus() {
  return useQuery({ queryKey: musicKeys.status, queryFn: musicApi.status, staleTime: 60_000 });
}

export function usePlaylists(enabled: boolean) {
  return useQuery({ queryKey: musicKeys.playlists, queryFn: musicApi.playlists, enabled, retry: false });
}

/** What plays, asked again every few seconds: another phone or the Spotify app may change it. */
export function usePlayer(enabled: boolean) {
  return useQuery({
    queryKey: musicKeys.player,
    queryFn: musicApi.player,
    enabled,
    refetchInterval: 5000,
    retry: false,
  });
}
