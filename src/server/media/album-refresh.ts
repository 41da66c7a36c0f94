/**
 * The photos of albums linked on boards, stored and read again by the server on a schedule, so
 * photos added to an album appear by themselves and iCloud's expiring addresses are renewed.
 * Displays ask here, never the album's service: `current` answers from the stored copy (reading an
 * album once when it was never read), and the job queue reads each due album again — one runner at
 * a time under the album's key, however many instances and displays there are. A reading that
 * changes the photos is announced (`albums`), so displays showing the album fetch it again.
 */
import type { AlbumImage } from '../../common/schemas/album';
import type { JobQueue } from '../background/job-queue';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import type { Changes } from '../live/changes';
import type { ScreensRepo } from '../screens/screens.repo';
import { createAlbumsRepo } from './albums.repo';
import { AlbumLinkError, type SharedAlbums } from './shared-albums';

/** The job queue's name for readings: an album row's id is its key. */
export const ALBUM_REFRESH_QUEUE = 'album-refresh';
/** However often an album fails, it is tried again at least this often. */
const MAX_BACKOFF_MS = 12 * 60 * 60_000;
const UNREADABLE = 'The album could not be read. It will be tried again.';

export interface AlbumRefreshOptions {
  /** How often each album is read when all is well. */
  intervalMs: number;
  now?: () => Date;
}

/** Every album link on a family's boards (the backgrounds' and the image layers'), with the photos each board was linked with. */
async function linkedAlbums(screens: ScreensRepo, familyId: number): Promise<Map<string, AlbumImage[]>> {
  type Linked = { url?: string; images?: AlbumImage[] } | null | undefined;
  const boards = JSON.parse(await screens.listJson(familyId)) as {
    background?: { album?: Linked };
    components?: { album?: Linked }[];
  }[];
  const albums = new Map<string, AlbumImage[]>();
  const add = (album: Linked) => {
    if (album?.url && !albums.has(album.url)) albums.set(album.url, album.images ?? []);
  };
  for (const board of boards) {
    add(board.background?.album);
    for (const component of board.components ?? []) add(component.album);
  }
  return albums;
}

export function createAlbumRefresh(
  db: Db,
  changes: Changes,
  jobs: JobQueue,
  albums: SharedAlbums,
  screens: ScreensRepo,
  { intervalMs, now: clock = () => new Date() }: AlbumRefreshOptions,
) {
  const repo = createAlbumsRepo(db);
  /** Readings under way in this instance, so displays asking at once share one. */
  const reading = new Map<number, Promise<AlbumImage[] | null>>();

  const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

  /**
   * One reading of one album by the holder of its key, unless no board links it any more (its row
   * is then dropped). Answers the photos stored afterwards: the new ones, or after a failure the
   * last good ones (null when there are none).
   */
  async function read(id: number): Promise<AlbumImage[] | null> {
    const now = clock();
    const row = await repo.findById(id);
    if (!row) return null;
    const stored = row.images === null ? null : (JSON.parse(row.images) as AlbumImage[]);
    // Read by another runner since it was found due: nothing is due any more.
    if (row.next_read_at > now.toISOString()) return stored;
    if (!(await linkedAlbums(screens, row.family_id)).has(row.url)) {
      await repo.remove(id);
      return null;
    }
    let images: AlbumImage[];
    try {
      images = await albums.read(row.url);
    } catch (error) {
      // An emptied album answers no photos (the board keeps those it was linked with).
      if (!(error instanceof AlbumLinkError && error.kind === 'empty')) {
        const backoff = Math.min(intervalMs * 2 ** (row.failure_count + 1), MAX_BACKOFF_MS);
        const message = error instanceof AlbumLinkError ? error.message : UNREADABLE;
        await repo.recordFailure(id, message, later(now, backoff));
        if (!(error instanceof AlbumLinkError)) throw error;
        return stored;
      }
      images = [];
    }
    const text = JSON.stringify(images);
    await transact(db, changes, async (trx, announce) => {
      await createAlbumsRepo(trx).recordRead(id, {
        images: text,
        now: now.toISOString(),
        nextReadAt: later(now, intervalMs),
      });
      if (text !== row.images) announce(row.family_id, 'albums', [id]);
    });
    return images;
  }

  /** A reading now, unless another runner holds the album (null then). */
  function readShared(id: number): Promise<AlbumImage[] | null> {
    let pending = reading.get(id);
    if (!pending) {
      pending = jobs
        .exclusive(ALBUM_REFRESH_QUEUE, String(id), () => read(id))
        .then((ran) => ran?.value ?? null)
        .finally(() => reading.delete(id));
      reading.set(id, pending);
    }
    return pending;
  }

  return {
    queue: ALBUM_REFRESH_QUEUE,
    /**
     * The album's photos as the server last read them; read now when it never was (and is not
     * backing off a failed first reading). Until then, the photos its board was linked with. Null
     * when the album is on none of the family's boards.
     */
    async current(familyId: number, url: string): Promise<AlbumImage[] | null> {
      const onBoard = (await linkedAlbums(screens, familyId)).get(url);
      if (!onBoard) return null;
      const now = clock().toISOString();
      const row = (await repo.find(familyId, url)) ?? (await repo.findOrAdd(familyId, url, now));
      if (row.images !== null) return JSON.parse(row.images) as AlbumImage[];
      if (row.next_read_at > now) return onBoard;
      return (await readShared(row.id)) ?? onBoard;
    },
    /** The queue's work: reads one due album again (the queue holds its key). */
    runIfDue: read,
    /** The albums due now. */
    due(limit: number): Promise<number[]> {
      return repo.due(clock().toISOString(), limit);
    },
    /** Albums read at once by one instance. */
    concurrency: 3,
  };
}

export type AlbumRefresh = ReturnType<typeof createAlbumRefresh>;
