/** The music widget's messages; spec 02 §8 word for word. Free of zod: the viewer downloads it. */
export const MUSIC_MESSAGES = {
  premiumRequired: 'Spotify account error: Premium required.',
  refreshFailed:
    "Couldn't refresh session. Please log out and back in, or reconnect Spotify in your settings.",
  noTracks: 'No tracks found for this playlist.',
  playlistsFailed: 'Could not load playlists. Please try reconnecting Spotify.',
  startFailed: 'Failed to start playback.',
  shuffleFailed: 'Failed to toggle shuffle.',
  repeatFailed: 'Failed to change repeat mode.',
  couldNotStart: 'Could not start playback.',
  playbackError: 'Playback error. Try playing from Spotify app.',
  tokenMissing: 'Spotify access token is missing.',
  notSetUp: 'Music is not set up on this server.',
} as const;
