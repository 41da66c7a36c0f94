/**
 * The photos of albums linked on boards, re-read by the server at most once an interval per album
 * however many displays show it, so photos added to an album appear by themselves and iCloud's
 * expiring addresses are renewed. Displays ask here, never the album's service.
 */
import type { AlbumImage } from '../../common/schemas/album';
import type { ScreensRepo } from '../screens/screens.repo';
import { AlbumLinkError, type SharedAlbums } from './shared-albums';

/** Albums kept at once; the least recently read makes room. */
const MAX_ALBUMS = 500;

interface Entry {
  images: AlbumImage[];
  readAt: number;
}

export interface AlbumRefresh {
  /** The album's photos as last read, read again when older than the interval; null when it is not on the family's boards. */
  current(familyId: number, url: string): Promise<AlbumImage[] | null>;
}

/** Every album link on a family's boards: the backgrounds' and the image layers'. */
async function linkedUrls(screens: ScreensRepo, familyId: number): Promise<Set<string>> {
  const boards = JSON.parse(await screens.listJson(familyId)) as {
    background?: { album?: { url?: string } | null };
    components?: { album?: { url?: string } | null }[];
  }[];
  const urls = new Set<string>();
  for (const board of boards) {
    if (board.background?.album?.url) urls.add(board.background.album.url);
    for (const component of board.components ?? []) if (component.album?.url) urls.add(component.album.url);
  }
  return urls;
}

export function createAlbumRefresh(
  albums: SharedAlbums,
  screens: ScreensRepo,
  { intervalMs, now = () => new Date() }: { intervalMs: number; now?: () => Date },
): AlbumRefresh {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<AlbumImage[]>>();

  async function read(url: string): Promise<AlbumImage[]> {
    const last = entries.get(url);
    try {
      const images = await albums.read(url);
      entries.delete(url);
      entries.set(url, { images, readAt: now().getTime() });
      if (entries.size > MAX_ALBUMS) entries.delete(entries.keys().next().value!);
      return images;
    } catch (error) {
      // An emptied album answers no photos (the board keeps those it was linked with); a service that
      // failed keeps the photos last read.
      if (error instanceof AlbumLinkError && error.kind === 'empty') {
        entries.set(url, { images: [], readAt: now().getTime() });
        return [];
      }
      if (last) {
        last.readAt = now().getTime();
        return last.images;
      }
      throw error;
    }
  }

  return {
    async current(familyId, url) {
      if (!(await linkedUrls(screens, familyId)).has(url)) return null;
      const entry = entries.get(url);
      if (entry && now().getTime() - entry.readAt < intervalMs) return entry.images;
      let pending = reading.get(url);
      if (!pending) {
        pending = read(url).finally(() => reading.delete(url));
        reading.set(url, pending);
      }
      return pending;
    },
  };
}
