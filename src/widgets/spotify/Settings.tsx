import { MUSIC_MESSAGES } from '../../common/music-messages';
import type { ComponentOfType } from '../../common/schemas/component';
import { useDisconnectMusic, useMusicStatus, usePlaylists } from '../../web/api/music';
import { CheckboxField, SelectField } from '../../web/data-ui/fields';
import { DEMO_MESSAGES, useDemoMode } from '../../web/session/DemoMode';
import type { WidgetSettingsProps } from '../views';

type SpotifyComponent = ComponentOfType<'spotify'>;

/** The music widget's panel: the Spotify connection, the playlist, the layout and who may control it. */
export function SpotifySettings({ component, onChange, disabled }: WidgetSettingsProps<SpotifyComponent>) {
  const config = component.spotifyConfig;
  const update = (patch: Partial<SpotifyComponent['spotifyConfig']>) =>
    onChange({ spotifyConfig: { ...config, ...patch } });
  const status = useMusicStatus();
  const connected = status.data?.connected === true;
  const playlists = usePlaylists(connected);
  const disconnect = useDisconnectMusic();
  // The demo plays a sample: the account and the playlist are content, the player's look is not.
  const demo = useDemoMode();

  return (
    <div className="widget-settings">
      {demo ? (
        <p className="field__hint">{DEMO_MESSAGES.music}</p>
      ) : status.data?.available === false ? (
        <p className="field__hint">{MUSIC_MESSAGES.notSetUp}</p>
      ) : connected ? (
        <p className="field__hint">
          Connected to Spotify as {status.data?.account ?? 'your account'}.{' '}
          <button
            type="button"
            className="link-button"
            disabled={disabled || disconnect.isPending}
            onClick={() => disconnect.mutate()}
          >
            Disconnect
          </button>
        </p>
      ) : (
        !status.isPending && (
          <p className="field__hint">
            Connect the family's Spotify Premium account to play music on your speakers and TVs.{' '}
            <a href="/api/auth/spotify">Connect Spotify</a>
          </p>
        )
      )}
      <SelectField
        label="Playlist"
        value={config.playlistId ?? ''}
        disabled={disabled || demo || !playlists.isSuccess}
        error={playlists.isError ? MUSIC_MESSAGES.playlistsFailed : null}
        onChange={(event) => update({ playlistId: event.target.value || null })}
      >
        <option value="">{playlists.isFetching ? 'Loading playlists...' : 'Choose a playlist'}</option>
        {playlists.data?.map((playlist) => (
          <option key={playlist.id} value={playlist.id}>
            {playlist.name}
          </option>
        ))}
        {config.playlistId &&
          playlists.isSuccess &&
          !playlists.data.some((p) => p.id === config.playlistId) && (
            <option value={config.playlistId}>A playlist no longer in this account</option>
          )}
      </SelectField>
      <SelectField
        label="Player view"
        value={config.viewType}
        disabled={disabled}
        onChange={(event) =>
          update({ viewType: event.target.value as SpotifyComponent['spotifyConfig']['viewType'] })
        }
      >
        <option value="compact">Compact</option>
        <option value="landscape">Landscape</option>
        <option value="column">Column</option>
      </SelectField>
      <CheckboxField
        label="Start the playlist when the board opens"
        checked={config.autoplay}
        disabled={disabled}
        onChange={(event) => update({ autoplay: event.target.checked })}
      />
      <CheckboxField
        label="Allow control from the wall screen"
        checked={config.allowWallControl}
        disabled={disabled}
        onChange={(event) => update({ allowWallControl: event.target.checked })}
      />
    </div>
  );
}
