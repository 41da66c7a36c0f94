import { useEffect, useRef, useState } from 'react';
import { MUSIC_MESSAGES } from '../../common/music-messages';
import type { ComponentOfType } from '../../common/schemas/component';
import type { Playback, PlayerCommand } from '../../common/schemas/music';
import { useMusicStatus, usePlayer, usePlayerCommand } from '../../web/api/music';
import { useBoardScreenId } from '../../web/board/boardScreenId';
import type { WidgetViewProps } from '../views';
import { nextRepeat, progressAt, timeText } from './playback';
import { loadFailure, refusal } from './refusals';
import './spotify.css';

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
);
const ICONS = {
  previous: icon('M6 5h2v14H6zM9.5 12 19 5v14z'),
  next: icon('M16 5h2v14h-2zM5 5l9.5 7L5 19z'),
  play: icon('M7 4.5v15L19.5 12z'),
  pause: icon('M6 5h4v14H6zM14 5h4v14h-4z'),
  shuffle: icon(
    'M16 4h4v4l-1.4-1.4-3.3 3.3-1.4-1.4 3.3-3.3zM4 6h3.6l9 10H19v2h-3.2l-9-10H4zm15.6 12L16 20v-4l3.6 2zM4 16h3.6l2-2.2 1.3 1.5L8.5 18H4z',
  ),
  repeat: icon('M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z'),
};

