/** Every shared-album provider, one line each; the first that recognises a link reads it. */
import type { Config } from '../../config';
import type { AlbumProvider } from './album-provider';
import { googlePhotos } from './google-photos';
import { icloudPhotos } from './icloud-photos';

export function albumProviders(
  config: Pick<Config['albums'], 'googlePhotosBaseUrl' | 'icloudBaseUrl'>,
): AlbumProvider[] {
  return [googlePhotos(config.googlePhotosBaseUrl), icloudPhotos(config.icloudBaseUrl)];
}
