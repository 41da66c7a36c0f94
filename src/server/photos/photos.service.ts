import { photoWidthStep } from '../../common/photo-sizes';
import {
  PHOTO_LIBRARY_FULL_MESSAGE,
  PHOTO_MAX_COUNT,
  PHOTO_MAX_TOTAL_BYTES,
  PHOTO_STORAGE_FULL_MESSAGE,
  type Photo,
} from '../../common/schemas/photos';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { DomainError } from '../domain-errors';
import type { Changes } from '../live/changes';
import { createPhotoCache } from './photo-cache';
import { normalisePhoto, resizePhoto } from './photo-images';
import { createPhotosRepo } from './photos.repo';

/** Room for the sizes a family's boards show now: a slideshow's worth of TV-width photos for several families. */
const RECENT_PHOTO_BYTES = 64 * 1024 * 1024;

export interface ServedPhoto {
  contentType: string;
  /** Names the bytes `read` answers: the photo's version and the width served. */
  etag: string;
  /** The bytes, read (and the size made, the first time) only when the client has not kept them. */
  read(): Promise<Buffer | null>;
}

export function createPhotosService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  const photos = createPhotosRepo(db);
  const recent = createPhotoCache(RECENT_PHOTO_BYTES);

  async function checkRoom(repo: ReturnType<typeof createPhotosRepo>, familyId: number, adding: number) {
    const usage = await repo.usage(familyId);
    if (usage.count >= PHOTO_MAX_COUNT) throw new DomainError('storage_full', PHOTO_LIBRARY_FULL_MESSAGE);
    if (usage.bytes + adding > PHOTO_MAX_TOTAL_BYTES)
      throw new DomainError('storage_full', PHOTO_STORAGE_FULL_MESSAGE);
  }

  return {
    /** Adds an upload to the library, resized and stripped first: the work is done outside the transaction. */
    async upload(familyId: number, upload: Buffer): Promise<Photo> {
      await checkRoom(photos, familyId, 0);
      const image = await normalisePhoto(upload);
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const repo = createPhotosRepo(trx);
        await checkRoom(repo, familyId, image.data.length);
        const photo = await repo.insert(familyId, image, now().toISOString());
        announce(familyId, 'photos', [photo.id]);
        return photo;
      });
    },

    /**
     * The photo at the width step that covers `width`, or at its own size when that is smaller. A
     * smaller size is made the first time it is asked for and kept for every instance after.
     */
    async serve(familyId: number, id: number, width: number): Promise<ServedPhoto | null> {
      const photo = await photos.findServed(familyId, id);
      if (!photo) return null;
      const step = photoWidthStep(width);
      const full = step >= photo.width;
      const etag = `"${photo.version}-${full ? 'full' : step}"`;
      const readStored = async () => {
        if (full) return (await photos.data(familyId, id)) ?? null;
        const kept = await photos.sizeData(familyId, id, step);
        if (kept) return kept;
        const stored = await photos.data(familyId, id);
        if (!stored) return null;
        const resized = await resizePhoto(stored, photo.content_type, step);
        await transact(db, changes, (trx) => createPhotosRepo(trx).insertSize(id, step, resized));
        return resized;
      };
      const read = async () => {
        const key = `${id}:${etag}`;
        const cached = recent.get(key);
        if (cached) return cached;
        const data = await readStored();
        if (data) recent.set(key, data);
        return data;
      };
      return { contentType: photo.content_type, etag, read };
    },

    remove(familyId: number, id: number): Promise<boolean> {
      return transact(db, changes, async (trx, announce) => {
        const removed = await createPhotosRepo(trx).remove(familyId, id);
        if (removed) announce(familyId, 'photos', [id]);
        return removed;
      });
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