/** A Spotify remote: now playing, its controls, and the family's Connect devices (issue 26). */
export function SpotifyView({
  component,
  interactive,
  editing,
}: WidgetViewProps<ComponentOfType<'spotify'>>) {
  const { playlistId, viewType, autoplay, allowWallControl } = component.spotifyConfig;
  const screenId = useBoardScreenId();
  const status = useMusicStatus();
  const connected = status.data?.connected === true;
  const player = usePlayer(connected);
  const [message, setMessage] = useState<string | null>(null);
  const [deviceChoice, setDeviceChoice] = useState<string>('');
  const command = usePlayerCommand();
  const busy = command.isPending;
  const canControl = connected && (interactive || (allowWallControl && !editing));
  const playback = player.data?.playback ?? null;
  const devices = player.data?.devices ?? [];
  const deviceId =
    deviceChoice || playback?.deviceId || devices.find((d) => d.isActive)?.id || devices[0]?.id || '';

  function send(sent: PlayerCommand) {
    command.mutate({ ...sent, screenId, componentId: component.id } as PlayerCommand, {
      onSuccess: () => setMessage(null),
      onError: (error) => setMessage(refusal(error, sent.action)),
    });
  }

  const startPlaylist = () =>
    playlistId
      ? send({ action: 'play', playlistId, ...(deviceId ? { deviceId } : {}) })
      : setMessage(MUSIC_MESSAGES.couldNotStart);

  // Autoplay (spec 02 §3): the chosen playlist starts once when nothing plays yet.
  const autoplayed = useRef(false);
  useEffect(() => {
    if (!autoplay || !canControl || !playlistId || !player.isSuccess || autoplayed.current) return;
    autoplayed.current = true;
    if (!playback?.isPlaying && deviceId) void startPlaylist();
  });

  if (status.isPending) return <p className="sp-note">Loading…</p>;
  if (status.data?.available === false) return <p className="sp-note">{MUSIC_MESSAGES.notSetUp}</p>;
  if (!connected) {
    return (
      <div className="sp-note">
        <p>{MUSIC_MESSAGES.tokenMissing}</p>
        {editing && (
          <a className="sp-connect" href="/api/auth/spotify">
            Connect Spotify
          </a>
        )}
      </div>
    );
  }
  if (status.data?.premium === false) return <p className="sp-note">{MUSIC_MESSAGES.premiumRequired}</p>;
  const loadError = loadFailure(player.error);

  return (
    <div
      className={`sp sp--${viewType}${canControl && !interactive ? ' sp--wall' : ''}`}
      style={{ '--sp-accent': component.style.spotifyAccentColor } as React.CSSProperties}
      data-state={
        player.isPending ? 'loading' : playback ? (playback.isPlaying ? 'playing' : 'paused') : 'ready'
      }
    >
      {player.isPending ? (
        <p className="sp-note">Loading…</p>
      ) : (
        <NowPlaying playback={playback} answeredAt={player.dataUpdatedAt} />
      )}
      {canControl && (
        <div className="sp-controls">
          <div className="sp-buttons">
            <button
              type="button"
              className="sp-toggle"
              aria-label="Shuffle"
              aria-pressed={playback?.shuffle === true}
              disabled={busy || !playback}
              onClick={() => void send({ action: 'shuffle', state: !playback?.shuffle, deviceId })}
            >
              {ICONS.shuffle}
            </button>
            <button
              type="button"
              aria-label="Previous"
              disabled={busy || !playback}
              onClick={() => void send({ action: 'previous', deviceId })}
            >
              {ICONS.previous}
            </button>
            <button
              type="button"
              className="sp-main"
              aria-label={playback?.isPlaying ? 'Pause' : 'Play'}
              disabled={busy}
              onClick={() =>
                void (playback?.isPlaying
                  ? send({ action: 'pause', deviceId })
                  : playback
                    ? send({ action: 'play', deviceId })
                    : startPlaylist())
              }
            >
              {playback?.isPlaying ? ICONS.pause : ICONS.play}
            </button>
            <button
              type="button"
              aria-label="Next"
              disabled={busy || !playback}
              onClick={() => void send({ action: 'next', deviceId })}
            >
              {ICONS.next}
            </button>
            <button
              type="button"
              className="sp-toggle"
              aria-label={`Repeat: ${playback?.repeat === 'track' ? 'this track' : 'off'}`}
              aria-pressed={playback !== null && playback.repeat !== 'off'}
              disabled={busy || !playback}
              onClick={() =>
                void send({ action: 'repeat', state: nextRepeat(playback?.repeat ?? 'off'), deviceId })
              }
            >
              {ICONS.repeat}
            </button>
          </div>
          <div className="sp-row">
            <label className="sp-device">
              <span className="sp-visually-hidden">Play on</span>
              <select
                value={deviceId}
                disabled={busy || devices.length === 0}
                onChange={(event) => {
                  setDeviceChoice(event.target.value);
                  if (playback) void send({ action: 'device', deviceId: event.target.value });
                }}
              >
                {devices.length === 0 && <option value="">No Spotify devices found</option>}
                {devices.map((device) => (
                  <option key={device.id} value={device.id}>
                    {device.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="sp-volume">
              <span className="sp-visually-hidden">Volume</span>
              <input
                type="range"
                min={0}
                max={100}
                step={5}
                key={playback?.volumePercent ?? 50}
                defaultValue={playback?.volumePercent ?? 50}
                disabled={busy || !playback}
                onChange={(event) =>
                  void send({ action: 'volume', percent: Number(event.target.value), deviceId })
                }
              />
            </label>
            {playlistId && playback?.contextUri !== `spotify:playlist:${playlistId}` && (
              <button type="button" className="sp-start" disabled={busy} onClick={() => void startPlaylist()}>
                Play playlist
              </button>
            )}
          </div>
        </div>
      )}
      {(message ?? loadError) && (
        <p className="sp-error" role="alert">
          {message ?? loadError}
        </p>
      )}
    </div>
  );
}

/** Cover, title and a progress bar that moves each second between the player's answers. */
function NowPlaying({ playback, answeredAt }: { playback: Playback | null; answeredAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!playback?.isPlaying) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [playback?.isPlaying]);
  if (!playback?.track) return <p className="sp-idle">Nothing is playing.</p>;
  const progress = progressAt(playback, Math.max(0, now - answeredAt));
  return (
    <div className="sp-now">
      {playback.track.imageUrl ? (
        <img className="sp-cover" src={playback.track.imageUrl} alt="" />
      ) : (
        <div className="sp-cover" />
      )}
      <div className="sp-meta">
        <p className="sp-title">{playback.track.name}</p>
        <p className="sp-artist">{playback.track.artists}</p>
        <div
          className="sp-progress"
          role="progressbar"
          aria-label="Track progress"
          aria-valuemin={0}
          aria-valuemax={Math.round(playback.durationMs / 1000)}
          aria-valuenow={Math.round(progress / 1000)}
          aria-valuetext={`${timeText(progress)} of ${timeText(playback.durationMs)}`}
        >
          <span style={{ width: `${playback.durationMs ? (progress / playback.durationMs) * 100 : 0}%` }} />
        </div>
        <p className="sp-times">
          <span>{timeText(progress)}</span>
          <span>{timeText(playback.durationMs)}</span>
        </p>
      </div>
    </div>
  );
}
