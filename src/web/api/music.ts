import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MusicStatus, Player, PlayerCommand, Playlist } from '../../common/schemas/music';
import { api, hasCode } from './client';
import { invalidateFor, queryKeys } from './freshness';

export const musicApi = {
  status: () => api.get<MusicStatus>('/api/spotify/status'),
  playlists: () => api.get<Playlist[]>('/api/spotify/playlists'),
  player: () => api.get<Player>('/api/spotify/player'),
  command: ({ action, ...body }: PlayerCommand) =>
    api.put<{ success: true }>(`/api/spotify/player/${action}`, body),
  refresh: () => api.post<{ success: true }>('/api/auth/spotify/refresh'),
  disconnect: () => api.post<{ success: true }>('/api/auth/spotify/revoke'),
};

/** While something plays, what plays is asked for this often: the track moves on by itself. */
const PLAYING_REFRESH_MS = 5_000;
/**
 * While nothing plays, this rarely: what Luno starts is announced (`music`), so only music started
 * from the Spotify app on a phone waits for it.
 */
const IDLE_PLAYER_REFRESH_MS = 60 * 60_000;

export function useMusicStatus() {
  return useQuery({ queryKey: queryKeys.musicStatus, queryFn: musicApi.status, staleTime: 60_000 });
}

export function usePlaylists(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.musicPlaylists, queryFn: musicApi.playlists, enabled, retry: false });
}

/**
 * What plays. Asked again by time, since Spotify tells no one when another phone changes it: often
 * while something plays, rarely otherwise, and never while the page is hidden (TanStack Query's
 * intervals wait for the page to be visible).
 */
export function usePlayer(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.musicPlayer,
    queryFn: musicApi.player,
    enabled,
    refetchInterval: (query) =>
      query.state.data?.playback?.isPlaying ? PLAYING_REFRESH_MS : IDLE_PLAYER_REFRESH_MS,
    retry: false,
  });
}

/** Spotify refused the family's session and the server could not get a fresh one. */
export class MusicRefreshFailed extends Error {}

/**
 * An authentication error (spec 02 §8): Spotify ended the family's session, or Luno ended this
 * one (then the refresh fails too, and the card says to log in again).
 */
export const isAuthenticationError = (error: unknown) => hasCode(error, 'reconnect_needed', 'not_signed_in');

/**
 * A command to the player. An authentication error asks the server for a fresh Spotify session once
 * and sends the command again (spec 02 §8); when that refresh fails, it throws `MusicRefreshFailed`.
 */
export function usePlayerCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: PlayerCommand) => {
      try {
        return await musicApi.command(command);
      } catch (error) {
        if (!isAuthenticationError(error)) throw error;
        await musicApi.refresh().catch(() => {
          throw new MusicRefreshFailed();
        });
        return musicApi.command(command);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.musicPlayer }),
  });
}

export function useDisconnectMusic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: musicApi.disconnect,
    onSuccess: () => invalidateFor(queryClient, 'music'),
  });
}
